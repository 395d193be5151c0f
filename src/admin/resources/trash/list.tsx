import { DeleteOutlined, UndoOutlined } from "@ant-design/icons";
import { App, Button, Popconfirm, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RESOURCES, TRASHABLE } from "#domain/resources.ts";
import type { TrashEntry } from "#domain/models.ts";
import { DeleteConfirm } from "../../components/delete-confirm.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ListPageHead } from "../../generic/list-page-head.tsx";
import { ListSearch } from "../../generic/list-search.tsx";
import { dateColumn } from "../../generic/columns.tsx";
import { BatchBar, ListTable, ListToolbar } from "../../generic/list-frame.tsx";
import { ChoiceFilter, useServerList } from "../../generic/server-list.tsx";
import { useListAction } from "../../generic/use-list-action.ts";
import { http } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { useCan } from "../../permissions.tsx";
import { TRASH_API } from "./index.ts";

const DAY_MS = 86_400_000;

/** Whole days until the schedule purges the entry (0 on its last day). */
function daysLeft(entry: TrashEntry, now = Date.now()): number {
  return Math.max(0, Math.floor((new Date(entry.expires_at).getTime() - now) / DAY_MS));
}

/** The trash: what was deleted, by whom and when, restorable for 30 days; admins may delete entries for good. */
export default function TrashList() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const can = useCan();
  const list = useServerList<TrashEntry>(TRASH_API, {
    filterNames: ["resource"],
    sortable: RESOURCES.trash.sortColumns,
    defaultSort: { field: "trashed_at", order: "desc" },
    perPage: 50,
  });
  const { params, update, remote, rows, pagination, sortable } = list;
  useOnTabReturn(remote.reload);
  const { selected, setSelected, busy, run } = useListAction(remote.reload);
  const f = fieldLabel(t, "trash");
  const kind = (resource: string) => t(`resources.trash.kinds.${resource}`, { defaultValue: resource });
  const mayPurge = can("trash", "_delete");

  const restore = (ids: number[]) =>
    run(
      () => http.post(`${TRASH_API}/_restore`, { ids }),
      ids.length === 1
        ? t("resources.trash.restored", { name: rows.find((row) => row.id === ids[0])?.title ?? "" })
        : t("resources.trash.restoredMany", { count: ids.length }),
    );
  const purge = (ids: number[]) => run(() => http.delete(`${TRASH_API}/_delete`, { ids }), t("resources.trash.purged", { count: ids.length }));
  const empty = () =>
    modal.confirm({
      title: t("resources.trash.emptyConfirm"),
      content: t("confirm.cannotUndo"),
      okText: t("resources.trash.empty"),
      okButtonProps: { danger: true },
      cancelText: t("actions.cancel"),
      onOk: () => run(() => http.delete(`${TRASH_API}/_empty`), t("resources.trash.emptied")),
    });

  return (
    <div className="admin-list" data-screen="trash">
      <ListPageHead title={t("resources.trash.name")} total={pagination?.total}>
        {mayPurge && (
          <Button danger icon={<DeleteOutlined />} onClick={empty} disabled={!pagination?.total} data-testid="trash-empty">
            {t("resources.trash.empty")}
          </Button>
        )}
      </ListPageHead>
      <Typography.Paragraph type="secondary">{t("resources.trash.intro")}</Typography.Paragraph>
      <ListToolbar onReload={remote.reload}>
        <ListSearch initial={params.q} placeholder={t("resources.trash.searchPlaceholder")} onSearch={(value) => update({ q: value })} width={220} />
        <ChoiceFilter
          list={list}
          name="resource"
          label={f("resource")}
          minWidth={200}
          options={TRASHABLE.map((value) => ({ value, label: kind(value) }))}
          testId="trash-resource"
        />
      </ListToolbar>
      <BatchBar count={selected.length} onClear={() => setSelected([])} testId="trash-batch">
        <Button type="primary" icon={<UndoOutlined />} loading={busy} onClick={() => void restore(selected)}>
          {t("resources.trash.restoreSelected")}
        </Button>
        {mayPurge && (
          <DeleteConfirm title={t("resources.trash.purgeConfirm", { count: selected.length })} onConfirm={() => purge(selected)}>
            <Button danger icon={<DeleteOutlined />} loading={busy}>
              {t("resources.trash.purgeSelected")}
            </Button>
          </DeleteConfirm>
        )}
      </BatchBar>
      <ListTable<TrashEntry>
        list={list}
        selection={{ selected, setSelected }}
        emptyText={t("resources.trash.nothing")}
        columns={[
          {
            key: "title",
            title: f("title"),
            width: 240,
            ...sortable("title"),
            render: (_, row) => (
              <div className="admin-cell-stack">
                <strong style={{ overflowWrap: "anywhere" }}>{row.title || `#${row.record_id}`}</strong>
                <span className="admin-cell-sub">
                  <Tag>{kind(row.resource)}</Tag>#{row.record_id}
                </span>
              </div>
            ),
          },
          {
            key: "actor",
            title: f("actor"),
            width: 200,
            ...sortable("actor"),
            render: (_, row) => (
              <Typography.Text ellipsis={{ tooltip: row.actor }} style={{ maxWidth: 180 }}>
                {row.actor || "—"}
              </Typography.Text>
            ),
          },
          dateColumn<TrashEntry>("trashed_at", f("trashed_at"), { width: 150, extra: sortable("trashed_at") }),
          {
            key: "days_left",
            title: f("days_left"),
            width: 130,
            render: (_, row) => {
              const days = daysLeft(row);
              return <Tag color={days <= 3 ? "red" : "default"}>{t("resources.trash.daysLeft", { count: days })}</Tag>;
            },
          },
          {
            key: "actions",
            title: t("list.actions"),
            width: 200,
            render: (_, row) => (
              <Space size={4} wrap>
                <Button size="small" icon={<UndoOutlined />} onClick={() => void restore([row.id])} data-testid={`trash-restore-${row.id}`}>
                  {t("resources.trash.restore")}
                </Button>
                {mayPurge && (
                  <Popconfirm
                    title={t("resources.trash.purgeConfirm", { count: 1 })}
                    description={t("confirm.cannotUndo")}
                    okText={t("resources.trash.purge")}
                    cancelText={t("actions.cancel")}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => purge([row.id])}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("resources.trash.purge")} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
