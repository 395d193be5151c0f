import { useTranslation } from "react-i18next";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { LocalLink, LocalNavLink } from "../local-link.tsx";
import { LanguageSelector } from "./language-selector.tsx";
import { Logo } from "./logo.tsx";

export function Header() {
  const { t } = useTranslation("common");
  const { settings } = usePublicLayoutData();
  const links = [
    { to: "/", label: t("nav.home"), end: true },
    { to: `/${settings.about_path}`, label: t("nav.about") },
    { to: "/products", label: t("nav.product") },
    { to: "/service", label: t("nav.support") },
    { to: "/blog", label: t("nav.blog") },
    { to: "/contact", label: t("nav.contact") },
  ];
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner container">
        <LocalLink to="/" className="site-header__logo" aria-label={settings.brand_name}>
          <Logo brand={settings.brand_name} />
        </LocalLink>
        <nav className="site-nav" aria-label={t("nav.mainLabel")}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <LocalNavLink to={link.to} end={link.end}>
                  {link.label}
                </LocalNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSelector />
      </div>
    </header>
  );
}
