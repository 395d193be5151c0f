import { App, Button, Descriptions, Drawer, Input, Select, Space, Tag, Timeline, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { COUNTRY_CODES, countryName } from "#domain/forms/countries.ts";
import { canMove, SERVICE_AGES, SERVICE_KINDS, SERVICE_SORT_COLUMNS, SERVICE_STATUSES, type ServiceStatus } from "#domain/service-requests.ts";
import { FetchedPhotos } from "../../components/fetched-photos.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { CsvExportButton, ListPageHead } from "../../generic/list-page-head.tsx";
import { ListSearch } from "../../generic/list-search.tsx";
import { dateColumn, tagColumn } from "../../generic/columns.tsx";
import { ListTable, ListToolbar, OpenLink } from "../../generic/list-frame.tsx";
import { ChoiceFilter, useOpenedRecord, ProductFilter, useServerList } from "../../generic/server-list.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { SERVICE_REQUEST_FILTERS, SERVICE_REQUESTS_API, type ServiceRequest } from "./index.ts";
import { formatWhen } from "../../generic/format-when.ts";

const STATUS_COLOURS: Record<string, string> = {
  received: "blue",
  in_inspection: "gold",
  waiting_for_parts: "orange",
  repaired: "green",
  replaced: "green",
  refused: "red",
  returned: "cyan",
  closed: "default",
};

function AgeTag({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation();
  return request.overdue ? (
    <Tag color="red" data-testid="overdue">
      {t("resources.serviceRequests.overdue", { days: request.age_working_days })}
    </Tag>
  ) : (
    <Typography.Text type="secondary">{t("resources.serviceRequests.age", { days: request.age_working_days })}</Typography.Text>
  );
}

function RequestDetail({ request, onClose, onChanged }: { request: ServiceRequest | null; onClose(): void; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const f = fieldLabel(t, "serviceRequests");
  const staff = useRemote((signal) => http.get<{ data: { id: number; name: string }[] }>(`${SERVICE_REQUESTS_API}/_staff`, undefined, { signal }), []);
  const [note, setNote] = useState("");
  const [message, setMessage] = useState("");
  const change = async (body: Record<string, unknown>, done?: () => void) => {
    if (!request) return;
    try {
      await http.post(`${SERVICE_REQUESTS_API}/${request.id}/_update`, body);
      notification.success({ key: "service-request", title: t("notify.saved") });
      done?.();
      onChanged();
    } catch {
      // notified
    }
  };
  const statusLabel = (status: string) => t(`resources.serviceRequests.options.status.${status}`);
  return (
    <Drawer open={request !== null} onClose={onClose} size={640} title={request ? `${request.reference} · ${request.product_name}` : ""} destroyOnHidden>
      {request && (
        <Space direction="vertical" style={{ width: "100%" }} size="middle">
          <Space wrap>
            <Select
              value={request.status}
              style={{ minWidth: 200 }}
              aria-label={f("status")}
              data-testid="service-status-select"
              onChange={(status) => void change({ status })}
              options={SERVICE_STATUSES.map((value) => ({
                value,
                label: statusLabel(value),
                disabled: value !== request.status && !canMove(request.status, value as ServiceStatus),
              }))}
            />
            <Select
              value={request.assignee_id}
              style={{ minWidth: 200 }}
              allowClear
              placeholder={t("resources.serviceRequests.unassigned")}
              aria-label={f("assignee_id")}
              onChange={(assignee) => void change({ assignee_id: assignee ?? null })}
              options={(staff.data?.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
            />
            <AgeTag request={request} />
          </Space>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={f("created_at")}>{formatWhen(request.created_at)}</Descriptions.Item>
            <Descriptions.Item label={f("kind")}>{t(`resources.serviceRequests.options.kind.${request.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={f("product_name")}>{[request.product_name, request.product_model].filter(Boolean).join(" · ")}</Descriptions.Item>
            <Descriptions.Item label={f("serial")}>{request.serial || "—"}</Descriptions.Item>
            <Descriptions.Item label={f("warranty")}>
              <Tag color={request.warranty === "in" ? "green" : request.warranty === "out" ? "red" : "default"} data-testid="service-warranty">
                {t(`resources.serviceRequests.options.warranty.${request.warranty}`)}
              </Tag>
              {request.warranty_until ?? ""}
              {request.purchase_date ? ` · ${f("purchase_date")} ${request.purchase_date}` : ""}
            </Descriptions.Item>
            <Descriptions.Item label={f("registration_reference")}>{request.registration_reference ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={f("handover")}>
              {request.handover === "dealer"
                ? `${t("resources.serviceRequests.options.handover.dealer")}: ${request.dealer_name}`
                : `${t("resources.serviceRequests.options.handover.pickup")}: ${request.pickup_address}`}
            </Descriptions.Item>
            <Descriptions.Item label={f("name")}>{request.name}</Descriptions.Item>
            <Descriptions.Item label={f("email")}>
              <a href={`mailto:${request.email}`}>{request.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={f("phone")}>{request.phone || "—"}</Descriptions.Item>
            <Descriptions.Item label={f("country")}>
              {countryName(request.country, i18n.language === "fr" || i18n.language === "nl" ? i18n.language : "en")} · {request.locale.toUpperCase()}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{request.description}</Typography.Paragraph>
          <FetchedPhotos
            paths={(request.photos ?? []).map((photo) => `${SERVICE_REQUESTS_API}/${request.id}/photos/${photo.id}`)}
            emptyText={t("resources.serviceRequests.noPhotos")}
            altOf={(index) => t("resources.serviceRequests.photo", { n: index + 1 })}
          />
          <div>
            <Typography.Text strong>{t("resources.serviceRequests.messageTitle")}</Typography.Text>
            <Input.TextArea
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={5000}
              aria-label={t("resources.serviceRequests.messageTitle")}
            />
            <Button style={{ marginTop: 8 }} type="primary" disabled={!message.trim()} onClick={() => void change({ message }, () => setMessage(""))}>
              {t("resources.serviceRequests.sendMessage")}
            </Button>
          </div>
          <div>
            <Typography.Text strong>{f("note")}</Typography.Text>
            <Input.TextArea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={5000}
              aria-label={f("note")}
            />
            <Button style={{ marginTop: 8 }} disabled={!note.trim()} onClick={() => void change({ note }, () => setNote(""))}>
              {t("resources.serviceRequests.addNote")}
            </Button>
          </div>
          <Timeline
            items={[...(request.events ?? [])].reverse().map((event) => ({
              color: event.kind === "note" ? "gray" : event.kind === "message" ? "green" : "blue",
              children: (
                <>
                  <Typography.Text type="secondary">
                    {formatWhen(event.created_at)} · {event.author_name || t("resources.serviceRequests.owner")}
                  </Typography.Text>
                  <div style={{ whiteSpace: "pre-wrap" }}>
                    {event.kind === "status"
                      ? statusLabel(event.status ?? "")
                      : event.kind === "assign"
                        ? t("resources.serviceRequests.assignedTo", { name: event.body || t("resources.serviceRequests.unassigned") })
                        : `${t(`resources.serviceRequests.events.${event.kind}`)}: ${event.body}`}
                  </div>
                </>
              ),
            }))}
          />
        </Space>
      )}
    </Drawer>
  );
}

/** The service inbox: filters by status, kind, product, country and age; search by reference, serial or email; CSV. */
export default function ServiceRequestList() {
  const { t } = useTranslation();
  const f = fieldLabel(t, "serviceRequests");
  const list = useServerList<ServiceRequest>(SERVICE_REQUESTS_API, { filterNames: SERVICE_REQUEST_FILTERS, sortable: SERVICE_SORT_COLUMNS });
  const { params, update, filterQuery, remote, pagination, sortable } = list;
  useOnTabReturn(remote.reload);
  const { record: opened, open, changed } = useOpenedRecord<ServiceRequest>(SERVICE_REQUESTS_API, remote.reload);
  const choice = (name: string, values: readonly string[], label: (value: string) => string) => (
    <ChoiceFilter list={list} label={f(name)} name={name} minWidth={150} options={values.map((value) => ({ value, label: label(value) }))} />
  );
  return (
    <div className="admin-list" data-screen="service-requests">
      <ListPageHead title={t("resources.serviceRequests.name")} total={pagination?.total}>
        <CsvExportButton path={`${SERVICE_REQUESTS_API}/_export`} query={filterQuery} fileStem="service-requests" />
      </ListPageHead>
      <ListToolbar onReload={remote.reload}>
        <ListSearch initial={params.q} placeholder={t("resources.serviceRequests.searchPlaceholder")} onSearch={(value) => update({ q: value })} />
        {choice("status", SERVICE_STATUSES, (value) => t(`resources.serviceRequests.options.status.${value}`))}
        {choice("kind", SERVICE_KINDS, (value) => t(`resources.serviceRequests.options.kind.${value}`))}
        {choice("age", SERVICE_AGES, (value) => t(`resources.serviceRequests.options.age.${value}`))}
        {choice("country", COUNTRY_CODES, (value) => value)}
        <ProductFilter list={list} label={f("product_name")} minWidth={220} />
      </ListToolbar>
      <ListTable<ServiceRequest>
        list={list}
        scrollX={1000}
        onOpen={open}
        columns={[
          dateColumn<ServiceRequest>("created_at", f("created_at"), { width: 150, extra: sortable("created_at") }),
          {
            key: "reference",
            title: f("reference"),
            width: 160,
            render: (_, row) => <OpenLink onOpen={() => open(row.id)}>{row.reference}</OpenLink>,
          },
          { key: "kind", title: f("kind"), width: 140, render: (_, row) => t(`resources.serviceRequests.options.kind.${row.kind}`) },
          { key: "product", title: f("product_name"), ellipsis: true, render: (_, row) => [row.product_name, row.serial].filter(Boolean).join(" · ") },
          { key: "country", title: f("country"), width: 80, render: (_, row) => row.country },
          { key: "assignee", title: f("assignee_id"), width: 140, ellipsis: true, render: (_, row) => row.assignee_name ?? "—" },
          { key: "touched_at", title: f("touched_at"), width: 140, ...sortable("touched_at"), render: (_, row) => <AgeTag request={row} /> },
          tagColumn<ServiceRequest>("status", f("status"), {
            colours: STATUS_COLOURS,
            label: (status) => t(`resources.serviceRequests.options.status.${status}`),
            width: 160,
            extra: sortable("status"),
          }),
        ]}
      />
      <RequestDetail request={opened} onClose={() => open(null)} onChanged={changed} />
    </div>
  );
}
