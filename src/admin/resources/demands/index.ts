/** Customer enquiries (SPEC §7 demands): GET list with filters, PUT _ {ids, handled?, note?}, DELETE _delete, GET _export CSV. */
export const DEMANDS_API = "ad/demands";
export const DEMAND_FORMS = ["contact", "partner"] as const;
export const DEMAND_FILTERS = ["form", "handled", "from", "to", "locale"] as const;
export const DEMAND_SORTABLE = ["created_at", "id", "name", "company", "country", "handled"];

export interface Demand {
  id: number;
  form: "contact" | "partner";
  name: string;
  company: string;
  phone: string;
  email: string;
  title: string;
  country: string;
  message: string;
  locale: "en" | "fr" | "nl";
  handled: number;
  note: string;
  handled_at: string | null;
  created_at: string;
}
