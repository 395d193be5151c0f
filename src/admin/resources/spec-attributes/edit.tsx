import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { specAttributes } from "./index.ts";

export default function SpecAttributeEdit() {
  return <ResourceEdit definition={specAttributes} />;
}
