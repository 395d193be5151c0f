import { SaveOutlined } from "@ant-design/icons";
import { App, Button, Card, Col, Form, Input, Row, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import { useSaveShortcut } from "../../layout/use-save-shortcut.ts";
import { fieldLabel } from "../../generic/field-label.ts";
import type { SiteSettings as ContractSettings } from "#domain/models.ts";

type SiteSettings = Omit<ContractSettings, "id" | "updated_at">;

const FIELDS = ["brand_name", "about_path", "email_primary", "email_secondary", "phone", "company_line", "address", "map_query"] as const;

/** GET/POST api/ad/settings: what the header, footer, about path and contact page show. */
export function SiteSettingsCard() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<SiteSettings>();
  const [saving, setSaving] = useState(false);
  const remote = useRemote(async (signal) => {
    const response = await http.get<ItemResponse<SiteSettings>>("ad/settings", undefined, { signal });
    form.setFieldsValue(response.data);
    return response.data;
  }, []);
  const f = fieldLabel(t, "settings");
  // Ctrl+S / Cmd+S saves the settings.
  useSaveShortcut(() => form.submit(), !saving);
  const required = { required: true, whitespace: true, message: t("validation.required") };

  const save = async (values: SiteSettings) => {
    setSaving(true);
    try {
      const body = Object.fromEntries(FIELDS.map((name) => [name, values[name] ?? ""]));
      const response = await http.post<ItemResponse<SiteSettings>>("ad/settings", body, { form });
      form.setFieldsValue(response.data);
      notification.success({ key: "settings", title: t("resources.settings.saved") });
    } catch {
      // field errors are on the form; other failures were notified
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t("resources.settings.name")}
      size="small"
      extra={
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => form.submit()} data-testid="save-settings">
          {t("actions.save")}
        </Button>
      }
    >
      <Spin spinning={remote.loading} delay={300}>
        <Form form={form} name="settings" layout="vertical" onFinish={(values) => void save(values)} disabled={saving}>
          <Row gutter={16}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="brand_name" label={f("brand_name")} rules={[required, { max: 60 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="about_path"
                label={f("about_path")}
                extra={t("resources.settings.help.about_path")}
                rules={[required, { pattern: /^[a-z0-9][a-z0-9-]*$/, message: t("resources.settings.aboutPathRule") }]}
              >
                <Input prefix="/" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="phone" label={f("phone")} rules={[required, { max: 40 }]}>
                <Input type="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="email_primary" label={f("email_primary")} rules={[required, { type: "email", message: t("validation.email") }]}>
                <Input type="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="email_secondary" label={f("email_secondary")} rules={[required, { type: "email", message: t("validation.email") }]}>
                <Input type="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="company_line" label={f("company_line")} rules={[required, { max: 120 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="address" label={f("address")} rules={[{ max: 200 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="map_query" label={f("map_query")} extra={t("resources.settings.help.map_query")} rules={[{ max: 200 }]}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Card>
  );
}
