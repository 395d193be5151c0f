import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { listPosters } from "./index.ts";

export default function ListPosterEdit() {
  return <ResourceEdit definition={listPosters} />;
}
