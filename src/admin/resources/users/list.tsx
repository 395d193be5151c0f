import { MailOutlined, StopOutlined, UserAddOutlined, CheckCircleOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag, Tooltip, Typography, type InputRef } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../auth.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ListPageHead } from "../../generic/list-page-head.tsx";
import { formatWhen } from "../../generic/format-when.ts";
import { ReloadButton } from "../../generic/list-frame.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { ROLES, STATUS_COLORS, USERS_API, type AdminAccount } from "./index.ts";

const LANGUAGES = ["en", "fr", "nl"] as const;

interface InviteValues {
  email: string;
  name?: string;
  role: AdminAccount["role"];
  locale: (typeof LANGUAGES)[number];
}

/** The admin-only setting (decision 074): every account signing in with a password must use a second factor. */
function RequireSecondFactor() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const remote = useRemote(async (signal) => (await http.get<ItemResponse<{ require_second_factor: boolean }>>("ad/security", undefined, { signal })).data, []);
  const [saving, setSaving] = useState(false);
  const change = async (required: boolean) => {
    setSaving(true);
    try {
      const saved = await http.put<ItemResponse<{ require_second_factor: boolean }>>("ad/security", { require_second_factor: required });
      remote.setData(() => saved.data);
      notification.success({ key: "security", title: t(required ? "resources.twoFactor.requireOn" : "resources.twoFactor.requireOff") });
    } catch {
      // notified
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="admin-require-2fa">
      <Switch
        id="require-second-factor"
        checked={remote.data?.require_second_factor ?? false}
        loading={saving || (remote.loading && !remote.data)}
        onChange={(checked) => void change(checked)}
      />
      <label htmlFor="require-second-factor">
        <Typography.Text strong>{t("resources.twoFactor.require")}</Typography.Text>
        <Typography.Text type="secondary" className="admin-require-2fa__help">
          {t("resources.twoFactor.requireHelp")}
        </Typography.Text>
      </label>
    </div>
  );
}

