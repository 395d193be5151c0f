import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { landingPageTwos } from "./index.ts";

export default function LandingPageTwoEdit() {
  return <ResourceEdit definition={landingPageTwos} />;
}
