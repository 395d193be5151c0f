import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Progress, Statistic, Tooltip } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RecallProgress } from "#domain/safety-models.ts";
import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { http, type ItemResponse } from "../../http.ts";
import type { AdminRecord } from "../types.ts";
import { safetyNotices } from "./index.ts";

/** The recall mailing of an active or closed notice: affected registrations, queued, to send, sent, failed (refreshed while mails wait). */
function MailingProgress({ notice }: { notice: AdminRecord }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<RecallProgress | null>(null);
  const load = useCallback(
    () =>
      http
        .get<ItemResponse<RecallProgress>>(`ad/safety/notices/${notice.id}/progress`, undefined, { silent: true })
        .then((response) => setProgress(response.data))
        .catch(() => undefined),
    [notice.id],
  );
  useEffect(() => {
    void load();
  }, [load, notice.status, notice.updated_at]);
  const waiting = Boolean(progress && (progress.to_send > 0 || progress.not_yet_queued > 0));
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void load(), 5000);
    return () => clearInterval(timer);
  }, [waiting, load]);
  if (notice.status === "draft") {
    return (
      <Card title={t("resources.safetyNotices.mailing.title")} className="admin-panel">
        <Alert type="info" showIcon title={t("resources.safetyNotices.mailing.draft")} />
      </Card>
    );
  }
  const done = progress ? progress.sent + progress.failed : 0;
  return (
    <Card
      title={t("resources.safetyNotices.mailing.title")}
      className="admin-panel"
      data-testid="recall-progress"
      extra={
        <Tooltip title={t("actions.reload")}>
          <Button icon={<ReloadOutlined />} onClick={() => void load()} aria-label={t("actions.reload")} />
        </Tooltip>
      }
    >
      {progress && (
        <>
          <div className="admin-recall-stats">
            <Statistic title={t("resources.safetyNotices.mailing.affected")} value={progress.affected} />
            <Statistic title={t("resources.safetyNotices.mailing.toSend")} value={progress.to_send + progress.not_yet_queued} />
            <Statistic title={t("resources.safetyNotices.mailing.sent")} value={progress.sent} />
            <Statistic title={t("resources.safetyNotices.mailing.failed")} value={progress.failed} />
          </div>
          <Progress percent={progress.affected ? Math.round((done / progress.affected) * 100) : 100} status={progress.failed ? "exception" : undefined} />
          <p className="admin-help">{t("resources.safetyNotices.mailing.help")}</p>
        </>
      )}
    </Card>
  );
}

export default function SafetyNoticeEdit() {
  return <ResourceEdit definition={safetyNotices} below={(record) => <MailingProgress notice={record} />} />;
}
