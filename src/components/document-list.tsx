import { useTranslation } from "#src/lib/i18n-react.tsx";
import { formatBytes, type OfferedDocument } from "#src/lib/documents.ts";
import { Icon, icons } from "./icons.tsx";

/**
 * Download links for a product's documents. A document offered in English because the page's
 * language has none of its kind carries a visible "EN" badge (and says so to screen readers).
 */
export function DocumentList({ documents }: { documents: OfferedDocument[] }) {
  const { t, language } = useTranslation("public");
  return (
    <ul className="document-list">
      {documents.map((document) => (
        <li key={document.id} className="document-list__item">
          <a href={document.url} className="document-link" type="application/pdf" data-kind={document.kind} data-locale={document.locale}>
            <Icon name={icons.download} size={22} />
            <span className="document-link__text">
              <span className="document-link__kind">{t(`manuals.kinds.${document.kind}`)}</span>
              <span className="document-link__title">{document.title}</span>
              <span className="document-link__meta">PDF · {formatBytes(document.bytes, language)}</span>
            </span>
            {document.fallback && (
              <span className="language-badge" title={t("manuals.englishOnly")}>
                <span aria-hidden="true" lang="en">
                  EN
                </span>
                <span className="visually-hidden">{t("manuals.englishOnly")}</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
