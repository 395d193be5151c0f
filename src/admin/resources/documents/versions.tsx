import { FilePdfOutlined, PlusOutlined, StopOutlined } from "@ant-design/icons";
import { App, Button, Card, Form, Input, Modal, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VERSION_FIELD_NAMES } from "#domain/document-models.ts";
import { formatBytes } from "#domain/documents.ts";
import { PdfUpload } from "../../components/pdf-upload.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";

interface Version {
  id: number;
  number: number;
  label: string;
  published_on: string;
  serial_from: string;
  serial_to: string;
  made_from: string;
  made_to: string;
  bytes: number;
  withdrawn_at: string | null;
  withdrawn_reason: string;
  url: string;
}

type NewVersion = Partial<Record<(typeof VERSION_FIELD_NAMES)[number], string>> & { file: File | null };

/**
 * A document's versions (decision 081): every file it ever had, each kept at its own address. A new
 * PDF adds a version (it becomes the current one); a version is never deleted, only withdrawn with a reason that the
 * public pages show beside it.
 */
export function DocumentVersions({ documentId }: { documentId: number }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<NewVersion>();
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Version | null>(null);
  const v = (key: string) => t(`resources.documents.versions.${key}`);
  const remote = useRemote<Version[]>(
    async (signal) => (await http.get<ItemResponse<Version[]>>(`ad/documents/${documentId}/versions`, undefined, { signal })).data,
    [documentId],
  );

  const add = async (values: NewVersion) => {
    setSaving(true);
    const body = new FormData();
    for (const name of VERSION_FIELD_NAMES) if (values[name]) body.append(name, values[name]!);
    if (values.file) body.append("file", values.file, values.file.name);
    try {
      await http.post(`ad/documents/${documentId}/versions`, body, { form });
      notification.success({ key: "version-added", title: v("added") });
      form.resetFields();
      remote.reload();
    } catch {
      // Field errors are on the form; other failures were notified.
    } finally {
      setSaving(false);
    }
  };

  const withdraw = async () => {
    if (!withdrawing) return;
    try {
      const { reason } = await reasonForm.validateFields();
      await http.post(`ad/documents/${documentId}/versions/${withdrawing.id}/_withdraw`, { reason }, { form: reasonForm });
      notification.success({ key: "version-withdrawn", title: v("withdrawn") });
      setWithdrawing(null);
      reasonForm.resetFields();
      remote.reload();
    } catch {
      // A missing reason, or the API's refusal: the message is on the field.
    }
  };

  const range = (from: string, to: string) => (from || to ? `${from || "…"} – ${to || "…"}` : "");
  return (
    <Card title={v("title")} size="small" style={{ marginTop: 16 }} data-testid="document-versions">
      <Typography.Paragraph type="secondary">{v("help")}</Typography.Paragraph>
      <Table<Version>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        loading={remote.loading}
        dataSource={remote.data ?? []}
        columns={[
          { key: "label", title: v("label"), render: (_, version) => `${version.label} (${version.number})` },
          { key: "published_on", dataIndex: "published_on", title: v("published_on") },
          {
            key: "for",
            title: v("for"),
            render: (_, version) =>
              [range(version.serial_from, version.serial_to), range(version.made_from, version.made_to)].filter(Boolean).join(" · ") || v("all"),
          },
          {
            key: "file",
            title: v("file"),
            render: (_, version) => (
              <a href={version.url} target="_blank" rel="noreferrer">
                <FilePdfOutlined /> {formatBytes(version.bytes, i18n.language)}
              </a>
            ),
          },
          {
            key: "state",
            title: v("state"),
            render: (_, version) =>
              version.withdrawn_at ? (
                <span>
                  <Tag color="red">{v("withdrawnTag")}</Tag> {version.withdrawn_reason}
                </span>
              ) : (
                <Button size="small" icon={<StopOutlined />} onClick={() => setWithdrawing(version)} data-testid={`withdraw-${version.number}`}>
                  {v("withdraw")}
                </Button>
              ),
          },
        ]}
      />
      <Form<NewVersion>
        form={form}
        layout="inline"
        onFinish={(values) => void add(values)}
        initialValues={{ file: null }}
        style={{ marginTop: 16, rowGap: 8 }}
        disabled={saving}
      >
        <Form.Item name="label">
          <Input aria-label={v("label")} placeholder={v("label")} maxLength={64} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="published_on">
          <Input type="date" aria-label={v("published_on")} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="serial_from">
          <Input aria-label={v("serial_from")} placeholder={v("serial_from")} maxLength={64} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="serial_to">
          <Input aria-label={v("serial_to")} placeholder={v("serial_to")} maxLength={64} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="made_from" label={v("made_from")}>
          <Input type="date" aria-label={v("made_from")} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="made_to" label={v("made_to")}>
          <Input type="date" aria-label={v("made_to")} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="file" rules={[{ required: true, message: t("resources.documents.noFile") }]}>
          <PdfUpload />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving} data-testid="add-version">
            {v("add")}
          </Button>
        </Form.Item>
      </Form>
      <Modal
        open={withdrawing !== null}
        title={withdrawing ? t("resources.documents.versions.withdrawTitle", { label: withdrawing.label }) : ""}
        okText={v("withdraw")}
        okButtonProps={{ danger: true }}
        cancelText={t("actions.cancel")}
        onCancel={() => setWithdrawing(null)}
        onOk={() => withdraw()}
        destroyOnHidden
      >
        <Typography.Paragraph>{v("withdrawHelp")}</Typography.Paragraph>
        <Form form={reasonForm} layout="vertical">
          <Form.Item
            name="reason"
            label={v("reason")}
            rules={[
              { required: true, whitespace: true, message: t("validation.required") },
              { max: 500, message: t("validation.max", { max: 500 }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
