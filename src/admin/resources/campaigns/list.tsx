import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { CampaignStatus } from "#domain/admin-contract.ts";
import { dateColumn, idColumn, nameColumn } from "../../generic/columns.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ResourceList } from "../../generic/resource-list.tsx";
import { ScheduleCalendar } from "./calendar.tsx";
import { campaigns } from "./index.ts";
import { CAMPAIGN_STATUS_COLORS } from "./schedule.tsx";

export default function CampaignList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "campaigns");
  return (
    <ResourceList
      definition={campaigns}
      intro={<ScheduleCalendar />}
      columns={[
        idColumn(),
        nameColumn(campaigns, t, i18n.language),
        {
          key: "status",
          dataIndex: "status",
          title: f("status"),
          width: 140,
          render: (status: CampaignStatus) => <Tag color={CAMPAIGN_STATUS_COLORS[status]}>{t(`resources.campaigns.options.status.${status}`)}</Tag>,
        },
        dateColumn("publish_at", f("publish_at")),
        dateColumn("published_at", t("resources.campaigns.publishedAt")),
      ]}
    />
  );
}
