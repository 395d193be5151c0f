import { useTranslation } from "#src/lib/i18n-react.tsx";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { LocalNavLink } from "../local-link.tsx";

/**
 * SPEC §2 mobile menu: the nine entries. The hamburger's drawer shows them, and so does the
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
