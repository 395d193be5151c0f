import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { documents } from "./index.ts";

export default function DocumentEdit() {
  return <ResourceEdit definition={documents} />;
}
