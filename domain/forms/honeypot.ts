/**
 * The hidden field bots fill in and people never see (every public form has it; the API takes it too). Its own
 * module, without zod, for forms that validate nothing in the browser (the owner's sign-in link).
 */
export const HONEYPOT_FIELD = "website";
