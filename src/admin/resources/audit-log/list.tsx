import { ReloadOutlined } from "@ant-design/icons";
import { Button, DatePicker, Select, Space, Table, Tag, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../generic/field-label.ts";
import { CsvExportButton, ListPageHead } from "../../generic/list-page-head.tsx";
import { onTableChange, serverPagination, sortOrderOf } from "../../generic/list-table.ts";
import { useListParams } from "../../generic/use-list-params.ts";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse, type ListResponse } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { useCan } from "../../permissions.tsx";
import { AUDIT_ACTIONS, AUDIT_API, AUDIT_FILTERS, AUDIT_SORTABLE, actionColor, type AuditEntry, type AuditFilters } from "./index.ts";
import { ListSearch } from "../../generic/list-search.tsx";

/** The audit log: every admin action, filtered by user, resource, action and date, exported as CSV. */
export default function AuditLogList() {
  const { t } = useTranslation();
  const can = useCan();
  const { params, update } = useListParams({ defaultSort: { field: "created_at", order: "desc" }, filterNames: AUDIT_FILTERS, perPage: 50 });
  const filterQuery = { q: params.q, sort: params.sort, order: params.order, ...params.filters };
  const key = JSON.stringify({ ...filterQuery, page: params.page, perPage: params.perPage });
  const remote = useRemote(
    (signal) => http.get<ListResponse<AuditEntry>>(AUDIT_API, { ...filterQuery, page: params.page, per_page: params.perPage }, { signal }),
    [key],
  );
  const choices = useRemote((signal) => http.get<ItemResponse<AuditFilters>>(`${AUDIT_API}/_filters`, undefined, { signal }), []);
  const reload = () => {
    remote.reload();
    choices.reload();
  };
  useOnTabReturn(reload);
  const rows = remote.data?.data ?? [];
  const pagination = remote.data?.meta?.pagination;
  const f = fieldLabel(t, "auditLog");
  const sortable = (column: string) => (AUDIT_SORTABLE.includes(column) ? { sorter: true, sortOrder: sortOrderOf(params, column) } : {});
  const actionLabel = (action: string) => t(`resources.auditLog.actions.${action}`, { defaultValue: action });

  return (
    <div className="admin-list" data-screen="audit-log">
      <ListPageHead title={t("resources.auditLog.name")} total={pagination?.total}>
        {can("audit.export") && <CsvExportButton path={`${AUDIT_API}/_export`} query={filterQuery} fileStem="audit-log" />}
      </ListPageHead>
      <Typography.Paragraph type="secondary">{t("resources.auditLog.intro")}</Typography.Paragraph>
      <div className="admin-toolbar">
        <Space wrap>
          <ListSearch initial={params.q} placeholder={t("resources.auditLog.searchPlaceholder")} onSearch={(value) => update({ q: value })} width={220} />
          <Select
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            style={{ minWidth: 220 }}
            placeholder={t("resources.auditLog.filters.user")}
            aria-label={t("resources.auditLog.filters.user")}
            value={params.filters.user_id ? Number(params.filters.user_id) : undefined}
            onChange={(value: number | undefined) => update({ filters: { user_id: value ? String(value) : null } })}
            options={(choices.data?.data.users ?? []).map((user) => ({ value: user.user_id, label: user.actor }))}
            data-testid="audit-user"
          />
          <Select
            allowClear
            style={{ minWidth: 180 }}
            placeholder={t("resources.auditLog.filters.resource")}
            aria-label={t("resources.auditLog.filters.resource")}
            value={params.filters.resource}
            onChange={(value: string | undefined) => update({ filters: { resource: value ?? null } })}
            options={(choices.data?.data.resources ?? []).map((value) => ({ value, label: value }))}
            data-testid="audit-resource"
          />
          <Select
            allowClear
            style={{ minWidth: 170 }}
            placeholder={t("resources.auditLog.filters.action")}
            aria-label={t("resources.auditLog.filters.action")}
            value={params.filters.action}
            onChange={(value: string | undefined) => update({ filters: { action: value ?? null } })}
            options={AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) }))}
          />
          <DatePicker.RangePicker
            aria-label={t("resources.auditLog.filters.dates")}
            value={[params.filters.from ? dayjs(params.filters.from) : null, params.filters.to ? dayjs(params.filters.to) : null]}
            onChange={(range) => update({ filters: { from: range?.[0]?.format("YYYY-MM-DD") ?? null, to: range?.[1]?.format("YYYY-MM-DD") ?? null } })}
            allowEmpty={[true, true]}
          />
        </Space>
        <Tooltip title={t("actions.reload")}>
          <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t("actions.reload")} />
        </Tooltip>
      </div>
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={{ spinning: remote.loading, delay: 300 }}
        onChange={onTableChange(params, update)}
        scroll={{ x: 1000 }}
        pagination={pagination && serverPagination(pagination, t)}
        locale={{ emptyText: remote.loading ? " " : t("list.empty") }}
        columns={[
          {
            key: "created_at",
            title: f("created_at"),
            width: 160,
            ...sortable("created_at"),
            render: (_, row) => dayjs(row.created_at).format("YYYY-MM-DD HH:mm:ss"),
          },
          {
            key: "actor",
            title: f("actor"),
            width: 230,
            ...sortable("actor"),
            render: (_, row) => (
              <div className="admin-cell-stack">
                <Typography.Text ellipsis={{ tooltip: row.actor }} style={{ maxWidth: 210 }}>
                  {row.actor || "—"}
                </Typography.Text>
                {row.ip && <span className="admin-cell-sub">{row.ip}</span>}
              </div>
            ),
          },
          {
            key: "action",
            title: f("action"),
            width: 150,
            ...sortable("action"),
            render: (_, row) => <Tag color={actionColor(row.action)}>{actionLabel(row.action)}</Tag>,
          },
          {
            key: "resource",
            title: f("resource"),
            width: 170,
            ...sortable("resource"),
            render: (_, row) => (row.resource ? <Typography.Text code>{row.resource}</Typography.Text> : "—"),
          },
          { key: "record_id", dataIndex: "record_id", title: f("record_id"), width: 100, render: (value: string) => value || "—" },
          {
            key: "summary",
            dataIndex: "summary",
            title: f("summary"),
            render: (value: string) => <span style={{ overflowWrap: "anywhere" }}>{value || "—"}</span>,
          },
        ]}
      />
    </div>
  );
}
