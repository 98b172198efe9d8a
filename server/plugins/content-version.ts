import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { sql } from 'kysely';

/**
 * How long a process trusts the version it last read. A write through this process forgets it at
 * once; a write through another process is seen within this time.
 */
const TRUST_MS = 1000;
const lastRead = new WeakMap<DB, { value: string; at: number }>();
/** Bumps made by this process: a read that overlapped one is not kept. */
const bumps = new WeakMap<DB, number>();

/**
 * A counter in the database that every successful admin write increments. Render caches key on
 * it, so a change made through any process invalidates the caches of all processes (within
 * TRUST_MS for the other processes; a cached page is then served without any query).
 */
export async function contentVersion(db: DB): Promise<string> {
  const known = lastRead.get(db);
  const now = Date.now();
  if (known && now - known.at < TRUST_MS) return known.value;
  const bumpsBefore = bumps.get(db) ?? 0;
  const row = await db.selectFrom('site_state').select('value').where('key', '=', 'content_version').executeTakeFirst();
  const value = row?.value ?? '0';
  if ((bumps.get(db) ?? 0) === bumpsBefore) lastRead.set(db, { value, at: now });
  return value;
}

export async function bumpContentVersion(db: DB): Promise<void> {
  bumps.set(db, (bumps.get(db) ?? 0) + 1);
  lastRead.delete(db);
  await db
    .insertInto('site_state')
    .values({ key: 'content_version', value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`cast(cast(site_state.value as integer) + 1 as text)` }))
    .execute();
  bumps.set(db, (bumps.get(db) ?? 0) + 1);
  lastRead.delete(db);
}

export function registerContentVersion(app: FastifyInstance, db: DB, basePath: string): void {
  const prefix = `${basePath}/api/admin/`;
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && reply.statusCode < 400 && req.url.startsWith(prefix) && req.admin) {
      await bumpContentVersion(db);
    }
    return payload;
  });
}
