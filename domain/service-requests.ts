import { RESOURCES } from "./resources.ts";
import { z } from "zod";
import "./forms/zod-in-the-browser.ts";
import { COUNTRY_CODES } from "./forms/countries.ts";
import { emailField, enquirySchema, required } from "./forms/enquiry.ts";
import { isIsoDate, workingDaysBetween } from "./calendar-days.ts";
import { LOCALES } from "./locales.ts";
import { MAX_ID } from "./paths.ts";
import { warrantyEndsOn } from "./warranty.ts";
import { HANDOVERS, SERVICE_KINDS } from "./forms/service-request-fields.ts";

/**
 * Service and repair requests (decision 083), declared once: the form's and the API's input,
 * the record the admin reads, the statuses and their order, and the pure rules (warranty status, reference, overdue).
 * The route, the public and admin APIs, the service and the admin screen all import this file.
 */

// What the request's page needs to render, zod-free in forms/service-request-fields.ts (decision 100).
export {
  HANDOVERS,
  SERVICE_FIELD_MESSAGES,
  SERVICE_KINDS,
  SERVICE_PHOTO_MAX_BYTES,
  SERVICE_PHOTO_MAX_COUNT,
  trackingPath,
} from "./forms/service-request-fields.ts";

/** The desk's statuses in their order; repaired, replaced and refused are one step (the outcome). */
export const SERVICE_STATUSES = ["received", "in_inspection", "waiting_for_parts", "repaired", "replaced", "refused", "returned", "closed"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
const STEP: Record<ServiceStatus, number> = {
  received: 0,
  in_inspection: 1,
  waiting_for_parts: 2,
  repaired: 3,
  replaced: 3,
  refused: 3,
  returned: 4,
  closed: 5,
};
/** Statuses the desk no longer works on: they never turn overdue. */
export const SETTLED_STATUSES: readonly ServiceStatus[] = ["returned", "closed"];

/** A request moves forward (steps may be skipped: a question is closed at once), or back from waiting for parts to inspection. */
export function canMove(from: ServiceStatus, to: ServiceStatus): boolean {
  if (from === to) return false;
  if (from === "waiting_for_parts" && to === "in_inspection") return true;
  return STEP[to] > STEP[from];
}

/** Untouched by the desk for this many working days: overdue. */
export const OVERDUE_WORKING_DAYS = 5;

/** Whether a request is overdue on `today`: not settled, and its last touch `OVERDUE_WORKING_DAYS` working days or more ago. */
export function isOverdue(request: { status: string; touched_on: string }, today: string): boolean {
  if ((SETTLED_STATUSES as readonly string[]).includes(request.status)) return false;
  return workingDaysBetween(request.touched_on, today) >= OVERDUE_WORKING_DAYS;
}

export type WarrantyState = "in" | "out" | "unknown";

/**
 * The warranty on `today`: a registration's own end (with its bonus year) when there is one, else the two years from
 * the purchase date given, else unknown.
 */
export function serviceWarranty(
  { registrationUntil, purchaseDate }: { registrationUntil?: string | null; purchaseDate?: string | null },
  today: string,
): { state: WarrantyState; until: string | null } {
  const until = registrationUntil || (purchaseDate ? warrantyEndsOn(purchaseDate) : null);
  if (!until) return { state: "unknown", until: null };
  return { state: until >= today ? "in" : "out", until };
}

/** SR-2026-000123: the year it came in and its number, six digits at least. */
export function serviceReference(year: number, id: number): string {
  return `SR-${year}-${String(id).padStart(6, "0")}`;
}

export const SERVICE_REFERENCE_PATTERN = /^SR-\d{4}-\d{6,}$/;

/** A reference as typed ("sr 2026 123", "SR-2026-000123"), written as issued; undefined when it is none. */
export function normalServiceReference(typed: string): string | undefined {
  const match = /^SR[\s-]*(\d{4})[\s-]*(\d{1,12})$/i.exec(typed.trim());
  return match ? serviceReference(Number(match[1]), Number(match[2])) : undefined;
}

const optionalText = (max: number) => z.string().trim().max(max, "form.errors.tooLong").optional().default("");
const optionalId = (message: string) =>
  z
    .union([z.literal(""), z.coerce.number().int().positive().max(MAX_ID)], { error: message })
    .optional()
    .transform((value) => (value === "" || value === undefined ? null : value));

/** The request as the form and the API send it. Contact details without a company: this is for private owners. */
export const serviceRequestSchema = z.object({
  registration: z.string().trim().max(20, "form.errors.tooLong").optional().default(""),
  commodity_id: optionalId("service.request.errors.product"),
  product: optionalText(255),
  serial: z
    .string()
    .trim()
    .max(40, "form.errors.tooLong")
    .refine((value) => value === "" || /^[A-Za-z0-9][A-Za-z0-9 \-_./]{1,39}$/.test(value), "service.request.errors.serial")
    .optional()
    .default(""),
  purchase_date: z
    .string()
    .trim()
    .refine((value) => value === "" || isIsoDate(value), "service.request.errors.date")
    .optional()
    .default(""),
  kind: z.enum(SERVICE_KINDS, { error: "service.request.errors.kind" }),
  description: required("service.request.errors.description", 5000).refine((value) => value.length >= 10, "service.request.errors.descriptionShort"),
  handover: z.enum(HANDOVERS, { error: "service.request.errors.handover" }),
  dealer_id: optionalId("service.request.errors.dealer"),
  pickup_address: optionalText(500),
  name: enquirySchema.shape.name,
  email: emailField,
  phone: optionalText(40),
  country: z.enum(COUNTRY_CODES, { error: "form.errors.country" }),
});

export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

/** What the schema cannot say field by field: a product named one way or the other, a dealer or an address for the hand-in. */
export function serviceRequestProblems(input: ServiceRequestInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!input.registration && input.commodity_id === null && !input.product) problems.commodity_id = "service.request.errors.product";
  if (input.handover === "dealer" && input.dealer_id === null) problems.dealer_id = "service.request.errors.dealer";
  if (input.handover === "pickup" && input.pickup_address.length < 10) problems.pickup_address = "service.request.errors.address";
  return problems;
}

