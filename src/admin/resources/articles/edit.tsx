import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { articles } from "./index.ts";

export default function ArticleEdit() {
  return <ResourceEdit definition={articles} />;
}
