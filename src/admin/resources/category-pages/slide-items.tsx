import { trashIdsOf, useDeletedNotice, type DeleteAnswer } from "../../generic/trashed-notice.tsx";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Card, Form, Modal, Popconfirm, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { recordName } from "../../generic/categories.ts";
import { FieldItem } from "../../generic/fields.tsx";
import { LocalizedFields, showLanguageOfFirstError } from "../../generic/localized-fields.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { Thumb } from "../../components/thumb.tsx";
import { http, type ListResponse } from "../../http.ts";
import type { AdminRecord, FieldDef, Lang } from "../types.ts";
import { fieldLabel } from "../../generic/field-label.ts";

const FIELDS: FieldDef[] = [
  { name: "title", kind: "text", localized: true, required: true, max: 200 },
  { name: "url", kind: "url", max: 300 },
  { name: "sort_order", kind: "number", min: 0 },
  { name: "swiper_img_url", kind: "image", required: true },
];
const ADMIN = "ad/page/one/swiper";

/** The swiper items of one landing page: images, titles in three languages, links and order. */
export function SlideItems({ categoryPageId }: { categoryPageId: number }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<AdminRecord | "new" | null>(null);
  const [saving, setSaving] = useState(false);
  const [lang, setLang] = useState<Lang>("en");
  const remote = useRemote(
    async (signal) =>
      (await http.get<ListResponse<AdminRecord>>(ADMIN, { landing_page_one_id: categoryPageId, per_page: 100, sort: "sort_order", order: "asc" }, { signal }))
        .data,
    [categoryPageId],
  );
  const rows = remote.data ?? [];
  const f = fieldLabel(t, "swipers");

  const open = (record: AdminRecord | "new") => {
    form.resetFields();
    form.setFieldsValue(record === "new" ? { sort_order: (rows.length + 1) * 10 } : record);
    setLang("en");
    setEditing(record);
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch (failure) {
      showLanguageOfFirstError(failure, setLang);
      return;
    }
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body: Record<string, unknown> = { landing_page_one_id: categoryPageId };
    for (const key of ["en_title", "fr_title", "nl_title", "url", "swiper_img_url"]) body[key] = values[key] ?? "";
    body.sort_order = values.sort_order ?? 0;
    setSaving(true);
    try {
      if (editing === "new") await http.post(ADMIN, body, { form });
      else if (editing) await http.post(`${ADMIN}/${editing.id}/_update`, body, { form });
      notification.success({ key: "swiper", title: t(editing === "new" ? "notify.created" : "notify.saved", { name: t("resources.swipers.one") }) });
      setEditing(null);
      remote.reload();
    } catch {
      // field errors are on the form; other failures were notified
    } finally {
      setSaving(false);
    }
  };

  const notifyDeleted = useDeletedNotice();
  const remove = async (record: AdminRecord) => {
    try {
      const answer = await http.delete<DeleteAnswer>(`${ADMIN}/${record.id}`);
      notifyDeleted({ trashIds: trashIdsOf(answer), name: recordName(record, "title", i18n.language), count: 1, onRestored: remote.reload });
      remote.reload();
    } catch {
      // notified
    }
  };

  const move = async (index: number, step: -1 | 1) => {
    const order = rows.map((row) => row.id);
    const target = index + step;
    [order[index], order[target]] = [order[target]!, order[index]!];
    try {
      await Promise.all(
        order.map((id, position) =>
          rows.find((row) => row.id === id)?.sort_order === (position + 1) * 10
            ? null
            : http.post(`${ADMIN}/${id}/_update`, { sort_order: (position + 1) * 10 }),
        ),
      );
      notification.success({ key: "swiper", title: t("notify.reordered") });
    } finally {
      remote.reload();
    }
  };

  return (
    <Card
      className="admin-subcard"
      size="small"
      title={t("resources.swipers.name")}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => open("new")} data-testid="add-swiper">
          {t("actions.new", { name: t("resources.swipers.one") })}
        </Button>
      }
    >
      <Table<AdminRecord>
        rowKey="id"
        size="small"
        pagination={false}
        loading={{ spinning: remote.loading, delay: 300 }}
        dataSource={rows}
        locale={{ emptyText: t("list.empty") }}
        columns={[
          { key: "img", title: f("swiper_img_url"), width: 84, render: (_, record) => <Thumb src={record.swiper_img_url as string} /> },
          { key: "title", title: f("title"), render: (_, record) => recordName(record, "title", i18n.language) },
          { key: "url", dataIndex: "url", title: f("url"), ellipsis: true },
          {
            key: "actions",
            title: t("list.actions"),
            width: 180,
            render: (_, record, index) => {
              const name = recordName(record, "title", i18n.language);
              return (
                <Space size={0}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                    aria-label={`${t("list.moveUp")} ${name}`}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={index === rows.length - 1}
                    onClick={() => void move(index, 1)}
                    aria-label={`${t("list.moveDown")} ${name}`}
                  />
                  <Button size="small" type="text" icon={<EditOutlined />} onClick={() => open(record)} aria-label={`${t("actions.edit")} ${name}`} />
                  <Popconfirm
                    title={t("confirm.deleteOne", { name })}
                    okText={t("actions.delete")}
                    cancelText={t("actions.cancel")}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(record)}
                  >
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t("actions.delete")} ${name}`} />
                  </Popconfirm>
                </Space>
              );
            },
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={820}
        title={editing === "new" ? t("tabs.new", { name: t("resources.swipers.one") }) : t("actions.edit")}
        okText={t("actions.save")}
        cancelText={t("actions.cancel")}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" name="swiper">
          <LocalizedFields fields={FIELDS.filter((field) => field.localized)} resource="swipers" activeLang={lang} onLangChange={setLang} />
          {FIELDS.filter((field) => !field.localized).map((field) => (
            <FieldItem key={field.name} field={field} resource="swipers" />
          ))}
        </Form>
      </Modal>
    </Card>
  );
}
