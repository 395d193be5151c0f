import { ApartmentOutlined, AppstoreOutlined, FileTextOutlined, MailOutlined, MessageOutlined, ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Empty, List, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { useCanOpen } from "../../permissions.tsx";
import { WeekChart } from "./week-chart.tsx";
import type { Dashboard, EnquirySummary as Enquiry } from "#domain/models.ts";

const COUNTS: { key: keyof Dashboard["counts"]; icon: ComponentType; to: string }[] = [
  { key: "products", icon: AppstoreOutlined, to: "/admin/commodity-administration" },
  { key: "categories", icon: ApartmentOutlined, to: "/admin/sort-administration" },
  { key: "articles", icon: FileTextOutlined, to: "/admin/blog-administration" },
  { key: "new_enquiries", icon: MessageOutlined, to: "/admin/customer-enquiries?handled=0" },
  { key: "subscribers", icon: MailOutlined, to: "/admin/customer-subscribe" },
];

/** Where a translation gap is fixed. */
const EDIT_PATH: Record<string, (id: number) => string> = {
  commodities: (id) => `/admin/commodity-administration/${id}`,
  articles: (id) => `/admin/blog-administration/${id}`,
  commodity_types: (id) => `/admin/sort-administration?node=${id}`,
};

/** A link to an admin screen, or only what it holds when the user may not open that screen (an editor and the customers' screens). */
function ScreenLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const canOpen = useCanOpen();
  const screen = to.split(/[/?]/)[2] ?? "";
  if (canOpen(screen)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return <div className={className}>{children}</div>;
}

/** The workplace: counts, latest enquiries, weekly enquiries and sign-ups, translation gaps (GET api/ad/dashboard). */
export default function Workplace() {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const remote = useRemote(async (signal) => (await http.get<ItemResponse<Dashboard>>("ad/dashboard", undefined, { signal })).data, []);
  useOnTabReturn(remote.reload);
  const data = remote.data;

  return (
    <div className="admin-workplace" data-screen="workplace">
      <div className="admin-page-head">
        <Typography.Title level={3} className="admin-page-title">
          {t("resources.workplace.name")}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={remote.reload} loading={remote.loading && !!data}>
          {t("actions.reload")}
        </Button>
      </div>
      {remote.error && !data ? <Alert type="error" title={t("workplace.failed")} showIcon /> : null}
      <Row gutter={[16, 16]}>
        {COUNTS.map(({ key, icon: Icon, to }) => (
          <Col key={key} xs={12} md={8} xl={{ flex: "20%" }}>
            <ScreenLink to={to} className="admin-stat-link">
              <Card size="small" hoverable>
                <Statistic
                  title={t(`workplace.counts.${key}`)}
                  value={data?.counts[key] ?? 0}
                  loading={!data}
                  prefix={<Icon />}
                  styles={{ content: key === "new_enquiries" && data?.counts[key] ? { color: "#cf1322" } : undefined }}
                />
              </Card>
            </ScreenLink>
          </Col>
        ))}
        <Col xs={24} xl={14}>
          <Card size="small" title={t("workplace.chartTitle")}>
            {data ? <WeekChart weeks={data.weekly} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card
            size="small"
            title={t("workplace.latest")}
            extra={canOpen("customer-enquiries") && <Link to="/admin/customer-enquiries">{t("workplace.allEnquiries")}</Link>}
          >
            <Table<Enquiry>
              rowKey="id"
              size="small"
              pagination={false}
              loading={!data}
              dataSource={data?.latest_enquiries ?? []}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("workplace.noEnquiries")} /> }}
              columns={[
                {
                  key: "name",
                  title: t("resources.demands.fields.name"),
                  render: (_, row) => (
                    <ScreenLink to={`/admin/customer-enquiries?open=${row.id}`}>
                      {row.name}
                      {row.company ? ` · ${row.company}` : ""}
                    </ScreenLink>
                  ),
                },
                {
                  key: "form",
                  title: t("resources.demands.fields.form"),
                  width: 90,
                  render: (_, row) => t(`resources.demands.filterOptions.form.${row.form}`, { defaultValue: row.form }),
                },
                {
                  key: "handled",
                  title: t("resources.demands.fields.handled"),
                  width: 100,
                  render: (_, row) =>
                    row.handled ? <Tag color="green">{t("resources.demands.handledTag")}</Tag> : <Tag color="red">{t("resources.demands.newTag")}</Tag>,
                },
                {
                  key: "created_at",
                  title: t("resources.demands.fields.created_at"),
                  width: 110,
                  render: (_, row) => dayjs(row.created_at).format("MM-DD HH:mm"),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card
            size="small"
            title={t("workplace.translations")}
            extra={
              data && (
                <Space size={4} wrap>
                  {(["commodities", "commodity_types", "articles"] as const).map((key) => (
                    <Tag key={key} color={data.translations.missing[key] ? "warning" : "success"}>
                      {t(`workplace.missing.${key}`, { count: data.translations.missing[key] })}
                    </Tag>
                  ))}
                </Space>
              )
            }
          >
            {data ? (
              <List
                size="small"
                dataSource={data.translations.items}
                locale={{ emptyText: t("workplace.allTranslated") }}
                renderItem={(item) => (
                  <List.Item
                    actions={[
                      <Link key="fix" to={EDIT_PATH[item.resource]?.(item.id) ?? "/admin/workplace"}>
                        {t("workplace.translate")}
                      </Link>,
                    ]}
                  >
                    <Space wrap>
                      <Tag>{t(`workplace.kinds.${item.resource}`, { defaultValue: item.resource })}</Tag>
                      <span>{item.en || `#${item.id}`}</span>
                      {item.missing.map((lang) => (
                        <Tag key={lang} color="warning" variant="outlined">
                          {t("workplace.missingLang", { lang: lang.toUpperCase() })}
                        </Tag>
                      ))}
                    </Space>
                  </List.Item>
                )}
              />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
