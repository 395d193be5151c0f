import type { Locale } from "#domain/locales.ts";

/** Small inline flags: no image requests, no layout shift. */
export function Flag({ locale }: { locale: Locale }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="21" height="14" aria-hidden="true">
      {locale === "en" && (
        <>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
        </>
      )}
      {locale === "fr" && (
        <>
          <rect width="10" height="20" fill="#0055A4" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#EF4135" />
        </>
      )}
      {locale === "nl" && (
        <>
          <rect width="30" height="7" fill="#AE1C28" />
          <rect y="7" width="30" height="6" fill="#fff" />
          <rect y="13" width="30" height="7" fill="#21468B" />
        </>
      )}
    </svg>
  );
}
