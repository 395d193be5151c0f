import { data } from "react-router";
import type { Route } from "./+types/my-certificate.ts";
import { appContext } from "#src/lib/app-context.ts";
import { requireOwner } from "#src/lib/owner-session.server.ts";

/**
 * A registration's certificate for its signed-in owner (decision 075): the certificate link's own key is kept
 * only as a digest, so the owner space serves the same PDF by reference, to the session that owns it.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const owner = await requireOwner(request, url, app);
  const registration = await app.services.owners.ownedRegistration(owner.email, params.reference);
  if (!registration) throw data("Not found", { status: 404 });
  const certificate = await app.services.warranty.certificateOf(registration, app.origin);
  return new Response(Buffer.from(certificate.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificate.fileName}"`,
      "X-Robots-Tag": "noindex",
    },
  });
}
