import { useTranslation } from "#src/lib/i18n-react.tsx";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { Icon, icons } from "../icons.tsx";
import { LocalLink } from "../local-link.tsx";
import { Logo } from "./logo.tsx";
import { Newsletter } from "./newsletter.tsx";
import { SocialLinks, footerSocials } from "./social-links.tsx";

export function Footer() {
  const { t } = useTranslation("common");
  const { settings } = usePublicLayoutData();
  const support: { to: string; icon: string; label: string }[] = [
    { to: "/service", icon: icons.wrench, label: t("footer.service") },
    { to: "/faq", icon: icons.help, label: t("footer.faq") },
    { to: "/manuals", icon: icons.download, label: t("footer.manuals") },
    { to: "/register", icon: icons.shield, label: t("warranty.footerRegister") },
    { to: "/partner", icon: icons.handshake, label: t("footer.partner") },
  ];
  const sitemap = [
    { to: "/", label: t("nav.home") },
    { to: `/${settings.about_path}`, label: t("footer.aboutUs") },
    { to: "/service", label: t("nav.support") },
    { to: "/dealers", label: t("dealers.link") },
    { to: "/blog", label: t("nav.blog") },
    { to: "/contact", label: t("nav.contactShort") },
  ];
  return (
    <footer className="site-footer" id="site-footer">
      <nav className="support-strip" aria-label={t("footer.supportLabel")}>
        <ul className="container support-strip__list">
          {support.map((item) => (
            <li key={item.label}>
              <LocalLink to={item.to} className="support-strip__link">
                <span className="support-strip__icon">
                  <Icon name={item.icon} size={26} />
                </span>
                {item.label}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo brand={settings.brand_name} />
          <p>{t("footer.pitch")}</p>
          <Newsletter />
        </div>
        <nav aria-labelledby="footer-sitemap">
          <h2 id="footer-sitemap" className="site-footer__heading">
            {t("footer.sitemap")}
          </h2>
          <ul className="site-footer__links">
            {sitemap.map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to}>{link.label}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{t("footer.contact")}</h2>
          <address className="site-footer__contact">
            <a href={`mailto:${settings.email_primary}`}>
              <Icon name={icons.mail} size={18} /> {settings.email_primary}
            </a>
            <a href={`mailto:${settings.email_secondary}`}>
              <Icon name={icons.mail} size={18} /> {settings.email_secondary}
            </a>
            <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}>
              <Icon name={icons.phone} size={18} /> {settings.phone}
            </a>
            <span>
              <Icon name={icons.building} size={18} /> {settings.company_line}
            </span>
            {settings.address && (
              <span>
                <Icon name={icons.pin} size={18} /> {settings.address}
              </span>
            )}
          </address>
          <h2 className="site-footer__heading site-footer__heading--follow">{t("footer.follow")}</h2>
          <SocialLinks socials={footerSocials(settings.socials)} className="site-footer__socials" size={20} />
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t("footer.copyright", { year: new Date().getFullYear(), company: settings.company_line })}</p>
      </div>
    </footer>
  );
}
