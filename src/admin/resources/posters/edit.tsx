import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { posters } from "./index.ts";

export default function PosterEdit() {
  return <ResourceEdit definition={posters} />;
}
