import { DownloadOutlined } from "@ant-design/icons";
import { App, Button, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { dateColumn, idColumn } from "../../generic/columns.tsx";
import { ResourceList } from "../../generic/resource-list.tsx";
import { downloadCsv } from "../../http.ts";
import { newsletterSignUps } from "./index.ts";
import { fieldLabel } from "../../generic/field-label.ts";

/** Customer subscribe: newsletter sign-ups (confirmed ones unless the status filter says otherwise) with search, filters, delete and CSV export. */
export default function NewsletterSignUpList() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [search] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const f = fieldLabel(t, "fileForms");

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = {
        q: search.get("q") ?? undefined,
        locale: search.get("locale") ?? undefined,
        status: search.get("status") ?? undefined,
        sort: search.get("sort") ?? undefined,
        order: search.get("order") ?? undefined,
      };
      await downloadCsv("ad/file/forms/_export", query, `subscriptions-${dayjs().format("YYYY-MM-DD")}.csv`);
      notification.success({ key: "export", title: t("list.exported") });
    } catch {
      // notified
    } finally {
      setExporting(false);
    }
  };

  return (
    <ResourceList
      definition={newsletterSignUps}
      headerExtra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()} data-testid="export">
          {t("list.exportCsv")}
        </Button>
      }
      columns={[
        idColumn(),
        {
          key: "email",
          dataIndex: "email",
          title: f("email"),
          render: (value: string) => <a href={`mailto:${value}`}>{value}</a>,
        },
        { key: "locale", dataIndex: "locale", title: f("locale"), width: 100, render: (value: string) => value.toUpperCase() },
        {
          key: "status",
          dataIndex: "status",
          title: f("status"),
          width: 170,
          render: (value: string) => <Tag color={value === "confirmed" ? "green" : "gold"}>{t(`resources.fileForms.filterOptions.status.${value}`)}</Tag>,
        },
        { key: "source", dataIndex: "source", title: f("source"), width: 170, render: (value: string) => t(`resources.fileForms.sources.${value}`) },
        dateColumn("consented_at", f("consented_at")),
        dateColumn("confirmed_at", f("confirmed_at")),
      ]}
    />
  );
}
