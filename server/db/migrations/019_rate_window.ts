import type { Kysely } from 'kysely';

/**
 * `rate_window`: the admin API's rate limit counted in the database, so that every node on it
 * counts against one limit (server/lib/shared-rate-limit.ts). One row per client address and
 * fixed window: `key` holds both, `hits` what all nodes have folded in so far, `expires_at` the
 * window's end (the hourly clean-up deletes the rows past it). The same table on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_window')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_window_expires').on('rate_window').column('expires_at').execute();
}
