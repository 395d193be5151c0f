import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { socialCodes } from "./index.ts";

export default function SocialCodeEdit() {
  return <ResourceEdit definition={socialCodes} />;
}
