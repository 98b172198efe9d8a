import type { DB } from '../db';
import { sql } from 'kysely';
import { PUBLISHED_TABLES, kindsOfTable } from './content-kinds';

/**
 * How long a process trusts the versions it last read. A write through this process (or one it
 * hears of through NOTIFY, server/lib/content-notify.ts) updates them at once; any other change is
 * seen within this time (the fallback poll).
 */
export const TRUST_MS = 1000;

/** What this process knows of a database's version; `writes` counts its own bumps. */
interface Known {
  value?: string;
  at: number;
  writes: number;
}
const known = new WeakMap<DB, Known>();

function knownOf(db: DB): Known {
  let k = known.get(db);
  if (!k) known.set(db, (k = { at: 0, writes: 0 }));
  return k;
}

/**
 * A counter in the database that every successful admin write increments (the whole site's
 * version; the per-kind versions below say what changed). The article counts key on it
 * (server/modules/articles/repository.ts, through publicVersion for the public ones).
 */
export async function contentVersion(db: DB): Promise<string> {
  const trusted = knownContentVersion(db);
  if (trusted !== undefined) return trusted;
  const k = knownOf(db);
  const now = Date.now();
  const writesBefore = k.writes;
  const row = await db.selectFrom('site_state').select('value').where('key', '=', 'content_version').executeTakeFirst();
  const value = row?.value ?? '0';
  // A read that overlapped a bump of this process may hold the old value: use it, do not keep it.
  if (k.writes === writesBefore) Object.assign(k, { value, at: now });
  return value;
}

/** The version this process still trusts (read less than TRUST_MS ago, no write of its own since), without a query; undefined otherwise. */
function knownContentVersion(db: DB): string | undefined {
  const k = knownOf(db);
  return k.value !== undefined && Date.now() - k.at < TRUST_MS ? k.value : undefined;
}

/** The kind every cached answer depends on: a change that says nothing of its kinds (a restore, a seed). */
export const ALL_KINDS = '*';

/** What a write changed: each kind with its new version, and whether it withdrew content (no stale page may show it). */
export interface KindChange {
  kinds: Record<string, number>;
  hard: boolean;
  /** The items it changed (`news#<no>`): their own detail pages are never served stale. */
  items?: string[];
  /** false: it moved no publication time, so the schedule this process knows still holds (missing: it may have). */
  schedule?: false;
}

/** At most this many items per change are named; a change of more withdraws everything it touched (hard). */
const MAX_ITEMS = 50;
/** How many changed items a process remembers; an answer older than the ones it forgot is remade before it is served again. */
const REMEMBERED_ITEMS = 5000;

const KIND_KEY = 'kind:';

/**
 * Bumps the site's version and those of `kinds` (all kinds when not given) in the database, in
 * the caller's transaction; on PostgreSQL the change is announced with NOTIFY, which the database
 * delivers when (and only if) that transaction commits. Answers the change, which the caller
 * applies to this process once committed (applyKindChange).
 */
export async function bumpContentVersion(
  db: DB,
  change: { kinds?: string[]; hard?: boolean; items?: string[]; schedule?: boolean } = {},
  opts: { announceLater?: boolean } = {},
): Promise<KindChange> {
  const kinds = [...new Set(change.kinds ?? [ALL_KINDS])].sort();
  const items = [...new Set(change.items ?? [])].map((i) => i.slice(0, 200));
  const out: KindChange = {
    kinds: {},
    hard: (change.hard ?? change.kinds === undefined) || items.length > MAX_ITEMS,
    ...(items.length && items.length <= MAX_ITEMS ? { items } : {}),
    ...(change.schedule === false ? { schedule: false as const } : {}),
  };
  // One statement for the site's version and the kinds': every write takes these rows' locks until
  // it commits, so the fewer round trips between them and the commit, the more writes a second.
  // Written with literals, not parameters (the keys are the application's own kind names): a
  // statement without parameters can carry its commit with it (commitWithLastStatement), so on
  // PostgreSQL the rows are held for no round trip at all.
  const rows = await db
    .insertInto('site_state')
    .values([
      { key: sql.lit('content_version'), value: sql.lit('1') },
      ...kinds.map((kind) => ({ key: sql.lit(`${KIND_KEY}${kind}`), value: sql.lit('1') })),
    ])
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: sql`cast(cast(site_state.value as integer) + 1 as text)` }),
    )
    .returning(['key', 'value'])
    .execute();
  forgetContentVersion(db);
  for (const row of rows)
    if (row.key.startsWith(KIND_KEY)) out.kinds[row.key.slice(KIND_KEY.length)] = Number(row.value);
  if (!opts.announceLater) await announceChange(db, out);
  return out;
}

