import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Modal, Tag, Typography, Upload } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { idColumn, nameColumn } from "../../generic/columns.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ResourceList } from "../../generic/resource-list.tsx";
import { ApiError, downloadCsv, http, type ItemResponse } from "../../http.ts";
import { dealers } from "./index.ts";
import { DEALER_SERVICES } from "#src/lib/dealers.ts";

/** CSV export of every dealer, and an all-or-nothing import that lists each bad row. */
function CsvButtons({ onImported }: { onImported(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<{ message: string; lines: string[] } | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv("ad/dealers/_export", {}, `dealers-${dayjs().format("YYYY-MM-DD")}.csv`);
      notification.success({ key: "dealers-export", title: t("list.exported") });
    } finally {
      setExporting(false);
    }
  };

  const importCsv = async (file: File) => {
    setImporting(true);
    const form = new FormData();
    form.append("file", file);
    try {
      const response = await http.post<ItemResponse<{ created: number; updated: number }>>("ad/dealers/_import", form, { silent: true });
      notification.success({ key: "dealers-import", title: t("resources.dealers.imported", response.data) });
      onImported();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setReport({
          message: error.message,
          lines: Object.entries(error.errors).map(([key, messages]) => {
            const [, line, column] = /^rows\.(\d+)\.(.+)$/.exec(key) ?? [];
            return line ? `${t("resources.dealers.importLine", { line, column })}: ${messages.join(" ")}` : messages.join(" ");
          }),
        });
      } else {
        notification.error({ key: "dealers-import", title: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()} data-testid="export">
        {t("list.exportCsv")}
      </Button>
      <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => (void importCsv(file), false)}>
        <Button icon={<UploadOutlined />} loading={importing} data-testid="import">
          {t("resources.dealers.importCsv")}
        </Button>
      </Upload>
      <Modal
        open={report !== null}
        title={t("resources.dealers.importFailed")}
        onOk={() => setReport(null)}
        onCancel={() => setReport(null)}
        cancelButtonProps={{ hidden: true }}
        destroyOnHidden
      >
        <Typography.Paragraph strong>{report?.message}</Typography.Paragraph>
        <ul className="admin-import-report" data-testid="import-report">
          {report?.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </>
  );
}

export default function DealerList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "dealers");
  const [generation, setGeneration] = useState(0);
  return (
    <ResourceList
      key={generation}
      definition={dealers}
      headerExtra={<CsvButtons onImported={() => setGeneration((n) => n + 1)} />}
      columns={[
        idColumn(),
        nameColumn(dealers, t, i18n.language),
        { key: "city", dataIndex: "city", title: f("city") },
        { key: "postcode", dataIndex: "postcode", title: f("postcode"), width: 110 },
        { key: "country", dataIndex: "country", title: f("country"), width: 90 },
        {
          key: "services",
          title: t("resources.dealers.services"),
          render: (_, record) => DEALER_SERVICES.filter((service) => record[service]).map((service) => <Tag key={service}>{f(service)}</Tag>),
        },
        {
          key: "published",
          title: f("published"),
          width: 110,
          render: (_, record) => (record.published ? <Tag color="green">{t("common.yes")}</Tag> : <Tag>{t("common.no")}</Tag>),
        },
      ]}
    />
  );
}
