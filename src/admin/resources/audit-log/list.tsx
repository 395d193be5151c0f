import { ReloadOutlined } from "@ant-design/icons";
import { Button, Space, Table, Tag, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../generic/field-label.ts";
import { CsvExportButton, ListPageHead } from "../../generic/list-page-head.tsx";
import { onTableChange, serverPagination } from "../../generic/list-table.ts";
import { ChoiceFilter, DateRangeFilter, useServerList } from "../../generic/server-list.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { useCan } from "../../permissions.tsx";
import { AUDIT_ACTIONS, AUDIT_API, AUDIT_FILTERS, AUDIT_SORTABLE, actionColor, type AuditEntry, type AuditFilters } from "./index.ts";
import { ListSearch } from "../../generic/list-search.tsx";

/** The audit log: every admin action, filtered by user, resource, action and date, exported as CSV. */
export default function AuditLogList() {
  const { t } = useTranslation();
  const can = useCan();
  const { params, update, filterQuery, remote, rows, pagination, sortable } = useServerList<AuditEntry>(AUDIT_API, {
    filterNames: AUDIT_FILTERS,
    sortable: AUDIT_SORTABLE,
    perPage: 50,
  });
  const choices = useRemote((signal) => http.get<ItemResponse<AuditFilters>>(`${AUDIT_API}/_filters`, undefined, { signal }), []);
  const reload = () => {
    remote.reload();
    choices.reload();
  };
  useOnTabReturn(reload);
  const f = fieldLabel(t, "auditLog");
  const actionLabel = (action: string) => t(`resources.auditLog.actions.${action}`, { defaultValue: action });

  return (
    <div className="admin-list" data-screen="audit-log">
      <ListPageHead title={t("resources.auditLog.name")} total={pagination?.total}>
        {can("auditLog", "_export") && <CsvExportButton path={`${AUDIT_API}/_export`} query={filterQuery} fileStem="audit-log" />}
      </ListPageHead>
      <Typography.Paragraph type="secondary">{t("resources.auditLog.intro")}</Typography.Paragraph>
      <div className="admin-toolbar">
        <Space wrap>
          <ListSearch initial={params.q} placeholder={t("resources.auditLog.searchPlaceholder")} onSearch={(value) => update({ q: value })} width={220} />
          <ChoiceFilter
            params={params}
            update={update}
            name="user_id"
            label={t("resources.auditLog.filters.user")}
            minWidth={220}
            numeric
            searchable
            options={(choices.data?.data.users ?? []).map((user) => ({ value: user.user_id, label: user.actor }))}
            testId="audit-user"
          />
          <ChoiceFilter
            params={params}
            update={update}
            name="resource"
            label={t("resources.auditLog.filters.resource")}
            minWidth={180}
            options={(choices.data?.data.resources ?? []).map((value) => ({ value, label: value }))}
            testId="audit-resource"
          />
          <ChoiceFilter
            params={params}
            update={update}
            name="action"
            label={t("resources.auditLog.filters.action")}
            minWidth={170}
            options={AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) }))}
          />
          <DateRangeFilter params={params} update={update} label={t("resources.auditLog.filters.dates")} />
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
