import { articles } from "./articles/index.ts";
import { campaigns } from "./campaigns/index.ts";
import { cardAdverts } from "./card-adverts/index.ts";
import { products } from "./products/index.ts";
import { categories } from "./categories/index.ts";
import { dealers } from "./dealers/index.ts";
import { enquiries } from "./enquiries/index.ts";
import { documents } from "./documents/index.ts";
import { newsletterSignUps } from "./newsletter-sign-ups/index.ts";
import { categoryPages } from "./category-pages/index.ts";
import { subcategoryPages } from "./subcategory-pages/index.ts";
import { listPosters } from "./list-posters/index.ts";
import { media } from "./media/index.ts";
import { outbox } from "./outbox/index.ts";
import { paperCopies } from "./paper-copies/index.ts";
import { partDiagrams } from "./part-diagrams/index.ts";
import { parts } from "./parts/index.ts";
import { posters } from "./posters/index.ts";
import { registrations } from "./registrations/index.ts";
import { safetyNotices } from "./safety-notices/index.ts";
import { safetyReports } from "./safety-reports/index.ts";
import { serviceRequests } from "./service-requests/index.ts";
import { rotationCharts } from "./rotation-charts/index.ts";
import { socialCodes } from "./social-codes/index.ts";
import { specAttributes } from "./spec-attributes/index.ts";
import type { AdminResource, MenuGroup } from "./types.ts";
import { users } from "./users/index.ts";
import { auditLog } from "./audit-log/index.ts";
import { workplace } from "./workplace/index.ts";
import { twoFactor } from "./two-factor/index.ts";
import { trash } from "./trash/index.ts";

/**
 * The registry of admin resources (product rules §2 admin routes, decision 057): each is one descriptor
 * in its folder's index.ts, listed here once, in menu order within its group. It drives the
 * side menu, the routes and the tab titles.
 */
export const SCREENS: AdminResource[] = [
  workplace,
  products,
  documents,
  categories,
  specAttributes,
  parts,
  partDiagrams,
  categoryPages,
  subcategoryPages,
  articles,
  media,
  posters,
  campaigns,
  listPosters,
  cardAdverts,
  rotationCharts,
  enquiries,
  newsletterSignUps,
  dealers,
  registrations,
  serviceRequests,
  safetyNotices,
  safetyReports,
  paperCopies,
  outbox,
  socialCodes,
  users,
  auditLog,
  trash,
  twoFactor,
];

export const MENU_GROUPS: MenuGroup[] = ["overview", "catalogue", "content", "customers", "settings"];

export function screenByPath(segment: string | undefined): AdminResource | undefined {
  return SCREENS.find((screen) => screen.path === segment);
}

/** /admin/<screen>[/<id>|/new] → its parts; null outside the admin. */
export function parseAdminPath(pathname: string): { screen: AdminResource | undefined; segment: string; item?: string } | null {
  const parts = pathname.replace(/\/+$/, "").split("/");
  if (parts[1] !== "admin") return null;
  const segment = parts[2] ?? "workplace";
  return { screen: screenByPath(segment), segment, item: parts[3] };
}
