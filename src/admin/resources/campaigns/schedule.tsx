import { CheckCircleOutlined, ClockCircleOutlined, StopOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Descriptions, List, Space, Tag, Typography } from "antd";
import { marketTimeText, timeZoneLabel } from "#domain/calendar-days.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CampaignStatus } from "#domain/admin-contract.ts";
import { isPreviewResource } from "#domain/resources.ts";
import { PreviewButton } from "../../generic/preview.tsx";
import { ApiError, http, type ItemResponse } from "../../http.ts";
import type { AdminRecord } from "../types.ts";
import { fallbackLines } from "../../generic/publishing.tsx";
import { CAMPAIGN_KINDS, type CampaignRecord } from "./kinds.ts";

export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = { draft: "default", scheduled: "processing", published: "success", failed: "error" };

/** "French: name, description · Dutch: title", with the fields' labels of the record's own screen. */
function FallbackLine({ record }: { record: CampaignRecord }) {
  const { t } = useTranslation();
  const lines = fallbackLines(t, CAMPAIGN_KINDS[record.resource].resource, record.fallbacks ?? { fr: [], nl: [] });
  return <Typography.Text type="warning">{lines.join(" · ")}</Typography.Text>;
}

/**
 * A saved campaign's state and its one action: Schedule (a draft or failed one) or Unschedule (a
 * scheduled one). Before scheduling, the records whose French or Dutch text would fall back to English
 * are listed; the server asks again (409) and the editor confirms. Each record can be previewed.
 * While the form above has unsaved changes both wait: they act on the saved campaign, and the reload after
 * them would replace what was typed.
 */
export function CampaignSchedule({ campaign, reload, unsaved }: { campaign: AdminRecord; reload: () => void; unsaved: boolean }) {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const status = campaign.status as CampaignStatus;
  const records = (Array.isArray(campaign.items) ? campaign.items : []) as CampaignRecord[];
  const fallingBack = records.filter((record) => record.fallbacks && (record.fallbacks.fr.length || record.fallbacks.nl.length));

  const schedule = async (confirmFallbacks: boolean) => {
    setBusy(true);
    try {
      const answer = await http.post<ItemResponse<AdminRecord & { published_now: boolean }>>(
        `ad/campaigns/${campaign.id}/_schedule`,
        { confirm_fallbacks: confirmFallbacks },
        { silent: true },
      );
      notification.success({
        key: "campaign",
        title: t(answer.data.published_now ? "resources.campaigns.publishedNow" : "resources.campaigns.scheduledNotice"),
      });
      reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && Array.isArray(error.body.fallbacks)) askToConfirm(error.body.fallbacks as CampaignRecord[]);
      else notification.error({ key: "campaign", title: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const askToConfirm = (list: CampaignRecord[]) => {
    modal.confirm({
      width: 640,
      title: t("resources.campaigns.confirmTitle"),
      content: (
        <div data-testid="campaign-fallbacks">
          <Typography.Paragraph>{t("resources.campaigns.confirmBody")}</Typography.Paragraph>
          <List
            size="small"
            dataSource={list}
            renderItem={(record) => (
              <List.Item>
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{`${t(`resources.campaigns.kinds.${record.resource}`)} · ${record.title || `#${record.record_id}`}`}</Typography.Text>
                  <FallbackLine record={record} />
                </Space>
              </List.Item>
            )}
          />
        </div>
      ),
      okText: t("resources.campaigns.scheduleAnyway"),
      cancelText: t("actions.cancel"),
      onOk: () => schedule(true),
    });
  };

  const unschedule = async () => {
    setBusy(true);
    try {
      await http.post(`ad/campaigns/${campaign.id}/_unschedule`);
      notification.success({ key: "campaign", title: t("resources.campaigns.unscheduledNotice") });
      reload();
    } catch {
      // the client has shown the failure
    } finally {
      setBusy(false);
    }
  };

  // The market's clock, as every date-time picker of the admin reads and writes it (decisions 092, 096).
  const time = (value: unknown) => (typeof value === "string" && value ? `${marketTimeText(value)} ${timeZoneLabel(new Date(value))}` : "—");
  return (
    <Card title={t("resources.campaigns.scheduleTitle")} className="admin-campaign-schedule" data-testid="campaign-schedule">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t("resources.campaigns.fields.status")}>
          <Tag color={CAMPAIGN_STATUS_COLORS[status]}>{t(`resources.campaigns.options.status.${status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.campaigns.fields.publish_at")}>{time(campaign.publish_at)}</Descriptions.Item>
        <Descriptions.Item label={status === "published" ? t("resources.campaigns.publishedAt") : t("resources.campaigns.scheduledBy")}>
          {status === "published" ? time(campaign.published_at) : String(campaign.scheduled_by || "—")}
        </Descriptions.Item>
      </Descriptions>
      {status === "failed" && (
        <Alert type="error" showIcon title={t("resources.campaigns.failedTitle")} description={String(campaign.failure)} style={{ marginBottom: 16 }} />
      )}
      {records.length > 0 &&
        (fallingBack.length ? (
          <Alert
            type="warning"
            showIcon
            title={t("resources.campaigns.fallbackTitle", { count: fallingBack.length })}
            description={
              <ul className="admin-campaign-fallbacks">
                {fallingBack.map((record) => (
                  <li key={`${record.resource}:${record.record_id}`}>
                    {`${t(`resources.campaigns.kinds.${record.resource}`)} · ${record.title} — `}
                    <FallbackLine record={record} />
                  </li>
                ))}
              </ul>
            }
            style={{ marginBottom: 16 }}
          />
        ) : (
          <Alert type="success" showIcon title={t("resources.campaigns.allTranslated")} style={{ marginBottom: 16 }} />
        ))}
      {records.some((record) => isPreviewResource(record.resource) && !record.missing) && (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t("resources.campaigns.previewTitle")}</Typography.Text>
          <List
            size="small"
            dataSource={records.filter((record) => isPreviewResource(record.resource) && !record.missing)}
            renderItem={(record) => (
              <List.Item
                actions={[
                  <PreviewButton
                    key="preview"
                    path={`ad/${record.resource}/${record.record_id}/_preview`}
                    body={async () => ({})}
                    onRefused={(error) => notification.error({ key: "campaign", title: error instanceof Error ? error.message : String(error) })}
                  />,
                ]}
              >
                {`${t(`resources.campaigns.kinds.${record.resource}`)} · ${record.title}`}
              </List.Item>
            )}
          />
        </div>
      )}
      <Space wrap>
        {(status === "draft" || status === "failed") && (
          <Button type="primary" icon={<ClockCircleOutlined />} loading={busy} disabled={unsaved} onClick={() => void schedule(false)}>
            {t("resources.campaigns.schedule")}
          </Button>
        )}
        {status === "scheduled" && (
          <Button icon={<StopOutlined />} loading={busy} disabled={unsaved} onClick={() => void unschedule()}>
            {t("resources.campaigns.unschedule")}
          </Button>
        )}
        {status === "published" && (
          <Typography.Text type="success">
            <CheckCircleOutlined /> {t("resources.campaigns.publishedNote")}
          </Typography.Text>
        )}
        {status !== "published" && <Typography.Text type={unsaved ? "warning" : "secondary"}>{t("resources.campaigns.scheduleHelp")}</Typography.Text>}
      </Space>
    </Card>
  );
}
