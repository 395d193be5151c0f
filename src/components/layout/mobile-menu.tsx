import { useTranslation } from "#src/lib/i18n-react.tsx";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { icons } from "../icons.tsx";
import { LocalNavLink } from "../local-link.tsx";

/**
 * The owners' pages that follow FAQs and Service, in this order, in the Support drawer (as tiles) and in the mobile
 * menu. Keys of the common texts.
 */
export const OWNER_PAGES = [
  { to: "/register", icon: icons.check, label: "nav.register", title: "menu.registerTitle" },
  { to: "/service/request", icon: icons.wrench, label: "nav.serviceRequest", title: "menu.serviceRequestTitle" },
  { to: "/manuals", icon: icons.download, label: "nav.manuals", title: "menu.manualsTitle" },
  { to: "/parts", icon: icons.wrench, label: "nav.parts", title: "menu.partsTitle" },
  { to: "/batteries", icon: icons.battery, label: "nav.batteries", title: "menu.batteriesTitle" },
  { to: "/dealers", icon: icons.pin, label: "nav.dealers", title: "menu.dealersTitle" },
  { to: "/my", icon: icons.users, label: "nav.my", title: "menu.myTitle" },
  { to: "/safety", icon: icons.shield, label: "nav.safety", title: "menu.safetyTitle" },
] as const;

/**
 * product rules §2 mobile menu: the nine entries, with the owners' pages after FAQs and Service. The hamburger's drawer shows them, and so does the
 * hamburger's native disclosure before JavaScript runs (or without it).
 */
export function MobileMenuLinks({ onChoose }: { onChoose?: () => void }) {
  const { t } = useTranslation("common");
  const { settings } = usePublicLayoutData();
  const entries = [
    { to: "/", label: t("nav.home") },
    { to: `/${settings.about_path}`, label: t("nav.aboutBrand", { brand: settings.brand_name }) },
    { to: "/partner", label: t("nav.partner") },
    { to: "/benefits", label: t("nav.benefits") },
    { to: "/products", label: t("nav.product") },
    { to: "/faq", label: t("nav.faq") },
    { to: "/service", label: t("nav.service") },
    ...OWNER_PAGES.map((page) => ({ to: page.to, label: t(page.label) })),
    { to: "/blog", label: t("nav.blog") },
    { to: "/contact", label: t("nav.contactShort") },
  ];
  return (
    <ul className="mobile-menu">
      {entries.map((item) => (
        <li key={item.to}>
          <LocalNavLink to={item.to} end onClick={onChoose}>
            {item.label}
          </LocalNavLink>
        </li>
      ))}
    </ul>
  );
}
