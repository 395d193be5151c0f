/** The newsletter's double opt-in (decision 086), shared by the server, the site and the admin. */

/** A sign-up that is not confirmed within this many days is forgotten. */
export const NEWSLETTER_PENDING_DAYS = 7;

export const NEWSLETTER_STATUSES = ["confirmed", "pending"] as const;

/** Where a sign-up came from; `legacy`: recorded before double opt-in. */
export const NEWSLETTER_SOURCES = ["footer", "newsletter-page", "api", "legacy"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
/** The sources a sign-up form may name (legacy is only what migration 0033 found). */
export const FORM_SOURCES = ["footer", "newsletter-page"] as const;
