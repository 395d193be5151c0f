import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/register.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { WarrantyForm } from "#src/components/warranty-form.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { handleWarrantyRegistration } from "#src/lib/forms/warranty-action.server.ts";
import { warrantyFormData } from "#src/lib/forms/warranty-form-data.server.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { SERIAL_PARAM, serialParam } from "#domain/short-links.ts";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { BONUS_WINDOW_DAYS, REGISTRATION_BONUS_YEARS, WARRANTY_YEARS } from "#domain/warranty.ts";
import warrantyStyles from "#src/styles/warranty.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["safety", "service", "warranty"], stylesheets: [warrantyStyles] };

/** Products for the picker (all of them, or those matching ?q= when the search ran without JavaScript), countries, dealer names. */
export async function loader({ url, context }: Route.LoaderArgs) {
  // From a label's QR code (?sn=, decision 082): the serial filled in.
  const serial = serialParam(url.searchParams.get(SERIAL_PARAM)) ?? "";
  return { ...(await warrantyFormData(url, context.get(appContext))), serial };
}

/** The form without JavaScript: validate, register, the success page (see handleWarrantyRegistration). */
export async function action({ url, request, context }: Route.ActionArgs) {
  return handleWarrantyRegistration(request, url, context.get(appContext));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "warranty.title",
    description: "warranty.metaDescription",
    crumbs: [
      { name: "service.title", path: "/service" },
      { name: "warranty.title", path: "/register" },
    ],
  });

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { settings } = usePublicLayoutData();
  return (
    <main id="main">
      <PageHeader
        title={t("warranty.title")}
        intro={t("warranty.intro")}
        crumbs={[{ label: t("service.title"), to: "/service" }, { label: t("warranty.title") }]}
      />
      <div className="container section warranty-layout">
        <section className="panel" aria-label={t("warranty.title")}>
          <WarrantyForm
            products={loaderData.products}
            query={loaderData.query}
            countries={loaderData.countries}
            dealerNames={loaderData.dealerNames}
            brand={settings.brand_name}
            today={loaderData.today}
            formToken={loaderData.formToken}
            preselected={loaderData.preselected}
            result={actionData ?? (loaderData.serial ? { errors: {}, values: { serial: loaderData.serial } } : undefined)}
          />
        </section>
        <aside className="panel panel--green warranty-aside" aria-labelledby="warranty-rule-title">
          <h2 id="warranty-rule-title" className="warranty-aside__years">
            <span>{WARRANTY_YEARS}</span> + <span>{REGISTRATION_BONUS_YEARS}</span>
          </h2>
          <p>{t("warranty.rule", { days: BONUS_WINDOW_DAYS })}</p>
          <p className="warranty-aside__note">
            <Icon name={icons.shield} size={20} /> {t("warranty.done.keep")}
          </p>
          <LocalLink to="/service" className="link-arrow link-arrow--light">
            {t("service.title")}
          </LocalLink>
        </aside>
      </div>
    </main>
  );
}
