import { data, redirect } from "react-router";
import type { AppContext } from "../app-context.ts";
import { enquirySchema, firstErrors, type EnquiryForm } from "#domain/forms/enquiry.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { formFields, readForm } from "#src/lib/forms/read-form.server.ts";
import { submitOnce } from "#src/lib/forms/submit-once.server.ts";

export interface EnquiryActionResult {
  errors: Record<string, string>;
  values: Record<string, string>;
  /** A failure that is not about one field (storage down...). */
  formError?: string;
}

/**
 * The route action behind the contact and partner forms when JavaScript is off: validate with the
 * shared schema, store, and go to /thanks in the page's language; on failure answer 422 with the
 * visitor's values and the translated-message keys so nothing typed is lost.
 */
export async function handleEnquiry(request: Request, url: URL, { services, allowFormPost, mailOrigin, log }: AppContext, form: EnquiryForm) {
  const locale = localeFromPath(url.pathname);
  const { values, bot, unstorable } = formFields(await readForm(request));
  if (bot) throw redirect(localizePath("/thanks", locale), 303);
  if (unstorable) return data<EnquiryActionResult>({ errors: {}, values, formError: "form.unstorable" }, { status: 422 });

  if (allowFormPost && !(await allowFormPost("demands"))) return data<EnquiryActionResult>({ errors: {}, values, formError: "form.tooMany" }, { status: 429 });
  const parsed = enquirySchema.safeParse({ ...values, form });
  if (!parsed.success) return data<EnquiryActionResult>({ errors: firstErrors(parsed.error), values }, { status: 422 });
  let location: string;
  try {
    // Sent twice from one page (a double click, a browser's retry): one enquiry, and both go to /thanks.
    location = await submitOnce(services, { form, values }, async (tx) => {
      await tx.enquiries.createEnquiry({ ...parsed.data, locale }, { origin: mailOrigin });
      return localizePath("/thanks", locale);
    });
  } catch (error) {
    if (log) log.error({ err: error }, "the enquiry could not be stored");
    else console.error(error);
    return data<EnquiryActionResult>({ errors: {}, values, formError: "form.failed" }, { status: 500 });
  }
  throw redirect(location, 303);
}
