import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { idColumn, textColumn } from "../../generic/columns.tsx";
import { ResourceList } from "../../generic/resource-list.tsx";
import { socialCodes } from "./index.ts";
import { SiteSettingsCard } from "./site-settings.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { useCan } from "../../permissions.tsx";

/** Social links and the site settings ({product} brand and about path, emails, phone, company line). */
export default function SocialCodeScreen() {
  const { t } = useTranslation();
  const f = fieldLabel(t, "socialCodes");
  const can = useCan();
  return (
    <div className="admin-stack">
      <div className="admin-page-head">
        <Typography.Title level={3} className="admin-page-title">
          {t("resources.socialCodes.name")}
        </Typography.Title>
      </div>
      {/* Site settings are for admins (decision 054); editors keep the social links. */}
      {can("siteSettings") && <SiteSettingsCard />}
      <div className="admin-panel">
        <Typography.Title level={4}>{t("resources.socialCodes.linksTitle")}</Typography.Title>
        <ResourceList
          definition={socialCodes}
          embedded
          columns={[
            idColumn(),
            {
              key: "platform",
              dataIndex: "platform",
              title: f("platform"),
              width: 130,
              render: (value: string) => t(`resources.socialCodes.options.platform.${value}`, { defaultValue: value }),
            },
            {
              key: "label",
              title: f("label"),
              render: (_, record) => <Link to={`/admin/social-code/${record.id}`}>{String(record.label ?? "")}</Link>,
            },
            textColumn("url", f("url"), 280),
            {
              key: "in_header",
              title: f("in_header"),
              width: 110,
              render: (_, record) => (record.in_header ? <Tag color="green">{t("common.yes")}</Tag> : <Tag>{t("common.no")}</Tag>),
            },
          ]}
        />
      </div>
    </div>
  );
}
