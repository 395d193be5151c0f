import {
  ExportOutlined,
  GlobalOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Alert, Button, Dropdown, Layout, Menu, Result, Spin } from "antd";
import { Fragment, Suspense, lazy, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Route, Routes, useNavigate, type Location } from "react-router";
import { useAuth } from "../auth.tsx";
import { RoleGate, useMenuShows } from "../permissions.tsx";
import { ADMIN_LANGUAGES, ADMIN_LANGUAGE_NAMES } from "../i18n.ts";
import { MENU_GROUPS, SCREENS, parseAdminPath } from "../resources/index.ts";
import { isCrud, type AdminResource } from "../resources/types.ts";
import { useAdminLanguage } from "./language.ts";
import { Finder } from "./finder.tsx";
import { TabBar } from "./tab-bar.tsx";
import { TabHostContext, TabsProvider, useAdminTabs, type AdminTab } from "./tabs.tsx";

const COLLAPSE_KEY = "FANTAI_admin_sider";

/** Shown after 500 ms of waiting (product rules §9 page spinner), never for fast loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="admin-page-spinner">
      <Spin delay={500} size="large" description={t("app.loading")}>
        <div style={{ minHeight: 160 }} />
      </Spin>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t("app.notFound")}
      extra={
        <Link to="/admin/workplace">
          <Button type="primary">{t("app.backHome")}</Button>
        </Link>
      }
    />
  );
}

/** The generic form, for CRUD resources that name no edit page of their own. */
const GenericEdit = lazy(() => import("../generic/resource-edit.tsx").then((module) => ({ default: module.ResourceEdit })));

function EditPage({ screen }: { screen: AdminResource }) {
  if (screen.edit) return <screen.edit />;
  if (isCrud(screen) && !screen.listOnly) return <GenericEdit definition={screen} />;
  return null;
}

