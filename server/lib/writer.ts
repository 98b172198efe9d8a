import type { AuditAction } from '#contract/roles.ts';
import type { AuditDetail } from '#contract/entities.ts';

/** What a write tells the audit trail about one item it changed (server/modules/audit). */
export interface AuditNote {
  action?: AuditAction;
  kind?: string;
  key?: string;
  summary?: string;
  detail?: AuditDetail;
}

/**
 * Who writes, passed from the route handler (req.writer, server/plugins/writer.ts) down to where a
 * write leaves its records: the author of versions, trash entries, preview links and articles, the
 * version an edit is based on, and what the audit trail says about each item.
 */
export interface Writer {
  /** The signed-in account's user name; null for the system (seed, command line). */
  readonly operator: string | null;
  /**
   * The request's If-Match: the item's version the change is based on (workflow/versions.ts
   * beforeChange). Absent: the write is not checked.
   */
  readonly ifMatch?: string;
  /** Tells the audit trail what the write did to one item (the trail records one entry per note). */
  note(n: AuditNote): void;
}

/** The system as writer (seed, command line): no account, no If-Match, nothing for the audit trail. */
export const SYSTEM_WRITER: Writer = { operator: null, note: () => undefined };
