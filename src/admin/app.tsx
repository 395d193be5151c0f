import { Layout, Menu } from "antd";
import { Link, Route, Routes, useLocation } from "react-router";

const SCREENS = [
  "workplace", "commodity-administration", "sort-administration", "blog-administration", "landing-page-ones",
  "landing-page-twos", "advertisement", "list-posters", "card-adsense", "charts", "social-code",
  "customer-enquiries", "customer-subscribe",
];

/** The admin shell: side menu and content area. Screens are added by the admin issue. */
export default function AdminApp() {
  const { pathname } = useLocation();
  const current = pathname.split("/")[2] ?? "workplace";
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0}>
        <Menu theme="dark" mode="inline" selectedKeys={[current]} items={SCREENS.map((key) => ({ key, label: <Link to={`/admin/${key}`}>{key}</Link> }))} />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          <Route path="*" element={<h1>{current}</h1>} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
