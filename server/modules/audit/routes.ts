import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Obj, PagingQuery, badRequest, envelope, pageAnswer } from '#server/lib/http/index.ts';
import { AuditEntrySchema } from '#contract/schemas.ts';
import { AUDIT_ACTIONS } from '#contract/roles.ts';
import { scheduleCleanUp } from '#server/lib/clean-up.ts';
import { auditEntries, listAudit, pruneAudit, type AuditFilter } from './repository';

/** The most rows one CSV export holds. */
const EXPORT_MAX = 100_000;

const Moment = Type.String({
  maxLength: 40,
  description: 'ISO 8601 date or date-time (a date alone: its start, UTC)',
});
const FilterQuery = {
  account: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(
    Type.Union(
      AUDIT_ACTIONS.map((a) => Type.Literal(a)),
      { description: AUDIT_ACTIONS.join(', ') },
    ),
  ),
  kind: Type.Optional(Type.String({ maxLength: 40 })),
  from: Type.Optional(Moment),
  to: Type.Optional(Moment),
};

function filterOf(q: {
  account?: string;
  action?: AuditFilter['action'];
  kind?: string;
  from?: string;
  to?: string;
}): AuditFilter {
  const moment = (v: string | undefined, name: string) => {
    if (!v) return undefined;
    const t = Date.parse(v);
    if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(t))
      throw badRequest(`${name}: not an ISO 8601 date or date-time`);
    return new Date(t).toISOString();
  };
  return {
    account: q.account?.trim() || undefined,
    action: q.action,
    kind: q.kind?.trim() || undefined,
    from: moment(q.from, 'from'),
    to: moment(q.to, 'to'),
  };
}

/**
 * The CSV rows (csv-stringify): every field quoted, quotes doubled, lines ended by CRLF; a leading
 * = + - @ tab or CR is defused (a ' before it) so a spreadsheet never runs it as a formula.
 */
const CSV_OPTIONS = { quoted: true, quoted_empty: true, escape_formulas: true, record_delimiter: '\r\n' } as const;

/** The audit trail: read and exported by an Administrator; no route changes or deletes it. */
export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const tags = ['audit'];

  scheduleCleanUp(app, 'audit', () => pruneAudit(db, config.auditDays), 'pruning the audit trail');

  r.get(
    '/admin/audit',
    {
      config: { permission: 'audit' },
      schema: {
        tags,
        summary:
          'The audit trail, newest first, filtered by account, action, kind and time (from inclusive, to exclusive)',
        querystring: Obj({ ...FilterQuery, ...PagingQuery }),
        response: envelope(Type.Array(AuditEntrySchema)),
      },
    },
    async (req) => pageAnswer(req.query, (page) => listAudit(db, filterOf(req.query), page)),
  );

  r.get(
    '/admin/audit/export',
    {
      config: { permission: 'audit' },
      schema: {
        tags,
        summary: `The filtered audit trail as CSV (UTF-8, newest first, at most ${EXPORT_MAX} rows)`,
        produces: ['text/csv'],
        querystring: Obj({ ...FilterQuery, _t: Type.Optional(Type.Any()) }),
        response: {
          200: Type.String({
            description: 'text/csv: time,account,ip,action,kind,key,summary',
          }),
        },
      },
    },
    async (req, reply) => {
      const filter = filterOf(req.query);
      const rows: (string | number | null)[][] = [];
      for await (const e of auditEntries(db, filter, EXPORT_MAX))
        rows.push([e.time, e.account, e.ip, e.action, e.kind, e.key, e.summary]);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFFtime,account,ip,action,kind,key,summary\r\n${stringify(rows, CSV_OPTIONS)}`);
    },
  );
}
