import { ShopOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { WEEKDAYS, joinIntervals, splitIntervals, type OpeningHours } from "#domain/dealers.ts";
import type { CrudDefinition, FieldDef } from "../types.ts";
import { declared } from "../declared.ts";

export const DEALER_COUNTRIES = ["BE", "NL", "FR", "LU", "DE"] as const;

const hourFields: FieldDef[] = WEEKDAYS.map((day, index) => ({ name: `hours_${day}`, kind: "text", max: 100, help: index === 0 }));

/** Where to buy: dealers with address, position, services and opening hours (hours edited as one text per weekday). */
export const dealers: CrudDefinition = {
  resource: "dealers",
  ...declared("dealers"),
  icon: ShopOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
  titleField: "name",
  fields: [
    { name: "name", kind: "text", required: true, max: 255 },
    { name: "address", kind: "text", max: 255 },
    { name: "postcode", kind: "text", max: 16 },
    { name: "city", kind: "text", required: true, max: 128 },
    { name: "country", kind: "select", options: DEALER_COUNTRIES, required: true },
    { name: "phone", kind: "text", max: 64 },
    { name: "website", kind: "url", max: 1024 },
    { name: "email", kind: "text", max: 255 },
    { name: "latitude", kind: "number", help: true },
    { name: "longitude", kind: "number" },
    { name: "sales", kind: "switch" },
    { name: "repairs", kind: "switch" },
    { name: "spare_parts", kind: "switch" },
    { name: "battery_takeback", kind: "switch" },
    ...hourFields,
    { name: "published", kind: "switch", help: true },
  ],
  defaults: { country: "BE", sales: 1, repairs: 0, spare_parts: 0, battery_takeback: 0, published: 1, latitude: null, longitude: null },
  searchParam: "q",
  filters: [
    { name: "country", kind: "select", options: DEALER_COUNTRIES },
    { name: "published", kind: "switch" },
  ],
  defaultSort: { field: "name", order: "asc" },
  toForm: (record) => {
    const hours = (record.opening_hours ?? {}) as OpeningHours;
    return { ...record, ...Object.fromEntries(WEEKDAYS.map((day) => [`hours_${day}`, joinIntervals(hours[day])])) };
  },
  fromForm: (values) => {
    const { ...rest } = values;
    const opening_hours: OpeningHours = {};
    for (const day of WEEKDAYS) {
      const text = String(rest[`hours_${day}`] ?? "").trim();
      delete rest[`hours_${day}`];
      if (text) opening_hours[day] = splitIntervals(text);
    }
    for (const key of ["id", "created_at", "updated_at"]) delete rest[key];
    return { ...rest, latitude: rest.latitude ?? null, longitude: rest.longitude ?? null, opening_hours };
  },
};
