import type { DB } from '../db';
import { sql } from 'kysely';

/**
 * How long a process trusts the version it last read. A write through this process forgets it at
 * once; a write through another process is seen within this time.
 */
const TRUST_MS = 1000;

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
 * A counter in the database that every successful admin write increments. Render caches key on
 * it, so a change made through any process invalidates the caches of all processes (within
 * TRUST_MS for the other processes; a cached page is then served without any query).
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
export function knownContentVersion(db: DB): string | undefined {
  const k = knownOf(db);
  return k.value !== undefined && Date.now() - k.at < TRUST_MS ? k.value : undefined;
}

export async function bumpContentVersion(db: DB): Promise<void> {
  await db
    .insertInto('site_state')
    .values({ key: 'content_version', value: '1' })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: sql`cast(cast(site_state.value as integer) + 1 as text)` }),
    )
    .execute();
  forgetContentVersion(db);
}

/**
 * This process forgets the version it knows: after its own bump, and again when the transaction
 * that bumped it has committed (a read in between saw the old value).
 */
export function forgetContentVersion(db: DB): void {
  const k = knownOf(db);
  k.writes++;
  k.value = undefined;
}
