import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditNote, Writer } from '#server/lib/writer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Filled by the writes of this request; the audit trail records one entry per note (or one for the request). */
    auditNotes: AuditNote[] | null;
  }
}

/** Every request starts without audit notes (its writes add them through its writer). */
export function registerWriter(app: FastifyInstance): void {
  app.decorateRequest('auditNotes', null);
}

/**
 * The writer of a request (server/lib/writer.ts), built by its handler once the token check has
 * filled req.admin and passed to the repository's write: its account, its If-Match header, and
 * the notes the audit trail (server/plugins/audit-trail.ts) records.
 */
export function writerOf(req: FastifyRequest): Writer {
  const header = req.headers['if-match'];
  const ifMatch = Array.isArray(header) ? header[0] : header;
  return {
    operator: req.admin?.userName ?? null,
    ifMatch,
    note: (n) => void (req.auditNotes ??= []).push(n),
  };
}
