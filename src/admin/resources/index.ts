import {
  AppstoreOutlined,
  ApartmentOutlined,
  BarChartOutlined,
  ControlOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  LayoutOutlined,
  MailOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  ShareAltOutlined,
  ShopOutlined,
} from "@ant-design/icons";
import { lazy } from "react";
import type { MenuGroup, ScreenEntry } from "./types.ts";

/**
 * The registry of admin screens (SPEC §2 admin routes). It drives the side menu, the routes
 * and the tab titles; each screen's code is a separate chunk loaded when first opened.
 */
export const SCREENS: ScreenEntry[] = [
  {
    path: "workplace",
    resource: "workplace",
    icon: DashboardOutlined,
    group: "overview",
    list: lazy(() => import("./workplace/list.tsx")),
  },
  {
    path: "commodity-administration",
    resource: "commodities",
    icon: AppstoreOutlined,
    group: "catalogue",
    list: lazy(() => import("./commodities/list.tsx")),
    edit: lazy(() => import("./commodities/edit.tsx")),
  },
  {
    path: "documents",
    resource: "documents",
    icon: FilePdfOutlined,
    group: "catalogue",
    list: lazy(() => import("./documents/list.tsx")),
    edit: lazy(() => import("./documents/edit.tsx")),
  },
  {
    path: "sort-administration",
    resource: "commodityTypes",
    icon: ApartmentOutlined,
    group: "catalogue",
    list: lazy(() => import("./commodity-types/list.tsx")),
  },
  {
    path: "spec-attributes",
    resource: "specAttributes",
    icon: ControlOutlined,
    group: "catalogue",
    list: lazy(() => import("./spec-attributes/list.tsx")),
    edit: lazy(() => import("./spec-attributes/edit.tsx")),
  },
  {
    path: "landing-page-ones",
    resource: "landingPageOnes",
    icon: LayoutOutlined,
    group: "catalogue",
    list: lazy(() => import("./landing-page-ones/list.tsx")),
    edit: lazy(() => import("./landing-page-ones/edit.tsx")),
  },
  {
    path: "landing-page-twos",
    resource: "landingPageTwos",
    icon: ProfileOutlined,
    group: "catalogue",
    list: lazy(() => import("./landing-page-twos/list.tsx")),
    edit: lazy(() => import("./landing-page-twos/edit.tsx")),
  },
  {
    path: "blog-administration",
    resource: "articles",
    icon: FileTextOutlined,
    group: "content",
    list: lazy(() => import("./articles/list.tsx")),
    edit: lazy(() => import("./articles/edit.tsx")),
  },
  {
    path: "advertisement",
    resource: "posters",
    icon: NotificationOutlined,
    group: "content",
    list: lazy(() => import("./posters/list.tsx")),
    edit: lazy(() => import("./posters/edit.tsx")),
  },
  {
    path: "list-posters",
    resource: "listPosters",
    icon: PictureOutlined,
    group: "content",
    list: lazy(() => import("./list-posters/list.tsx")),
    edit: lazy(() => import("./list-posters/edit.tsx")),
  },
  {
    path: "card-adsense",
    resource: "cardAdsense",
    icon: CreditCardOutlined,
    group: "content",
    list: lazy(() => import("./card-adsense/list.tsx")),
    edit: lazy(() => import("./card-adsense/edit.tsx")),
  },
  {
    path: "charts",
    resource: "rotationCharts",
    icon: BarChartOutlined,
    group: "content",
    list: lazy(() => import("./rotation-charts/list.tsx")),
    edit: lazy(() => import("./rotation-charts/edit.tsx")),
  },
  {
    path: "customer-enquiries",
    resource: "demands",
    icon: MessageOutlined,
    group: "customers",
    list: lazy(() => import("./demands/list.tsx")),
  },
  {
    path: "customer-subscribe",
    resource: "fileForms",
    icon: MailOutlined,
    group: "customers",
    list: lazy(() => import("./file-forms/list.tsx")),
  },
  {
    path: "dealers",
    resource: "dealers",
    icon: ShopOutlined,
    group: "customers",
    list: lazy(() => import("./dealers/list.tsx")),
    edit: lazy(() => import("./dealers/edit.tsx")),
  },
  {
    path: "warranty-registrations",
    resource: "registrations",
    icon: SafetyCertificateOutlined,
    group: "customers",
    list: lazy(() => import("./registrations/list.tsx")),
  },
  {
    path: "mail-outbox",
    resource: "outbox",
    icon: SendOutlined,
    group: "customers",
    list: lazy(() => import("./outbox/list.tsx")),
  },
  {
    path: "social-code",
    resource: "socialCodes",
    icon: ShareAltOutlined,
    group: "settings",
    list: lazy(() => import("./social-codes/list.tsx")),
    edit: lazy(() => import("./social-codes/edit.tsx")),
  },
];

export const MENU_GROUPS: MenuGroup[] = ["overview", "catalogue", "content", "customers", "settings"];

export const HOME_PATH = "/admin/workplace";

export function screenByPath(segment: string | undefined): ScreenEntry | undefined {
  return SCREENS.find((screen) => screen.path === segment);
}

/** /admin/<screen>[/<id>|/new] → its parts; null outside the admin. */
export function parseAdminPath(pathname: string): { screen: ScreenEntry | undefined; segment: string; item?: string } | null {
  const parts = pathname.replace(/\/+$/, "").split("/");
  if (parts[1] !== "admin") return null;
  const segment = parts[2] ?? "workplace";
  return { screen: screenByPath(segment), segment, item: parts[3] };
}
