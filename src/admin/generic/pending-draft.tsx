import { Alert, Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { http, type ItemResponse } from "../http.ts";
import type { AdminRecord } from "../resources/types.ts";
import { formatWhen } from "./format-when.ts";

/** What GET/POST …/{id}/_draft answer (decision 059). */
export interface PendingDraft {
  changes: Record<string, unknown>;
  actor: string;
  updated_at: string;
}

/** …/{id}/_draft, _publish and _discard of a record of `resource` ("articles", "commodities", "posters"). */
export const draftCalls = (resource: string, id: number) => ({
  read: () => http.get<ItemResponse<PendingDraft | null>>(`ad/${resource}/${id}/_draft`, undefined, { silent: true }).then((answer) => answer.data),
  save: (changes: Record<string, unknown>) => http.post<ItemResponse<PendingDraft>>(`ad/${resource}/${id}/_draft`, changes).then((answer) => answer.data),
  publish: () => http.post<ItemResponse<AdminRecord>>(`ad/${resource}/${id}/_publish`).then((answer) => answer.data),
  discard: () => http.post(`ad/${resource}/${id}/_discard`),
});

/** Says the form shows pending changes that are not live yet, with Publish changes and Discard. */
export function PendingDraftBar({ draft, busy, onPublish, onDiscard }: { draft: PendingDraft; busy: boolean; onPublish: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      className="admin-pending-draft"
      title={t("publishing.pendingTitle")}
      description={t("publishing.pendingBody", { actor: draft.actor || "—", time: formatWhen(draft.updated_at) })}
      action={
        <Space orientation="vertical">
          <Button type="primary" size="small" loading={busy} onClick={onPublish}>
            {t("publishing.publishChanges")}
          </Button>
          <Button size="small" danger disabled={busy} onClick={onDiscard}>
            {t("publishing.discard")}
          </Button>
        </Space>
      }
    />
  );
}
