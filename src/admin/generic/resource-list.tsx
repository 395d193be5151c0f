import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, ExportOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Select, Space, Typography, type TableColumnsType } from "antd";
import { useMemo, type MouseEvent as ReactMouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CategorySelect } from "../components/category-select.tsx";
import { DeleteConfirm } from "../components/delete-confirm.tsx";
import { http, type ListResponse, type Query } from "../http.ts";
import { useOnTabReturn } from "../layout/tabs.tsx";
import type { AdminRecord, CrudDefinition } from "../resources/types.ts";
import { recordName } from "./categories.ts";
import { filterOptionKeys } from "./field-label.ts";
import { sortOrderOf } from "./list-table.ts";
import { BatchBar, ListTable, ListToolbar } from "./list-frame.tsx";
import { useListAction } from "./use-list-action.ts";
import { useListParams, usePageWithinList } from "./use-list-params.ts";
import { useRemote } from "./use-remote.ts";
import { deleteRecords } from "./crud.ts";
import { useDeletedNotice } from "./trashed-notice.tsx";
import { DeleteSelectedButton } from "../components/delete-selected-button.tsx";
import { ListSearch } from "./list-search.tsx";

/** A plain left click navigates inside the admin; modified clicks (new tab, new window) stay with the browser. */
function followLink(event: ReactMouseEvent<HTMLElement>, go: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}

export interface BatchContext {
  ids: number[];
  records: AdminRecord[];
  done(): void;
}

export interface ResourceListProps {
  definition: CrudDefinition;
  /** Resource-specific columns; the edit, view and delete actions are added after them. */
  columns: TableColumnsType<AdminRecord>;
  /** Extra batch actions for the selected rows (next to "Delete selected"). */
  batchActions?: (context: BatchContext) => ReactNode;
  /** Extra filter controls or buttons in the toolbar. */
  toolbar?: ReactNode;
  /** Query parameters added to the create link (e.g. the poster type being shown). */
  createQuery?: Record<string, string>;
  /** Query parameters added to the list request (on top of the definition's). */
  extraQuery?: Query;
  /** Hides the page title (when the list is one part of a screen). */
  embedded?: boolean;
  title?: ReactNode;
  /** Shown between the page head and the toolbar (e.g. the poster type switch). */
  intro?: ReactNode;
  /** Buttons next to "New …" in the page head (e.g. CSV export). */
  headerExtra?: ReactNode;
}

/**
 * The one list screen: server-side pagination, sort, search and filters kept in the URL,
 * row selection with batch delete (and per-resource batch actions), order buttons, and links
 * to edit each record and see it on the site. Nothing beyond one page is ever loaded.
 */
