import { CheckOutlined, DeleteOutlined, EyeOutlined, UndoOutlined } from "@ant-design/icons";
import { App, Button, Descriptions, Drawer, Input, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { countryName } from "#domain/forms/countries.ts";
import { DeleteConfirm } from "../../components/delete-confirm.tsx";
import { dateColumn } from "../../generic/columns.tsx";
import { BatchBar, ListTable, ListToolbar, OpenLink, RowAction } from "../../generic/list-frame.tsx";
import { ChoiceFilter, DateRangeFilter, useOpenedRecord, useServerList } from "../../generic/server-list.tsx";
import { useListAction } from "../../generic/use-list-action.ts";
import { http } from "../../http.ts";
import { useDiscardDialog, useOnTabReturn, useTabDirty } from "../../layout/tabs.tsx";
import { ENQUIRY_FILTERS, ENQUIRY_FORMS, ENQUIRY_SORTABLE, ENQUIRIES_API, type Enquiry } from "./index.ts";
import { DeleteSelectedButton } from "../../components/delete-selected-button.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { CsvExportButton, ListPageHead } from "../../generic/list-page-head.tsx";
import { ListSearch } from "../../generic/list-search.tsx";
import { formatWhen } from "../../generic/format-when.ts";

type Lang = "en" | "fr" | "nl";

/** The note typed for the enquiry shown and the note last saved: unsaved while they differ, which holds the tab open. */
function useNoteDraft(enquiry: Enquiry | null) {
  const [note, setNote] = useState("");
  const [saved, setSaved] = useState("");
  const [shownId, setShownId] = useState<number | null>(null);
  const id = enquiry?.id ?? null;
  if (id !== shownId) {
    setShownId(id);
    setNote(enquiry?.note ?? "");
    setSaved(enquiry?.note ?? "");
  }
  const dirty = enquiry !== null && note !== saved;
  useTabDirty(dirty);
  return { note, setNote, dirty, setSaved };
}

/** The detail of one enquiry, with its note and the handled switch; closing it with an unsaved note asks first. */
function EnquiryDetail({ enquiry, onClose, onChanged }: { enquiry: Enquiry | null; onClose(): void; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const askDiscard = useDiscardDialog();
  const { note, setNote, dirty, setSaved } = useNoteDraft(enquiry);
  const [busy, setBusy] = useState<string | null>(null);

  const close = () => {
    if (!dirty) return onClose();
    askDiscard({ body: t("resources.demands.unsavedNote"), discard: t("tabs.discard") }, onClose);
  };

  const mark = async (key: string, body: { handled?: boolean; note?: string }) => {
    if (!enquiry) return;
    setBusy(key);
    try {
      await http.put(`${ENQUIRIES_API}/_`, { ids: [enquiry.id], ...body });
      if (body.note !== undefined) setSaved(body.note);
      notification.success({
        key: "demand",
        title: t(body.handled === undefined ? "resources.demands.noteSaved" : body.handled ? "resources.demands.markedHandled" : "resources.demands.markedNew"),
      });
      onChanged();
    } catch {
      // notified
    } finally {
      setBusy(null);
    }
  };

  const f = fieldLabel(t, "demands");
  return (
    <Drawer
      open={enquiry !== null}
      onClose={close}
      size={560}
      title={enquiry ? `${enquiry.title || t("resources.demands.one")} · #${enquiry.id}` : ""}
      destroyOnHidden
      extra={
        enquiry && <Tag color={enquiry.handled ? "green" : "red"}>{enquiry.handled ? t("resources.demands.handledTag") : t("resources.demands.newTag")}</Tag>
      }
      footer={
        enquiry && (
          <Space wrap>
            {enquiry.handled ? (
              <Button icon={<UndoOutlined />} loading={busy === "unhandle"} onClick={() => void mark("unhandle", { handled: false, note })}>
                {t("resources.demands.markNew")}
              </Button>
            ) : (
              <Button
                type="primary"
                icon={<CheckOutlined />}
                loading={busy === "handle"}
                onClick={() => void mark("handle", { handled: true, note })}
                data-testid="mark-handled"
              >
                {t("resources.demands.markHandled")}
              </Button>
            )}
            <Button loading={busy === "note"} onClick={() => void mark("note", { note })} disabled={!dirty}>
              {t("resources.demands.saveNote")}
            </Button>
          </Space>
        )
      }
    >
      {enquiry && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={f("created_at")}>{formatWhen(enquiry.created_at)}</Descriptions.Item>
            <Descriptions.Item label={f("form")}>{t(`resources.demands.filterOptions.form.${enquiry.form}`)}</Descriptions.Item>
            <Descriptions.Item label={f("name")}>{enquiry.name}</Descriptions.Item>
            <Descriptions.Item label={f("company")}>{enquiry.company}</Descriptions.Item>
            <Descriptions.Item label={f("email")}>
              <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={f("phone")}>
              <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>{enquiry.phone}</a>
            </Descriptions.Item>
            <Descriptions.Item label={f("country")}>
              {countryName(enquiry.country, i18n.language as Lang, t("resources.demands.otherCountry"))}
            </Descriptions.Item>
            <Descriptions.Item label={f("locale")}>{enquiry.locale.toUpperCase()}</Descriptions.Item>
            <Descriptions.Item label={f("title")}>{enquiry.title}</Descriptions.Item>
            {enquiry.handled_at && <Descriptions.Item label={f("handled_at")}>{formatWhen(enquiry.handled_at)}</Descriptions.Item>}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {f("message")}
          </Typography.Title>
          <Typography.Paragraph className="admin-message">{enquiry.message}</Typography.Paragraph>
          <Typography.Title level={5}>{f("note")}</Typography.Title>
          <Input.TextArea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={5000}
            aria-label={f("note")}
            placeholder={t("resources.demands.notePlaceholder")}
          />
        </>
      )}
    </Drawer>
  );
}

/** Customer enquiries: filters (dates, form, handled, search), detail, handled with a note, delete, CSV export. */
export default function EnquiryList() {
  const { t, i18n } = useTranslation();
  const list = useServerList<Enquiry>(ENQUIRIES_API, { filterNames: ENQUIRY_FILTERS, sortable: ENQUIRY_SORTABLE });
  const { params, update, filterQuery, remote, pagination, sortable } = list;
  useOnTabReturn(remote.reload);
  const { selected, setSelected, busy, run } = useListAction(remote.reload);
  const opened = useOpenedRecord<Enquiry>(ENQUIRIES_API, remote.reload);
  const open = opened.open;

  const markMany = (ids: number[], handled: boolean) =>
    run(
      () => http.put(`${ENQUIRIES_API}/_`, { ids, handled }),
      t(handled ? "resources.demands.markedHandledMany" : "resources.demands.markedNewMany", { count: ids.length }),
    );
  const removeMany = (ids: number[]) => run(() => http.delete(`${ENQUIRIES_API}/_delete`, { ids }), t("notify.deletedMany", { count: ids.length }));

  const f = fieldLabel(t, "demands");

  return (
    <div className="admin-list" data-screen="customer-enquiries">
      <ListPageHead title={t("resources.demands.name")} total={pagination?.total}>
        <CsvExportButton path={`${ENQUIRIES_API}/_export`} query={filterQuery} fileStem="enquiries" />
      </ListPageHead>
      <ListToolbar onReload={remote.reload}>
        <ListSearch initial={params.q} placeholder={t("resources.demands.searchPlaceholder")} onSearch={(value) => update({ q: value })} />
        <DateRangeFilter list={list} label={t("resources.demands.filters.dates")} />
        <ChoiceFilter
          list={list}
          name="form"
          label={t("resources.demands.filters.form")}
          options={ENQUIRY_FORMS.map((value) => ({ value, label: t(`resources.demands.filterOptions.form.${value}`) }))}
        />
        <ChoiceFilter
          list={list}
          name="handled"
          label={t("resources.demands.filters.handled")}
          options={["0", "1"].map((value) => ({ value, label: t(`resources.demands.filterOptions.handled.${value}`) }))}
        />
      </ListToolbar>
      <BatchBar count={selected.length}>
        <Button icon={<CheckOutlined />} loading={busy} onClick={() => void markMany(selected, true)}>
          {t("resources.demands.markHandled")}
        </Button>
        <Button icon={<UndoOutlined />} loading={busy} onClick={() => void markMany(selected, false)}>
          {t("resources.demands.markNew")}
        </Button>
        <DeleteSelectedButton count={selected.length} busy={busy} onConfirm={() => removeMany(selected)} />
      </BatchBar>
      <ListTable<Enquiry>
        list={list}
        busy={busy}
        selection={{ selected, setSelected }}
        rowClassName={(row) => (row.handled ? "" : "admin-row-new")}
        onOpen={open}
        columns={[
          dateColumn<Enquiry>("created_at", f("created_at"), { extra: sortable("created_at") }),
          {
            key: "form",
            title: f("form"),
            width: 100,
            render: (_, row) => <Tag color={row.form === "partner" ? "purple" : "blue"}>{t(`resources.demands.filterOptions.form.${row.form}`)}</Tag>,
          },
          {
            key: "name",
            title: `${f("name")} · ${f("company")}`,
            ...sortable("name"),
            render: (_, row) => (
              <div className="admin-cell-stack">
                <OpenLink onOpen={() => open(row.id)}>{row.name}</OpenLink>
                {row.company && <span className="admin-cell-sub">{row.company}</span>}
                {/* A long address wraps inside its column instead of running into the next one. */}
                <span className="admin-cell-sub admin-cell-email" title={row.email} data-testid="enquiry-email">
                  {row.email}
                </span>
              </div>
            ),
          },
          {
            key: "country",
            title: f("country"),
            width: 130,
            ...sortable("country"),
            render: (_, row) => countryName(row.country, i18n.language as Lang, t("resources.demands.otherCountry")),
          },
          { key: "title", dataIndex: "title", title: f("title"), ellipsis: true },
          {
            key: "handled",
            title: f("handled"),
            width: 110,
            ...sortable("handled"),
            render: (_, row) =>
              row.handled ? <Tag color="green">{t("resources.demands.handledTag")}</Tag> : <Tag color="red">{t("resources.demands.newTag")}</Tag>,
          },
          {
            key: "actions",
            title: t("list.actions"),
            width: 120,
            render: (_, row) => (
              <Space size={0}>
                <RowAction label={t("resources.demands.view")} name={row.name} icon={<EyeOutlined />} onClick={() => open(row.id)} />
                <RowAction
                  label={row.handled ? t("resources.demands.markNew") : t("resources.demands.markHandled")}
                  name={row.name}
                  icon={row.handled ? <UndoOutlined /> : <CheckOutlined />}
                  onClick={() => void markMany([row.id], !row.handled)}
                />
                <DeleteConfirm title={t("confirm.deleteOne", { name: row.name })} onConfirm={() => removeMany([row.id])}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t("actions.delete")} ${row.name}`} />
                </DeleteConfirm>
              </Space>
            ),
          },
        ]}
      />
      <EnquiryDetail enquiry={opened.record} onClose={() => open(null)} onChanged={opened.changed} />
    </div>
  );
}
