import type { Route } from "./+types/my-data.ts";
import { appContext } from "#src/lib/app-context.ts";
import { requireOwner } from "#src/lib/owner-session.server.ts";

/** GDPR Art. 20 (decision 075): everything kept about the signed-in owner, as a JSON download. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const owner = await requireOwner(request, url, app);
  const exported = await app.services.owners.exportOwnerData(owner.email);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${exported.exported_at.slice(0, 10)}.json"`,
      "X-Robots-Tag": "noindex",
    },
  });
}
