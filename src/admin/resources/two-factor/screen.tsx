import { CopyOutlined, DownloadOutlined, SafetyCertificateOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Form, Input, Space, Spin, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../auth.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import { SECOND_FACTOR_API, type Enrolment, type SecondFactorStatus } from "./index.ts";

interface CodeValues {
  code: string;
}

/** One code field and its button: confirming the app, new recovery codes, turning it off. */
function CodeForm({
  name,
  submitLabel,
  danger,
  disabled,
  onSubmit,
}: {
  name: string;
  submitLabel: string;
  danger?: boolean;
  disabled?: boolean;
  onSubmit(values: CodeValues, form: ReturnType<typeof Form.useForm<CodeValues>>[0]): Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeValues>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: CodeValues) => {
    setBusy(true);
    try {
      await onSubmit(values, form);
      form.resetFields();
    } catch {
      // field errors shown on the form, others notified
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<CodeValues> form={form} name={name} layout="vertical" onFinish={(values) => void submit(values)} className="two-factor__form" disabled={disabled}>
      <Form.Item
        name="code"
        label={t("resources.twoFactor.code")}
        extra={t("resources.twoFactor.codeHelp")}
        rules={[{ required: true, whitespace: true, message: t("resources.twoFactor.codeRequired") }]}
      >
        <Input autoComplete="one-time-code" inputMode="text" maxLength={32} spellCheck={false} className="two-factor__code-input" />
      </Form.Item>
      <Button type="primary" danger={danger} htmlType="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The ten codes, shown once: copy or download them before leaving. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const text = codes.join("\n");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t("resources.twoFactor.copied"));
    } catch {
      void message.error(t("resources.twoFactor.copyFailed"));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t("resources.twoFactor.fileTitle")}\n\n${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "fantai-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="two-factor__recovery" data-testid="recovery-codes">
      <Alert type="warning" showIcon title={t("resources.twoFactor.saveCodesTitle")} description={t("resources.twoFactor.saveCodes")} />
      <ol className="two-factor__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t("resources.twoFactor.copy")}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t("resources.twoFactor.download")}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t("resources.twoFactor.savedThem")}
        </Button>
      </Space>
    </div>
  );
}

/** The signed-in user's two-factor authentication: set up with a QR code, new recovery codes, turn off (decision 074). */
export default function TwoFactorScreen() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { refresh: refreshUser } = useAuth();
  const {
    data: status,
    loading,
    reload,
  } = useRemote<SecondFactorStatus>(async (signal) => {
    const response = await http.get<ItemResponse<SecondFactorStatus>>(SECOND_FACTOR_API, undefined, { signal });
    return response.data;
  }, []);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      setEnrolment((await http.post<ItemResponse<Enrolment>>(`${SECOND_FACTOR_API}/enrolment`)).data);
    } catch {
      // notified
    } finally {
      setStarting(false);
    }
  };

  const finish = () => {
    setCodes(null);
    reload();
    void refreshUser();
  };

  let body;
  if (!status) body = loading ? <Spin /> : null;
  else if (codes) body = <RecoveryCodes codes={codes} onDone={finish} />;
  else if (!status.enabled && !enrolment)
    body = (
      <Space orientation="vertical" size="middle" className="two-factor__stack">
        {status.required && <Alert type="info" showIcon title={t("resources.twoFactor.requiredNotice")} />}
        <Typography.Paragraph>{t("resources.twoFactor.intro")}</Typography.Paragraph>
        <Button type="primary" icon={<SafetyCertificateOutlined />} loading={starting} onClick={() => void start()}>
          {t("resources.twoFactor.setUp")}
        </Button>
      </Space>
    );
  else if (!status.enabled && enrolment)
    body = (
      <div className="two-factor__enrol" data-testid="two-factor-enrolment">
        <ol className="two-factor__steps">
          <li>
            <Typography.Text strong>{t("resources.twoFactor.step1")}</Typography.Text>
            <img
              className="two-factor__qr"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
              width={200}
              height={200}
              alt={t("resources.twoFactor.qrAlt")}
            />
          </li>
          <li>
            <Typography.Text strong>{t("resources.twoFactor.step2")}</Typography.Text>
            <Typography.Paragraph className="two-factor__secret" copyable={{ text: enrolment.secret.replace(/\s/g, "") }}>
              <code>{enrolment.secret}</code>
            </Typography.Paragraph>
          </li>
          <li>
            <Typography.Text strong>{t("resources.twoFactor.step3")}</Typography.Text>
            <CodeForm
              name="two-factor-confirm"
              submitLabel={t("resources.twoFactor.confirm")}
              onSubmit={async ({ code }, form) => {
                const response = await http.post<ItemResponse<{ recovery_codes: string[] }>>(`${SECOND_FACTOR_API}/confirmation`, { code }, { form });
                setEnrolment(null);
                setCodes(response.data.recovery_codes);
                notification.success({ key: "two-factor", title: t("resources.twoFactor.turnedOn") });
              }}
            />
          </li>
        </ol>
      </div>
    );
  else
    body = (
      <Space orientation="vertical" size="large" className="two-factor__stack">
        <Space wrap>
          <Tag color="green">{t("resources.twoFactor.on")}</Tag>
          <Typography.Text>{t("resources.twoFactor.codesLeft", { count: status.recovery_codes_left })}</Typography.Text>
        </Space>
        <Card size="small" title={t("resources.twoFactor.regenerateTitle")}>
          <Typography.Paragraph type="secondary">{t("resources.twoFactor.regenerateHelp")}</Typography.Paragraph>
          <CodeForm
            name="two-factor-regenerate"
            submitLabel={t("resources.twoFactor.regenerate")}
            onSubmit={async ({ code }, form) => {
              const response = await http.post<ItemResponse<{ recovery_codes: string[] }>>(`${SECOND_FACTOR_API}/recovery-codes`, { code }, { form });
              setCodes(response.data.recovery_codes);
            }}
          />
        </Card>
        <Card size="small" title={t("resources.twoFactor.disableTitle")}>
          <Typography.Paragraph type="secondary">
            {status.required ? t("resources.twoFactor.cannotDisable") : t("resources.twoFactor.disableHelp")}
          </Typography.Paragraph>
          <CodeForm
            name="two-factor-disable"
            submitLabel={t("resources.twoFactor.disable")}
            danger
            disabled={status.required}
            onSubmit={async ({ code }, form) => {
              await http.post(`${SECOND_FACTOR_API}/disable`, { code }, { form });
              notification.success({ key: "two-factor", title: t("resources.twoFactor.turnedOff") });
              reload();
              void refreshUser();
            }}
          />
        </Card>
      </Space>
    );

  return (
    <div className="two-factor" data-screen="two-factor">
      <div className="admin-page-head">
        <Typography.Title level={3} className="admin-page-title">
          {t("resources.twoFactor.name")}
        </Typography.Title>
      </div>
      <Card>{body}</Card>
    </div>
  );
}
