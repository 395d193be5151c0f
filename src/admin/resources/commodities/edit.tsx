import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { ProductDocuments } from "../documents/product-documents.tsx";
import { commodities } from "./index.ts";
import { SpecValues } from "./spec-values.tsx";

export default function CommodityEdit() {
  return (
    <ResourceEdit
      definition={commodities}
      below={(record) => (
        <>
          <SpecValues commodityId={record.id} categoryId={record.commodity_type_id} />
          <ProductDocuments product={record} />
        </>
      )}
    />
  );
}
