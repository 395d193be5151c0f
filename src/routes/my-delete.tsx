import type { TextsHandle } from "#domain/public-messages.ts";
import { Form, redirect, useNavigation } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/my-delete.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { clearedOwnerCookie, requireOwner } from "#src/lib/owner-session.server.ts";
import thanksStyles from "#src/styles/thanks.css?url";
import ownerStyles from "#src/styles/owner.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["my"], stylesheets: [thanksStyles, ownerStyles] };

/**
 * Deleting the owner space (GDPR Art. 17, decision 075): the page says what goes, that the certificates stop
 * verifying, and asks for a confirmation; the post deletes everything and signs the owner out.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const owner = await requireOwner(request, url, app);
  const space = await app.services.owners.ownerSpace(owner.email, localeFromPath(url.pathname));
  if (!space) throw redirect(localizePath("/my", localeFromPath(url.pathname)), 303);
  return { email: space.contact.email, references: space.registrations.map((registration) => `${registration.reference} · ${registration.product_name}`) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const owner = await requireOwner(request, url, app);
  const form = await request.formData();
  if (form.get("confirm") !== "delete") return { needsConfirmation: true };
  await app.services.owners.deleteOwnerSpace(owner.email);
  throw redirect(`${localizePath("/my", localeFromPath(url.pathname))}?done=deleted`, {
    status: 303,
    headers: { "Set-Cookie": clearedOwnerCookie(app.secureCookies) },
  });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "my.delete.title", description: "my.metaDescription", noindex: true });

export default function MyDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const navigation = useNavigation();
  return (
    <main id="main" className="container section thanks">
      <div className="thanks__card owner-delete" data-testid="delete-space">
        <h1>{t("my.delete.title")}</h1>
        <p className="thanks__text">{t("my.delete.text", { email: loaderData.email })}</p>
        <ul className="owner-delete__list">
          {loaderData.references.map((reference) => (
            <li key={reference}>{reference}</li>
          ))}
        </ul>
        <p className="form-alert" role="note">
          {t("my.delete.certificates")}
        </p>
        <Form method="post" className="owner-delete__form">
          <label className="check">
            <input type="checkbox" name="confirm" value="delete" required data-testid="confirm-delete" />
            <span>{t("my.delete.confirm")}</span>
          </label>
          {actionData?.needsConfirmation && (
            <p className="field__error" role="alert">
              {t("my.delete.needsConfirmation")}
            </p>
          )}
          <div className="owner-buttons">
            <button type="submit" className="button button--danger button--large" disabled={navigation.state !== "idle"} data-testid="delete-confirm">
              {t("my.delete.submit")}
            </button>
            <LocalLink to="/my" className="button button--large">
              {t("my.delete.cancel")}
            </LocalLink>
          </div>
        </Form>
      </div>
    </main>
  );
}
