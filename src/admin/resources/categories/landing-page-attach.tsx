import { ExportOutlined, LinkOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Card, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { loadCategories, type CategoryNode } from "../../generic/categories.ts";
import { useRemote } from "../../generic/use-remote.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { http, type ListResponse } from "../../http.ts";
import type { AdminRecord } from "../types.ts";
import { CATEGORIES_API } from "./index.ts";

/** Attach a landing page (one for level 1, two for level 2) by pointing it at this category. */
export function LandingPageAttach({ node }: { node: CategoryNode }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const kind = node.level === 1 ? "ones" : "twos";
  const screen = node.level === 1 ? "landing-page-ones" : "landing-page-twos";
  const current = node.level === 1 ? node.landingPageOne : node.landingPageTwo;
  const [busy, setBusy] = useState(false);
  const pages = useRemote(
    async (signal) => (await http.get<ListResponse<AdminRecord>>(`ad/page/${kind}`, { per_page: 100, sort: "url", order: "asc" }, { signal })).data,
    [kind, node.id],
  );
  // A page created in another tab meanwhile is offered when this one comes back to the front.
  useOnTabReturn(pages.reload);

  const attach = async (pageId: number | null) => {
    setBusy(true);
    try {
      await http.post(`${CATEGORIES_API}/${node.id}/_landing`, { landing_page_id: pageId });
      notification.success({ key: "landing", title: t("resources.commodityTypes.landingSaved") });
      await loadCategories(true);
      pages.reload();
    } catch {
      // notified
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t(`resources.commodityTypes.landing${node.level === 1 ? "One" : "Two"}`)} className="admin-subcard">
      <Space wrap>
        <Select<number | null>
          style={{ minWidth: 240 }}
          loading={pages.loading || busy}
          value={current?.id ?? null}
          aria-label={t(`resources.commodityTypes.landing${node.level === 1 ? "One" : "Two"}`)}
          onChange={(value) => void attach(value)}
          options={[
            { value: null, label: t("resources.commodityTypes.noLanding") },
            ...(pages.data ?? []).map((page) => ({
              value: page.id,
              label: `/${String(page.url)}${page.commodity_type_id && page.commodity_type_id !== node.id ? ` (${t("resources.commodityTypes.usedElsewhere")})` : ""}`,
              disabled: Boolean(page.commodity_type_id && page.commodity_type_id !== node.id),
            })),
          ]}
        />
        {current ? (
          <>
            <Link to={`/admin/${screen}/${current.id}`}>
              <Button icon={<LinkOutlined />}>{t("resources.commodityTypes.editLanding")}</Button>
            </Link>
            <a href={`/products/${encodeURIComponent(current.url)}?sortid=${node.id}`} target="_blank" rel="noreferrer">
              <Button icon={<ExportOutlined />}>{t("actions.viewOnSite")}</Button>
            </a>
          </>
        ) : (
          <Link to={`/admin/${screen}/new?commodity_type_id=${node.id}`}>
            <Button icon={<PlusOutlined />}>{t("resources.commodityTypes.createLanding")}</Button>
          </Link>
        )}
      </Space>
    </Card>
  );
}
