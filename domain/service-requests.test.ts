import { describe, expect, it } from "vitest";
import { workingDaysBetween } from "./calendar-days.ts";
import {
  canMove,
  isOverdue,
  normalServiceReference,
  SERVICE_REFERENCE_PATTERN,
  serviceReference,
  serviceRequestProblems,
  serviceRequestSchema,
  serviceWarranty,
} from "./service-requests.ts";

describe("warranty status of a service request", () => {
  it("takes the registration's end (with its bonus year) before the purchase date", () => {
    expect(serviceWarranty({ registrationUntil: "2028-03-09", purchaseDate: "2025-03-10" }, "2027-06-01")).toEqual({ state: "in", until: "2028-03-09" });
  });
  it("counts two years from the purchase date when there is no registration: the last day is covered, the next is not", () => {
    expect(serviceWarranty({ purchaseDate: "2025-03-10" }, "2027-03-09")).toEqual({ state: "in", until: "2027-03-09" });
    expect(serviceWarranty({ purchaseDate: "2025-03-10" }, "2027-03-10")).toEqual({ state: "out", until: "2027-03-09" });
    expect(serviceWarranty({ purchaseDate: "2024-02-29" }, "2026-01-01").until).toBe("2026-02-27");
  });
  it("is unknown without either", () => {
    expect(serviceWarranty({}, "2026-11-28")).toEqual({ state: "unknown", until: null });
  });
});

describe("references", () => {
  it("are SR-{year}-{number}, six digits at least", () => {
    expect(serviceReference(2026, 123)).toBe("SR-2026-000123");
    expect(serviceReference(2027, 1_234_567)).toBe("SR-2027-1234567");
    expect(SERVICE_REFERENCE_PATTERN.test(serviceReference(2026, 1))).toBe(true);
  });
  it("are read as typed or said over the phone", () => {
    expect(normalServiceReference("sr 2026 123")).toBe("SR-2026-000123");
    expect(normalServiceReference("SR-2026-000123")).toBe("SR-2026-000123");
    expect(normalServiceReference("W-7K3M-9QXD")).toBeUndefined();
  });
});

describe("working days and overdue requests", () => {
  it("counts Monday to Friday only", () => {
    // 2026-11-27 is a Friday.
    expect(workingDaysBetween("2026-11-27", "2026-11-30")).toBe(1);
    expect(workingDaysBetween("2026-11-27", "2026-12-04")).toBe(5);
    expect(workingDaysBetween("2026-11-28", "2026-11-29")).toBe(0);
    expect(workingDaysBetween("2026-11-30", "2026-11-30")).toBe(0);
    expect(workingDaysBetween("2026-11-02", "2026-11-30")).toBe(20);
  });
  it("marks a request untouched for 5 working days overdue, unless it is returned or closed", () => {
    expect(isOverdue({ status: "received", touched_on: "2026-11-27" }, "2026-12-03")).toBe(false);
    expect(isOverdue({ status: "received", touched_on: "2026-11-27" }, "2026-12-04")).toBe(true);
    expect(isOverdue({ status: "waiting_for_parts", touched_on: "2026-11-02" }, "2026-11-30")).toBe(true);
    expect(isOverdue({ status: "closed", touched_on: "2026-01-02" }, "2026-11-30")).toBe(false);
    expect(isOverdue({ status: "returned", touched_on: "2026-01-02" }, "2026-11-30")).toBe(false);
  });
});

describe("statuses", () => {
  it("move forward, may skip steps, and go back only from waiting for parts to inspection", () => {
    expect(canMove("received", "in_inspection")).toBe(true);
    expect(canMove("received", "repaired")).toBe(true);
    expect(canMove("received", "closed")).toBe(true);
    expect(canMove("waiting_for_parts", "in_inspection")).toBe(true);
    expect(canMove("repaired", "replaced")).toBe(false);
    expect(canMove("closed", "received")).toBe(false);
    expect(canMove("in_inspection", "in_inspection")).toBe(false);
  });
});

describe("the form's rules", () => {
  const valid = {
    commodity_id: "5",
    kind: "fault",
    description: "The motor stops after a minute.",
    handover: "pickup",
    pickup_address: "Kerkstraat 12, 9000 Gent",
    name: "Jan Peeters",
    email: "jan@example.be",
    country: "BE",
  };
  it("asks for a product, a dealer or a full address for the hand-in", () => {
    const parsed = serviceRequestSchema.parse({ ...valid, commodity_id: "", handover: "dealer" });
    expect(serviceRequestProblems(parsed)).toEqual({ commodity_id: "service.request.errors.product", dealer_id: "service.request.errors.dealer" });
    expect(serviceRequestProblems(serviceRequestSchema.parse({ ...valid, pickup_address: "Gent" }))).toEqual({
      pickup_address: "service.request.errors.address",
    });
    expect(serviceRequestProblems(serviceRequestSchema.parse(valid))).toEqual({});
  });
  it("refuses a kind, date or serial that is none, with the form's keys", () => {
    const parsed = serviceRequestSchema.safeParse({ ...valid, kind: "other", purchase_date: "2026-02-30", serial: "<script>" });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({
      kind: "service.request.errors.kind",
      purchase_date: "service.request.errors.date",
      serial: "service.request.errors.serial",
    });
  });
});
