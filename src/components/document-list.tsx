import { useTranslation } from "#src/lib/i18n-react.tsx";
import { formatBytes, hasRange, versionFor, type DocumentVersionSummary, type OfferedDocument, type VersionRange } from "#domain/documents.ts";
import type { Locale } from "#domain/locales.ts";
import type { Translate } from "#domain/translate.ts";
import { longDate } from "#domain/warranty.ts";
import { Icon, icons } from "./icons.tsx";
import { LocalLink } from "./local-link.tsx";

/** "Serial numbers from FT24A0001 · Made up to 12 March 2025": which machines a version (or a spare part) is for, or "" when it sets no bound. */
export function rangeText(range: VersionRange, t: Translate, locale: Locale): string {
  const bounds = (from: string, to: string) =>
    from && to ? t("manuals.rangeBetween", { from, to }) : from ? t("manuals.rangeFrom", { from }) : t("manuals.rangeTo", { to });
  const date = (day: string) => (day ? longDate(day, locale) : "");
  return [
    range.serial_from || range.serial_to ? t("manuals.forSerials", { range: bounds(range.serial_from, range.serial_to) }) : "",
    range.made_from || range.made_to ? t("manuals.forDates", { range: bounds(date(range.made_from), date(range.made_to)) }) : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * Download links for a product's documents. A document offered in English because the page's
 * language has none of its kind carries a visible "EN" badge (and says so to screen readers).
 * Each shows its current version, its earlier versions (the ten-year archive, decision 081: a
 * disclosure that opens without JavaScript), and the link to ask for a printed copy. With the
 * owner's `serial`, the version made for that machine is marked.
 */
export function DocumentList({ documents, serial }: { documents: OfferedDocument[]; serial?: string }) {
  const { t, language } = useTranslation("public");
  const locale = language as Locale;
  const versionLine = (version: DocumentVersionSummary) => t("manuals.version", { label: version.label, date: longDate(version.published_on, locale) });
  return (
    <ul className="document-list">
      {documents.map((document) => {
        const all = [...(document.version ? [document.version] : []), ...(document.earlier ?? [])];
        const mine = serial && all.some(hasRange) ? versionFor(all, { serial }) : undefined;
        const current = document.version;
        return (
          <li key={document.id} className="document-list__item" data-testid="document">
            <a href={document.url} className="document-link" type="application/pdf" data-kind={document.kind} data-locale={document.locale}>
              <Icon name={icons.download} size={22} />
              <span className="document-link__text">
                <span className="document-link__kind">{t(`manuals.kinds.${document.kind}`)}</span>
                <span className="document-link__title">{document.title}</span>
                <span className="document-link__meta">
                  PDF · {formatBytes(document.bytes, language)}
                  {current && <> · {versionLine(current)}</>}
                </span>
                {current?.withdrawn && <span className="document-link__withdrawn">{t("manuals.withdrawnReason", { reason: current.withdrawn.reason })}</span>}
                {current && hasRange(current) && <span className="document-link__meta">{rangeText(current, t, locale)}</span>}
                {mine && mine.id === current?.id && <span className="document-link__mine">{t("manuals.forYourSerial")}</span>}
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
            <div className="document-list__more">
              <LocalLink to={`/manuals/printed-copy?document=${document.id}`} className="document-list__printed" rel="nofollow">
                <Icon name={icons.mail} size={16} /> {t("manuals.printedCopy")}
              </LocalLink>
              {document.earlier && document.earlier.length > 0 && (
                <details className="document-versions" open={Boolean(mine && mine.id !== current?.id)}>
                  <summary>{t("manuals.earlier", { count: document.earlier.length })}</summary>
                  <ul className="document-versions__list">
                    {document.earlier.map((version) => (
                      <li
                        key={version.id}
                        className={version.withdrawn ? "document-version document-version--withdrawn" : "document-version"}
                        data-testid="earlier-version"
                      >
                        <a href={version.url} type="application/pdf">
                          {versionLine(version)}
                        </a>{" "}
                        <span className="document-version__meta">PDF · {formatBytes(version.bytes, language)}</span>
                        {hasRange(version) && <span className="document-version__meta">{rangeText(version, t, locale)}</span>}
                        {mine?.id === version.id && <span className="document-link__mine">{t("manuals.forYourSerial")}</span>}
                        {version.withdrawn && (
                          <span className="document-link__withdrawn">
                            <strong>{t("manuals.withdrawn")}</strong>: {version.withdrawn.reason}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
