import { CloudUploadOutlined, EditOutlined, FolderOpenOutlined, StarFilled, StarOutlined } from "@ant-design/icons";
import { Alert, App, Button, Dropdown, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublishStatus } from "#domain/admin-contract.ts";
import { RESOURCES } from "#domain/resources.ts";
import { useFieldLabels } from "../generic/field-label.ts";
import { ApiError, http, type ItemResponse } from "../http.ts";
import { CategorySelect } from "./category-select.tsx";

/** The lists that offer bulk edit (decision 093) and what each may change. */
export type BulkResource = "products" | "articles" | "categoryPages" | "subcategoryPages" | "posters";

interface BulkChanges {
  status?: PublishStatus;
  commodity_type_id?: number;
  attrSort?: 0 | 1;
}

interface RecordReport {
  id: number;
  title: string;
  changes: { field: string }[];
}

/** A refusing record of a 422: its name and, per field, why. */
interface Refusal {
  id: number;
  title: string;
  errors: Record<string, string[]>;
}

/** The records that refused, named and with each reason under its field's label. */
function RefusalReport({ resource, refusals }: { resource: BulkResource; refusals: readonly Refusal[] }) {
  const { t } = useTranslation();
  const labelOf = useFieldLabels();
  return (
    <ul className="admin-bulk-report" data-testid="bulk-report">
      {refusals.map((refusal) => (
        <li key={refusal.id}>
          <Typography.Text strong>{refusal.title || t("bulk.record", { id: refusal.id })}</Typography.Text>
          <ul>
            {Object.entries(refusal.errors).flatMap(([field, messages]) =>
              messages.map((message) => (
                <li key={`${field}:${message}`}>{field === "id" ? message : t("bulk.fieldMessage", { label: labelOf(resource, field), message })}</li>
              )),
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The batch bar's bulk edit: Feature, Unfeature and Move to category (products), and Publishing (publish or make
 * draft) on every list that has it. One call per change (POST …/_bulk), all or nothing: a refusal shows which
 * records refused and why, and nothing changed. Each changed record gets its own audit entry on the server.
 */
export function BulkEdit({ resource, ids, done }: { resource: BulkResource; ids: number[]; done(): void }) {
  const { t } = useTranslation();
  const { notification, modal } = App.useApp();
  const labelOf = useFieldLabels();
  const [busy, setBusy] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<number | null>(null);

  const apply = async (key: string, changes: BulkChanges): Promise<boolean> => {
    setBusy(key);
    try {
      const answer = await http.post<ItemResponse<RecordReport[]>>(`ad/${RESOURCES[resource].api}/_bulk`, { ids, changes }, { silent: true });
      const changed = answer.data.filter((report) => report.changes.length).length;
      notification.success({ key: "bulk", title: t("bulk.done", { count: changed, total: answer.data.length }) });
      done();
      return true;
    } catch (error) {
      const refusals = error instanceof ApiError ? (error.body.records as Refusal[] | undefined) : undefined;
      modal.error({
        width: 560,
        title: t("bulk.refusedTitle"),
        content: (
          <>
            <Alert type="warning" showIcon title={error instanceof ApiError ? error.message : t("bulk.failed")} className="admin-bulk-report__summary" />
            {refusals && <RefusalReport resource={resource} refusals={refusals} />}
          </>
        ),
      });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const confirmStatus = (status: PublishStatus) =>
    modal.confirm({
      title: t(`bulk.${status}Title`, { count: ids.length }),
      content: status === "published" ? t("bulk.publishedBody") : t("bulk.draftBody"),
      okText: t(`bulk.${status}`),
      cancelText: t("actions.cancel"),
      onOk: () => apply(status, { status }),
    });

  return (
    <>
      {resource === "products" && (
        <>
          <Button icon={<StarFilled />} loading={busy === "feature"} onClick={() => void apply("feature", { attrSort: 1 })} data-testid="bulk-feature">
            {t("resources.commodities.batch.feature")}
          </Button>
          <Button icon={<StarOutlined />} loading={busy === "unfeature"} onClick={() => void apply("unfeature", { attrSort: 0 })}>
            {t("resources.commodities.batch.unfeature")}
          </Button>
          <Button icon={<FolderOpenOutlined />} onClick={() => setMoving(true)}>
            {t("resources.commodities.batch.move")}
          </Button>
          <Modal
            open={moving}
            title={t("resources.commodities.batch.moveTitle", { count: ids.length })}
            okText={t("resources.commodities.batch.move")}
            cancelText={t("actions.cancel")}
            okButtonProps={{ disabled: target === null, loading: busy === "move" }}
            onCancel={() => setMoving(false)}
            onOk={async () => {
              if (target !== null && (await apply("move", { commodity_type_id: target }))) setMoving(false);
            }}
            destroyOnHidden
          >
            <CategorySelect value={target} onChange={setTarget} style={{ width: "100%" }} aria-label={labelOf(resource, "commodity_type_id")} />
          </Modal>
        </>
      )}
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            { key: "published", icon: <CloudUploadOutlined />, label: t("bulk.published") },
            { key: "draft", icon: <EditOutlined />, label: t("bulk.draft") },
          ],
          onClick: ({ key }) => confirmStatus(key as PublishStatus),
        }}
      >
        <Button icon={<CloudUploadOutlined />} loading={busy === "published" || busy === "draft"} data-testid="bulk-status">
          {labelOf(resource, "status")}
        </Button>
      </Dropdown>
    </>
  );
}
