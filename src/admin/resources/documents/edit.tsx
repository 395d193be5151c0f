import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { documents } from "./index.ts";
import { DocumentVersions } from "./versions.tsx";

export default function DocumentEdit() {
  return <ResourceEdit definition={documents} below={(record) => <DocumentVersions documentId={record.id} />} />;
}
