import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** The two databases the site runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** The database: the application's Kysely instance. */
export type DB = Kysely<Database>;

/**
 * What a write is given to work in: the transaction its route (or `inTransaction`) opened, or the
 * database itself where the callee opens none. The one name for it on the server.
 */
export type Tx = DB | Transaction<Database>;
