import { useAtom } from "jotai";
import { Suspense, lazy, useEffect, useId } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useLocation } from "react-router";
import { stripLocale } from "#src/lib/locales.ts";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { drawerAtom, mobileMenuAtom, type DrawerKind } from "#src/state/ui.ts";
import { Icon, icons } from "../icons.tsx";
import { LocalLink, LocalNavLink } from "../local-link.tsx";
import { LanguageSelector } from "./language-selector.tsx";
import { Logo } from "./logo.tsx";
import { SearchBox } from "./search-box.tsx";
import { SocialLinks, headerSocials } from "./social-links.tsx";

/** The drawers' code loads when one is first wanted (hover, focus or click), not with the page. */
const loadDrawers = () => import("./header-drawers.tsx");
const HeaderDrawers = lazy(loadDrawers);

/** SPEC §9: the navigation bar shows the first 4 top categories. */
export const NAV_CATEGORY_COUNT = 4;

export function Header() {
  const { t } = useTranslation("common");
  const { settings, categories } = usePublicLayoutData();
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuAtom);
  const { pathname } = useLocation();
  const ids = { about: useId(), product: useId(), support: useId(), mobile: useId() };

  // Any navigation closes the drawers and the mobile menu.
  useEffect(() => {
    setDrawer(null);
    setMobileOpen(false);
  }, [pathname, setDrawer, setMobileOpen]);

  const section = stripLocale(pathname).split("/")[1] ?? "";
  const drawerButton = (kind: DrawerKind, label: string, active: boolean) => (
    <button
      type="button"
      className={active ? "site-nav__item active" : "site-nav__item"}
      aria-haspopup="dialog"
      aria-expanded={drawer === kind}
      aria-controls={ids[kind]}
      onClick={() => setDrawer(drawer === kind ? null : kind)}
      onPointerEnter={loadDrawers}
      onFocus={loadDrawers}
    >
      {label}
      <Icon name={icons.chevronDown} size={16} />
    </button>
  );

  return (
    <>
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <header className="site-header">
        <div className="topbar">
          <div className="container topbar__inner">
            <p className="topbar__claim">{t("header.claim")}</p>
            <SocialLinks socials={headerSocials(settings.socials)} className="topbar__socials" />
            <LanguageSelector />
            <SearchBox />
          </div>
        </div>
        <div className="site-header__inner container">
          <LocalLink to="/" className="site-header__logo">
            <Logo brand={settings.brand_name} />
            <span className="visually-hidden"> {t("nav.home")}</span>
          </LocalLink>
          <nav className="site-nav" aria-label={t("nav.mainLabel")}>
            <ul>
              <li>
                <LocalNavLink to="/" end className="site-nav__item">
                  {t("nav.home")}
                </LocalNavLink>
              </li>
              <li>{drawerButton("about", t("nav.about"), [settings.about_path, "partner", "benefits"].includes(section))}</li>
              <li>{drawerButton("product", t("nav.product"), section === "products" || section === "product")}</li>
              <li>{drawerButton("support", t("nav.support"), section === "faq" || section === "service")}</li>
              <li>
                <LocalNavLink to="/blog" className="site-nav__item">
                  {t("nav.blog")}
                </LocalNavLink>
              </li>
              <li>
                <LocalNavLink to="/contact" className="site-nav__item">
                  {t("nav.contact")}
                </LocalNavLink>
              </li>
            </ul>
          </nav>
          <LocalLink to="/partner" className="button button--accent site-header__cta">
            {t("nav.partner")}
          </LocalLink>
          <button
            type="button"
            className="hamburger"
            aria-label={t("nav.openMenu")}
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            aria-controls={ids.mobile}
            onClick={() => setMobileOpen(true)}
            onPointerEnter={loadDrawers}
            onFocus={loadDrawers}
          >
            <Icon name={icons.menu} size={26} />
          </button>
        </div>
        <nav className="category-strip" aria-label={t("nav.categoriesLabel")}>
          <ul className="container">
            {categories.slice(0, NAV_CATEGORY_COUNT).map((category) => (
              <li key={category.id}>
                <LocalLink to={category.link}>{category.name}</LocalLink>
              </li>
            ))}
            <li>
              <LocalLink to="/products" className="category-strip__all">
                {t("nav.allProducts")}
                <Icon name={icons.arrowRight} size={16} />
              </LocalLink>
            </li>
          </ul>
        </nav>
      </header>

      <Suspense fallback={null}>{(drawer || mobileOpen) && <HeaderDrawers ids={ids} />}</Suspense>
    </>
  );
}