function ScreenRoutes({ location }: { location: Partial<Location> }) {
  return (
    <Routes location={location}>
      {SCREENS.map((screen) => (
        <Fragment key={screen.path}>
          <Route
            path={screen.path}
            element={
              <RoleGate screenPath={screen.path}>
                <screen.list />
              </RoleGate>
            }
          />
          {(screen.edit || (isCrud(screen) && !screen.listOnly)) && (
            <Route
              path={`${screen.path}/:id`}
              element={
                <RoleGate screenPath={screen.path}>
                  <EditPage screen={screen} />
                </RoleGate>
              }
            />
          )}
        </Fragment>
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * One open tab's screen, mounted the first time it is shown (the home tab, always open, does not load its dashboard
 * behind a record opened by its address); hidden tabs then stay mounted so nothing typed in them is lost.
 */
function TabPane({ tab, active }: { tab: AdminTab; active: boolean }) {
  const [shown, setShown] = useState(active);
  if (active && !shown) setShown(true);
  const location = useMemo(() => {
    const query = tab.url.slice(tab.key.length);
    return { pathname: tab.key, search: query, hash: "", state: null, key: tab.url };
  }, [tab.key, tab.url]);
  const host = useMemo(() => ({ key: tab.key, active }), [tab.key, active]);
  return (
    <div className="admin-tab-pane" hidden={!active} data-tab-pane={tab.key}>
      <TabHostContext.Provider value={host}>
        {shown && (
          <Suspense fallback={<PageSpinner />}>
            <ScreenRoutes location={location} />
          </Suspense>
        )}
      </TabHostContext.Provider>
    </div>
  );
}

function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { activeKey } = useAdminTabs();
  const current = parseAdminPath(activeKey)?.segment ?? "workplace";
  const shows = useMenuShows();
  const items = MENU_GROUPS.map((group) => ({
    type: "group" as const,
    key: group,
    label: collapsed ? null : t(`menu.groups.${group}`),
    children: SCREENS.filter((screen) => screen.group === group && screen.inMenu !== false && shows(screen.path)).map((screen) => ({
      key: screen.path,
      icon: <screen.icon />,
      label: (
        <Link to={`/admin/${screen.path}`} data-menu={screen.path}>
          {t(`resources.${screen.resource}.name`)}
        </Link>
      ),
    })),
  }));
  return <Menu theme="dark" mode="inline" selectedKeys={[current]} items={items} className="admin-menu" />;
}

function HeaderBar({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const { language, setLanguage } = useAdminLanguage();
  return (
    <Layout.Header className="admin-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t(collapsed ? "app.expandMenu" : "app.collapseMenu")}
      />
      <div className="admin-header__spacer" />
      <Finder />
      <a href="/" target="_blank" rel="noreferrer" className="admin-header__link">
        <ExportOutlined /> <span className="admin-header__label">{t("app.viewSite")}</span>
      </a>
      <Dropdown
        trigger={["click"]}
        menu={{
          selectable: true,
          selectedKeys: [language],
          items: ADMIN_LANGUAGES.map((lang) => ({ key: lang, label: ADMIN_LANGUAGE_NAMES[lang] })),
          onClick: ({ key }) => setLanguage(key as (typeof ADMIN_LANGUAGES)[number]),
        }}
      >
        <Button type="text" icon={<GlobalOutlined />} aria-label={t("app.language")} data-testid="admin-language">
          <span className="admin-header__label">{ADMIN_LANGUAGE_NAMES[language]}</span>
        </Button>
      </Dropdown>
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            { key: "email", label: user?.email ?? "…", disabled: true },
            { type: "divider" },
            {
              key: "two-factor",
              icon: <SafetyCertificateOutlined />,
              label: t("resources.twoFactor.name"),
              onClick: () => navigate("/admin/two-factor"),
            },
            { key: "logout", icon: <LogoutOutlined />, label: t("app.signOut"), onClick: () => void signOut() },
          ],
        }}
      >
        <Button type="text" icon={<UserOutlined />} data-testid="admin-user">
          <span className="admin-header__label">{user?.name || user?.email || t("app.account")}</span>
        </Button>
      </Dropdown>
    </Layout.Header>
  );
}

function Panes() {
  const { tabs, activeKey } = useAdminTabs();
  return (
    <>
      {tabs.map((tab) => (
        <TabPane key={tab.key} tab={tab} active={tab.key === activeKey} />
      ))}
    </>
  );
}

const TwoFactorScreen = lazy(() => import("../resources/two-factor/screen.tsx"));

/**
 * The site requires a second factor and this account has none (decision 074): the session may only set it up,
 * so the admin shows that and nothing else until it is done.
 */
function EnrolFirst() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  return (
    <Layout className="admin-layout admin-enrol-first" data-admin-ready="true">
      <Layout.Content className="admin-content" id="admin-main" tabIndex={-1}>
        <Alert type="warning" showIcon title={t("resources.twoFactor.enrolFirst")} className="admin-enrol-first__notice" />
        <Suspense fallback={<PageSpinner />}>
          <TwoFactorScreen />
        </Suspense>
        <Button type="link" icon={<LogoutOutlined />} onClick={() => void signOut()}>
          {t("app.signOut")}
        </Button>
      </Layout.Content>
    </Layout>
  );
}

/** Side menu, header, tab panel and the open screens. */
export function AdminLayout() {
  const { user } = useAuth();
  if (user?.second_factor?.enrol_only) return <EnrolFirst />;
  return <FullLayout />;
}

function FullLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === "1");
  useEffect(() => localStorage.setItem(COLLAPSE_KEY, collapsed ? "1" : "0"), [collapsed]);
  return (
    <TabsProvider>
      <Layout className="admin-layout" data-admin-ready="true">
        {/* First in the page: keyboard users skip the side menu. */}
        <a
          href="#admin-main"
          className="admin-skip-link"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById("admin-main")?.focus();
          }}
        >
          {t("app.skipToContent")}
        </a>
        <Layout.Sider width={248} collapsible collapsed={collapsed} trigger={null} breakpoint="lg" onBreakpoint={(broken) => setCollapsed(broken)}>
          <Link to="/admin/workplace" className="admin-brand">
            <span className="admin-brand__mark">F</span>
            {!collapsed && <span className="admin-brand__name">{t("app.title")}</span>}
          </Link>
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <HeaderBar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
          <div className="admin-tabbar">
            <TabBar />
          </div>
          <Layout.Content className="admin-content" id="admin-main" tabIndex={-1}>
            <Panes />
          </Layout.Content>
        </Layout>
      </Layout>
    </TabsProvider>
  );
}
