import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/register-verify.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { data } from "react-router";
import { appContext, type AppContext } from "#src/lib/app-context.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { longDate } from "#domain/warranty.ts";
import warrantyStyles from "#src/styles/warranty.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["warranty"], stylesheets: [warrantyStyles] };

/** The serial typed from the machine: at most this long (longer is not a serial). */
const MAX_SERIAL = 64;

async function lookUp({ services }: AppContext, url: URL, ref: string, serial?: string) {
  const locale = localeFromPath(url.pathname);
  if (!ref) return { ref, result: null };
  const found = await services.warranty.verifyCertificate(ref, locale, new Date(), serial);
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
      serialMatches: found.serial_matches,
    },
  };
}

/** /register/verify?ref=…: a dealer or service centre checks a certificate. Product and dates only, never the owner. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return lookUp(context.get(appContext), url, (url.searchParams.get("ref") ?? "").trim().slice(0, 32));
}

/**
 * The check with the serial on the machine: posted, so the serial is in no address or log; the answer says
 * whether it matches, and the page never shows the registered serial. Counted against the per-IP form limit.
 */
export async function action({ url, request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  const ref = String(form.get("ref") ?? "")
    .trim()
    .slice(0, 32);
  const serial = String(form.get("serial") ?? "").slice(0, MAX_SERIAL);
  if (app.allowFormPost && !(await app.allowFormPost("certificate-checks"))) return data({ ref, result: null, tooMany: true }, { status: 429 });
  return lookUp(app, url, ref, serial);
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

export default function RegisterVerify({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { ref, result } = actionData ?? loaderData;
  const tooMany = actionData !== undefined && "tooMany" in actionData;
  return (
    <main id="main">
      <PageHeader
        title={t("warranty.verify.title")}
        intro={t("warranty.verify.intro")}
        crumbs={[{ label: t("warranty.title"), to: "/register" }, { label: t("warranty.verify.title") }]}
      />
      <div className="container section warranty-verify">
        <form method="post" className="panel warranty-verify__form" role="search" aria-label={t("warranty.verify.title")}>
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
          <div className="field">
            <label className="field__label" htmlFor="verify-serial">
              {t("warranty.verify.serialLabel")}
            </label>
            <input
              id="verify-serial"
              name="serial"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_SERIAL}
              aria-describedby="verify-serial-hint"
            />
            <p className="field__hint" id="verify-serial-hint">
              {t("warranty.verify.serialHint")}
            </p>
          </div>
          <button type="submit" className="button button--primary button--large">
            {t("warranty.verify.submit")}
          </button>
        </form>
        {tooMany && (
          <p className="form-alert" role="alert">
            {t("form.tooMany")}
          </p>
        )}
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
            {result.serialMatches !== undefined && (
              <p
                className={result.serialMatches ? "warranty-verify__serial warranty-verify__serial--match" : "warranty-verify__serial"}
                role="status"
                data-testid="serial-result"
              >
                <Icon name={result.serialMatches ? icons.check : icons.close} size={20} />{" "}
                {t(result.serialMatches ? "warranty.verify.serialMatches" : "warranty.verify.serialDiffers")}
              </p>
            )}
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
