import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { commodities } from "./index.ts";

export default function CommodityEdit() {
  return <ResourceEdit definition={commodities} />;
}
