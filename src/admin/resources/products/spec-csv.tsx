import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, App, Button, Upload } from "antd";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { csvText } from "#domain/csv-text.ts";
import { ApiError, downloadCsv, http, type ItemResponse } from "../../http.ts";

/** "row.3" → "Row 3", "row.3.battery_capacity" → "Row 3 · battery_capacity"; other keys (columns, rows) as they are. */
function reportLabel(key: string, t: TFunction): string {
  const cell = /^row\.(\d+)(?:\.(.+))?$/.exec(key);
  if (!cell) return key;
  const row = t("resources.commodities.specs.row", { row: cell[1] });
  return cell[2] ? `${row} · ${cell[2]}` : row;
}

/**
 * Specifications in spreadsheets: download every product's values as CSV, edit them,
 * upload the file again. The import is all or nothing; a rejected file lists its bad rows.
 */
export function SpecCsv() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState<"export" | "import" | null>(null);
  const [report, setReport] = useState<[string, string[]][] | null>(null);

  const exportCsv = async () => {
    setBusy("export");
    try {
      await downloadCsv("ad/commodities/specs/export", {}, `specifications-${new Date().toISOString().slice(0, 10)}.csv`);
    } finally {
      setBusy(null);
    }
  };

  const importCsv = async (file: File) => {
    setBusy("import");
    setReport(null);
    try {
      // Excel's plain CSV is Windows-1252 ("é" as one byte): read as UTF-8 it would store "�" in the French texts.
      const csv = csvText(new Uint8Array(await file.arrayBuffer()));
      const { data } = await http.post<ItemResponse<{ updated: number }>>("ad/commodities/specs/import", { csv }, { silent: true });
      notification.success({ key: "specs-import", title: t("resources.commodities.specs.imported", { count: data.updated }) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === "validation") setReport(Object.entries(error.errors));
    } finally {
      setBusy(null);
    }
    return false;
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={busy === "export"} onClick={() => void exportCsv()}>
        {t("resources.commodities.specs.export")}
      </Button>
      <Upload
        accept=".csv,text/csv"
        showUploadList={false}
        beforeUpload={(file) => {
          void importCsv(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy === "import"}>
          {t("resources.commodities.specs.import")}
        </Button>
      </Upload>
      {report && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setReport(null)}
          style={{ width: "100%", marginTop: 8 }}
          title={t("resources.commodities.specs.importFailed")}
          description={
            <ul data-testid="spec-import-report" style={{ margin: 0, paddingLeft: 20 }}>
              {report.map(([key, messages]) => (
                <li key={key}>
                  <strong>{reportLabel(key, t)}</strong>: {messages.join(" ")}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
