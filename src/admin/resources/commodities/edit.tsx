import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { ProductDocuments } from "../documents/product-documents.tsx";
import { commodities } from "./index.ts";

export default function CommodityEdit() {
  return <ResourceEdit definition={commodities} below={(record) => <ProductDocuments product={record} />} />;
}
