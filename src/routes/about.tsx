import { data } from "react-router";
import type { Route } from "./+types/about";
import { appContext } from "#src/lib/app-context.ts";
import { publicLayoutDataFrom } from "#src/lib/root-data.ts";
import { seoMeta } from "#src/lib/seo.ts";

/** /{product}: the brand's about page, at the path named in site settings; anything else is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const settings = await context.get(appContext).services.settings.getPublicSettings();
  if (params.about !== settings.about_path) throw data(null, { status: 404 });
  return { brand: settings.brand_name };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const layout = publicLayoutDataFrom(matches);
  if (!data || !layout) return [];
  return seoMeta(layout.origin, location, { title: `About ${data.brand}`, description: `${data.brand}: three plants, 12+ years of production, ISO-9001:2015 and IATF 16949.` });
};

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container section">
      <h1>About {loaderData.brand}</h1>
    </main>
  );
}
