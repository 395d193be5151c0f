import type { Response } from "express";
import type { FieldChange } from "#server/services/audit-changes.ts";
import type { AuditAction } from "#server/services/audit.ts";

/**
 * What a handler knows of its own audit entry: the action as it happened, the record's name, the
 * fields it changed. The audit trail (audit.ts) writes the entry with these over what the method and path say.
 */
export interface AuditNote {
  action?: AuditAction;
  recordTitle?: string;
  changes?: readonly FieldChange[];
  summary?: string;
  /** The call changed nothing (a save of the same values): no entry. */
  nothingChanged?: boolean;
}

export function noteAudit(res: Response, note: AuditNote): void {
  res.locals.auditNote = { ...(res.locals.auditNote as AuditNote | undefined), ...note };
}

export function auditNoteOf(res: Response): AuditNote {
  return (res.locals.auditNote as AuditNote | undefined) ?? {};
}
