/** The mail outbox (decision 043): every mail the site writes, its state, and a retry. */
export const OUTBOX_API = "ad/outbox";
export const OUTBOX_FILTERS = ["status", "kind", "from", "to"] as const;
export const OUTBOX_SORTABLE = ["created_at", "id", "send_after", "status", "attempts", "kind"];
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export const OUTBOX_KINDS = ["registration_confirmation", "warranty_reminder", "enquiry_notification"] as const;

export interface OutboxMail {
  id: number;
  kind: (typeof OUTBOX_KINDS)[number];
  recipient: string;
  locale: "en" | "fr" | "nl";
  subject: string;
  text_body: string;
  html_body: string;
  registration_id: number | null;
  demand_id: number | null;
  status: (typeof OUTBOX_STATUSES)[number];
  attempts: number;
  send_after: string;
  claimed_until: string | null;
  last_error: string;
  sent_at: string | null;
  created_at: string;
}

export interface OutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  smtp: boolean;
}

export const STATUS_COLORS: Record<OutboxMail["status"], string> = { pending: "blue", sending: "purple", sent: "green", failed: "red" };
