import { useAtom } from "jotai";
import { Suspense, lazy, useEffect, useId } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useLocation } from "react-router";
import { stripLocale } from "#domain/locales.ts";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";
import { drawerAtom, mobileMenuAtom, type DrawerKind } from "#src/state/ui.ts";
import { Icon, icons } from "../icons.tsx";
import { LocalLink, LocalNavLink } from "../local-link.tsx";
import { LanguageSelector } from "./language-selector.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenuLinks } from "./mobile-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { SocialLinks, headerSocials } from "./social-links.tsx";

/** The drawers' code loads when one is first wanted (hover, focus or click), not with the page. */
const loadDrawers = () => import("./header-drawers.tsx");
const HeaderDrawers = lazy(loadDrawers);

/** product rules §9: the navigation bar shows the first 4 top categories. */
export const NAV_CATEGORY_COUNT = 4;

/** The sections whose pages the Support drawer leads to: Support shows as the current entry there. */
const SUPPORT_SECTIONS = ["faq", "service", "register", "manuals", "dealers", "batteries"];

export function Header() {
  const { t } = useTranslation("common");
  const { settings, categories } = usePublicLayoutData();
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuAtom);
  const { pathname } = useLocation();
  const ids = { about: useId(), product: useId(), support: useId(), mobile: useId() };
  const hydrated = useHydrated();

  // Any navigation closes the drawers and the mobile menu.
  useEffect(() => {
    setDrawer(null);
    setMobileOpen(false);
  }, [pathname, setDrawer, setMobileOpen]);

  const section = stripLocale(pathname).split("/")[1] ?? "";
  // Without JavaScript (and until the page is hydrated) each drawer's entry is a link to its main page.
  const drawerEntry = (kind: DrawerKind, label: string, to: string, active: boolean) => {
    const className = active ? "site-nav__item active" : "site-nav__item";
    const content = (
      <>
        {label}
        <Icon name={icons.chevronDown} size={16} />
      </>
    );
    if (!hydrated) {
      return (
        <LocalLink to={to} className={className}>
          {content}
        </LocalLink>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={drawer === kind}
        aria-controls={ids[kind]}
        onClick={() => setDrawer(drawer === kind ? null : kind)}
        onPointerEnter={loadDrawers}
        onFocus={loadDrawers}
      >
        {content}
      </button>
    );
  };

  return (
    <>
      <header className="site-header">
        <div className="topbar">
          <div className="container topbar__inner">
            <p className="topbar__claim">{t("header.claim")}</p>
            <SocialLinks socials={headerSocials(settings.socials)} className="topbar__socials" />
            <LocalLink to="/my" className="topbar__account" data-testid="account-link">
              <Icon name={icons.users} size={18} />
              <span className="topbar__account-text">{t("nav.my")}</span>
            </LocalLink>
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
              <li>{drawerEntry("about", t("nav.about"), `/${settings.about_path}`, [settings.about_path, "partner", "benefits"].includes(section))}</li>
              <li>{drawerEntry("product", t("nav.product"), "/products", section === "products" || section === "product")}</li>
              <li>{drawerEntry("support", t("nav.support"), "/service", SUPPORT_SECTIONS.includes(section))}</li>
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
          {hydrated ? (
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
          ) : (
            // Without JavaScript the hamburger is a native disclosure with the same nine entries under the header.
            <details className="mobile-nav">
              <summary className="hamburger" aria-label={t("nav.openMenu")}>
                <Icon name={icons.menu} size={26} />
              </summary>
              <nav className="mobile-nav__panel" aria-label={t("nav.mobileLabel")}>
                <MobileMenuLinks />
              </nav>
            </details>
          )}
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

/** The page's first link: straight to its main content, before any banner or the header. */
export function SkipLink() {
  const { t } = useTranslation("common");
  return (
    <a className="skip-link" href="#main">
      {t("nav.skip")}
    </a>
  );
}
