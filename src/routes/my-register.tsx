import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/my-register.ts";
import { PageHeader } from "#src/components/page-header.tsx";
import { WarrantyForm } from "#src/components/warranty-form.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { handleWarrantyRegistration } from "#src/lib/forms/warranty-action.server.ts";
import { warrantyFormData } from "#src/lib/forms/warranty-form-data.server.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { requireOwner } from "#src/lib/owner-session.server.ts";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import warrantyStyles from "#src/styles/warranty.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["my", "safety", "warranty"], stylesheets: [warrantyStyles] };

/**
 * "Register another product" from the owner space (decision 075): the warranty form of /register with the owner's
 * name, address and country already filled in. It lives under /my so those details never reach a cached page.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const owner = await requireOwner(request, url, app);
  const [form, space] = await Promise.all([warrantyFormData(url, app), app.services.owners.ownerSpace(owner.email, localeFromPath(url.pathname))]);
  const contact = space?.contact;
  return { ...form, prefill: { name: contact?.name ?? "", email: contact?.email ?? owner.email, country: contact?.country ?? "" } };
}

/** Without JavaScript the form posts here; the registration is the same as on /register. */
export async function action({ url, request, context }: Route.ActionArgs) {
  return handleWarrantyRegistration(request, url, context.get(appContext));
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "my.tools.registerAnother", description: "warranty.metaDescription", noindex: true });

export default function MyRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { settings } = usePublicLayoutData();
  return (
    <main id="main">
      <PageHeader
        title={t("my.tools.registerAnother")}
        intro={t("warranty.intro")}
        crumbs={[{ label: t("my.title"), to: "/my" }, { label: t("my.tools.registerAnother") }]}
      />
      <div className="container section warranty-layout warranty-layout--single">
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
            result={actionData ?? { errors: {}, values: loaderData.prefill }}
          />
        </section>
      </div>
    </main>
  );
}
