import { ReloadOutlined } from "@ant-design/icons";
import { Button, Space, Table, Tooltip, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Pagination } from "../http.ts";
import { onTableChange, serverPagination } from "./list-table.ts";
import type { ListParams, ListParamsPatch } from "./use-list-params.ts";

/**
 * The parts every admin list screen is built from, around its own columns and filters: the toolbar (search and
 * filters, reload), the bar of actions on the selected rows, and the table paged, sorted and selected through the URL.
 */

export function ReloadButton({ onReload }: { onReload(): void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t("actions.reload")}>
      <Button icon={<ReloadOutlined />} onClick={onReload} aria-label={t("actions.reload")} />
    </Tooltip>
  );
}

/** The row above the table: the search and filters (`children`) on the left; on the right `actions`, then reload. */
export function ListToolbar({
  children,
  onReload,
  actions,
  size,
}: {
  children: ReactNode;
  onReload(): void;
  /** Buttons shown before the reload button, grouped with it. */
  actions?: ReactNode;
  size?: "small" | "middle" | "large";
}) {
  const reload = <ReloadButton onReload={onReload} />;
  return (
    <div className="admin-toolbar">
      <Space wrap size={size}>
        {children}
      </Space>
      {actions === undefined ? (
        reload
      ) : (
        <Space wrap>
          {actions}
          {reload}
        </Space>
      )}
    </div>
  );
}

/** "3 selected" and what can be done with them; nothing while no row is selected. `onClear` adds "Clear selection". */
export function BatchBar({ count, onClear, testId, children }: { count: number; onClear?(): void; testId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div className="admin-batch" role="region" aria-label={t("list.batch")} data-testid={testId}>
      <span>{t("list.selected", { count })}</span>
      <Space wrap>
        {children}
        {onClear && (
          <Button type="link" onClick={onClear}>
            {t("list.clearSelection")}
          </Button>
        )}
      </Space>
    </div>
  );
}

/** A row's icon action: a small button whose tooltip names it and whose label names the row too ("View Jane"). */
export function RowAction({ label, name, icon, onClick }: { label: string; name: string | number; icon: ReactNode; onClick(): void }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" icon={icon} onClick={onClick} aria-label={`${label} ${name}`} />
    </Tooltip>
  );
}

/** A row's name as a link that opens the row's detail. */
export function OpenLink({ onOpen, children }: { onOpen(): void; children: ReactNode }) {
  return (
    <Button type="link" className="admin-link-button" onClick={onOpen}>
      {children}
    </Button>
  );
}

/** The list's rows and where they stand: what useServerList answers, or a list screen's own equivalent. */
export interface ListState<Row> {
  params: ListParams;
  update(patch: ListParamsPatch): void;
  remote: { loading: boolean };
  rows: Row[];
  pagination?: Pagination;
}

export interface ListTableProps<Row extends { id: number }> {
  list: ListState<Row>;
  columns: TableColumnsType<Row>;
  /** The width below which the table scrolls sideways. */
  scrollX?: number;
  /** An action on rows is running: the table shows it. */
  busy?: boolean;
  /** Checkboxes on the rows; `disabled` names the rows that cannot be chosen. */
  selection?: { selected: number[]; setSelected(ids: number[]): void; disabled?(row: Row): boolean };
  /** A double click on a row opens its detail. */
  onOpen?(id: number): void;
  rowClassName?(row: Row): string;
  emptyText?: string;
}

/**
 * A list's table: one page of rows as the API counted it (a sort or a page goes to the URL), loading shown after a
 * short delay, and rows the table pages itself when the API answered without pagination.
 */
export function ListTable<Row extends { id: number }>({
  list,
  columns,
  scrollX = 960,
  busy = false,
  selection,
  onOpen,
  rowClassName,
  emptyText,
}: ListTableProps<Row>) {
  const { t } = useTranslation();
  const { params, update, remote, rows, pagination } = list;
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={{ spinning: remote.loading || busy, delay: 300 }}
      onChange={onTableChange(params, update, Boolean(pagination))}
      scroll={{ x: scrollX }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          onChange: (keys) => selection.setSelected(keys.map(Number)),
          getCheckboxProps: selection.disabled && ((row) => ({ disabled: selection.disabled!(row) })),
        }
      }
      rowClassName={rowClassName}
      onRow={onOpen && ((row) => ({ onDoubleClick: () => onOpen(row.id) }))}
      pagination={pagination ? serverPagination(pagination, t) : { defaultPageSize: params.perPage, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: remote.loading ? " " : (emptyText ?? t("list.empty")) }}
    />
  );
}
