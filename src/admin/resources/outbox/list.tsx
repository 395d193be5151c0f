import { EyeOutlined, SendOutlined } from "@ant-design/icons";
import { Alert, Button, Descriptions, Drawer, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../generic/field-label.ts";
import { ListPageHead } from "../../generic/list-page-head.tsx";
import { dateColumn, tagColumn } from "../../generic/columns.tsx";
import { formatWhen } from "../../generic/format-when.ts";
import { BatchBar, ListTable, ListToolbar, OpenLink, RowAction } from "../../generic/list-frame.tsx";
import { ChoiceFilter, DateRangeFilter, useOpenedRecord, useServerList } from "../../generic/server-list.tsx";
import { useListAction } from "../../generic/use-list-action.ts";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { OUTBOX_API, OUTBOX_FILTERS, OUTBOX_KINDS, OUTBOX_SORTABLE, OUTBOX_STATUSES, STATUS_COLORS, type OutboxCounts, type OutboxMail } from "./index.ts";
import { ListSearch } from "../../generic/list-search.tsx";

function MailDetail({ mail, onClose, onRetry }: { mail: OutboxMail | null; onClose(): void; onRetry(id: number): void }) {
  const { t } = useTranslation();
  const f = fieldLabel(t, "outbox");
  return (
    <Drawer
      open={mail !== null}
      onClose={onClose}
      size={640}
      title={mail ? mail.subject : ""}
      destroyOnHidden
      extra={mail && <Tag color={STATUS_COLORS[mail.status]}>{t(`resources.outbox.filterOptions.status.${mail.status}`)}</Tag>}
      footer={
        mail &&
        (mail.status === "failed" || mail.status === "pending") && (
          <Button type="primary" icon={<SendOutlined />} onClick={() => onRetry(mail.id)}>
            {t("resources.outbox.retry")}
          </Button>
        )
      }
    >
      {mail && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={f("kind")}>{t(`resources.outbox.filterOptions.kind.${mail.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={f("recipient")}>{mail.recipient}</Descriptions.Item>
            <Descriptions.Item label={f("locale")}>{mail.locale.toUpperCase()}</Descriptions.Item>
            <Descriptions.Item label={f("created_at")}>{formatWhen(mail.created_at)}</Descriptions.Item>
            <Descriptions.Item label={f("send_after")}>{formatWhen(mail.send_after)}</Descriptions.Item>
            <Descriptions.Item label={f("attempts")}>{mail.attempts}</Descriptions.Item>
            {mail.sent_at && <Descriptions.Item label={f("sent_at")}>{formatWhen(mail.sent_at)}</Descriptions.Item>}
            {mail.last_error && <Descriptions.Item label={f("last_error")}>{mail.last_error}</Descriptions.Item>}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {f("text_body")}
          </Typography.Title>
          <Typography.Paragraph className="admin-message" style={{ whiteSpace: "pre-wrap" }} data-testid="mail-text">
            {mail.text_body}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}

/** The outbox: what was sent, what waits (and why), and a retry for mails that failed. */
export default function OutboxList() {
  const { t } = useTranslation();
  const list = useServerList<OutboxMail>(OUTBOX_API, { filterNames: OUTBOX_FILTERS, sortable: OUTBOX_SORTABLE });
  const { params, update, key, remote, pagination, sortable } = list;
  const counts = useRemote((signal) => http.get<ItemResponse<OutboxCounts>>(`${OUTBOX_API}/_counts`, undefined, { signal }), [key]);
  const reload = () => {
    remote.reload();
    counts.reload();
  };
  useOnTabReturn(reload);
  const { selected, setSelected, busy, run } = useListAction(reload);
  const opened = useOpenedRecord<OutboxMail>(OUTBOX_API);
  const open = opened.open;
  const retry = (ids: number[]) => run(() => http.post(`${OUTBOX_API}/_retry`, { ids }), t("resources.outbox.retried", { n: ids.length }));
  const f = fieldLabel(t, "outbox");
  const stats = counts.data?.data;

  return (
    <div className="admin-list" data-screen="mail-outbox">
      <ListPageHead title={t("resources.outbox.name")} total={pagination?.total}>
        {stats && (
          <Space wrap>
            {OUTBOX_STATUSES.map((status) => (
              <Tag key={status} color={STATUS_COLORS[status]}>
                {t(`resources.outbox.filterOptions.status.${status}`)}: {stats[status]}
              </Tag>
            ))}
          </Space>
        )}
      </ListPageHead>
      {stats && !stats.smtp && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t("resources.outbox.noSmtp")} data-testid="no-smtp" />}
      <ListToolbar onReload={reload}>
        <ListSearch initial={params.q} placeholder={t("resources.outbox.searchPlaceholder")} onSearch={(value) => update({ q: value })} width={240} />
        <ChoiceFilter
          list={list}
          name="status"
          label={t("resources.outbox.filters.status")}
          minWidth={150}
          options={OUTBOX_STATUSES.map((value) => ({ value, label: t(`resources.outbox.filterOptions.status.${value}`) }))}
        />
        <ChoiceFilter
          list={list}
          name="kind"
          label={t("resources.outbox.filters.kind")}
          minWidth={220}
          options={OUTBOX_KINDS.map((value) => ({ value, label: t(`resources.outbox.filterOptions.kind.${value}`) }))}
        />
        <DateRangeFilter list={list} label={t("resources.outbox.filters.dates")} />
      </ListToolbar>
      <BatchBar count={selected.length}>
        <Button icon={<SendOutlined />} loading={busy} onClick={() => void retry(selected)}>
          {t("resources.outbox.retry")}
        </Button>
      </BatchBar>
      <ListTable<OutboxMail>
        list={list}
        busy={busy}
        scrollX={1000}
        selection={{ selected, setSelected, disabled: (row) => row.status === "sent" || row.status === "sending" }}
        onOpen={open}
        columns={[
          dateColumn<OutboxMail>("created_at", f("created_at"), { width: 150, extra: sortable("created_at") }),
          tagColumn<OutboxMail>("status", f("status"), {
            colours: STATUS_COLORS,
            label: (status) => t(`resources.outbox.filterOptions.status.${status}`),
            width: 120,
            extra: sortable("status"),
          }),
          { key: "kind", title: f("kind"), width: 200, ...sortable("kind"), render: (_, row) => t(`resources.outbox.filterOptions.kind.${row.kind}`) },
          {
            key: "subject",
            title: `${f("subject")} · ${f("recipient")}`,
            render: (_, row) => (
              <div className="admin-cell-stack">
                <OpenLink onOpen={() => open(row.id)}>{row.subject}</OpenLink>
                <span className="admin-cell-sub">{row.recipient}</span>
              </div>
            ),
          },
          { key: "attempts", dataIndex: "attempts", title: f("attempts"), width: 90, ...sortable("attempts") },
          {
            key: "send_after",
            title: f("send_after"),
            width: 150,
            ...sortable("send_after"),
            render: (_, row) => (row.status === "sent" ? formatWhen(row.sent_at) : formatWhen(row.send_after)),
          },
          {
            key: "actions",
            title: t("list.actions"),
            width: 90,
            render: (_, row) => (
              <Space size={0}>
                <RowAction label={t("resources.outbox.view")} name={row.id} icon={<EyeOutlined />} onClick={() => open(row.id)} />
                {(row.status === "failed" || row.status === "pending") && (
                  <RowAction label={t("resources.outbox.retry")} name={row.id} icon={<SendOutlined />} onClick={() => void retry([row.id])} />
                )}
              </Space>
            ),
          },
        ]}
      />
      <MailDetail
        mail={opened.record}
        onClose={() => open(null)}
        onRetry={(id) => {
          void retry([id]).then(() => opened.reload());
        }}
      />
    </div>
  );
}
