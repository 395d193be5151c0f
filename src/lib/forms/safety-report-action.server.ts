import { data, redirect } from "react-router";
import type { FieldErrors } from "#server/services/errors.ts";
import type { AppContext } from "../app-context.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { firstErrors } from "#domain/forms/enquiry.ts";
import { REPORT_FORM_MAX_BYTES } from "#domain/forms/body-limits.ts";
import { formFields, readFormWithFile } from "./read-form.server.ts";
import { REPORT_PHOTO_MAX_BYTES, REPORT_PHOTO_MAX_COUNT, reportProductProblem, safetyReportSchema } from "#domain/forms/safety-report.ts";
import { submitOnce } from "./submit-once.server.ts";

export interface SafetyReportActionResult {
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
  /** Set once the report is recorded. */
  reference?: string;
}

/**
 * The incident report (/safety/report), with and without JavaScript (decision 024's pattern): read the form as it
 * streams (photos bounded), check the honeypot and the per-IP limit, validate with the shared schema, and record
 * it through the service (which checks each photo by its content). On failure the form comes back with the
 * visitor's values and message keys; on success with the reference.
 */
export async function handleSafetyReport(request: Request, url: URL, { services, allowFormPost, mailOrigin }: AppContext) {
  const locale = localeFromPath(url.pathname);
  const { form, fileTooLarge } = await readFormWithFile(request, {
    field: "photos",
    fileMaxBytes: REPORT_PHOTO_MAX_BYTES,
    bodyMaxBytes: REPORT_FORM_MAX_BYTES,
    maxFiles: REPORT_PHOTO_MAX_COUNT,
  });
  const { values, bot, unstorable } = formFields(form);
  if (bot) throw redirect(localizePath("/safety", locale), 303);
  if (unstorable) return data<SafetyReportActionResult>({ errors: {}, values, formError: "form.unstorable" }, { status: 422 });
  if (allowFormPost && !(await allowFormPost("safety-reports")))
    return data<SafetyReportActionResult>({ errors: {}, values, formError: "form.tooMany" }, { status: 429 });

  const parsed = safetyReportSchema.safeParse(values);
  const errors: Record<string, string> = parsed.success ? {} : firstErrors(parsed.error);
  if (parsed.success) {
    const problem = reportProductProblem(parsed.data);
    if (problem) errors.commodity_id = problem;
  }
  if (fileTooLarge) return data<SafetyReportActionResult>({ errors: { ...errors, photos: "safety.report.errors.photoSize" }, values }, { status: 413 });
  if (!parsed.success || Object.keys(errors).length) return data<SafetyReportActionResult>({ errors, values }, { status: 422 });

  const photos = form.getAll("photos").filter((file): file is File => file instanceof File && file.size > 0);
  const buffers = await Promise.all(photos.map(async (photo) => Buffer.from(await photo.arrayBuffer())));
  try {
    // The same report posted twice from one page (a double click, a resend after a lost answer) is stored once (decision 073).
    const reference = await submitOnce(services, { form: "safety-report", values, file: buffers.length ? Buffer.concat(buffers) : undefined }, async (tx) => {
      const report = await tx.safety.createSafetyReport(
        { ...parsed.data, locale },
        buffers.map((buffer) => ({ buffer })),
        { origin: mailOrigin },
      );
      return report.reference;
    });
    return data<SafetyReportActionResult>({ errors: {}, values: {}, reference });
  } catch (error) {
    const kind = (error as { kind?: unknown } | null)?.kind;
    if (kind === "invalid-input") {
      const fieldErrors = Object.fromEntries(Object.entries((error as { errors: FieldErrors }).errors).map(([field, messages]) => [field, messages[0] ?? ""]));
      return data<SafetyReportActionResult>({ errors: fieldErrors, values }, { status: 422 });
    }
    if (kind === "unsupported-media") return data<SafetyReportActionResult>({ errors: { photos: "safety.report.errors.photoType" }, values }, { status: 415 });
    console.error(error);
    return data<SafetyReportActionResult>({ errors: {}, values, formError: "form.failed" }, { status: 500 });
  }
}
