import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditNote, Writer } from '#server/lib/writer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who writes (server/lib/writer.ts), for the handler to pass to the repository's write: the
     * request's account, its If-Match header, and the notes the audit trail records.
     */
    readonly writer: Writer;
    /** Filled by the writes of this request; the audit trail records one entry per note (or one for the request). */
    auditNotes: AuditNote[] | null;
  }
}

/**
 * The writer of a request, built when its handler asks for it (after the token check has filled
 * req.admin): reads never pay for it. Its notes go to req.auditNotes, which the audit trail
 * (server/plugins/audit-trail.ts) records in the write's transaction.
 */
function writerOf(req: FastifyRequest): Writer {
  const header = req.headers['if-match'];
  return {
    operator: req.admin?.userName ?? null,
    ifMatch: Array.isArray(header) ? header[0] : header,
    note: (n) => void (req.auditNotes ??= []).push(n),
  };
}

export function registerWriter(app: FastifyInstance): void {
  app.decorateRequest('auditNotes', null);
  app.decorateRequest('writer', {
    getter(this: FastifyRequest) {
      return writerOf(this);
    },
  });
}
