import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { dealers } from "./index.ts";

export default function DealerEdit() {
  return <ResourceEdit definition={dealers} />;
}
