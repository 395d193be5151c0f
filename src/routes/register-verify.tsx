import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/register-verify.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath } from "#src/lib/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { longDate } from "#src/lib/warranty.ts";

/** /register/verify?ref=…: a dealer or service centre checks a certificate. Product and dates only, never the owner. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const ref = (url.searchParams.get("ref") ?? "").trim().slice(0, 32);
  if (!ref) return { ref, result: null };
  const found = await services.warranty.verifyCertificate(ref, locale);
  if (!found) return { ref, result: { found: false as const } };
  return {
    ref,
    result: {
      found: true as const,
      reference: found.reference,
      product: found.product_name,
      model: found.product_model,
      purchaseDate: longDate(found.purchase_date, locale),
      until: longDate(found.warranty_until, locale),
      years: found.warranty_years,
      valid: found.valid,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "warranty.verify.title",
    description: "warranty.verify.metaDescription",
    // A looked-up certificate is nobody's search result.
    noindex: new URLSearchParams(args.location.search).has("ref"),
    crumbs: [
      { name: "warranty.title", path: "/register" },
      { name: "warranty.verify.title", path: "/register/verify" },
    ],
  });

export default function RegisterVerify({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { ref, result } = loaderData;
  return (
    <main id="main">
      <PageHeader
        title={t("warranty.verify.title")}
        intro={t("warranty.verify.intro")}
        crumbs={[{ label: t("warranty.title"), to: "/register" }, { label: t("warranty.verify.title") }]}
      />
      <div className="container section warranty-verify">
        <form method="get" className="panel warranty-verify__form" role="search">
          <div className="field">
            <label className="field__label" htmlFor="verify-ref">
              {t("warranty.verify.label")}
            </label>
            <input
              id="verify-ref"
              name="ref"
              type="text"
              defaultValue={ref}
              placeholder="W-XXXX-XXXX"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              required
            />
          </div>
          <button type="submit" className="button button--primary button--large">
            {t("warranty.verify.submit")}
          </button>
        </form>
        {result && !result.found && (
          <p className="form-alert" role="alert" data-testid="verify-result">
            {t("warranty.verify.notFound")}
          </p>
        )}
        {result?.found && (
          <section
            className={result.valid ? "panel warranty-verify__result warranty-verify__result--valid" : "panel warranty-verify__result"}
            data-testid="verify-result"
            aria-labelledby="verify-status"
          >
            <h2 id="verify-status">
              <Icon name={result.valid ? icons.check : icons.calendar} size={24} /> {t(result.valid ? "warranty.verify.valid" : "warranty.verify.expired")}
            </h2>
            <dl className="warranty-done__details">
              <div>
                <dt>{t("warranty.done.reference")}</dt>
                <dd>{result.reference}</dd>
              </div>
              <div>
                <dt>{t("warranty.verify.product")}</dt>
                <dd>{result.product}</dd>
              </div>
              {result.model && (
                <div>
                  <dt>{t("warranty.verify.model")}</dt>
                  <dd>{result.model}</dd>
                </div>
              )}
              <div>
                <dt>{t("warranty.verify.purchaseDate")}</dt>
                <dd>{result.purchaseDate}</dd>
              </div>
              <div>
                <dt>{t("warranty.verify.term")}</dt>
                <dd>{t("warranty.verify.years", { years: result.years })}</dd>
              </div>
              <div>
                <dt>{t("warranty.verify.validUntil")}</dt>
                <dd>{result.until}</dd>
              </div>
            </dl>
            <p className="warranty-verify__privacy">{t("warranty.verify.privacy")}</p>
          </section>
        )}
      </div>
    </main>
  );
}
