import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel, useFieldLabels } from "../../generic/field-label.ts";
import { resourceOfApi } from "#domain/field-labels.ts";
import { CsvExportButton, ListPageHead } from "../../generic/list-page-head.tsx";
import { dateColumn } from "../../generic/columns.tsx";
import { ListTable, ListToolbar } from "../../generic/list-frame.tsx";
import { ChoiceFilter, DateRangeFilter, useServerList } from "../../generic/server-list.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { useCan } from "../../permissions.tsx";
import { AUDIT_ACTIONS, AUDIT_API, AUDIT_FILTERS, AUDIT_SORTABLE, actionColor, type AuditEntry, type AuditFilters } from "./index.ts";
import { ListSearch } from "../../generic/list-search.tsx";
import { SCREENS } from "../index.ts";
import { apiResourceOf, type CrudDefinition } from "../types.ts";

/** The admin screen whose API an entry's resource names ("commodities" → Products), if any. */
function screenOf(resource: string): CrudDefinition | undefined {
  return SCREENS.find((screen) => (screen as Partial<CrudDefinition>).api?.list && apiResourceOf(screen as CrudDefinition) === resource) as
    CrudDefinition | undefined;
}

/** What the entry changed, one line per field: before → after, or "changed" for long values. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const labelOf = useFieldLabels();
  const restored = entry.action === "restore" ? /^Restored version (\d+)/.exec(entry.summary) : null;
  // A creation is named by its title; what its form sent says nothing more.
  if (entry.action === "create" && entry.record_title) return null;
  if (!entry.changes?.length)
    return (
      <span style={{ overflowWrap: "anywhere" }}>{restored ? t("resources.auditLog.restoredVersion", { version: restored[1] }) : entry.summary || "—"}</span>
    );
  return (
    <div className="admin-cell-stack">
      {restored && <span>{t("resources.auditLog.restoredVersion", { version: restored[1] })}</span>}
      <ul className="admin-audit-changes">
        {entry.changes.map((change) => (
          <li key={change.field}>
            <strong>{labelOf(resourceOfApi(entry.resource), change.field)}</strong>
            {change.before === undefined ? (
              ` ${t("resources.auditLog.changed")}`
            ) : (
              <>
                {" "}
                <del>{change.before || t("resources.auditLog.empty")}</del> → <ins>{change.after || t("resources.auditLog.empty")}</ins>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The audit log: every admin action, filtered by user, resource, action and date, exported as CSV. */
export default function AuditLogList() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useServerList<AuditEntry>(AUDIT_API, {
    filterNames: AUDIT_FILTERS,
    sortable: AUDIT_SORTABLE,
    perPage: 50,
  });
  const { params, update, filterQuery, remote, pagination, sortable } = list;
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
      <ListToolbar onReload={reload}>
        <ListSearch initial={params.q} placeholder={t("resources.auditLog.searchPlaceholder")} onSearch={(value) => update({ q: value })} width={220} />
        <ChoiceFilter
          list={list}
          name="user_id"
          label={t("resources.auditLog.filters.user")}
          minWidth={220}
          numeric
          searchable
          options={(choices.data?.data.users ?? []).map((user) => ({ value: user.user_id, label: user.actor }))}
          testId="audit-user"
        />
        <ChoiceFilter
          list={list}
          name="resource"
          label={t("resources.auditLog.filters.resource")}
          minWidth={180}
          options={(choices.data?.data.resources ?? []).map((value) => {
            const screen = screenOf(value);
            return { value, label: screen ? t(`resources.${screen.resource}.name`) : value };
          })}
          testId="audit-resource"
        />
        <ChoiceFilter
          list={list}
          name="action"
          label={t("resources.auditLog.filters.action")}
          minWidth={170}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) }))}
        />
        <DateRangeFilter list={list} label={t("resources.auditLog.filters.dates")} />
      </ListToolbar>
      <ListTable<AuditEntry>
        list={list}
        scrollX={940}
        columns={[
          dateColumn<AuditEntry>("created_at", f("created_at"), { precision: "second", extra: sortable("created_at") }),
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
            render: (_, row) => {
              const screen = row.resource ? screenOf(row.resource) : undefined;
              return screen ? t(`resources.${screen.resource}.name`) : row.resource || "—";
            },
          },
          {
            key: "record_id",
            // The record and what was done to it in one column: the screen keeps its width on a laptop.
            title: `${f("record_id")} · ${f("summary")}`,
            render: (_, row) => (
              <div className="admin-cell-stack">
                {(row.record_title || row.record_id) && (
                  <span style={{ overflowWrap: "anywhere" }}>
                    <strong>{row.record_title || `#${row.record_id}`}</strong>
                    {row.record_title && row.record_id && <span className="admin-cell-sub"> #{row.record_id}</span>}
                  </span>
                )}
                <Changes entry={row} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
