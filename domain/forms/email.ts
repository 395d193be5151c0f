/**
 * The site's one email rule: the API (`POST /api/demands`, `POST /api/file/forms`), the route actions
 * of the forms without JavaScript, and the browser all judge an address by it.
 *
 * The zod schemas (`emailField` in enquiry.ts) are built from these constants; the footer's newsletter
 * uses `emailProblem` directly, because zod (≈ 20 kB compressed) would otherwise load on every page.
 * email.test.ts checks that both always give the same answer.
 */

/** The longest address SMTP accepts (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * zod 4's default email pattern (letters, digits and _ ' + - in dotted parts before the @, a domain
 * with a dot and a top-level part of 2+ letters): strict enough to refuse "notanemail", "ann@shop"
 * or "ann@@example.com", loose enough for any real mailbox people type.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Message keys under `form.errors` in locales/<lang>/public.json (product rules §5). */
export type EmailProblem = "form.errors.email" | "form.errors.tooLong" | "form.errors.emailFormat";

/** What is wrong with an address, as a message key, or undefined when it is a valid address. Spaces around it do not count. */
export function emailProblem(value: string): EmailProblem | undefined {
  const email = value.trim();
  if (!email) return "form.errors.email";
  if (email.length > EMAIL_MAX_LENGTH) return "form.errors.tooLong";
  return EMAIL_PATTERN.test(email) ? undefined : "form.errors.emailFormat";
}
