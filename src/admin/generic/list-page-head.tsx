import { DownloadOutlined } from "@ant-design/icons";
import { App, Button, Typography } from "antd";
import dayjs from "dayjs";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { downloadCsv, type Query } from "../http.ts";

/** A list screen's heading: its title with the total, and what stands beside it (an export button, counters). */
export function ListPageHead({ title, total, children }: { title: string; total?: number; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="admin-page-head">
      <Typography.Title level={3} className="admin-page-title">
        {title}
        {total !== undefined && <span className="admin-count">{t("list.total", { count: total })}</span>}
      </Typography.Title>
      {children}
    </div>
  );
}

/** "Export CSV": downloads `path` with the list's filters as `<fileStem>-<date>.csv`. */
export function CsvExportButton({ path, query, fileStem }: { path: string; query: Query; fileStem: string }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(path, query, `${fileStem}-${dayjs().format("YYYY-MM-DD")}.csv`);
      notification.success({ key: "export", title: t("list.exported") });
    } catch {
      // notified
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()} data-testid="export">
      {t("list.exportCsv")}
    </Button>
  );
}
