import { DeleteOutlined, DownloadOutlined, EyeOutlined, FilePdfOutlined } from "@ant-design/icons";
import { Button, Descriptions, Drawer, Space, Spin, Tag, Tooltip, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { countryName } from "#domain/forms/countries.ts";
import { DeleteConfirm } from "../../components/delete-confirm.tsx";
import { DeleteSelectedButton } from "../../components/delete-selected-button.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { CsvExportButton, ListPageHead } from "../../generic/list-page-head.tsx";
import { dateColumn } from "../../generic/columns.tsx";
import { BatchBar, ListTable, ListToolbar, OpenLink, RowAction } from "../../generic/list-frame.tsx";
import { DateRangeFilter, useOpenedRecord, ProductFilter, useServerList } from "../../generic/server-list.tsx";
import { useListAction } from "../../generic/use-list-action.ts";
import { http, type ItemResponse } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { REGISTRATION_FILTERS, REGISTRATION_SORTABLE, REGISTRATIONS_API, type Registration } from "./index.ts";
import { fetchAdminFile, saveBlob } from "../../http.ts";
import { ListSearch } from "../../generic/list-search.tsx";
import { formatWhen } from "../../generic/format-when.ts";

type Lang = "en" | "fr" | "nl";

/** The proof of purchase: a picture shown in place, a PDF offered for download. */
function Proof({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ url: string; blob: Blob; fileName: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!registration.has_proof) return;
    const controller = new AbortController();
    let url = "";
    fetchAdminFile(`${REGISTRATIONS_API}/${registration.id}/proof`, { signal: controller.signal, silent: true })
      .then(({ blob, fileName }) => {
        url = URL.createObjectURL(blob);
        setFile({ url, blob, fileName });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [registration.id, registration.has_proof]);
  if (!registration.has_proof) return <Typography.Text type="secondary">{t("resources.registrations.noProof")}</Typography.Text>;
  if (failed) return <Typography.Text type="danger">{t("resources.registrations.proofFailed")}</Typography.Text>;
  if (!file) return <Spin size="small" />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {file.blob.type.startsWith("image/") && (
        <img
          src={file.url}
          alt={t("resources.registrations.fields.proof")}
          className="admin-proof-image"
          style={{ maxWidth: "100%", borderRadius: 8, border: "1px solid #eee" }}
          data-testid="proof-image"
        />
      )}
      <Button icon={<DownloadOutlined />} onClick={() => saveBlob(file.blob, file.fileName)}>
        {t("resources.registrations.downloadProof")} ({file.fileName})
      </Button>
    </Space>
  );
}

function RegistrationDetail({ registration, onClose, onDelete }: { registration: Registration | null; onClose(): void; onDelete(id: number): void }) {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "registrations");
  const downloadCertificate = async () => {
    if (!registration) return;
    const { blob, fileName } = await fetchAdminFile(`${REGISTRATIONS_API}/${registration.id}/certificate`);
    saveBlob(blob, fileName);
  };
  return (
    <Drawer
      open={registration !== null}
      onClose={onClose}
      size={560}
      title={registration ? `${registration.reference} · ${registration.product_name}` : ""}
      destroyOnHidden
      extra={
        registration && (
          <Tag color={registration.warranty_years >= 3 ? "green" : "gold"}>{t("resources.registrations.years", { n: registration.warranty_years })}</Tag>
        )
      }
      footer={
        registration && (
          <Space wrap>
            <Button icon={<FilePdfOutlined />} onClick={() => void downloadCertificate()}>
              {t("resources.registrations.certificate")}
            </Button>
            <DeleteConfirm title={t("resources.registrations.deleteConfirm", { name: registration.name })} onConfirm={() => onDelete(registration.id)}>
              <Button danger icon={<DeleteOutlined />}>
                {t("resources.registrations.deleteOnRequest")}
              </Button>
            </DeleteConfirm>
          </Space>
        )
      }
    >
      {registration && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={f("reference")}>{registration.reference}</Descriptions.Item>
            <Descriptions.Item label={f("created_at")}>{formatWhen(registration.created_at)}</Descriptions.Item>
            <Descriptions.Item label={f("product_name")}>
              {registration.product_name} {registration.product_model && <Typography.Text type="secondary">· {registration.product_model}</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label={f("serial")}>{registration.serial}</Descriptions.Item>
            <Descriptions.Item label={f("purchase_date")}>{registration.purchase_date}</Descriptions.Item>
            <Descriptions.Item label={f("warranty_until")}>{registration.warranty_until}</Descriptions.Item>
            <Descriptions.Item label={f("where_bought")}>{registration.where_bought}</Descriptions.Item>
            <Descriptions.Item label={f("name")}>{registration.name}</Descriptions.Item>
            <Descriptions.Item label={f("email")}>
              <a href={`mailto:${registration.email}`}>{registration.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={f("country")}>
              {countryName(registration.country, i18n.language as Lang, t("resources.demands.otherCountry"))}
            </Descriptions.Item>
            <Descriptions.Item label={f("locale")}>{registration.locale.toUpperCase()}</Descriptions.Item>
            <Descriptions.Item label={f("consent_at")}>{formatWhen(registration.consent_at)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {f("proof")}
          </Typography.Title>
          <Proof registration={registration} />
        </>
      )}
    </Drawer>
  );
}

type NoticeFlags = Record<string, { id: number; slug: string; title: string }[]>;

/** The active safety notices affecting the registrations shown (decision 077), fetched for each page of rows. */
function useNoticeFlags(rows: readonly Registration[]): NoticeFlags {
  const [flags, setFlags] = useState<NoticeFlags>({});
  const ids = rows.map((row) => row.id).join(",");
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    http
      .get<ItemResponse<NoticeFlags>>("ad/safety/registration-flags", { ids }, { signal: controller.signal, silent: true })
      .then((response) => setFlags(response.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [ids]);
  return flags;
}

/** Warranty registrations: search (serial, email, reference), product and date filters, detail with the proof, CSV, delete on request. */
export default function RegistrationList() {
  const { t } = useTranslation();
  const list = useServerList<Registration>(REGISTRATIONS_API, { filterNames: REGISTRATION_FILTERS, sortable: REGISTRATION_SORTABLE });
  const { params, update, filterQuery, remote, rows, pagination, sortable } = list;
  useOnTabReturn(remote.reload);
  const { selected, setSelected, busy, run } = useListAction(remote.reload);
  const { record: opened, open } = useOpenedRecord<Registration>(REGISTRATIONS_API);
  const removeMany = (ids: number[]) => run(() => http.delete(`${REGISTRATIONS_API}/_delete`, { ids }), t("notify.deletedMany", { count: ids.length }));
  const flags = useNoticeFlags(rows);

  const f = fieldLabel(t, "registrations");

  return (
    <div className="admin-list" data-screen="warranty-registrations">
      <ListPageHead title={t("resources.registrations.name")} total={pagination?.total}>
        <CsvExportButton path={`${REGISTRATIONS_API}/_export`} query={filterQuery} fileStem="warranty-registrations" />
      </ListPageHead>
      <ListToolbar onReload={remote.reload}>
        <ListSearch initial={params.q} placeholder={t("resources.registrations.searchPlaceholder")} onSearch={(value) => update({ q: value })} />
        <ProductFilter list={list} label={t("resources.registrations.filters.product")} minWidth={240} />
        <DateRangeFilter list={list} label={t("resources.registrations.filters.dates")} />
      </ListToolbar>
      <BatchBar count={selected.length}>
        <DeleteSelectedButton count={selected.length} busy={busy} onConfirm={() => removeMany(selected)} />
      </BatchBar>
      <ListTable<Registration>
        list={list}
        busy={busy}
        scrollX={1200}
        selection={{ selected, setSelected }}
        onOpen={open}
        columns={[
          dateColumn<Registration>("created_at", f("created_at"), { width: 150, extra: sortable("created_at") }),
          { key: "reference", dataIndex: "reference", title: f("reference"), width: 130 },
          {
            key: "name",
            title: `${f("name")} · ${f("email")}`,
            ...sortable("name"),
            render: (_, row) => (
              <div className="admin-cell-stack">
                <OpenLink onOpen={() => open(row.id)}>{row.name}</OpenLink>
                <span className="admin-cell-sub">{row.email}</span>
              </div>
            ),
          },
          {
            key: "product",
            title: f("product_name"),
            width: 240,
            ellipsis: true,
            render: (_, row) => [row.product_name, row.product_model].filter(Boolean).join(" · "),
          },
          {
            key: "serial",
            title: f("serial"),
            width: 180,
            ...sortable("serial"),
            render: (_, row) => (
              <Space size={4} wrap>
                {row.serial}
                {flags[String(row.id)]?.length ? (
                  <Tooltip title={flags[String(row.id)]!.map((notice) => notice.title).join(" · ")}>
                    <Tag color="red" data-testid="recall-flag">
                      {t("resources.registrations.recall")}
                    </Tag>
                  </Tooltip>
                ) : null}
              </Space>
            ),
          },
          { key: "purchase_date", dataIndex: "purchase_date", title: f("purchase_date"), width: 120, ...sortable("purchase_date") },
          {
            key: "warranty_until",
            title: f("warranty_until"),
            width: 150,
            ...sortable("warranty_until"),
            render: (_, row) => (
              <Space size={4}>
                {row.warranty_until}
                <Tag color={row.warranty_years >= 3 ? "green" : "gold"}>{t("resources.registrations.years", { n: row.warranty_years })}</Tag>
              </Space>
            ),
          },
          {
            key: "actions",
            title: t("list.actions"),
            width: 90,
            render: (_, row) => (
              <Space size={0}>
                <RowAction label={t("resources.registrations.view")} name={row.reference} icon={<EyeOutlined />} onClick={() => open(row.id)} />
                <DeleteConfirm title={t("resources.registrations.deleteConfirm", { name: row.name })} onConfirm={() => removeMany([row.id])}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t("actions.delete")} ${row.reference}`} />
                </DeleteConfirm>
              </Space>
            ),
          },
        ]}
      />
      <RegistrationDetail
        registration={opened}
        onClose={() => open(null)}
        onDelete={(id) => {
          open(null);
          void removeMany([id]);
        }}
      />
    </div>
  );
}
