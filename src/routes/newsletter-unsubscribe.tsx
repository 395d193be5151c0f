import type { TextsHandle } from "#domain/public-messages.ts";
import { data, Form, useNavigation } from "react-router";
import { useId } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/newsletter-unsubscribe.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { EMAIL_MAX_LENGTH } from "#domain/forms/email.ts";
import { firstErrors, newsletterSchema } from "#domain/forms/enquiry.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { readForm } from "#src/lib/forms/read-form.server.ts";
import thanksStyles from "#src/styles/thanks.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["safety", "warranty"], stylesheets: [thanksStyles] };

/**
 * /newsletter/unsubscribe: one click ends the newsletter (decision 086). With the token of a mail's link the page is a
 * single button; without one it asks for the address. Either way the answer is the same whether the address was on
 * the list or not, and a link used twice or unknown gets the same neutral page: nobody learns who is subscribed.
 */
export function loader({ url }: Route.LoaderArgs) {
  return data({ withToken: url.searchParams.has("token") }, { headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ url, request, context }: Route.ActionArgs) {
  const { services, allowFormPost } = context.get(appContext);
  const token = url.searchParams.get("token");
  if (token !== null) {
    await services.subscriptions.unsubscribe(token);
    return data({ done: true as const });
  }
  const email = String((await readForm(request)).get("email") ?? "");
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success)
    return data({ email: email.slice(0, EMAIL_MAX_LENGTH), error: firstErrors(parsed.error).email ?? "form.errors.emailFormat" }, { status: 422 });
  if (allowFormPost && !(await allowFormPost("file-forms"))) return data({ email, error: "form.tooMany" }, { status: 429 });
  await services.subscriptions.unsubscribeAddress(parsed.data.email);
  return data({ done: true as const });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "common:newsletter.unsubscribe.title", description: "common:newsletter.text", noindex: true });

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const { t: tForm } = useTranslation("public");
  const navigation = useNavigation();
  const inputId = useId();
  if (actionData && "done" in actionData)
    return (
      <main id="main" className="container section thanks">
        <div className="thanks__card" role="status" data-testid="unsubscribed">
          <h1>{t("newsletter.unsubscribe.doneTitle")}</h1>
          <p className="thanks__text">{t("newsletter.unsubscribe.doneText")}</p>
          <LocalLink to="/" className="button button--primary button--large">
            {t("actions.backToHome")}
          </LocalLink>
        </div>
      </main>
    );
  const error = actionData && "error" in actionData ? actionData.error : "";
  return (
    <main id="main" className="container section thanks">
      <div className="thanks__card">
        <h1>{t("newsletter.unsubscribe.title")}</h1>
        <p className="thanks__text">{t(loaderData.withToken ? "newsletter.unsubscribe.text" : "newsletter.unsubscribe.formText")}</p>
        <Form method="post" className="newsletter__form newsletter__form--page" noValidate>
          {!loaderData.withToken && (
            <>
              <label htmlFor={inputId} className="visually-hidden">
                {t("newsletter.label")}
              </label>
              <input
                id={inputId}
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={EMAIL_MAX_LENGTH}
                defaultValue={actionData && "email" in actionData ? actionData.email : ""}
                placeholder={t("newsletter.placeholder")}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
            </>
          )}
          <button type="submit" className="button button--primary button--large" disabled={navigation.state !== "idle"} data-testid="unsubscribe">
            {t("newsletter.unsubscribe.button")}
          </button>
        </Form>
        {error && (
          <p className="newsletter__error" id={`${inputId}-error`} role="alert">
            {tForm(error)}
          </p>
        )}
      </div>
    </main>
  );
}
