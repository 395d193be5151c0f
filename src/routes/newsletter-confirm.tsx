import { data, Form, useNavigation } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/newsletter-confirm.ts";
import { Newsletter as NewsletterBox } from "#src/components/layout/newsletter.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { pageMeta } from "#src/lib/meta.ts";
import thanksStyles from "#src/styles/thanks.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The styles of this page beyond every page's own (decision 097). */
export const handle: StylesHandle = { stylesheets: [thanksStyles] };

/**
 * /newsletter/confirm?token=…: the link of the double opt-in mail (decision 086). Opening it confirms nothing (a mail
 * scanner that follows links must not subscribe anyone): the page asks for one click, a POST, which confirms.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const link = await services.subscriptions.confirmLinkState(url.searchParams.get("token") ?? "");
  return data(link, { status: link.state === "unknown" ? 410 : 200, headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ url, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const result = await services.subscriptions.confirmSubscription(url.searchParams.get("token") ?? "");
  return data({ result }, { status: result === "unknown" ? 410 : 200, headers: { "Referrer-Policy": "no-referrer" } });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "common:newsletter.confirm.title", description: "common:newsletter.text", noindex: true });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  const state = actionData?.result ?? loaderData.state;
  if (state === "unknown")
    return (
      <main id="main" className="container section thanks">
        <div className="thanks__card thanks__card--form" data-testid="newsletter-unknown">
          <h1>{t("newsletter.confirm.unknownTitle")}</h1>
          <p className="thanks__text">{t("newsletter.confirm.unknownText")}</p>
          <NewsletterBox source="newsletter-page" />
        </div>
      </main>
    );
  if (state === "pending" && loaderData.state === "pending")
    return (
      <main id="main" className="container section thanks">
        <div className="thanks__card">
          <h1>{t("newsletter.confirm.title")}</h1>
          <p className="thanks__text">{t("newsletter.confirm.text", { email: loaderData.email })}</p>
          <Form method="post">
            <button type="submit" className="button button--primary button--large" disabled={navigation.state !== "idle"} data-testid="confirm-subscription">
              {t("newsletter.confirm.button")}
            </button>
          </Form>
        </div>
      </main>
    );
  const done = state === "confirmed";
  return (
    <main id="main" className="container section thanks">
      <div className="thanks__card" role="status" data-testid="newsletter-confirmed">
        <h1>{t(done ? "newsletter.confirm.doneTitle" : "newsletter.confirm.alreadyTitle")}</h1>
        <p className="thanks__text">{t(done ? "newsletter.confirm.doneText" : "newsletter.confirm.alreadyText")}</p>
        <LocalLink to="/" className="button button--primary button--large">
          {t("actions.backToHome")}
        </LocalLink>
      </div>
    </main>
  );
}
