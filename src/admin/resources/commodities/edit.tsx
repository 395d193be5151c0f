import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { ProductDocuments } from "../documents/product-documents.tsx";
import { commodities } from "./index.ts";
import { SpecValues } from "./spec-values.tsx";
import { ProductLabels } from "./labels.tsx";

export default function CommodityEdit() {
  return (
    <ResourceEdit
      definition={commodities}
      below={(record) => (
        <>
          <SpecValues commodityId={record.id} categoryId={record.commodity_type_id} />
          <ProductLabels product={record} />
          <ProductDocuments product={record} />
        </>
      )}
    />
  );
}
