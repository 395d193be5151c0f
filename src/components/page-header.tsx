import type { ReactNode } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { LocalLink } from "./local-link.tsx";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation("common");
  return (
    <nav className="breadcrumbs" aria-label={t("nav.breadcrumbs")}>
      <ol>
        <li>
          <LocalLink to="/">{t("nav.home")}</LocalLink>
        </li>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>{item.to ? <LocalLink to={item.to}>{item.label}</LocalLink> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

/** The banner at the top of inner pages: breadcrumbs, title, intro. */
export function PageHeader({
  title,
  intro,
  crumbs,
  eyebrow,
  children,
  tone = "green",
}: {
  title: string;
  intro?: string;
  crumbs: Crumb[];
  eyebrow?: string;
  children?: ReactNode;
  tone?: "green" | "light";
}) {
  return (
    <header className={`page-header page-header--${tone}`}>
      <div className="container">
        <Breadcrumbs items={crumbs} />
        {eyebrow && <p className="eyebrow eyebrow--light">{eyebrow}</p>}
        <h1 className="page-header__title">{title}</h1>
        {intro && <p className="page-header__intro">{intro}</p>}
        {children}
      </div>
    </header>
  );
}
