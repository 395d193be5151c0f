import { useLocation } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useLocale } from "#src/lib/use-locale.ts";
import { PREVIEW_PARAM } from "#domain/paths.ts";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { dateTimeFormat } from "#domain/intl.ts";

/** Says a page opened through a preview link shows unsaved changes (decision 061); nothing on other pages. */
export function PreviewBanner() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const { preview } = usePublicLayoutData();
  const { search } = useLocation();
  if (!preview || !new URLSearchParams(search).has(PREVIEW_PARAM)) return null;
  const date = dateTimeFormat(locale, {
    // The same text on the server and in any browser's time zone (no hydration mismatch).
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(preview.expiresAt));
  return (
    <div className="preview-banner" role="status">
      <strong>{t("preview.banner")}</strong> <span>{t("preview.text", { date: `${date} UTC` })}</span>
    </div>
  );
}
