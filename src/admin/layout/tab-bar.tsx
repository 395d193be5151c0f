import { CloseOutlined, DownOutlined, HomeOutlined } from "@ant-design/icons";
import { Button, Dropdown, Tabs } from "antd";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { parseAdminPath } from "../resources/index.ts";
import { HOME_PATH, HOME_TITLE, type AdminTab } from "./tab-state.ts";
import { useAdminTabs } from "./tabs.tsx";

/** The title of a tab: 首页 for home, the screen's name, or "<thing> #id" / "New <thing>". */
export function useTabLabel(): (tab: AdminTab) => string {
  const { t } = useTranslation();
  const { titles } = useAdminTabs();
  return useCallback(
    (tab: AdminTab) => {
      if (tab.key === HOME_PATH) return HOME_TITLE;
      const parsed = parseAdminPath(tab.key);
      if (!parsed?.screen) return t("app.notFound");
      const resource = parsed.screen.resource;
      if (!parsed.item) return t(`resources.${resource}.name`);
      if (titles[tab.key]) return titles[tab.key]!;
      if (parsed.item === "new") return t("tabs.new", { name: t(`resources.${resource}.one`) });
      return `${t(`resources.${resource}.one`)} #${parsed.item}`;
    },
    [t, titles],
  );
}

export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tabs, activeKey, close, closeOthers, closeAll } = useAdminTabs();
  const label = useTabLabel();
  return (
    <Tabs
      className="admin-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onTabClick={(target) => {
        // Not onChange: that fires only for a tab other than the one drawn as active, and React draws a
        // navigation a moment after the address bar changes, so a quick click back on the tab being left
        // would be lost. The address bar is the truth: go to the tab unless it is already there.
        const url = tabs.find((tab) => tab.key === target)?.url ?? target;
        if (url !== window.location.pathname + window.location.search) navigate(url);
      }}
      onEdit={(target, action) => {
        if (action === "remove" && typeof target === "string") close(target);
      }}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: (
          <span data-tab-key={tab.key} title={tab.key === HOME_PATH ? t("resources.workplace.name") : undefined}>
            {tab.key === HOME_PATH && <HomeOutlined />}
            <span className="admin-tab-text">{label(tab)}</span>
          </span>
        ),
        closable: tab.key !== HOME_PATH,
        closeIcon: tab.key === HOME_PATH ? null : <CloseOutlined aria-label={t("tabs.close", { name: label(tab) })} />,
      }))}
      tabBarExtraContent={{
        right: (
          <Dropdown
            trigger={["click"]}
            menu={{
              items: [
                { key: "others", label: t("tabs.closeOthers"), onClick: () => closeOthers(activeKey) },
                { key: "all", label: t("tabs.closeAll"), onClick: () => closeAll() },
              ],
            }}
          >
            <Button size="small" type="text" icon={<DownOutlined />} aria-label={t("tabs.more")} />
          </Dropdown>
        ),
      }}
    />
  );
}
