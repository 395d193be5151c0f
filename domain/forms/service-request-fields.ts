import { localizePath, type Locale } from "../locales.ts";

/** The service request form's zod-free constants, as fields.ts holds the other forms' (decision 100). */

/** The service request's kinds, hand-ins and photos (decision 083). */
export const SERVICE_KINDS = ["fault", "damage", "missing_part", "question"] as const;
export const HANDOVERS = ["dealer", "pickup"] as const;
export const SERVICE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const SERVICE_PHOTO_MAX_COUNT = 5;

/** Every message each field of the service request can show, for the reserved height under it (decision 036). */
export const SERVICE_FIELD_MESSAGES: Record<string, readonly string[]> = {
  commodity_id: ["service.request.errors.product"],
  serial: ["service.request.errors.serial", "form.errors.tooLong"],
  purchase_date: ["service.request.errors.date", "service.request.errors.dateFuture"],
  kind: ["service.request.errors.kind"],
  description: ["service.request.errors.description", "service.request.errors.descriptionShort", "form.errors.tooLong"],
  handover: ["service.request.errors.handover"],
  dealer_id: ["service.request.errors.dealer"],
  pickup_address: ["service.request.errors.address", "form.errors.tooLong"],
  photos: ["service.request.errors.photoType", "service.request.errors.photoSize", "service.request.errors.photoCount"],
  name: ["form.errors.name", "form.errors.minLength", "form.errors.tooLong"],
  email: ["form.errors.email", "form.errors.emailFormat", "form.errors.tooLong"],
  phone: ["form.errors.tooLong"],
  country: ["form.errors.country"],
};

/** The tracking page of a request, inside the owner space, in a language (the owner space links to it without zod). */
export function trackingPath(reference: string, locale: Locale): string {
  return localizePath(`/my/service/${reference}`, locale);
}
