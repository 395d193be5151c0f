import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Modal, Typography, Upload } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, downloadCsv, http, type ItemResponse } from "../http.ts";

/**
 * CSV export of a resource, and its all-or-nothing import that lists each bad row (dealers, spare parts, hotspots).
 * `name` names the downloaded file; `label` replaces the buttons' texts where a screen has two files.
 */
export function CsvButtons({
  name,
  exportPath,
  importPath,
  onImported,
  label,
}: {
  name: string;
  exportPath: string;
  importPath: string;
  onImported(): void;
  label?: { export: string; import: string };
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<{ message: string; lines: string[] } | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(exportPath, {}, `${name}-${dayjs().format("YYYY-MM-DD")}.csv`);
      notification.success({ key: `${name}-export`, title: t("list.exported") });
    } finally {
      setExporting(false);
    }
  };

  const importCsv = async (file: File) => {
    setImporting(true);
    const form = new FormData();
    form.append("file", file);
    try {
      const response = await http.post<ItemResponse<{ created: number; updated: number }>>(importPath, form, { silent: true });
      notification.success({ key: `${name}-import`, title: t("csv.imported", response.data) });
      onImported();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setReport({
          message: error.message,
          lines: Object.entries(error.errors).map(([key, messages]) => {
            const [, line, column] = /^rows\.(\d+)\.(.+)$/.exec(key) ?? [];
            return line ? `${t("csv.importLine", { line, column })}: ${messages.join(" ")}` : messages.join(" ");
          }),
        });
      } else {
        notification.error({ key: `${name}-import`, title: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()} data-testid={`export-${name}`}>
        {label?.export ?? t("list.exportCsv")}
      </Button>
      <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => (void importCsv(file), false)}>
        <Button icon={<UploadOutlined />} loading={importing} data-testid={`import-${name}`}>
          {label?.import ?? t("csv.importCsv")}
        </Button>
      </Upload>
      <Modal
        open={report !== null}
        title={t("csv.importFailed")}
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
