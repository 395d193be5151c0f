import type { TextsHandle } from "#domain/public-messages.ts";
import { data, Form, redirect, useNavigation } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/my-sign-in.ts";
import { OwnerLinkForm } from "#src/components/owner/link-form.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { ownerCookie } from "#src/lib/owner-session.server.ts";
import thanksStyles from "#src/styles/thanks.css?url";
import ownerStyles from "#src/styles/owner.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["my"], stylesheets: [thanksStyles, ownerStyles] };

/**
 * /my/sign-in?token=…: the mailed one-time link (decision 075). Opening it signs nobody in: a mail scanner that
 * follows links would spend it. The page asks for one click (a POST), which spends the link and sets the session
 * cookie. A used, expired or replaced link gets a page that says so, with the form for a new one.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const state = await services.owners.signInLinkState(url.searchParams.get("token") ?? "");
  return data(
    { valid: state.valid, email: state.valid ? state.email : null },
    { status: state.valid ? 200 : 410, headers: { "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const session = await app.services.owners.signInWithLink(url.searchParams.get("token") ?? "");
  if (!session) return data({ spent: true }, { status: 410 });
  throw redirect(localizePath("/my", localeFromPath(url.pathname)), { status: 303, headers: { "Set-Cookie": ownerCookie(session.token, app.secureCookies) } });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.valid ? "my.link.title" : "my.link.invalidTitle", description: "my.metaDescription", noindex: true });

export default function MySignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const navigation = useNavigation();
  if (!loaderData.valid || actionData?.spent) {
    return (
      <main id="main" className="container section thanks">
        <div className="thanks__card owner-link-card" data-testid="link-invalid">
          <h1>{t("my.link.invalidTitle")}</h1>
          <p className="thanks__text">{t("my.link.invalidText")}</p>
          <OwnerLinkForm submitLabel={t("my.link.newLink")} />
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="container section thanks">
      <div className="thanks__card owner-link-card">
        <h1>{t("my.link.title")}</h1>
        <p className="thanks__text">{t("my.link.text", { email: loaderData.email ?? "" })}</p>
        <Form method="post">
          <button type="submit" className="button button--primary button--large" disabled={navigation.state !== "idle"} data-testid="open-space">
            {t("my.link.open")}
          </button>
        </Form>
      </div>
    </main>
  );
}
