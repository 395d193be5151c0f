import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { EMAIL_MAX_LENGTH } from "#domain/forms/email.ts";
import { firstErrors, newsletterSchema } from "#domain/forms/enquiry.ts";
import { Newsletter as NewsletterBox } from "#src/components/layout/newsletter.tsx";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { readForm } from "#src/lib/forms/read-form.server.ts";
import { FORM_SOURCES } from "#domain/newsletter.ts";
import thanksStyles from "#src/styles/thanks.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["safety", "warranty"], stylesheets: [thanksStyles] };

/** What the page shows after a post: success, a failure (product rules §8), or the refused address and its message key. */
interface NewsletterResult {
  ok: boolean;
  email?: string;
  error?: string;
}

/** The footer's newsletter form when JavaScript is off (with it, the browser posts to /api/file/forms). */
export async function action({ url, request, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  // product rules §5: an empty email does nothing.
  if (!email.trim()) throw redirect(samePageOrHome(request, url, localizePath("/", locale)), 303);
  const parsed = newsletterSchema.safeParse({ email });
  // An address that cannot be valid is not a failure of the sign-up: the page says what to correct (product rules §5).
  if (!parsed.success)
    return data<NewsletterResult>(
      { ok: false, email: email.slice(0, EMAIL_MAX_LENGTH), error: firstErrors(parsed.error).email ?? "form.errors.emailFormat" },
      { status: 422 },
    );
  const { services, allowFormPost, log, mailOrigin } = context.get(appContext);
  const source = FORM_SOURCES.find((name) => name === form.get("source")) ?? "footer";
  if (allowFormPost && !(await allowFormPost("file-forms"))) return data<NewsletterResult>({ ok: false }, { status: 429 });
  try {
    await services.subscriptions.subscribe({ email: parsed.data.email, locale, source, origin: mailOrigin });
    return data<NewsletterResult>({ ok: true });
  } catch (error) {
    if (log) log.error({ err: error }, "the newsletter sign-up could not be stored");
    else console.error(error);
    return data<NewsletterResult>({ ok: false }, { status: 503 });
  }
}

/**
 * Back where the form was, when that was a page of this site. Leading slashes collapse, as in
 * cleanPagePaths: the page `//evil.example/` (a 404 with the footer's form) must not send the
 * visitor to a protocol-relative address elsewhere.
 */
function samePageOrHome(request: Request, url: URL, home: string): string {
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    return referer.origin === url.origin ? `${referer.pathname.replace(/^\/+/, "/")}${referer.search}` : home;
  } catch {
    return home;
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "common:newsletter.title", description: "common:newsletter.text", noindex: true });

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  if (!actionData) {
    // Reached without a post: what the newsletter is, its own sign-up box, and the way out in one click.
    return (
      <main id="main" className="container section thanks">
        <div className="thanks__card thanks__card--form">
          <NewsletterBox titleAs="h1" source="newsletter-page" />
          <p className="thanks__text">{t("newsletter.pageText")}</p>
          <LocalLink to="/newsletter/unsubscribe" className="button" data-testid="newsletter-unsubscribe-link">
            {t("newsletter.unsubscribeLinkText")}
          </LocalLink>
        </div>
      </main>
    );
  }
  if (actionData.error) {
    // Without JavaScript and with an address that cannot be valid: the box again, with the address and what is wrong.
    return (
      <main id="main" className="container section thanks">
        <div className="thanks__card thanks__card--form">
          <NewsletterBox defaultEmail={actionData.email} defaultError={actionData.error} titleAs="h1" source="newsletter-page" />
        </div>
      </main>
    );
  }
  const ok = actionData.ok;
  return (
    <main id="main" className="container section thanks">
      <div className="thanks__card" role="status">
        <span className={ok ? "thanks__icon" : "thanks__icon thanks__icon--error"}>
          <Icon name={ok ? icons.check : icons.close} size={40} />
        </span>
        <h1>{ok ? t("newsletter.successTitle") : t("newsletter.failureTitle")}</h1>
        <p className="thanks__text">{ok ? t("newsletter.successText") : t("newsletter.failureText")}</p>
        {ok && <p className="thanks__text">{t("newsletter.pendingText")}</p>}
        <LocalLink to="/" className="button button--primary button--large">
          {t("actions.backToHome")}
        </LocalLink>
      </div>
    </main>
  );
}