export function ResourceList({ definition, columns, batchActions, toolbar, createQuery, extraQuery, embedded, title, headerExtra, intro }: ResourceListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const filterNames = useMemo(() => (definition.filters ?? []).map((filter) => filter.name), [definition.filters]);
  const { params, update } = useListParams({ perPage: definition.perPage, defaultSort: definition.defaultSort, filterNames });

  const query: Query = {
    ...definition.api.listQuery,
    ...extraQuery,
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    order: params.order,
    ...(definition.searchParam && params.q ? { [definition.searchParam]: params.q } : {}),
    ...params.filters,
  };
  const queryKey = JSON.stringify(query);
  const remote = useRemote((signal) => http.get<ListResponse<AdminRecord>>(definition.api.list, query, { signal }), [queryKey]);
  useOnTabReturn(remote.reload);
  const { selected, setSelected, busy, run } = useListAction(remote.reload);

  const rows = remote.data?.data ?? [];
  const pagination = remote.data?.meta?.pagination;
  usePageWithinList(pagination, params.page, update);
  // The arrows renumber the records shown: only right when they are the whole list (no search, one page), else the
  // records left out would keep numbers that now fall among the renumbered ones.
  const wholeList = !params.q && (pagination === undefined || pagination.total <= rows.length);
  const ordered = definition.orderField && (!params.sort || params.sort === definition.orderField) && wholeList;
  const moveHint = (label: string) => (wholeList ? label : t("list.moveWhole"));

  const notifyDeleted = useDeletedNotice();
  const remove = (ids: number[]) =>
    run(
      () => deleteRecords(definition, ids),
      (trashIds) =>
        notifyDeleted({
          trashIds,
          count: ids.length,
          name: recordName(
            rows.find((row) => row.id === ids[0]),
            definition.titleField,
            i18n.language,
          ),
          onRestored: remote.reload,
        }),
    );

  /** Moves a record one place up or down by renumbering the shown records' order field. */
  const move = (record: AdminRecord, step: -1 | 1) => {
    const field = definition.orderField!;
    const index = rows.findIndex((row) => row.id === record.id);
    const target = index + step;
    if (target < 0 || target >= rows.length) return;
    const order = rows.map((row) => row.id);
    [order[index], order[target]] = [order[target]!, order[index]!];
    const base = (params.page - 1) * params.perPage;
    const changes = order
      .map((rowId, position) => ({ id: rowId, value: (base + position + 1) * 10 }))
      .filter((change) => rows.find((row) => row.id === change.id)?.[field] !== change.value);
    void run(() => Promise.all(changes.map((change) => http.post(definition.api.update(change.id), { [field]: change.value }))), t("notify.reordered"));
  };

  const editPath = (id: number) => `/admin/${definition.path}/${id}`;
  const allColumns: TableColumnsType<AdminRecord> = [
    ...columns.map((column) => {
      const key = String(column.key ?? ("dataIndex" in column ? column.dataIndex : ""));
      if (!definition.sortable?.includes(key)) return column;
      return { ...column, sorter: true, sortOrder: sortOrderOf(params, key) };
    }),
    ...(definition.orderField
      ? [
          {
            key: "__order",
            title: t("list.order"),
            width: 120,
            render: (_: unknown, record: AdminRecord, index: number) => (
              <Space size={0}>
                <span className="admin-order-value">{String(record[definition.orderField!] ?? "")}</span>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={!ordered || index === 0 || busy}
                  onClick={() => move(record, -1)}
                  aria-label={t("list.moveUp")}
                  title={moveHint(t("list.moveUp"))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={!ordered || index === rows.length - 1 || busy}
                  onClick={() => move(record, 1)}
                  aria-label={t("list.moveDown")}
                  title={moveHint(t("list.moveDown"))}
                />
              </Space>
            ),
          },
        ]
      : []),
    {
      key: "__actions",
      title: t("list.actions"),
      width: definition.listOnly ? 80 : 120,
      render: (_: unknown, record: AdminRecord) => {
        const name = recordName(record, definition.titleField, i18n.language);
        const site = definition.publicUrl?.(record);
        return (
          <Space size={0}>
            {!definition.listOnly && (
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                href={editPath(record.id)}
                onClick={(event) => followLink(event, () => navigate(editPath(record.id)))}
                aria-label={`${t("actions.edit")} ${name}`}
                title={t("actions.edit")}
              />
            )}
            {site && (
              <Button
                size="small"
                type="text"
                icon={<ExportOutlined />}
                href={site}
                target="_blank"
                rel="noreferrer"
                aria-label={`${t("actions.viewOnSite")} ${name}`}
                title={t("actions.viewOnSite")}
              />
            )}
            <DeleteConfirm title={t("confirm.deleteOne", { name })} toTrash={definition.toTrash} onConfirm={() => remove([record.id])}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t("actions.delete")} ${name}`} title={t("actions.delete")} />
            </DeleteConfirm>
          </Space>
        );
      },
    },
  ];

  const createLink = `/admin/${definition.path}/new${createQuery ? `?${new URLSearchParams(createQuery)}` : ""}`;
  const selectedRecords = rows.filter((row) => selected.includes(row.id));

  return (
    <div className="admin-list" data-resource={definition.resource}>
      {!embedded && (
        <div className="admin-page-head">
          <Typography.Title level={3} className="admin-page-title">
            {title ?? t(`resources.${definition.resource}.name`)}
            {pagination && <span className="admin-count">{t("list.total", { count: pagination.total })}</span>}
          </Typography.Title>
          <Space wrap>
            {headerExtra}
            {!definition.listOnly && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createLink)} data-testid="create">
                {t("actions.new", { name: t(`resources.${definition.resource}.one`) })}
              </Button>
            )}
          </Space>
        </div>
      )}
      {intro}
      <ListToolbar
        onReload={remote.reload}
        actions={
          embedded &&
          !definition.listOnly && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createLink)} data-testid="create">
              {t("actions.new", { name: t(`resources.${definition.resource}.one`) })}
            </Button>
          )
        }
      >
        {definition.searchParam && <ListSearch initial={params.q} onSearch={(value) => update({ q: value })} />}
        {(definition.filters ?? []).map((filter) =>
          filter.kind === "category" ? (
            <CategorySelect
              key={filter.name}
              value={params.filters[filter.name] ? Number(params.filters[filter.name]) : null}
              onChange={(value) => update({ filters: { [filter.name]: value === null ? null : String(value) } })}
              placeholder={t(`resources.${definition.resource}.filters.${filter.name}`)}
              aria-label={t(`resources.${definition.resource}.filters.${filter.name}`)}
            />
          ) : (
            <Select
              key={filter.name}
              allowClear
              style={{ minWidth: 180 }}
              placeholder={t(`resources.${definition.resource}.filters.${filter.name}`)}
              aria-label={t(`resources.${definition.resource}.filters.${filter.name}`)}
              value={params.filters[filter.name] ?? undefined}
              onChange={(value: string | undefined) => update({ filters: { [filter.name]: value ?? null } })}
              options={(filter.kind === "switch" ? ["1", "0"] : (filter.options ?? []).map(String)).map((value) => ({
                value,
                label: t(filterOptionKeys(definition.resource, filter.name, value)),
              }))}
            />
          ),
        )}
        {toolbar}
      </ListToolbar>
      <BatchBar count={selected.length} onClear={() => setSelected([])}>
        {batchActions?.({ ids: selected, records: selectedRecords, done: () => (setSelected([]), remote.reload()) })}
        <DeleteSelectedButton count={selected.length} busy={busy} toTrash={definition.toTrash} onConfirm={() => remove(selected)} />
      </BatchBar>
      <ListTable<AdminRecord> list={{ params, update, remote, rows, pagination }} columns={allColumns} busy={busy} selection={{ selected, setSelected }} />
    </div>
  );
}
