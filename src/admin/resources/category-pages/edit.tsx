import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { categoryPages } from "./index.ts";
import { SlideItems } from "./slide-items.tsx";

export default function CategoryPageEdit() {
  return <ResourceEdit definition={categoryPages} below={(record) => <SlideItems categoryPageId={record.id} />} />;
}
