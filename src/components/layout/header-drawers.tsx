import { useAtom } from "jotai";
import { useCallback, useId } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { drawerAtom, mobileMenuAtom } from "#src/state/ui.ts";
import { Drawer } from "../drawer.tsx";
import { Icon, icons } from "../icons.tsx";
import { LocalLink } from "../local-link.tsx";
import { MobileMenuLinks, OWNER_PAGES } from "./mobile-menu.tsx";
import { ProductMenu } from "./product-menu.tsx";

/**
 * The About Us, Product and Support drawers and the mobile menu (product rules §2, §4). Loaded on demand by
 * the header and rendered only while one is open; the ids match the triggers' aria-controls.
 */
export default function HeaderDrawers({ ids }: { ids: { about: string; product: string; support: string; mobile: string } }) {
  const { t } = useTranslation("common");
  const { settings, categories } = usePublicLayoutData();
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuAtom);
  const headings = { about: useId(), product: useId(), support: useId() };
  const closeDrawer = useCallback(() => setDrawer(null), [setDrawer]);
  const closeMobile = useCallback(() => setMobileOpen(false), [setMobileOpen]);
  const aboutPath = `/${settings.about_path}`;

  return (
    <>
      <Drawer id={ids.about} open={drawer === "about"} onClose={closeDrawer} label={t("nav.about")} className="drawer--tiles">
        <h2 id={headings.about} className="drawer__title">
          {t("nav.about")}
        </h2>
        <Tiles
          tiles={[
            { to: aboutPath, icon: icons.factory, title: t("menu.aboutTitle", { brand: settings.brand_name }), text: t("menu.aboutText") },
            { to: "/partner", icon: icons.handshake, title: t("menu.partnerTitle"), text: t("menu.partnerText") },
            { to: "/benefits", icon: icons.leaf, title: t("menu.benefitsTitle"), text: t("menu.benefitsText") },
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
            { to: "/faq", icon: icons.help, title: t("menu.faqTitle"), text: t("menu.faqText") },
            { to: "/service", icon: icons.shield, title: t("menu.serviceTitle"), text: t("menu.serviceText") },
          ]}
        />
        {/* The owners' pages after product rules §2's two tiles, smaller so all seven fit a laptop's height; the mobile menu has the same order. */}
        <Tiles compact tiles={OWNER_PAGES.map((page) => ({ to: page.to, icon: page.icon, title: t(page.title) }))} />
      </Drawer>
      <Drawer id={ids.mobile} open={mobileOpen} onClose={closeMobile} label={t("nav.mobileLabel")} side="left" className="drawer--half">
        <nav aria-label={t("nav.mobileLabel")}>
          <MobileMenuLinks onChoose={closeMobile} />
        </nav>
      </Drawer>
    </>
  );
}

/** Tiles with a text under the title; compact ones (the owners' pages) have their title alone. */
function Tiles({ tiles, compact = false }: { tiles: { to: string; icon: string; title: string; text?: string }[]; compact?: boolean }) {
  return (
    <ul className={compact ? "drawer-tiles drawer-tiles--compact" : "drawer-tiles"}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <LocalLink to={tile.to} className="drawer-tile">
            <span className="drawer-tile__icon">
              <Icon name={tile.icon} size={compact ? 22 : 30} />
            </span>
            <span className="drawer-tile__title">{tile.title}</span>
            {/* The owners' pages are small tiles, two to a row, named by their title alone, so all seven fit a laptop's height. */}
            {tile.text && <span className="drawer-tile__text">{tile.text}</span>}
            {!compact && (
              <span className="drawer-tile__more">
                <Icon name={icons.arrowRight} size={18} />
              </span>
            )}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
