import { App, Button, Descriptions, Drawer, Input, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../generic/field-label.ts";
import { ListPageHead } from "../../generic/list-page-head.tsx";
import { ListSearch } from "../../generic/list-search.tsx";
import { dateColumn, tagColumn } from "../../generic/columns.tsx";
import { ListTable, ListToolbar, OpenLink } from "../../generic/list-frame.tsx";
import { ChoiceFilter, DateRangeFilter, useOpenedRecord, useServerList } from "../../generic/server-list.tsx";
import { http } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { FetchedPhotos } from "../../components/fetched-photos.tsx";
import { SAFETY_REPORT_FILTERS, SAFETY_REPORT_SORTABLE, SAFETY_REPORT_STATUSES, SAFETY_REPORTS_API, type SafetyReport } from "./index.ts";
import { formatWhen } from "../../generic/format-when.ts";

const STATUS_COLOURS: Record<string, string> = { new: "red", in_review: "gold", closed: "green" };

/** A report's photos, fetched with the session's token and shown in place. */
function Photos({ report }: { report: SafetyReport }) {
  const { t } = useTranslation();
  return (
    <FetchedPhotos
      paths={(report.photos ?? []).map((photo) => `${SAFETY_REPORTS_API}/${report.id}/photos/${photo.id}`)}
      emptyText={t("resources.safetyReports.noPhotos")}
      altOf={(index) => t("resources.safetyReports.photo", { n: index + 1 })}
    />
  );
}

function ReportDetail({ report, onClose, onChanged }: { report: SafetyReport | null; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const f = fieldLabel(t, "safetyReports");
  const [note, setNote] = useState("");
  const [shown, setShown] = useState<number | null>(null);
  if ((report?.id ?? null) !== shown) {
    setShown(report?.id ?? null);
    setNote(report?.note ?? "");
  }
  const save = async (body: Record<string, unknown>) => {
    if (!report) return;
    try {
      await http.post(`${SAFETY_REPORTS_API}/${report.id}/_update`, body);
      notification.success({ key: "safety-report", title: t("notify.saved") });
      onChanged();
    } catch {
      // notified
    }
  };
  return (
    <Drawer open={report !== null} onClose={onClose} size={600} title={report ? `${report.reference} · ${report.product_name}` : ""} destroyOnHidden>
      {report && (
        <Space direction="vertical" style={{ width: "100%" }} size="middle">
          <Space wrap>
            {report.urgent ? <Tag color="red">{t("resources.safetyReports.urgent")}</Tag> : null}
            <Select
              value={report.status}
              style={{ minWidth: 180 }}
              aria-label={f("status")}
              onChange={(status) => void save({ status })}
              options={SAFETY_REPORT_STATUSES.map((value) => ({ value, label: t(`resources.safetyReports.options.status.${value}`) }))}
            />
            <Button onClick={() => void save({ urgent: report.urgent ? 0 : 1 })}>
              {report.urgent ? t("resources.safetyReports.notUrgent") : t("resources.safetyReports.markUrgent")}
            </Button>
          </Space>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={f("created_at")}>{formatWhen(report.created_at)}</Descriptions.Item>
            <Descriptions.Item label={f("product_name")}>{[report.product_name, report.product_model].filter(Boolean).join(" · ")}</Descriptions.Item>
            <Descriptions.Item label={f("serial")}>{report.serial || "—"}</Descriptions.Item>
            <Descriptions.Item label={f("happened_on")}>{report.happened_on ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={f("injury")}>
              <Tag color={report.injury === "no" ? "default" : "red"}>{t(`resources.safetyReports.options.injury.${report.injury}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={f("name")}>{report.name}</Descriptions.Item>
            <Descriptions.Item label={f("email")}>
              <a href={`mailto:${report.email}`}>{report.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={f("phone")}>{report.phone || "—"}</Descriptions.Item>
            <Descriptions.Item label={f("locale")}>{report.locale.toUpperCase()}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{report.description}</Typography.Paragraph>
          <Photos report={report} />
          <div>
            <Typography.Text strong>{f("note")}</Typography.Text>
            <Input.TextArea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={5000}
              aria-label={f("note")}
            />
            <Button style={{ marginTop: 8 }} disabled={note === report.note} onClick={() => void save({ note })}>
              {t("resources.safetyReports.saveNote")}
            </Button>
          </div>
        </Space>
      )}
    </Drawer>
  );
}

/** Safety incident reports: urgent first in mind, newest first in the list; filters by status and date, search by reference, serial, email. */
export default function SafetyReportList() {
  const { t } = useTranslation();
  const f = fieldLabel(t, "safetyReports");
  const list = useServerList<SafetyReport>(SAFETY_REPORTS_API, { filterNames: SAFETY_REPORT_FILTERS, sortable: SAFETY_REPORT_SORTABLE });
  const { params, update, remote, pagination, sortable } = list;
  useOnTabReturn(remote.reload);
  const { record: opened, open, changed } = useOpenedRecord<SafetyReport>(SAFETY_REPORTS_API, remote.reload);
  return (
    <div className="admin-list" data-screen="safety-reports">
      <ListPageHead title={t("resources.safetyReports.name")} total={pagination?.total} />
      <ListToolbar onReload={remote.reload}>
        <ListSearch initial={params.q} placeholder={t("resources.safetyReports.searchPlaceholder")} onSearch={(value) => update({ q: value })} />
        <ChoiceFilter
          list={list}
          label={f("status")}
          name="status"
          options={SAFETY_REPORT_STATUSES.map((value) => ({ value, label: t(`resources.safetyReports.options.status.${value}`) }))}
        />
        <DateRangeFilter list={list} label={t("resources.safetyReports.dates")} />
      </ListToolbar>
      <ListTable<SafetyReport>
        list={list}
        scrollX={900}
        onOpen={open}
        columns={[
          dateColumn<SafetyReport>("created_at", f("created_at"), { width: 150, extra: sortable("created_at") }),
          {
            key: "reference",
            title: f("reference"),
            width: 190,
            render: (_, row) => (
              <Space size={4}>
                <OpenLink onOpen={() => open(row.id)}>{row.reference}</OpenLink>
                {row.urgent ? <Tag color="red">{t("resources.safetyReports.urgent")}</Tag> : null}
              </Space>
            ),
          },
          { key: "product", title: f("product_name"), ellipsis: true, render: (_, row) => [row.product_name, row.serial].filter(Boolean).join(" · ") },
          {
            key: "injury",
            title: f("injury"),
            width: 120,
            render: (_, row) => <Tag color={row.injury === "no" ? "default" : "red"}>{t(`resources.safetyReports.options.injury.${row.injury}`)}</Tag>,
          },
          tagColumn<SafetyReport>("status", f("status"), {
            colours: STATUS_COLOURS,
            label: (status) => t(`resources.safetyReports.options.status.${status}`),
            width: 130,
            extra: sortable("status"),
          }),
        ]}
      />
      <ReportDetail report={opened} onClose={() => open(null)} onChanged={changed} />
    </div>
  );
}
