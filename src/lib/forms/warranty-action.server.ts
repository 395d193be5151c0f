import { data, redirect } from "react-router";
import type { FieldErrors } from "#server/services/errors.ts";
import type { AppContext } from "../app-context.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { firstErrors } from "#domain/forms/enquiry.ts";
import { formFields, readFormWithFile } from "./read-form.server.ts";
import { submitOnce } from "./submit-once.server.ts";
import { isIsoDate, todayIn } from "#domain/calendar-days.ts";
import { REGISTER_FORM_MAX_BYTES } from "#domain/forms/body-limits.ts";
import { PROOF_MAX_BYTES, purchaseDateProblem, warrantySchema } from "#domain/forms/warranty.ts";

export interface WarrantyActionResult {
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
}

/**
 * The registration form without JavaScript (decision 024's pattern): validate with the shared schema,
 * register through the service, and go to the success page; on failure answer with the visitor's
 * values and message keys. The file never reaches the service unless its content checks out.
 */
export async function handleWarrantyRegistration(request: Request, url: URL, { services, allowFormPost, mailOrigin, log }: AppContext) {
  const locale = localeFromPath(url.pathname);
  const {
    form: formData,
    fileTooLarge,
    cut,
  } = await readFormWithFile(request, {
    field: "proof",
    fileMaxBytes: PROOF_MAX_BYTES,
    bodyMaxBytes: REGISTER_FORM_MAX_BYTES,
  });
  const { values, bot, unstorable } = formFields(formData);
  if (bot) throw redirect(localizePath("/register", locale), 303);
  if (unstorable) return data<WarrantyActionResult>({ errors: {}, values, formError: "form.unstorable" }, { status: 422 });

  if (allowFormPost && !(await allowFormPost("warranty-registrations")))
    return data<WarrantyActionResult>({ errors: {}, values, formError: "form.tooMany" }, { status: 429 });
  const parsed = warrantySchema.safeParse(values);
  /**
   * Every field's error in one answer, as the form with JavaScript shows them: the schema's, and the purchase date's
   * rules (which registerWarranty applies too) when the schema found nothing wrong with the date itself.
   */
  const fieldErrors = async (): Promise<Record<string, string>> => {
    if (parsed.success) return {};
    const errors = firstErrors(parsed.error);
    const date = values.purchase_date?.trim() ?? "";
    if (!errors.purchase_date && isIsoDate(date)) {
      const product = (await services.warranty.listRegistrationProducts(locale)).find((p) => p.id === Number(values.commodity_id));
      const problem = purchaseDateProblem(date, todayIn(), product?.since);
      if (problem) errors.purchase_date = problem;
    }
    return errors;
  };
  // A proof too large comes back with the other fields' errors; a body cut short is judged by its proof alone (the fields after it never came).
  if (fileTooLarge) {
    const errors = cut ? {} : await fieldErrors();
    return data<WarrantyActionResult>({ errors: { ...errors, proof: "warranty.errors.proofSize" }, values }, { status: 413 });
  }
  if (!parsed.success) return data<WarrantyActionResult>({ errors: await fieldErrors(), values }, { status: 422 });
  const file = formData.get("proof");
  const proof = file instanceof File && file.size > 0 ? file : undefined;
  let location: string;
  try {
    const buffer = proof ? Buffer.from(await proof.arrayBuffer()) : undefined;
    // Sent twice from one page: one registration, and both go to its certificate page.
    location = await submitOnce(services, { form: "register", values, file: buffer }, async (tx) => {
      const result = await tx.warranty.registerWarranty(
        { ...parsed.data, locale, origin: mailOrigin },
        proof && buffer ? { buffer, originalName: proof.name } : undefined,
      );
      return `${localizePath("/register/done", locale)}?c=${encodeURIComponent(result.token)}`;
    });
  } catch (error) {
    const kind = (error as { kind?: unknown } | null)?.kind;
    if (kind === "invalid-input") {
      const errors = Object.fromEntries(Object.entries((error as { errors: FieldErrors }).errors).map(([field, messages]) => [field, messages[0] ?? ""]));
      return data<WarrantyActionResult>({ errors, values }, { status: 422 });
    }
    if (kind === "unsupported-media") return data<WarrantyActionResult>({ errors: { proof: "warranty.errors.proofType" }, values }, { status: 415 });
    if (log) log.error({ err: error }, "the warranty registration could not be stored");
    else console.error(error);
    return data<WarrantyActionResult>({ errors: {}, values, formError: "form.failed" }, { status: 500 });
  }
  throw redirect(location, 303);
}
