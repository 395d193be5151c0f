import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { ProductDocuments } from "../documents/product-documents.tsx";
import { products } from "./index.ts";
import { SpecValues } from "./spec-values.tsx";
import { ProductLabels } from "./labels.tsx";

export default function ProductEdit() {
  return (
    <ResourceEdit
      definition={products}
      below={(record) => (
        <>
          <SpecValues productId={record.id} categoryId={record.commodity_type_id} />
          <ProductLabels product={record} />
          <ProductDocuments product={record} />
        </>
      )}
    />
  );
}
