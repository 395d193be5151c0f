import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { isbot } from "isbot";
import type { Route } from "./+types/home";
import { ProductCard } from "#src/components/product-card.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, localeFromPath, localizePath } from "#src/lib/locales.ts";
import { publicLayoutDataFrom } from "#src/lib/root-data.ts";
import { seoMeta } from "#src/lib/seo.ts";
import { translate } from "#src/lib/messages.server.ts";

/** SPEC §9: home shows 10 recommended products. */
export const HOME_RECOMMENDED_COUNT = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const preferred = firstVisitLanguage(request);
  if (locale === DEFAULT_LOCALE && preferred) throw redirect(localizePath("/", preferred), 302);

  const { services } = context.get(appContext);
  const recommended = await services.catalogue.listCommodities({ page: 1, perPage: HOME_RECOMMENDED_COUNT });
  const brand = (await services.settings.getPublicSettings()).brand_name;
  return {
    recommended: recommended.data,
    title: translate(locale, "meta.homeTitle").replace("{{brand}}", brand),
    description: translate(locale, "meta.homeDescription"),
  };
}

/** A person's first visit to `/` with no language cookie goes to their Accept-Language; bots never move. */
function firstVisitLanguage(request: Request) {
  const cookie = request.headers.get("cookie") ?? "";
  if (/(?:^|;\s*)lang=/.test(cookie)) return null;
  if (isbot(request.headers.get("user-agent") ?? "")) return null;
  const preferred = localeFromAcceptLanguage(request.headers.get("accept-language"));
  return preferred && preferred !== DEFAULT_LOCALE ? preferred : null;
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const layout = publicLayoutDataFrom(matches);
  if (!data || !layout) return [];
  return seoMeta(layout.origin, location, { title: data.title, description: data.description });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  return (
    <main id="main" className="home">
      <section className="section container" aria-labelledby="recommended-title">
        <h1 className="visually-hidden">{loaderData.title}</h1>
        <h2 id="recommended-title" className="section__title">
          {t("home.recommendedTitle")}
        </h2>
        <p className="section__intro">{t("home.recommendedIntro")}</p>
        <ul className="product-grid">
          {loaderData.recommended.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
