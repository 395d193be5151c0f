import { data } from "react-router";
import type { AppContext } from "../app-context.ts";
import { localeFromPath } from "#domain/locales.ts";
import { firstErrors } from "#domain/forms/enquiry.ts";
import { paperCopySchema } from "#domain/forms/paper-copy.ts";
import { formFields, readForm } from "./read-form.server.ts";
import { submitOnce } from "./submit-once.server.ts";

export interface PaperCopyActionResult {
  sent?: boolean;
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
}

/**
 * The printed-copy form (decision 081), posted by React Router's form with JavaScript and as a plain form post
 * without: the shared schema, the per-IP limit and the honeypot as the other public forms (decision 024), then the
 * service, which queues the confirmation mail. A filled honeypot is answered as a success and stores nothing.
 */
export async function handlePaperCopyRequest(request: Request, url: URL, { services, allowFormPost }: AppContext) {
  const locale = localeFromPath(url.pathname);
  const { values, bot, unstorable } = formFields(await readForm(request));
  if (bot) return data<PaperCopyActionResult>({ sent: true, errors: {}, values: {} });
  if (unstorable) return data<PaperCopyActionResult>({ errors: {}, values, formError: "form.unstorable" }, { status: 422 });
  if (allowFormPost && !(await allowFormPost("paper-copies")))
    return data<PaperCopyActionResult>({ errors: {}, values, formError: "form.tooMany" }, { status: 429 });
  const parsed = paperCopySchema.safeParse(values);
  if (!parsed.success) return data<PaperCopyActionResult>({ errors: firstErrors(parsed.error), values }, { status: 422 });
  try {
    // The same request posted twice from one page is stored once (decision 073).
    await submitOnce(services, { form: "paper-copy", values }, async (tx) => (await tx.paperCopies.createPaperCopyRequest(parsed.data, { locale })).id);
  } catch (error) {
    const refused = error as { kind?: string; errors?: Record<string, string[]> };
    const fields = refused.kind === "invalid-input" ? refused.errors : undefined;
    if (fields)
      return data<PaperCopyActionResult>(
        { errors: Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0]!])), values },
        { status: 422 },
      );
    console.error(error);
    return data<PaperCopyActionResult>({ errors: {}, values, formError: "form.failed" }, { status: 500 });
  }
  return data<PaperCopyActionResult>({ sent: true, errors: {}, values: {} });
}
