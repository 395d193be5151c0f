import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { cardAdsense } from "./index.ts";

export default function CardAdsenseEdit() {
  return <ResourceEdit definition={cardAdsense} />;
}
