import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { currentAdmin } from "#server/http/auth.ts";
import { AUDIT_ACTIONS, auditRecords, type AuditAction, type AuditEntry } from "#server/services/audit.ts";
import { RESOURCES } from "#domain/resources.ts";
import type { Services } from "#server/services/index.ts";
import type { ApiDeps } from "../deps.ts";
import type { Endpoint, EndpointGroup } from "../endpoint.ts";
import { sendData, sendPage } from "../envelope.ts";
import { sendCsv } from "../csv.ts";
import { dataOf, pageOf, recordId } from "#domain/schemas.ts";
import { auditEntry, auditFilters } from "#domain/models.ts";
import { listQueryOf, listRequestOf, type CrudResource } from "./crud.ts";
import { editorMay } from "./roles.ts";
import { auditNoteOf } from "./audit-note.ts";
import { describeChanges } from "#server/services/audit-changes.ts";

/** What the log records of an endpoint: its action and resource, or nothing (reads). */
export interface AuditRule {
  action: AuditAction;
  resource: string;
}

const VERBS: Record<string, AuditAction> = {
  _update: "update",
  _landing: "update",
  _handle: "update",
  _delete: "delete",
  _export: "export",
  export: "export",
  _import: "import",
  import: "import",
  _reorder: "reorder",
  _retry: "retry",
  _publish: "publish",
  _restore: "restore",
  _replace: "upload",
};

/** "/commodity/types/:id/_update" → "commodity/types"; "/demands/_" → "demands". */
export function resourceOfPath(path: string): string {
  return path
    .split("/")
    .filter((part) => part && !part.startsWith(":") && !part.startsWith("_") && !VERBS[part] && part !== "revisions")
    .join("/");
}

/**
 * The action and resource of an admin endpoint (decision 053): changes and exports are recorded,
 * reads are not. An endpoint's own `audit` wins over what its method and path say.
 */
export function auditRuleOf(endpoint: Endpoint): AuditRule | undefined {
  if (endpoint.audit === false) return undefined;
  const resource = endpoint.audit?.resource ?? resourceOfPath(endpoint.path);
  if (endpoint.audit?.action) return { action: endpoint.audit.action as AuditAction, resource };
  const last = endpoint.path.split("/").at(-1) ?? "";
  const verb = VERBS[last];
  const csv = Object.values(endpoint.responses).some((answer) => answer.contentType === "text/csv");
  if (endpoint.method === "get") return verb === "export" || csv ? { action: "export", resource } : undefined;
  if (verb) return { action: verb, resource };
  if (endpoint.method === "delete") return { action: "delete", resource };
  if (endpoint.method === "put") return { action: "update", resource };
  if (endpoint.path.endsWith("/:id")) return { action: "update", resource };
  return { action: "create", resource };
}

const SECRET = /password|token|secret|code_verifier/i;
const NAMING_FIELDS = ["en_name", "en_title", "name", "title", "email", "subject", "reference", "model"];

function summaryOf(req: Request, action: AuditAction): string {
  const parts: string[] = [];
  if (action === "export") {
    const filters = Object.entries(req.query).filter(([key, value]) => value !== "" && value !== undefined && !["page", "per_page"].includes(key));
    return filters.length ? `Filters: ${filters.map(([key, value]) => `${key}=${String(value)}`).join(", ")}` : "Everything";
  }
  if (req.file) parts.push(`File: ${req.file.originalname} (${req.file.size} bytes)`);
  const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const named = NAMING_FIELDS.map((field) => body[field]).find((value) => typeof value === "string" && value.trim());
  if (named) parts.push(`"${String(named).trim().slice(0, 120)}"`);
  const fields = Object.keys(body).filter((key) => !SECRET.test(key));
  if (fields.length && action !== "delete") parts.push(`Fields: ${fields.join(", ")}`);
  const ids = queryIds(req);
  if (ids) parts.push(`Ids: ${ids}`);
  return parts.join(" · ");
}

/** A batch's ids as sent, `ids=1,2` or `ids=1&ids=2` (idList takes both), or undefined. */
function queryIds(req: Request): string | undefined {
  const ids = [req.query.ids].flat().filter((value) => typeof value === "string");
  return ids.length ? ids.join(",") : undefined;
}

/** The id the call acted on: the path's, the ids of a batch, or the id of what it created. */
function recordIdOf(req: Request, sent: unknown): string {
  if (typeof req.params.id === "string") return req.params.id;
  const ids = queryIds(req);
  if (ids) return ids;
  if (Array.isArray((req.body as { ids?: unknown } | undefined)?.ids)) return (req.body as { ids: unknown[] }).ids.join(",");
  if (typeof sent === "string" && sent.startsWith("{")) {
    try {
      const id = (JSON.parse(sent) as { data?: { id?: unknown } }).data?.id;
      if (typeof id === "number" || typeof id === "string") return String(id);
    } catch {
      // not JSON
    }
  }
  return "";
}

/**
 * The audit trail of the admin API, applied to every admin endpoint in one place (server/api/index.ts).
 * A change is recorded when it succeeds, before its answer leaves, so an entry exists by the time
 * the client sees the result; an export is recorded once its filters are valid, before rows are sent.
 */