function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose(): void; onInvited(): void }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<InviteValues>();
  const [busy, setBusy] = useState(false);
  const email = useRef<InputRef>(null);
  const f = fieldLabel(t, "users");
  const submit = async (values: InviteValues) => {
    setBusy(true);
    try {
      await http.post(USERS_API, values, { form });
      notification.success({ key: "invite", title: t("resources.users.invited", { email: values.email }) });
      form.resetFields();
      onInvited();
      onClose();
    } catch {
      // field errors shown on the form, others notified
    } finally {
      setBusy(false);
    }
  };
  const language = LANGUAGES.find((lang) => i18n.language.startsWith(lang)) ?? "en";
  return (
    <Modal
      open={open}
      title={t("resources.users.invite")}
      onCancel={onClose}
      okText={t("resources.users.sendInvitation")}
      confirmLoading={busy}
      onOk={() => form.submit()}
      destroyOnHidden
      // The address first: typing goes into it, and Enter in a field sends the invitation as OK does.
      afterOpenChange={(opened) => opened && email.current?.focus()}
    >
      <Typography.Paragraph type="secondary">{t("resources.users.inviteHelp")}</Typography.Paragraph>
      <Form<InviteValues>
        form={form}
        name="invite"
        layout="vertical"
        initialValues={{ role: "editor", locale: language }}
        onFinish={(values) => void submit(values)}
        requiredMark="optional"
      >
        <Form.Item name="email" label={f("email")} rules={[{ required: true, type: "email", message: t("validation.email") }]}>
          <Input ref={email} type="email" autoComplete="off" onPressEnter={() => form.submit()} />
        </Form.Item>
        <Form.Item name="name" label={f("name")}>
          <Input onPressEnter={() => form.submit()} />
        </Form.Item>
        <Form.Item name="role" label={f("role")} rules={[{ required: true }]} extra={t("resources.users.roleHelp")}>
          <Select options={ROLES.map((value) => ({ value, label: t(`resources.users.roles.${value}`) }))} />
        </Form.Item>
        <Form.Item name="locale" label={t("resources.users.mailLanguage")}>
          <Select options={LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Admin accounts: who may sign in, with which role; invite, change role, disable, send a set-password link. */
export default function UsersList() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const { user: me } = useAuth();
  const remote = useRemote((signal) => http.get<ItemResponse<AdminAccount[]>>(USERS_API, undefined, { signal }), []);
  useOnTabReturn(remote.reload);
  const [inviting, setInviting] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const f = fieldLabel(t, "users");
  const rows = remote.data?.data ?? [];
  const locale = LANGUAGES.find((lang) => i18n.language.startsWith(lang)) ?? "en";

  const act = async (id: number, call: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await call();
      notification.success({ key: `user-${id}`, title: done });
      remote.reload();
    } catch {
      // notified
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="admin-list" data-screen="users">
      <ListPageHead title={t("resources.users.name")} total={rows.length}>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)} data-testid="invite-user">
          {t("resources.users.invite")}
        </Button>
      </ListPageHead>
      <Typography.Paragraph type="secondary">{t("resources.users.intro")}</Typography.Paragraph>
      <div className="admin-toolbar">
        <span />
        <ReloadButton onReload={remote.reload} />
      </div>
      <RequireSecondFactor />
      <Table<AdminAccount>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={{ spinning: remote.loading, delay: 300 }}
        pagination={false}
        scroll={{ x: 1090 }}
        locale={{ emptyText: remote.loading ? " " : t("list.empty") }}
        columns={[
          {
            key: "email",
            title: `${f("name")} · ${f("email")}`,
            render: (_, row) => (
              <div className="admin-cell-stack">
                <span>{row.name || "—"}</span>
                <span className="admin-cell-sub" title={row.email}>
                  {row.email}
                </span>
              </div>
            ),
          },
          {
            key: "role",
            title: f("role"),
            width: 170,
            render: (_, row) => (
              <Select
                size="small"
                value={row.role}
                style={{ width: 140 }}
                aria-label={`${f("role")} ${row.email}`}
                disabled={row.id === me?.id || busyId === row.id}
                onChange={(role) => void act(row.id, () => http.post(`${USERS_API}/${row.id}/_update`, { role }), t("resources.users.roleChanged"))}
                options={ROLES.map((value) => ({ value, label: t(`resources.users.roles.${value}`) }))}
              />
            ),
          },
          {
            key: "status",
            title: f("status"),
            width: 120,
            render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`resources.users.statuses.${row.status}`)}</Tag>,
          },
          {
            key: "second_factor",
            title: f("second_factor"),
            width: 130,
            render: (_, row) =>
              row.second_factor ? <Tag color="green">{t("resources.twoFactor.on")}</Tag> : <Typography.Text type="secondary">—</Typography.Text>,
          },
          { key: "last_login_at", title: f("last_login_at"), width: 150, render: (_, row) => formatWhen(row.last_login_at) },
          { key: "created_at", title: f("created_at"), width: 150, render: (_, row) => formatWhen(row.invited_at ?? row.created_at) },
          {
            key: "actions",
            title: t("list.actions"),
            width: 110,
            render: (_, row) =>
              row.id === me?.id ? (
                <Typography.Text type="secondary">{t("resources.users.you")}</Typography.Text>
              ) : (
                <Space size={0}>
                  {row.status !== "disabled" && (
                    <Tooltip title={t(row.status === "invited" ? "resources.users.resendInvitation" : "resources.users.sendReset")}>
                      <Button
                        size="small"
                        type="text"
                        icon={<MailOutlined />}
                        loading={busyId === row.id}
                        aria-label={`${t("resources.users.sendReset")} ${row.email}`}
                        onClick={() =>
                          void act(row.id, () => http.post(`${USERS_API}/${row.id}/_reset`, { locale }), t("resources.users.linkSent", { email: row.email }))
                        }
                      />
                    </Tooltip>
                  )}
                  {row.status === "disabled" ? (
                    <Tooltip title={t("resources.users.enable")}>
                      <Button
                        size="small"
                        type="text"
                        icon={<CheckCircleOutlined />}
                        aria-label={`${t("resources.users.enable")} ${row.email}`}
                        onClick={() => void act(row.id, () => http.post(`${USERS_API}/${row.id}/_enable`), t("resources.users.enabled"))}
                      />
                    </Tooltip>
                  ) : (
                    <Popconfirm
                      title={t("resources.users.disableConfirm", { email: row.email })}
                      okText={t("resources.users.disable")}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => act(row.id, () => http.post(`${USERS_API}/${row.id}/_disable`), t("resources.users.disabled"))}
                    >
                      <Tooltip title={t("resources.users.disable")}>
                        <Button size="small" type="text" danger icon={<StopOutlined />} aria-label={`${t("resources.users.disable")} ${row.email}`} />
                      </Tooltip>
                    </Popconfirm>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={remote.reload} />
    </div>
  );
}
