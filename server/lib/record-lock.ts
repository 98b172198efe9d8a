import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Inside a write transaction, before a record is checked and written: on PostgreSQL, waits for and
 * then holds a lock named `name` (e.g. "news:N00012", "accounts") until the transaction ends, so
 * two writes of one record cannot both pass the check before either writes. SQLite runs one write
 * transaction at a time anyway.
 */
export async function lockRecord(db: Kysely<Database>, name: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
}
