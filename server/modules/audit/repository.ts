import type { DB } from '../../db';
import { now } from '../../db';
import type { PageQuery } from '../../lib/http';
import type { AuditEntry } from '../../../contract/entities';
import type { AuditAction } from '../../../contract/roles';

export interface AuditRecord {
  userId: number | null;
  account: string | null;
  ip: string;
  action: AuditAction;
  kind?: string | null;
  key?: string | null;
  summary: string;
}

const clip = (s: string | null | undefined, n: number) => (s == null ? null : s.length > n ? `${s.slice(0, n - 1)}…` : s);

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

const toEntry = (r: { id: number; at: string; account: string | null; ip: string; action: string; kind: string | null; item_key: string | null; summary: string }): AuditEntry => ({
  id: Number(r.id),
  time: r.at,
  account: r.account,
  ip: r.ip,
  action: r.action as AuditAction,
  kind: r.kind,
  key: r.item_key,
  summary: r.summary,
});

const COLUMNS = ['id', 'at', 'account', 'ip', 'action', 'kind', 'item_key', 'summary'] as const;

/** Newest first. */
export async function listAudit(db: DB, f: AuditFilter, page: PageQuery): Promise<{ items: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f).select(COLUMNS).orderBy('id', 'desc').limit(page.pageSize).offset(page.offset).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
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
    const rows = await q.orderBy('id', 'desc').limit(Math.min(1000, limit - sent)).execute();
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
