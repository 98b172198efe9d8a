import { sql } from 'kysely';
import { onPostgres, type DB } from '../db/index';

/** A lock name written into the statement as it is: letters, digits and `_:.#-` only, never a quote. */
const PLAIN_NAME = /^[\w:.#-]{1,200}$/;

/**
 * Inside a write transaction, before a record is checked and written: on PostgreSQL, waits for and
 * then holds a lock named `name` (e.g. "news:N00012", "accounts") until the transaction ends, so
 * two writes of one record cannot both pass the check before either writes. SQLite runs one write
 * transaction at a time anyway.
 *
 * A plain name (all of ours) is written as a literal: a statement without parameters goes to the
 * server with its transaction's begin, in one message (server/db/unit-of-work.ts), so a write
 * waits one round trip less before it holds its record. Any other name is a parameter.
 */
export async function lockRecord(db: DB, name: string): Promise<void> {
  if (onPostgres(db))
    await sql`select pg_advisory_xact_lock(hashtext(${PLAIN_NAME.test(name) ? sql.lit(name) : name}))`.execute(db);
}
