import { useTranslation } from "react-i18next";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { LocalLink } from "../local-link.tsx";

export function Footer() {
  const { t } = useTranslation("common");
  const { settings } = usePublicLayoutData();
  const sitemap = [
    { to: "/", label: t("nav.home") },
    { to: `/${settings.about_path}`, label: t("nav.about") },
    { to: "/service", label: t("nav.support") },
    { to: "/blog", label: t("nav.blog") },
    { to: "/contact", label: t("nav.contact") },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-label="Sitemap">
          <ul className="site-footer__links">
            {sitemap.map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to}>{link.label}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <address className="site-footer__contact">
          <a href={`mailto:${settings.email_primary}`}>{settings.email_primary}</a>
          <a href={`mailto:${settings.email_secondary}`}>{settings.email_secondary}</a>
          <a href={`tel:${settings.phone.replace(/\s+/g, "")}`}>{settings.phone}</a>
          <span>{settings.company_line}</span>
        </address>
      </div>
      <p className="site-footer__copyright container">
        {t("footer.copyright", { year: new Date().getFullYear(), company: settings.company_line })}
      </p>
    </footer>
  );
}