/**
 * Tells the other nodes of a change (PostgreSQL NOTIFY; nothing elsewhere). Inside a transaction
 * PostgreSQL delivers it when that commits; a write request sends it right after its commit
 * (bumpContentVersion's announceLater), so its locks are held one round trip less. Should the
 * process die in between, the other nodes' version poll finds the change within a second.
 */
export async function announceChange(db: DB, change: KindChange): Promise<void> {
  if (notifying.has(db) && Object.keys(change.kinds).length)
    await sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(change)})`.execute(db);
}

/** The channel of the NOTIFY above. */
export const NOTIFY_CHANNEL = 'content_kinds';
/** The databases that announce their changes (PostgreSQL: server/lib/content-notify.ts). */
const notifying = new WeakSet<DB>();
export const announceChanges = (db: DB): void => void notifying.add(db);

/**
 * This process forgets the version it knows: after its own bump, and again when the transaction
 * that bumped it has committed (a read in between saw the old value).
 */
export function forgetContentVersion(db: DB): void {
  const k = knownOf(db);
  k.writes++;
  k.value = undefined;
}

/** One kind as this process knows it. */
interface KindState {
  value: number;
  /** The local sequence number at which it last changed. */
  seq: number;
  /** The local sequence number of its last change that withdrew content (0: none known). */
  hardSeq: number;
}

/** The versions of every kind at one moment, as caches record and compare them. */
export interface KindVersions {
  /** Grows with every change this process learns of. */
  readonly seq: number;
  /** A kind's version ('0' for one never written); with the latest scheduled moment of its items that has passed. */
  version(kind: string): string;
  /** The local sequence number of the kind's last known change that withdrew content. */
  hardSeq(kind: string): number;
  /** The local sequence number of the item's last known change (0: none remembered). */
  itemSeq(item: string): number;
}

interface KindsKnown {
  kinds: Map<string, KindState>;
  /** When the database was last asked (ms). */
  at: number;
  seq: number;
  /** The poll of the database under way (one at a time). */
  polling: Promise<void> | null;
  /** The read of the schedule under way (one at a time: after a change, every request waits for the same one). */
  scheduling: Promise<void> | null;
  /** The scheduled moments per kind: the latest passed, and the next to come over all kinds. */
  passed: Map<string, string>;
  nextAt: number | null;
  /** The sequence number the schedule was read at (-1: never). */
  scheduleSeq: number;
  snapshot: KindVersions | null;
  /** The items changed lately, with the sequence number of their change (oldest first), and the newest one forgotten. */
  items: Map<string, number>;
  forgotten: number;
  /** The changes applied lately (their kinds and versions, oldest first): a NOTIFY of one of them is this process's own, heard again. */
  applied: Set<string>;
}
const kindsKnown = new WeakMap<DB, KindsKnown>();

function kindsOf(db: DB): KindsKnown {
  let k = kindsKnown.get(db);
  if (!k)
    kindsKnown.set(
      db,
      (k = {
        kinds: new Map(),
        at: 0,
        seq: 0,
        polling: null,
        scheduling: null,
        passed: new Map(),
        nextAt: null,
        scheduleSeq: -1,
        snapshot: null,
        items: new Map(),
        forgotten: 0,
        applied: new Set(),
      }),
    );
  return k;
}

/** The site's clock; publication.ts sets it (tests move it). */
let clock = () => Date.now();
export const setVersionClock = (fn: () => number): void => void (clock = fn);

function snapshotOf(k: KindsKnown): KindVersions {
  if (k.snapshot && k.snapshot.seq === k.seq) return k.snapshot;
  const values = new Map([...k.kinds].map(([kind, s]) => [kind, s.value]));
  const hard = new Map([...k.kinds].map(([kind, s]) => [kind, s.hardSeq]));
  const passed = new Map(k.passed);
  const seq = k.seq;
  return (k.snapshot = {
    seq,
    version: (kind) => {
      const at = passed.get(kind);
      const v = String(values.get(kind) ?? 0);
      return at ? `${v}@${at}` : v;
    },
    hardSeq: (kind) => hard.get(kind) ?? 0,
    itemSeq: (item) => Math.min(seq, k.items.get(item) ?? k.forgotten),
  });
}

/** How many changes a process remembers having applied (to know its own NOTIFY when it comes back). */
const REMEMBERED_CHANGES = 1000;

/**
 * Applies a change this process made (after its commit) or heard of (NOTIFY). Changes of several
 * nodes may be heard out of order (a write that waited for another's version rows commits, and is
 * heard, before that one's NOTIFY arrives): an earlier change heard after a later one still counts
 * with what it withdrew, its items and its schedule, though its versions are behind.
 */
export function applyKindChange(db: DB, change: KindChange): void {
  const k = kindsOf(db);
  const id = Object.entries(change.kinds)
    .map(([kind, value]) => `${kind}=${value}`)
    .sort()
    .join(',');
  // This process's own change heard again through NOTIFY: nothing new.
  if (!id || k.applied.has(id)) return;
  k.applied.add(id);
  if (k.applied.size > REMEMBERED_CHANGES) k.applied.delete(k.applied.values().next().value!);
  const seq = k.seq;
  // Every write adds one to each kind it bumps: a kind further on than that had changes in between
  // that this process has not heard of yet, which may have moved a publication time.
  const follows = Object.entries(change.kinds).every(([kind, value]) => value === (k.kinds.get(kind)?.value ?? 0) + 1);
  const scheduleHeld = k.scheduleSeq === seq && follows;
  let late = false;
  for (const [kind, value] of Object.entries(change.kinds)) {
    const s = k.kinds.get(kind);
    if (s && s.value >= value) {
      // Heard after a later change of the kind: its withdrawal still counts.
      late = true;
      if (change.hard) k.kinds.set(kind, { ...s, hardSeq: ++k.seq });
      continue;
    }
    k.seq++;
    k.kinds.set(kind, { value, seq: k.seq, hardSeq: change.hard ? k.seq : (s?.hardSeq ?? 0) });
  }
  // Its items, and its schedule, count after a late change too (a new sequence number for them).
  if (late && k.seq === seq && (change.items?.length || change.schedule !== false)) k.seq++;
  // A change right after those known that moved no publication time leaves the schedule as read
  // (no query after each pin); after one that may have moved one, or after changes not heard of
  // yet, it is read again.
  if (change.schedule === false && scheduleHeld) k.scheduleSeq = k.seq;
  if (k.seq === seq) return;
  for (const item of change.items ?? []) {
    k.items.delete(item);
    k.items.set(item, k.seq);
  }
  while (k.items.size > REMEMBERED_ITEMS) {
    const [oldest, at] = k.items.entries().next().value!;
    k.items.delete(oldest);
    k.forgotten = at;
  }
}

async function poll(db: DB, k: KindsKnown): Promise<void> {
  const began = k.seq;
  const rows = await db
    .selectFrom('site_state')
    .select(['key', 'value'])
    .where('key', 'like', `${KIND_KEY}%`)
    .execute();
  const seen = new Set<string>();
  for (const row of rows) {
    const kind = row.key.slice(KIND_KEY.length);
    const value = Number(row.value);
    seen.add(kind);
    const s = k.kinds.get(kind);
    // Learnt of meanwhile (a write of this process, a NOTIFY): newer than this read.
    if (s && s.seq > began) continue;
    if (s?.value === value) continue;
    k.seq++;
    // A change this process did not hear of: what it did is unknown, so nothing may be served stale after it.
    k.kinds.set(kind, { value, seq: k.seq, hardSeq: s || value > 0 ? k.seq : 0 });
  }
  // A restore may have removed kinds: back to 0, as hard changes.
  for (const [kind, s] of k.kinds)
    if (!seen.has(kind) && s.seq <= began && s.value !== 0) {
      k.seq++;
      k.kinds.set(kind, { value: 0, seq: k.seq, hardSeq: k.seq });
    }
  k.at = Date.now();
}

/** The tables whose rows have a publication time besides the articles (which hold several kinds), each with its kind. */
const SCHEDULED = PUBLISHED_TABLES.filter((table) => table !== 'article').map((table) => ({
  table,
  kind: kindsOfTable(table)[0],
}));

async function readSchedule(db: DB, k: KindsKnown): Promise<void> {
  const seq = k.seq;
  const at = new Date(clock()).toISOString();
  const parts = [
    sql`select kind as k, max(case when publish_at <= ${at} then publish_at end) as passed, min(case when publish_at > ${at} then publish_at end) as next from article where status = 'published' and publish_at is not null group by kind`,
    ...SCHEDULED.map(
      ({ table, kind }) =>
        sql`select ${kind} as k, max(case when publish_at <= ${at} then publish_at end) as passed, min(case when publish_at > ${at} then publish_at end) as next from ${sql.table(table)} where status = 'published' and publish_at is not null`,
    ),
  ];
  const { rows } = await sql<{ k: string; passed: string | null; next: string | null }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  let nextAt: number | null = null;
  const passed = new Map<string, string>();
  for (const r of rows) {
    if (r.passed) passed.set(r.k, r.passed);
    if (r.next) nextAt = Math.min(nextAt ?? Infinity, Date.parse(r.next));
  }
  const changed = passed.size !== k.passed.size || [...passed].some(([kind, moment]) => k.passed.get(kind) !== moment);
  k.nextAt = nextAt;
  if (changed) {
    k.passed = passed;
    k.seq++;
  }
  k.scheduleSeq = k.seq === seq + (changed ? 1 : 0) ? k.seq : -1;
}

const scheduleHolds = (k: KindsKnown) => k.scheduleSeq === k.seq && (k.nextAt === null || clock() < k.nextAt);
const trusted = (k: KindsKnown) => Date.now() - k.at < TRUST_MS;

/**
 * The versions of every kind as this process already knows them, without waiting: undefined when
 * the database must be asked (the fallback poll is due, or a scheduled item came out).
 */
export function knownKindVersions(db: DB): KindVersions | undefined {
  const k = kindsOf(db);
  return trusted(k) && scheduleHolds(k) ? snapshotOf(k) : undefined;
}

/** The versions of every kind, asking the database when this process's knowledge is too old (one query at a time). */
export async function kindVersions(db: DB): Promise<KindVersions> {
  const k = kindsOf(db);
  if (!trusted(k)) {
    k.polling ??= poll(db, k).finally(() => (k.polling = null));
    await k.polling;
  }
  for (let i = 0; i < 3 && !scheduleHolds(k); i++) {
    k.scheduling ??= readSchedule(db, k).finally(() => (k.scheduling = null));
    await k.scheduling;
  }
  return snapshotOf(k);
}

/** This process asks the database for the versions on the next request (it may have missed a change). */
export function forgetKindVersions(db: DB): void {
  kindsOf(db).at = 0;
}
