import { CopyOutlined, EyeOutlined } from "@ant-design/icons";
import { App, Button, List, Modal, Space, Typography, type FormInstance } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { http, type ItemResponse } from "../http.ts";
import { LANGS, type Lang } from "../resources/types.ts";
import { formatWhen } from "./format-when.ts";

/** What POST …/{id}/_preview answers (decision 061). */
interface PreviewLinks {
  urls: Record<Lang, string>;
  expires_at: string;
}

/**
 * 'Preview': sends the form's unsaved values and shows links to the public page with them, in each
 * language, to open here or copy for a colleague (they work without signing in, for 24 hours).
 */
export function PreviewButton({
  path,
  body,
  form,
  onRefused,
}: {
  /** The record's …/{id}/_preview call. */
  path: string;
  /** The validated unsaved values, or undefined when the form's own rules fail. */
  body: () => Promise<Record<string, unknown> | undefined>;
  /** Where a 422's messages go (absent: only the notification shows them). */
  form?: FormInstance;
  /** The server refused the values (422): its messages are on the fields. */
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const [links, setLinks] = useState<PreviewLinks | null>(null);

  const open = async () => {
    const values = await body();
    if (!values) return;
    setLoading(true);
    try {
      setLinks((await http.post<ItemResponse<PreviewLinks>>(path, values, { form })).data);
    } catch (error) {
      onRefused(error);
    } finally {
      setLoading(false);
    }
  };
  const absolute = (url: string) => new URL(url, window.location.origin).href;
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(absolute(url));
    void message.success(t("preview.copied"));
  };

  return (
    <>
      <Button icon={<EyeOutlined />} loading={loading} onClick={() => void open()}>
        {t("preview.open")}
      </Button>
      <Modal open={links !== null} title={t("preview.title")} onCancel={() => setLinks(null)} footer={null} destroyOnHidden>
        {links && (
          <>
            <Typography.Paragraph type="secondary">{t("preview.explain", { time: formatWhen(links.expires_at) })}</Typography.Paragraph>
            <List
              dataSource={LANGS.map((lang) => ({ lang, url: links.urls[lang] }))}
              renderItem={({ lang, url }) => (
                <List.Item
                  actions={[
                    <a key="open" href={url} target="_blank" rel="noopener">
                      {t("preview.openIn", { language: t(`preview.languages.${lang}`) })}
                    </a>,
                    <Button
                      key="copy"
                      size="small"
                      icon={<CopyOutlined />}
                      onClick={() => void copy(url)}
                      aria-label={t("preview.copy", { language: t(`preview.languages.${lang}`) })}
                    />,
                  ]}
                >
                  <Space>
                    <Typography.Text strong>{t(`preview.languages.${lang}`)}</Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          </>
        )}
      </Modal>
    </>
  );
}
