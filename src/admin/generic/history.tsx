import { HistoryOutlined, RollbackOutlined } from "@ant-design/icons";
import { App, Button, Drawer, Empty, List, Select, Space, Table, Tag, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { http, type ItemResponse } from "../http.ts";
import type { AdminRecord } from "../resources/types.ts";
import { useRemote } from "./use-remote.ts";
import { useFieldLabels } from "./field-label.ts";
import type { ResourceName } from "#domain/resources.ts";
import { formatWhen } from "./format-when.ts";

/** One kept state of a record (decision 056). */
export interface Revision {
  version: number;
  created_at: string;
  actor: string;
  note: string;
  data: Record<string, unknown>;
}

/** …/5/_update → …/5/revisions: the history lives beside the record's update call. */
export function revisionsPath(updatePath: string): string {
  return updatePath.replace(/\/_update$/, "/revisions");
}

export function fetchRevisions(updatePath: string, signal?: AbortSignal): Promise<Revision[]> {
  return http.get<ItemResponse<Revision[]>>(revisionsPath(updatePath), undefined, { signal, silent: true }).then((response) => response.data);
}

const IGNORED = new Set(["id", "created_at", "updated_at"]);
const show = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : typeof value === "string" ? value : JSON.stringify(value));

/** The fields whose values differ between two states of a record. */
export function changedFields(from: Record<string, unknown>, to: Record<string, unknown>): { field: string; from: unknown; to: unknown }[] {
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((field) => !IGNORED.has(field));
  return fields
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .map((field) => ({ field, from: from[field], to: to[field] }));
}

/** A field-by-field table of what differs between two states, each field by its label. */
export function DiffTable({
  resource,
  from,
  to,
  fromTitle,
  toTitle,
}: {
  /** Whose fields these are, for their labels. */
  resource: ResourceName | undefined;
  from: Record<string, unknown>;
  to: Record<string, unknown>;
  fromTitle: string;
  toTitle: string;
}) {
  const { t } = useTranslation();
  const labelOf = useFieldLabels();
  const rows = changedFields(from, to);
  if (!rows.length) return <Empty description={t("history.same")} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      data-testid="history-diff"
      columns={[
        {
          key: "field",
          dataIndex: "field",
          title: t("history.field"),
          width: 150,
          render: (field: string) => <Typography.Text strong>{labelOf(resource, field)}</Typography.Text>,
        },
        { key: "from", title: fromTitle, render: (_, row) => <span className="admin-diff admin-diff--from">{show(row.from)}</span> },
        { key: "to", title: toTitle, render: (_, row) => <span className="admin-diff admin-diff--to">{show(row.to)}</span> },
      ]}
    />
  );
}

const label = (revision: Revision) => `#${revision.version} · ${formatWhen(revision.created_at)} · ${revision.actor || "—"}`;

/** The edit screen's history: every revision, a diff between any two, and restore as a new revision. */
export function HistoryDrawer({
  resource,
  updatePath,
  unsaved = false,
  open,
  onClose,
  onRestored,
}: {
  /** Whose history it is, for the fields' labels. */
  resource: ResourceName | undefined;
  updatePath: string;
  /** The form holds changes that are not saved: a restore replaces them, so the dialog says so. */
  unsaved?: boolean;
  open: boolean;
  onClose(): void;
  onRestored(record: AdminRecord): void;
}) {
  const { t } = useTranslation();
  const { notification, modal } = App.useApp();
  const remote = useRemote((signal) => (open ? fetchRevisions(updatePath, signal) : Promise.resolve([] as Revision[])), [open, updatePath]);
  const revisions = useMemo(() => remote.data ?? [], [remote.data]);
  const [left, setLeft] = useState<number | null>(null);
  const [right, setRight] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const newest = revisions[0];
  const to = revisions.find((revision) => revision.version === right) ?? newest;
  const from = revisions.find((revision) => revision.version === left) ?? revisions.find((revision) => to && revision.version < to.version);
  const options = revisions.map((revision) => ({ value: revision.version, label: label(revision) }));

  const restore = (revision: Revision) =>
    modal.confirm({
      title: t("history.restoreTitle", { version: revision.version }),
      content: unsaved ? `${t("history.restoreBody")} ${t("history.restoreUnsaved")}` : t("history.restoreBody"),
      okText: t("history.restore"),
      onOk: async () => {
        setRestoring(true);
        try {
          const response = await http.post<ItemResponse<AdminRecord>>(`${revisionsPath(updatePath)}/${revision.version}/_restore`);
          notification.success({ key: "restored", title: t("history.restored", { version: revision.version }) });
          onRestored(response.data);
          remote.reload();
        } catch {
          // notified (a 422 names the missing reference)
        } finally {
          setRestoring(false);
        }
      },
    });

  return (
    <Drawer open={open} onClose={onClose} size={760} title={t("history.title")} destroyOnHidden data-testid="history">
      <List
        size="small"
        loading={remote.loading}
        dataSource={revisions}
        locale={{ emptyText: t("history.empty") }}
        renderItem={(revision) => (
          <List.Item
            actions={
              revision === newest
                ? [
                    <Tag key="current" color="green">
                      {t("history.current")}
                    </Tag>,
                  ]
                : [
                    <Button
                      key="restore"
                      size="small"
                      icon={<RollbackOutlined />}
                      loading={restoring}
                      onClick={() => restore(revision)}
                      aria-label={`${t("history.restore")} #${revision.version}`}
                    >
                      {t("history.restore")}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={label(revision)}
              description={t(`history.notes.${revision.note.startsWith("restore") ? "restore" : revision.note.replace(/ /g, "_")}`, {
                defaultValue: revision.note,
                version: revision.note.replace(/\D+/g, ""),
              })}
            />
          </List.Item>
        )}
      />
      {revisions.length > 1 && from && to && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t("history.compare")}
          </Typography.Title>
          <Space wrap style={{ marginBottom: 12 }}>
            <Select style={{ width: 320 }} value={from.version} onChange={setLeft} options={options} aria-label={t("history.from")} />
            <span>→</span>
            <Select style={{ width: 320 }} value={to.version} onChange={setRight} options={options} aria-label={t("history.to")} />
          </Space>
          <DiffTable resource={resource} from={from.data} to={to.data} fromTitle={`#${from.version}`} toTitle={`#${to.version}`} />
        </>
      )}
    </Drawer>
  );
}

/** The button that opens the history. */
export function HistoryButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<HistoryOutlined />} onClick={onClick} data-testid="open-history">
      {t("history.open")}
    </Button>
  );
}