export function auditTrail(services: Services): (endpoint: Endpoint) => RequestHandler[] {
  return (endpoint) => {
    const rule = auditRuleOf(endpoint);
    if (!rule) return [];
    const entryOf = (req: Request, res: Response, sent?: unknown) => {
      const admin = currentAdmin(res);
      const note = auditNoteOf(res);
      const action = note.action ?? rule.action;
      const changed = note.changes?.length ? describeChanges(note.changes) : "";
      return {
        action,
        userId: admin.id,
        actor: admin.email,
        resource: rule.resource,
        recordId: recordIdOf(req, sent),
        // Where the handler said what changed, that is the summary; else what the request sent.
        summary: [note.summary, changed].filter(Boolean).join(" · ") || (note.changes ? "" : summaryOf(req, action)),
        ip: req.ip,
        recordTitle: note.recordTitle,
        changes: note.changes,
      };
    };
    if (rule.action === "export") {
      return [
        async (req, res, next) => {
          if (endpoint.query && !endpoint.query.safeParse(req.query).success) return next();
          await services.audit.recordAudit(entryOf(req, res));
          next();
        },
      ];
    }
    return [
      (req, res, next) => {
        const send = res.send.bind(res);
        res.send = ((body?: unknown) => {
          res.send = send;
          if (res.statusCode >= 400 || auditNoteOf(res).nothingChanged) return send(body);
          services.audit
            .recordAudit(entryOf(req, res, body))
            .catch((error: unknown) => req.log?.error({ err: error }, "audit entry not written"))
            .finally(() => send(body));
          return res;
        }) as Response["send"];
        next();
      },
    ];
  };
}

const audit: CrudResource = {
  path: "/audit",
  tag: "Audit log",
  label: "Audit entry",
  records: auditRecords,
  record: auditEntry,
  sortColumns: RESOURCES.auditLog.sortColumns,
  searchHint: "actor, summary and record id",
  filters: {
    user_id: z.coerce.number().pipe(recordId).optional(),
    resource: z.string().trim().max(64).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
  },
  where: (query) => ({
    user_id: query.user_id as number | undefined,
    resource: (query.resource as string | undefined) || undefined,
    action: query.action as string | undefined,
  }),
  dated: true,
};

const AUDIT_COLUMNS = ["id", "created_at", "actor", "user_id", "action", "resource", "record_id", "record_title", "summary", "ip"];

/**
 * The resources whose entries an editor reads (decision 054): those of the calls an editor may make. The entries
 * about customers' data, accounts and settings name people (an export's search, a customer's name) and stay
 * with the admins. Worked out at the first read, when every admin endpoint is defined.
 */
function editorResourcesOf(api: EndpointGroup): () => ReadonlySet<string> {
  let resources: ReadonlySet<string> | undefined;
  return () =>
    (resources ??= new Set(api.endpoints.filter(editorMay).map((endpoint) => (endpoint.audit && endpoint.audit.resource) || resourceOfPath(endpoint.path))));
}

/** The audit log: read and export only, there is no call that edits or deletes an entry. */
export function adminAuditEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  const editorResources = editorResourcesOf(api);
  /** The resources `res`'s reader may see entries of: every one for an admin. */
  const readable = (res: Response): ReadonlySet<string> | undefined => (currentAdmin(res).role === "admin" ? undefined : editorResources());
  const { page: _page, per_page: _perPage, ...filters } = listQueryOf(audit).shape;
  api.add({
    method: "get",
    path: "/audit/_export",
    tag: "Audit log",
    summary: "Download the audit log as CSV",
    description: "Takes the list's filters (q, user_id, resource, action, from, to) and sort; at most 50,000 rows. Admins only.",
    query: z.object(filters),
    responses: { 200: { description: "CSV with a header row", contentType: "text/csv", schema: z.string() } },
    async handle({ query }, res) {
      const request = await listRequestOf(audit, { ...query, page: 1, per_page: 1 });
      const rows = await services.records.exportRecords(audit.records, request);
      sendCsv(res, "audit-log", AUDIT_COLUMNS, rows as unknown as Record<string, unknown>[]);
    },
  });
  api.add({
    method: "get",
    path: "/audit/_filters",
    tag: "Audit log",
    summary: "The users and resources the log names (for the filters)",
    responses: {
      200: {
        description: "Users (id and email) and resources",
        schema: dataOf(auditFilters),
      },
    },
    async handle(_input, res) {
      const allowed = readable(res);
      const resources = await services.audit.auditResources();
      sendData(res, { users: await services.audit.auditActors(), resources: allowed ? resources.filter((resource) => allowed.has(resource)) : resources });
    },
  });
  api.add({
    method: "get",
    path: "/audit",
    tag: "Audit log",
    summary: "List audit entries",
    description:
      "Newest first unless sorted otherwise; filters by user, resource, action and date (from/to on created_at). Editors get the entries of content only, without the IP address.",
    query: listQueryOf(audit),
    responses: { 200: { description: "A page of audit entries", schema: pageOf(auditEntry) } },
    async handle({ query }, res) {
      const request = await listRequestOf(audit, query);
      const allowed = readable(res);
      if (allowed) {
        const asked = request.where?.resource;
        request.where = { ...request.where, resource: [...allowed].filter((resource) => asked === undefined || resource === asked) };
      }
      const page = await services.records.listRecords(audit.records, request);
      // An address is personal data: an editor reads what was done and by whom, not from where.
      sendPage(res, allowed ? { ...page, data: (page.data as AuditEntry[]).map(({ ip: _ip, ...entry }) => entry) } : page);
    },
  });
}
