import type { TextsHandle } from "#domain/public-messages.ts";
import { data } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/my-service.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { OwnerLinkForm } from "#src/components/owner/link-form.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { currentOwner } from "#src/lib/owner-session.server.ts";
import { dateTimeFormat } from "#domain/intl.ts";
import { longDate } from "#domain/warranty.ts";
import ownerStyles from "#src/styles/owner.css?url";
import serviceRequestStyles from "#src/styles/service-request.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["my", "service"], stylesheets: [ownerStyles, serviceRequestStyles] };

/**
 * A service request's tracking page, inside the owner space (decision 083): its status, what was asked, and the desk's
 * statuses and messages as they come. Signed out, the visitor is asked for their address and gets a sign-in link (the
 * owner space's flow). A reference that is unknown or someone else's answers the same 404. Private, never cached.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const owner = await currentOwner(request, app);
  if (!owner) return { signedIn: false as const, reference: params.reference };
  const tracked = await app.services.serviceRequests.ownerServiceRequest(owner.email, params.reference.toUpperCase());
  if (!tracked) throw data("Not found", { status: 404 });
  const when = dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Brussels" });
  return {
    signedIn: true as const,
    request: {
      ...tracked,
      created_text: when.format(new Date(tracked.created_at)),
      warranty_until_text: tracked.warranty_until ? longDate(tracked.warranty_until, locale) : null,
      events: tracked.events.map((event) => ({ ...event, when: when.format(new Date(event.created_at)) })),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "service.track.title", description: "my.metaDescription", noindex: true });

export default function MyService({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const crumbs = [{ label: t("my.title"), to: "/my" }, { label: t("service.track.title") }];
  if (!loaderData.signedIn) {
    return (
      <main id="main">
        <PageHeader title={t("service.track.title")} intro={t("service.track.signIn", { reference: loaderData.reference })} crumbs={crumbs} />
        <div className="container section">
          <section className="panel owner-signin" data-testid="track-sign-in">
            <OwnerLinkForm />
          </section>
        </div>
      </main>
    );
  }
  const { request } = loaderData;
  return (
    <main id="main">
      <PageHeader title={`${t("service.track.title")} ${request.reference}`} crumbs={crumbs} />
      <div className="container section service-track" data-testid="service-track">
        <section className="panel">
          <p className="service-track__status">
            {t("service.track.status")}{" "}
            <span className={`service-status service-status--${request.status}`} data-testid="service-status">
              {t(`service.statuses.${request.status}`)}
            </span>
          </p>
          <dl className="owner-tool__facts">
            <div>
              <dt>{t("service.request.product")}</dt>
              <dd>
                {request.product_name} {request.product_model}
              </dd>
            </div>
            <div>
              <dt>{t("service.request.serial")}</dt>
              <dd>{request.serial || "—"}</dd>
            </div>
            <div>
              <dt>{t("service.request.kind")}</dt>
              <dd>{t(`service.kinds.${request.kind}`)}</dd>
            </div>
            <div>
              <dt>{t("service.track.warranty")}</dt>
              <dd data-testid="service-warranty">
                {request.warranty === "unknown"
                  ? t("service.warranty.unknown")
                  : t(`service.warranty.${request.warranty}`, { until: request.warranty_until_text ?? "" })}
              </dd>
            </div>
            <div>
              <dt>{t("service.request.handover")}</dt>
              <dd>{request.handover === "dealer" ? t("service.track.atDealer", { dealer: request.dealer_name }) : t("service.handovers.pickup")}</dd>
            </div>
            <div>
              <dt>{t("service.track.sent")}</dt>
              <dd>{request.created_text}</dd>
            </div>
          </dl>
          <p className="service-track__description">{request.description}</p>
          {request.photos > 0 && <p className="owner-muted">{t("service.track.photos", { count: request.photos })}</p>}
        </section>
        <section className="owner-section" aria-labelledby="service-history-title">
          <h2 id="service-history-title">{t("service.track.history")}</h2>
          <ol className="service-history" data-testid="service-history">
            {[...request.events].reverse().map((event, index) => (
              <li key={index} className={`service-history__item service-history__item--${event.kind}`}>
                <time dateTime={event.created_at}>{event.when}</time>
                {event.kind === "status" ? (
                  <p>{t(`service.statuses.${event.status}`)}</p>
                ) : (
                  <blockquote>
                    <p className="owner-muted">{t("service.track.message")}</p>
                    <p>{event.body}</p>
                  </blockquote>
                )}
              </li>
            ))}
          </ol>
        </section>
        <LocalLink to="/my" className="link-arrow">
          {t("my.title")}
        </LocalLink>
      </div>
    </main>
  );
}
