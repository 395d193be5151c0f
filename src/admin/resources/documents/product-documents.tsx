import { DeleteOutlined, EditOutlined, FilePdfOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Card, Form, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DOCUMENT_KINDS, formatBytes } from "#domain/documents.ts";
import { LOCALES } from "#domain/locales.ts";
import { DeleteConfirm } from "../../components/delete-confirm.tsx";
import { PdfUpload } from "../../components/pdf-upload.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse, type ListResponse } from "../../http.ts";
import type { AdminRecord } from "../types.ts";

interface NewDocument {
  kind: string;
  locale: string;
  title: string;
  file: File | null;
}

/** The product form's documents: what it has (per kind and language), and a quick upload of one more PDF. */
export function ProductDocuments({ product }: { product: AdminRecord }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const f = fieldLabel(t, "documents");
  const [form] = Form.useForm<NewDocument>();
  const [saving, setSaving] = useState(false);
  const remote = useRemote<AdminRecord[]>(
    async (signal) =>
      (await http.get<ListResponse<AdminRecord>>("ad/documents", { commodity_id: product.id, per_page: 100, sort: "kind", order: "asc" }, { signal })).data,
    [product.id],
  );

  const add = async (values: NewDocument) => {
    setSaving(true);
    const body = new FormData();
    body.append("commodity_id", String(product.id));
    body.append("kind", values.kind);
    body.append("locale", values.locale);
    body.append("title", values.title);
    if (values.file) body.append("file", values.file, values.file.name);
    try {
      await http.post<ItemResponse<AdminRecord>>("ad/documents", body, { form });
      notification.success({ key: "document-added", title: t("resources.documents.uploaded") });
      form.resetFields();
      remote.reload();
    } catch {
      // field errors are on the form; other failures were notified
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: number) => {
    await http.delete(`ad/documents/${id}`);
    remote.reload();
  };

  return (
    <Card title={t("resources.documents.productSection")} size="small" style={{ marginTop: 16 }} data-testid="product-documents">
      <Table<AdminRecord>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        loading={remote.loading}
        dataSource={remote.data ?? []}
        locale={{ emptyText: t("resources.documents.none") }}
        columns={[
          { key: "kind", title: f("kind"), render: (_, record) => t(`resources.documents.options.kind.${String(record.kind)}`) },
          { key: "locale", title: f("locale"), width: 80, render: (_, record) => <Tag>{String(record.locale).toUpperCase()}</Tag> },
          { key: "title", dataIndex: "title", title: f("title") },
          {
            key: "file",
            title: f("file"),
            render: (_, record) => (
              <a href={String(record.url)} target="_blank" rel="noreferrer">
                <FilePdfOutlined /> {formatBytes(Number(record.bytes), i18n.language)}
              </a>
            ),
          },
          {
            key: "published",
            title: f("published"),
            width: 100,
            render: (_, record) => (record.published ? <Tag color="green">{t("common.yes")}</Tag> : <Tag>{t("common.no")}</Tag>),
          },
          {
            key: "actions",
            width: 96,
            render: (_, record) => (
              <Space>
                <Link to={`/admin/documents/${record.id}`} aria-label={t("actions.edit")}>
                  <Button size="small" icon={<EditOutlined />} />
                </Link>
                <DeleteConfirm title={t("confirm.deleteOne", { name: String(record.title) })} onConfirm={() => remove(record.id)}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("actions.delete")} />
                </DeleteConfirm>
              </Space>
            ),
          },
        ]}
      />
      <Form<NewDocument>
        form={form}
        layout="inline"
        onFinish={(values) => void add(values)}
        initialValues={{ kind: "user_manual", locale: "en", file: null }}
        style={{ marginTop: 16, rowGap: 8 }}
        disabled={saving}
      >
        <Form.Item name="kind" rules={[{ required: true, message: t("validation.required") }]}>
          <Select
            aria-label={f("kind")}
            style={{ minWidth: 200 }}
            options={DOCUMENT_KINDS.map((value) => ({ value, label: t(`resources.documents.options.kind.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="locale" rules={[{ required: true, message: t("validation.required") }]}>
          <Select
            aria-label={f("locale")}
            style={{ width: 130 }}
            options={LOCALES.map((value) => ({ value, label: t(`resources.documents.options.locale.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          rules={[
            { required: true, whitespace: true, message: t("validation.required") },
            { max: 255, message: t("validation.max", { max: 255 }) },
          ]}
        >
          <Input aria-label={f("title")} placeholder={f("title")} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="file" rules={[{ required: true, message: t("resources.documents.noFile") }]}>
          <PdfUpload />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving} data-testid="add-document">
            {t("resources.documents.addTitle")}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