/* ---------- The desk's side (admin API) ---------- */

export const SERVICE_EVENT_KINDS = ["status", "message", "note", "assign"] as const;

export const serviceEventRecord = z.object({
  id: z.int(),
  kind: z.enum(SERVICE_EVENT_KINDS),
  status: z.string().nullable(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});

export const serviceRequestRecord = z
  .object({
    id: z.int(),
    reference: z.string().meta({ example: "SR-2026-000123" }),
    status: z.enum(SERVICE_STATUSES),
    kind: z.enum(SERVICE_KINDS),
    commodity_id: z.int().nullable(),
    registration_id: z.int().nullable(),
    registration_reference: z.string().nullable(),
    product_name: z.string(),
    product_model: z.string(),
    serial: z.string(),
    purchase_date: z.string().nullable(),
    warranty: z.enum(["in", "out", "unknown"]),
    warranty_until: z.string().nullable(),
    description: z.string(),
    handover: z.enum(HANDOVERS),
    dealer_id: z.int().nullable(),
    dealer_name: z.string(),
    pickup_address: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    locale: z.enum(LOCALES),
    assignee_id: z.int().nullable(),
    assignee_name: z.string().nullable(),
    touched_at: z.string(),
    /** Working days since the desk last touched it. */
    age_working_days: z.int(),
    overdue: z.boolean(),
    photos: z.array(z.object({ id: z.int(), mime: z.string(), bytes: z.int() })).optional(),
    events: z.array(serviceEventRecord).optional(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ServiceRequest" });

export type ServiceRequestRecord = z.infer<typeof serviceRequestRecord>;
export type ServiceEvent = z.infer<typeof serviceEventRecord>;

/** One change from the desk: a status (mailed to the owner), an assignment, an internal note, or a message to the owner (mailed). */
export const serviceRequestChange = z.object({
  status: z.enum(SERVICE_STATUSES).optional(),
  assignee_id: z.union([z.int().positive().max(MAX_ID), z.null()]).optional(),
  note: z.string().trim().min(1).max(5000).optional(),
  message: z.string().trim().min(1).max(5000).optional(),
});

export const SERVICE_AGES = ["overdue", "week", "month", "older"] as const;

export const serviceListFilters = {
  status: z.enum(SERVICE_STATUSES).optional(),
  kind: z.enum(SERVICE_KINDS).optional(),
  commodity_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
  country: z.enum(COUNTRY_CODES).optional(),
  age: z.enum(SERVICE_AGES).optional(),
};

export const SERVICE_SORT_COLUMNS = RESOURCES.serviceRequests.sortColumns;
