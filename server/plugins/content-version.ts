import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { sql } from 'kysely';

/**
 * A counter in the database that every successful admin write increments. Render caches key on
 * it, so a change made through any process invalidates the caches of all processes.
 */
export async function contentVersion(db: DB): Promise<string> {
  const row = await db.selectFrom('site_state').select('value').where('key', '=', 'content_version').executeTakeFirst();
  return row?.value ?? '0';
}

export async function bumpContentVersion(db: DB): Promise<void> {
  await db
    .insertInto('site_state')
    .values({ key: 'content_version', value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`cast(cast(site_state.value as integer) + 1 as text)` }))
    .execute();
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
