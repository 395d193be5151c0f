import { CheckOutlined } from "@ant-design/icons";
import { App, Button, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { countryName } from "#domain/forms/countries.ts";
import { dateColumn, idColumn } from "../../generic/columns.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ResourceList, type BatchContext } from "../../generic/resource-list.tsx";
import { http } from "../../http.ts";
import { paperCopies } from "./index.ts";

type Lang = "en" | "fr" | "nl";

/** Marks the selected open requests as sent, one call each; the list reloads after. */
function MarkSent({ ids, records, done }: BatchContext) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const open = records.filter((record) => ids.includes(record.id) && record.status !== "sent");
  const run = async () => {
    setBusy(true);
    try {
      for (const record of open) await http.post(`ad/paper-copies/${record.id}/_sent`, {});
      notification.success({ key: "paper-copies", title: t("resources.paperCopies.markedSent", { count: open.length }) });
      done();
    } catch {
      // notified
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<CheckOutlined />} disabled={!open.length} loading={busy} onClick={() => void run()} data-testid="mark-sent">
      {t("resources.paperCopies.markSent")}
    </Button>
  );
}

/** The queue of printed-copy requests: due day first, overdue ones marked; select and mark as sent. */
export default function PaperCopyList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "paperCopies");
  const lang = (["en", "fr", "nl"].includes(i18n.language) ? i18n.language : "en") as Lang;
  return (
    <ResourceList
      definition={paperCopies}
      batchActions={(context) => <MarkSent {...context} />}
      columns={[
        idColumn(),
        {
          key: "due_on",
          dataIndex: "due_on",
          title: f("due_on"),
          sorter: true,
          width: 150,
          render: (value: string, record) =>
            record.status === "sent" ? (
              <Tag color="green">{t("resources.paperCopies.sent")}</Tag>
            ) : (
              <span>
                {value} {record.overdue ? <Tag color="red">{t("resources.paperCopies.overdue")}</Tag> : null}
              </span>
            ),
        },
        {
          key: "document_title",
          title: f("document_title"),
          render: (_, record) => (
            <span>
              {String(record.document_title)}
              <br />
              <small>
                {String(record.product_name)} {record.product_model ? `(${String(record.product_model)})` : ""}
              </small>
            </span>
          ),
        },
        { key: "language", dataIndex: "language", title: f("language"), width: 90, render: (value: string) => <Tag>{value.toUpperCase()}</Tag> },
        {
          key: "address",
          title: f("address"),
          render: (_, record) => (
            <span style={{ whiteSpace: "pre-line" }}>
              {String(record.name)}
              {"\n"}
              {String(record.address)}
              {"\n"}
              {countryName(String(record.country), lang)}
            </span>
          ),
        },
        { key: "email", dataIndex: "email", title: f("email"), render: (value: string) => <a href={`mailto:${value}`}>{value}</a> },
        dateColumn("created_at", f("created_at")),
        dateColumn("sent_at", f("sent_at")),
      ]}
    />
  );
}
