import { useAtom } from "jotai";
import { useCallback, useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "#src/lib/locales.ts";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { drawerAtom, mobileMenuAtom, type DrawerKind } from "#src/state/ui.ts";
import { Drawer } from "../drawer.tsx";
import { Icon, type IconName } from "../icons.tsx";
import { LocalLink, LocalNavLink } from "../local-link.tsx";
import { LanguageSelector } from "./language-selector.tsx";
import { Logo } from "./logo.tsx";
import { ProductMenu } from "./product-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { SocialLinks, headerSocials } from "./social-links.tsx";

/** SPEC §9: the navigation bar shows the first 4 top categories. */
export const NAV_CATEGORY_COUNT = 4;

export function Header() {
  const { t } = useTranslation("common");
  const { settings, categories } = usePublicLayoutData();
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuAtom);
  const { pathname } = useLocation();
  const ids = { about: useId(), product: useId(), support: useId(), mobile: useId() };
  const headings = { about: useId(), product: useId(), support: useId() };
  const closeDrawer = useCallback(() => setDrawer(null), [setDrawer]);
  const closeMobile = useCallback(() => setMobileOpen(false), [setMobileOpen]);

  // Any navigation closes the drawers and the mobile menu.
  useEffect(() => {
    setDrawer(null);
    setMobileOpen(false);
  }, [pathname, setDrawer, setMobileOpen]);

  const aboutPath = `/${settings.about_path}`;
  const section = stripLocale(pathname).split("/")[1] ?? "";
  const drawerButton = (kind: DrawerKind, label: string, active: boolean) => (
    <button
      type="button"
      className={active ? "site-nav__item active" : "site-nav__item"}
      aria-haspopup="dialog"
      aria-expanded={drawer === kind}
      aria-controls={ids[kind]}
      onClick={() => setDrawer(drawer === kind ? null : kind)}
    >
      {label}
      <Icon name="chevronDown" size={16} />
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
          >
            <Icon name="menu" size={26} />
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
                <Icon name="arrowRight" size={16} />
              </LocalLink>
            </li>
          </ul>
        </nav>
      </header>

      <Drawer id={ids.about} open={drawer === "about"} onClose={closeDrawer} label={t("nav.about")} className="drawer--tiles">
        <h2 id={headings.about} className="drawer__title">
          {t("nav.about")}
        </h2>
        <Tiles
          tiles={[
            { to: aboutPath, icon: "factory", title: t("menu.aboutTitle", { brand: settings.brand_name }), text: t("menu.aboutText") },
            { to: "/partner", icon: "handshake", title: t("menu.partnerTitle"), text: t("menu.partnerText") },
            { to: "/benefits", icon: "leaf", title: t("menu.benefitsTitle"), text: t("menu.benefitsText") },
          ]}
        />
      </Drawer>
      <Drawer id={ids.product} open={drawer === "product"} onClose={closeDrawer} label={t("nav.product")} className="drawer--wide">
        <ProductMenu categories={categories} headingId={headings.product} />
      </Drawer>
      <Drawer id={ids.support} open={drawer === "support"} onClose={closeDrawer} label={t("nav.support")} className="drawer--tiles">
        <h2 id={headings.support} className="drawer__title">
          {t("nav.support")}
        </h2>
        <Tiles
          tiles={[
            { to: "/faq", icon: "help", title: t("menu.faqTitle"), text: t("menu.faqText") },
            { to: "/service", icon: "shield", title: t("menu.serviceTitle"), text: t("menu.serviceText") },
          ]}
        />
      </Drawer>
      <Drawer id={ids.mobile} open={mobileOpen} onClose={closeMobile} label={t("nav.mobileLabel")} side="left" className="drawer--half">
        <nav aria-label={t("nav.mobileLabel")}>
          <ul className="mobile-menu">
            {[
              { to: "/", label: t("nav.home") },
              { to: aboutPath, label: t("nav.aboutBrand", { brand: settings.brand_name }) },
              { to: "/partner", label: t("nav.partner") },
              { to: "/benefits", label: t("nav.benefits") },
              { to: "/products", label: t("nav.product") },
              { to: "/faq", label: t("nav.faq") },
              { to: "/service", label: t("nav.service") },
              { to: "/blog", label: t("nav.blog") },
              { to: "/contact", label: t("nav.contactShort") },
            ].map((item) => (
              <li key={item.to}>
                <LocalNavLink to={item.to} end onClick={closeMobile}>
                  {item.label}
                </LocalNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

function Tiles({ tiles }: { tiles: { to: string; icon: IconName; title: string; text: string }[] }) {
  return (
    <ul className="drawer-tiles">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <LocalLink to={tile.to} className="drawer-tile">
            <span className="drawer-tile__icon">
              <Icon name={tile.icon} size={30} />
            </span>
            <span className="drawer-tile__title">{tile.title}</span>
            <span className="drawer-tile__text">{tile.text}</span>
            <span className="drawer-tile__more">
              <Icon name="arrowRight" size={18} />
            </span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
