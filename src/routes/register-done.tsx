import type { TextsHandle } from "#domain/public-messages.ts";
import { data } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/register-done.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { longDate } from "#domain/warranty.ts";
import thanksStyles from "#src/styles/thanks.css?url";
import warrantyStyles from "#src/styles/warranty.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["warranty"], stylesheets: [thanksStyles, warrantyStyles] };

/**
 * The success page: reference, end date, certificate. ?c= is the certificate's secret token, so only
 * the owner (who just registered, or follows the mail's link) sees it; an unknown token is a 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const summary = await services.warranty.registrationSummary(url.searchParams.get("c") ?? "");
  if (!summary) return data({ found: false as const }, { status: 404 });
  const verifyUrl = `${origin}${localizePath("/register/verify", locale)}`;
  return {
    found: true as const,
    reference: summary.reference,
    product: [summary.product_name, summary.product_model].filter(Boolean).join(" · "),
    serial: summary.serial,
    purchaseDate: longDate(summary.purchase_date, locale),
    until: longDate(summary.warranty_until, locale),
    years: summary.warranty_years,
    reminds: summary.reminds,
    ended: summary.ended,
    email: summary.email,
    certificate: summary.certificate_path,
    verifyUrl,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.found === false ? "warranty.done.invalidTitle" : "warranty.done.title",
    description: "warranty.done.metaDescription",
    noindex: true,
    crumbs: [{ name: "warranty.title", path: "/register" }],
  });

export default function RegisterDone({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  if (!loaderData.found) {
    return (
      <main id="main" className="container section thanks">
        <div className="thanks__card">
          <h1>{t("warranty.done.invalidTitle")}</h1>
          <p className="form-alert" role="alert">
            {t("warranty.done.notFound")}
          </p>
          <LocalLink to="/register" className="button button--primary button--large">
            {t("warranty.cta")}
          </LocalLink>
        </div>
      </main>
    );
  }
  const { reference, product, serial, purchaseDate, until, years, reminds, ended, email, certificate, verifyUrl } = loaderData;
  return (
    <main id="main" className="container section warranty-done">
      <div className="warranty-done__card">
        <span className="thanks__icon">
          <Icon name={icons.check} size={40} />
        </span>
        <h1>{t("warranty.done.title")}</h1>
        <dl className="warranty-done__facts">
          <div>
            <dt>{t("warranty.done.reference")}</dt>
            <dd className="warranty-done__reference" data-testid="reference">
              {reference}
            </dd>
          </div>
          <div>
            <dt>{t("warranty.done.until")}</dt>
            <dd className="warranty-done__until" data-testid="until">
              {until}
            </dd>
          </div>
        </dl>
        <p className={years >= 3 ? "warranty-preview warranty-preview--bonus" : "warranty-preview"} data-testid="years">
          {t(years >= 3 ? "warranty.done.years3" : "warranty.done.years2")}
        </p>
        {ended && (
          <p className="form-alert" role="status" data-testid="ended">
            {t("warranty.done.ended", { until })}
          </p>
        )}
        <a className="button button--primary button--large" href={certificate} download data-testid="certificate">
          <Icon name={icons.download} size={20} /> {t("warranty.done.download")}
        </a>
        <dl className="warranty-done__details">
          <div>
            <dt>{t("warranty.done.product")}</dt>
            <dd>{product}</dd>
          </div>
          <div>
            <dt>{t("warranty.done.serial")}</dt>
            <dd>{serial}</dd>
          </div>
          <div>
            <dt>{t("warranty.done.purchaseDate")}</dt>
            <dd>{purchaseDate}</dd>
          </div>
        </dl>
        <p className="warranty-done__text">
          {t("warranty.done.emailSent", { email })}
          {reminds && ` ${t("warranty.done.reminder")}`}
        </p>
        <p className="warranty-done__text">
          {t("warranty.done.verifyText")} <a href={`${verifyUrl}?ref=${reference}`}>{verifyUrl}</a>
        </p>
        <LocalLink to="/register" className="link-arrow">
          {t("warranty.done.another")}
        </LocalLink>
      </div>
    </main>
  );
}
