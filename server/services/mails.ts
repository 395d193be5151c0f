import type { Enquiry, PaperCopyRequest, WarrantyRegistration } from "#server/db/schema.ts";
import { countryName } from "#domain/forms/countries.ts";
import type { Locale } from "#domain/locales.ts";
import { todayIn } from "#domain/calendar-days.ts";
import { remindsOf } from "#domain/warranty.ts";
import { longDate, ownerTexts } from "./owner-texts.ts";
import { escapeHtml } from "#domain/escape.ts";

/** A mail as the outbox keeps it: both parts written out, in the recipient's language. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export type Block =
  { kind: "p"; text: string } | { kind: "link"; label: string; url: string } | { kind: "fields"; rows: [string, string][] } | { kind: "quote"; text: string };

/** One list of blocks, two renderings: plain text and simple inline-styled HTML that mail clients show alike. */
export function compose(subject: string, blocks: Block[]): ComposedMail {
  const text = blocks
    .map((block) => {
      if (block.kind === "p") return block.text;
      if (block.kind === "link") return `${block.label}\n${block.url}`;
      if (block.kind === "fields") return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
      return block.text
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n");
    })
    .join("\n\n");
  const body = blocks
    .map((block) => {
      if (block.kind === "p") return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
      if (block.kind === "link")
        return `<p style="margin:0 0 16px">${escapeHtml(block.label)}<br><a href="${escapeHtml(block.url)}" style="color:#216a33">${escapeHtml(block.url)}</a></p>`;
      if (block.kind === "fields") {
        const rows = block.rows.map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0;color:#5f6866;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        );
        return `<table style="border-collapse:collapse;margin:0 0 16px">${rows.join("")}</table>`;
      }
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #216a33;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    })
    .join("\n");
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2422;max-width:600px">\n${body}\n</body></html>`;
  return { subject, text: `${text}\n`, html };
}

export interface RegistrationLinks {
  brand: string;
  certificateUrl: string;
  contactUrl: string;
}

/** To the owner: the registration is recorded; the certificate is attached when sent. */
export function confirmationMail(registration: WarrantyRegistration, { brand, certificateUrl }: RegistrationLinks): ComposedMail {
  const locale = registration.locale as Locale;
  const t = ownerTexts(locale);
  const vars = {
    brand,
    name: registration.name,
    product: registration.product_name,
    reference: registration.reference,
    serial: registration.serial,
    purchaseDate: longDate(registration.purchase_date, locale),
    until: longDate(registration.warranty_until, locale),
  };
  return compose(t("mail.confirmation.subject", vars), [
    { kind: "p", text: t("mail.greeting", vars) },
    { kind: "p", text: t("mail.confirmation.intro", vars) },
    { kind: "p", text: t(registration.warranty_years >= 3 ? "mail.confirmation.bonus" : "mail.confirmation.noBonus", vars) },
    { kind: "p", text: t("mail.confirmation.details", vars) },
    { kind: "link", label: t("mail.confirmation.attached", vars), url: certificateUrl },
    ...(remindsOf(registration.warranty_until, todayIn(new Date(registration.created_at)))
      ? [{ kind: "p" as const, text: t("mail.confirmation.reminder", vars) }]
      : []),
    { kind: "p", text: t("mail.signature", vars) },
  ]);
}

/** To the owner, 30 days before the warranty ends. */
export function reminderMail(registration: WarrantyRegistration, { brand, certificateUrl, contactUrl }: RegistrationLinks): ComposedMail {
  const locale = registration.locale as Locale;
  const t = ownerTexts(locale);
  const vars = {
    brand,
    name: registration.name,
    product: registration.product_name,
    reference: registration.reference,
    serial: registration.serial,
    until: longDate(registration.warranty_until, locale),
  };
  return compose(t("mail.reminder.subject", vars), [
    { kind: "p", text: t("mail.greeting", vars) },
    { kind: "p", text: t("mail.reminder.intro", vars) },
    { kind: "p", text: t("mail.reminder.advice", vars) },
    { kind: "link", label: t("mail.reminder.certificate", vars), url: certificateUrl },
    { kind: "link", label: t("mail.reminder.contact", vars), url: contactUrl },
    { kind: "p", text: t("mail.signature", vars) },
  ]);
}

/** To the owner who asked for a printed manual: what was asked for, where it goes, and by when (decision 081). */
export function paperCopyMail(request: PaperCopyRequest, { brand }: { brand: string }): ComposedMail {
  const locale = request.locale as Locale;
  const t = ownerTexts(locale);
  const vars = { brand, name: request.name, document: request.document_title, product: request.product_name, due: longDate(request.due_on, locale) };
  return compose(t("mail.paperCopy.subject", vars), [
    { kind: "p", text: t("mail.greeting", vars) },
    { kind: "p", text: t("mail.paperCopy.intro", vars) },
    {
      kind: "fields",
      rows: [
        [t("mail.paperCopy.document"), `${request.document_title} (${request.product_name}${request.product_model ? `, ${request.product_model}` : ""})`],
        [t("mail.paperCopy.language"), t(`mail.paperCopy.languages.${request.language}`)],
        [t("mail.paperCopy.address"), [request.name, ...request.address.split(/\s*\n\s*/), countryName(request.country, locale)].filter(Boolean).join(", ")],
      ],
    },
    { kind: "p", text: t("mail.paperCopy.due", vars) },
    { kind: "p", text: t("mail.signature", vars) },
  ]);
}

/** To the sales and service addresses: every field of a new enquiry (product rules §3). */
export function enquiryMail(enquiry: Enquiry, { locale, adminUrl }: { locale: Locale; adminUrl?: string }): ComposedMail {
  const t = ownerTexts(locale);
  const form = t(enquiry.form === "partner" ? "mail.enquiry.formPartner" : "mail.enquiry.formContact");
  const blocks: Block[] = [
    { kind: "p", text: t("mail.enquiry.intro") },
    {
      kind: "fields",
      rows: [
        [t("mail.enquiry.name"), enquiry.name],
        [t("mail.enquiry.company"), enquiry.company],
        [t("mail.enquiry.phone"), enquiry.phone],
        [t("mail.enquiry.email"), enquiry.email],
        [t("mail.enquiry.country"), countryName(enquiry.country, locale)],
        [t("mail.enquiry.language"), enquiry.locale.toUpperCase()],
        [t("mail.enquiry.title"), enquiry.title],
      ],
    },
    { kind: "p", text: `${t("mail.enquiry.message")}:` },
    { kind: "quote", text: enquiry.message },
  ];
  if (adminUrl) blocks.push({ kind: "link", label: t("mail.enquiry.open"), url: adminUrl });
  return compose(t("mail.enquiry.subject", { form, name: enquiry.name, company: enquiry.company }), blocks);
}

/** An admin invitation or password reset (decision 054): the one-time link and how long it works. */
export function passwordLinkMail({
  purpose,
  locale,
  url,
  name,
  invitedBy,
  expiresAt,
}: {
  purpose: "invite" | "reset";
  locale: Locale;
  url: string;
  name: string;
  invitedBy: string;
  expiresAt: Date;
}): ComposedMail {
  const t = ownerTexts(locale);
  const key = purpose === "invite" ? "mail.adminInvite" : "mail.adminReset";
  const vars = { name: name || "", invitedBy, until: `${longDate(expiresAt.toISOString().slice(0, 10), locale)} ${expiresAt.toISOString().slice(11, 16)} UTC` };
  return compose(t(`${key}.subject`, vars), [
    { kind: "p", text: t(name ? `${key}.greeting` : `${key}.greetingNoName`, vars) },
    { kind: "p", text: t(`${key}.intro`, vars) },
    { kind: "link", label: t(`${key}.link`, vars), url },
    { kind: "p", text: t(`${key}.expiry`, vars) },
    { kind: "p", text: t(`${key}.ignore`, vars) },
  ]);
}

/** To an owner who asked for it on /my (decision 075): the one-time sign-in link and how long it works. */
export function ownerSignInMail({ locale, brand, url, minutes }: { locale: Locale; brand: string; url: string; minutes: number }): ComposedMail {
  const t = ownerTexts(locale);
  const vars = { brand, minutes };
  return compose(t("mail.ownerSignIn.subject", vars), [
    { kind: "p", text: t("mail.ownerSignIn.greeting", vars) },
    { kind: "p", text: t("mail.ownerSignIn.intro", vars) },
    { kind: "link", label: t("mail.ownerSignIn.link", vars), url },
    { kind: "p", text: t("mail.ownerSignIn.expiry", vars) },
    { kind: "p", text: t("mail.ownerSignIn.ignore", vars) },
    { kind: "p", text: t("mail.signature", vars) },
  ]);
}

/** To a newsletter sign-up: the link that confirms it (double opt-in), and the one that undoes it. */
export function newsletterConfirmationMail({
  locale,
  brand,
  confirmUrl,
  unsubscribeUrl,
  days,
}: {
  locale: Locale;
  brand: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  days: number;
}): ComposedMail {
  const t = ownerTexts(locale);
  const vars = { brand, days };
  return compose(t("mail.newsletter.subject", vars), [
    { kind: "p", text: t("mail.newsletter.greeting", vars) },
    { kind: "p", text: t("mail.newsletter.intro", vars) },
    { kind: "link", label: t("mail.newsletter.link", vars), url: confirmUrl },
    { kind: "p", text: t("mail.newsletter.expiry", vars) },
    { kind: "p", text: t("mail.newsletter.ignore", vars) },
    { kind: "link", label: t("mail.newsletter.unsubscribe", vars), url: unsubscribeUrl },
  ]);
}
