import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Filled by the writes of this request; the audit trail records one entry per note (or one for the request). */
    auditNotes: AuditNote[] | null;
  }
}

/**
 * Who is writing: the signed-in account of the request being answered, for the records a write
 * leaves behind (versions, trash, the audit trail). Held for the whole request, so repositories
 * need no extra parameter; null outside a request (seed, command line) and on public calls.
 */
const current = new AsyncLocalStorage<FastifyRequest>();

/** Runs `fn` (the rest of the request) as `req`'s: what the operator hook (server/plugins/operator.ts) does for every write. */
export const runAsOperator = (req: FastifyRequest, fn: () => void): void => current.run(req, fn);

export const operatorName = (): string | null => current.getStore()?.admin?.userName ?? null;

/** The header text of the writing request being answered (undefined outside a request or without it). */
export function requestHeader(name: string): string | undefined {
  const value = current.getStore()?.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Tells the audit trail what this request's write did to one item (no-op outside a request). */
export function noteForAudit(note: AuditNote): void {
  const req = current.getStore();
  if (!req) return;
  (req.auditNotes ??= []).push(note);
}
