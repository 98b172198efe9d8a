import type { Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import { now } from '#server/db/index.ts';
import type { PageQuery } from '#server/lib/http/index.ts';
import type { AuditDetail, AuditEntry } from '#contract/entities.ts';
import type { AuditAction } from '#contract/roles.ts';

export interface AuditRecord {
  userId: number | null;
  account: string | null;
  ip: string;
  action: AuditAction;
  kind?: string | null;
  key?: string | null;
  /** What happened, in English (the CSV's and the API's text). */
  summary: string;
  /** The same as data, for the back office to say in its reader's language. */
  detail?: AuditDetail;
}

const clip = (s: string | null | undefined, n: number) =>
  s == null ? null : s.length > n ? `${s.slice(0, n - 1)}…` : s;

/** A detail as stored: its texts and lists bounded like the summary. */
const bounded = (d: AuditDetail): AuditDetail => ({
  note: d.note,
  ...(d.values
    ? {
        values: Object.fromEntries(
          Object.entries(d.values).map(([k, v]) => [k, typeof v === 'string' ? (clip(v, 200) ?? '') : v]),
        ),
      }
    : {}),
  ...(d.changes
    ? { changes: d.changes.slice(0, 20).map((c) => ({ ...c, ...(c.fields ? { fields: c.fields.slice(0, 40) } : {}) })) }
    : {}),
});

/** A stored detail, or null (none, or not readable). */
function detailOf(text: string | null): AuditDetail | null {
  if (!text) return null;
  try {
    const d = JSON.parse(text) as AuditDetail;
    return d && typeof d === 'object' && typeof d.note === 'string' ? d : null;
  } catch {
    return null;
  }
}

/** Appends entries to the audit trail. Nothing else writes to it; only the retention sweep deletes. */
export async function recordAudit(db: DB, records: AuditRecord[]): Promise<void> {
  if (!records.length) return;
  const at = now();
  await db
    .insertInto('audit_log')
    .values(
      records.map((r) => ({
        at,
        user_id: r.userId,
        account: clip(r.account, 100),
        ip: clip(r.ip, 64) ?? '',
        action: r.action,
        kind: clip(r.kind, 40),
        item_key: clip(r.key, 100),
        summary: clip(r.summary, 1000) ?? '',
        detail: r.detail ? JSON.stringify(bounded(r.detail)) : null,
      })),
    )
    .execute();
}

export interface AuditFilter {
  account?: string;
  action?: AuditAction;
  kind?: string;
  /** ISO 8601, inclusive. */
  from?: string;
  /** ISO 8601, exclusive. */
  to?: string;
}

function filtered(db: DB, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.account) q = q.where('account', '=', f.account);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.to) q = q.where('at', '<', f.to);
  return q;
}

const COLUMNS = ['id', 'at', 'account', 'ip', 'action', 'kind', 'item_key', 'summary', 'detail'] as const;

/** An entry as the list reads it: the stored row's COLUMNS. */
type Row = Pick<Selectable<Database['audit_log']>, (typeof COLUMNS)[number]>;

const toEntry = (r: Row): AuditEntry => ({
  id: Number(r.id),
  time: r.at,
  account: r.account,
  ip: r.ip,
  action: r.action as AuditAction,
  kind: r.kind,
  key: r.item_key,
  summary: r.summary,
  detail: detailOf(r.detail),
});

/** Newest first. */
export async function listAudit(
  db: DB,
  f: AuditFilter,
  page: PageQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f).select(COLUMNS).orderBy('id', 'desc').limit(page.pageSize).offset(page.offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEntry), total: Number(count.n) };
}

/** Every matching entry, newest first, in batches (for the CSV export), at most `limit`. */
export async function* auditEntries(db: DB, f: AuditFilter, limit: number): AsyncGenerator<AuditEntry> {
  let before: number | null = null;
  let sent = 0;
  while (sent < limit) {
    let q = filtered(db, f).select(COLUMNS);
    if (before !== null) q = q.where('id', '<', before);
    const rows = await q
      .orderBy('id', 'desc')
      .limit(Math.min(1000, limit - sent))
      .execute();
    if (!rows.length) return;
    for (const r of rows) yield toEntry(r);
    sent += rows.length;
    before = Number(rows[rows.length - 1].id);
  }
}

/** The retention sweep: entries older than `days` go. */
export async function pruneAudit(db: DB, days: number): Promise<number> {
  const cut = new Date(Date.now() - days * 86_400_000).toISOString();
  const res = await db.deleteFrom('audit_log').where('at', '<', cut).executeTakeFirst();
  return Number(res.numDeletedRows ?? 0);
}
