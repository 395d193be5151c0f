import { data, redirect } from "react-router";
import type { FieldErrors } from "#server/services/errors.ts";
import type { AppContext } from "../app-context.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { SERVICE_PHOTO_MAX_BYTES, SERVICE_PHOTO_MAX_COUNT, serviceRequestProblems, serviceRequestSchema } from "#domain/service-requests.ts";
import { firstErrors } from "#domain/forms/enquiry.ts";
import { FORM_OVERHEAD_BYTES } from "#domain/forms/body-limits.ts";
import { formFields, readFormWithFile } from "./read-form.server.ts";
import { submitOnce } from "./submit-once.server.ts";

export interface ServiceRequestActionResult {
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
  /** Set once the request is recorded. */
  reference?: string;
  /** "Find repairers" was pressed: the form comes back with the repairers nearest to the place typed, nothing recorded. */
  near?: { q: string; unknown: boolean; dealers: RepairDealer[] };
}

export interface RepairDealer {
  id: number;
  name: string;
  city: string;
  postcode: string;
  address: string;
  distance_km: number | null;
}

/** The dealers that do repairs nearest to a town or postcode (the dealer search and its gazetteer, decision 080), ten at most. */
export async function repairDealersNear(services: AppContext["services"], q: string): Promise<ServiceRequestActionResult["near"]> {
  const found = await services.dealers.findDealers({ q, service: "repairs" });
  const dealers = found.dealers
    .slice(0, 10)
    .map(({ id, name, city, postcode, address, distance_km }) => ({ id, name, city, postcode, address, distance_km: distance_km ?? null }));
  return { q, unknown: found.unknownPlace || !dealers.length, dealers };
}

const REQUEST_FORM_MAX_BYTES = SERVICE_PHOTO_MAX_COUNT * SERVICE_PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;

/**
 * /service/request, with and without JavaScript (the safety report's pattern): read the form as it streams (photos
 * bounded), honeypot and per-IP limit, validate with the shared schema, record through the service (which checks
 * each photo by its content) once per page token. On failure the form comes back with the values and message keys.
 * The button "Find dealers" posts the same form with `intent=near`: the page lists the repairers near the place typed.
 */
export async function handleServiceRequest(request: Request, url: URL, { services, allowFormPost, mailOrigin }: AppContext) {
  const locale = localeFromPath(url.pathname);
  const { form, fileTooLarge } = await readFormWithFile(request, {
    field: "photos",
    fileMaxBytes: SERVICE_PHOTO_MAX_BYTES,
    bodyMaxBytes: REQUEST_FORM_MAX_BYTES,
    maxFiles: SERVICE_PHOTO_MAX_COUNT,
  });
  const { values, bot, unstorable } = formFields(form);
  const answer = (result: ServiceRequestActionResult, status = 422) => data<ServiceRequestActionResult>(result, { status });
  if (values.intent === "near") return answer({ errors: {}, values, near: await repairDealersNear(services, (values.near ?? "").trim().slice(0, 100)) }, 200);
  if (bot) throw redirect(localizePath("/service", locale), 303);
  if (unstorable) return answer({ errors: {}, values, formError: "form.unstorable" });
  if (allowFormPost && !(await allowFormPost("service-requests"))) return answer({ errors: {}, values, formError: "form.tooMany" }, 429);

  const parsed = serviceRequestSchema.safeParse(values);
  const errors = parsed.success ? serviceRequestProblems(parsed.data) : firstErrors(parsed.error);
  if (fileTooLarge) return answer({ errors: { ...errors, photos: "service.request.errors.photoSize" }, values }, 413);
  if (!parsed.success || Object.keys(errors).length) return answer({ errors, values });

  const photos = form.getAll("photos").filter((file): file is File => file instanceof File && file.size > 0);
  const buffers = await Promise.all(photos.map(async (photo) => Buffer.from(await photo.arrayBuffer())));
  try {
    // The same request posted twice from one page is recorded once (decision 073).
    const reference = await submitOnce(services, { form: "service-request", values, file: buffers.length ? Buffer.concat(buffers) : undefined }, async (tx) => {
      const created = await tx.serviceRequests.createServiceRequest(
        { ...parsed.data, locale },
        buffers.map((buffer) => ({ buffer })),
        { origin: mailOrigin },
      );
      return created.reference;
    });
    return answer({ errors: {}, values: {}, reference }, 200);
  } catch (error) {
    const kind = (error as { kind?: unknown } | null)?.kind;
    if (kind === "invalid-input") {
      const fieldErrors = Object.fromEntries(Object.entries((error as { errors: FieldErrors }).errors).map(([field, messages]) => [field, messages[0] ?? ""]));
      return answer({ errors: fieldErrors, values });
    }
    if (kind === "unsupported-media") return answer({ errors: { photos: "service.request.errors.photoType" }, values }, 415);
    console.error(error);
    return answer({ errors: {}, values, formError: "form.failed" }, 500);
  }
}
