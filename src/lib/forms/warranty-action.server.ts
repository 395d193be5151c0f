import { data, redirect } from "react-router";
import type { FieldErrors } from "#server/services/errors.ts";
import type { AppContext } from "../app-context.ts";
import { localeFromPath, localizePath } from "../locales.ts";
import { firstErrors } from "./enquiry.ts";
import { FORM_OVERHEAD_BYTES, formFields, readFormWithin } from "./read-form.server.ts";
import { PROOF_MAX_BYTES, warrantySchema } from "./warranty.ts";

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
export async function handleWarrantyRegistration(request: Request, url: URL, { services, allowFormPost, mailOrigin }: AppContext) {
  const locale = localeFromPath(url.pathname);
  const formData = await readFormWithin(request, PROOF_MAX_BYTES + FORM_OVERHEAD_BYTES);
  if (formData === "too-large") return data<WarrantyActionResult>({ errors: { proof: "warranty.errors.proofSize" }, values: {} }, { status: 413 });
  const { values, bot, unstorable } = formFields(formData);
  if (bot) throw redirect(localizePath("/register", locale), 303);
  if (unstorable) return data<WarrantyActionResult>({ errors: {}, values, formError: "form.unstorable" }, { status: 422 });

  if (allowFormPost && !(await allowFormPost("warranty-registrations")))
    return data<WarrantyActionResult>({ errors: {}, values, formError: "form.tooMany" }, { status: 429 });
  const parsed = warrantySchema.safeParse(values);
  if (!parsed.success) return data<WarrantyActionResult>({ errors: firstErrors(parsed.error), values }, { status: 422 });
  const file = formData.get("proof");
  const proof = file instanceof File && file.size > 0 ? file : undefined;
  if (proof && proof.size > PROOF_MAX_BYTES) return data<WarrantyActionResult>({ errors: { proof: "warranty.errors.proofSize" }, values }, { status: 413 });
  let token: string;
  try {
    const result = await services.warranty.registerWarranty(
      { ...parsed.data, locale, origin: mailOrigin },
      proof ? { buffer: Buffer.from(await proof.arrayBuffer()), originalName: proof.name } : undefined,
    );
    token = result.token;
  } catch (error) {
    const kind = (error as { kind?: unknown } | null)?.kind;
    if (kind === "invalid-input") {
      const errors = Object.fromEntries(Object.entries((error as { errors: FieldErrors }).errors).map(([field, messages]) => [field, messages[0] ?? ""]));
      return data<WarrantyActionResult>({ errors, values }, { status: 422 });
    }
    if (kind === "unsupported-media") return data<WarrantyActionResult>({ errors: { proof: "warranty.errors.proofType" }, values }, { status: 415 });
    console.error(error);
    return data<WarrantyActionResult>({ errors: {}, values, formError: "form.failed" }, { status: 500 });
  }
  throw redirect(`${localizePath("/register/done", locale)}?c=${encodeURIComponent(token)}`, 303);
}
