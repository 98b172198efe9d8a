import { PostgresAdapter, sql } from 'kysely';
import type { DB } from '.';
import { outsideRequest } from './unit-of-work';

/**
 * Named locks held in the database, for work that must happen once however many processes of the
 * site share it: the first start (first administrator, demo seed), a backup, the periodic
 * clean-ups.
 *
 * - PostgreSQL: an advisory lock taken inside a transaction of its own on one pooled connection,
 *   so it is released when that transaction ends, and by PostgreSQL itself when the process dies
 *   (a crashed node never leaves a lock behind). The two-number form with our own first number
 *   keeps these apart from the record locks (server/lib/record-lock.ts) and Kysely's migration lock.
 * - SQLite: one process serves a SQLite file, so a lock in this process is the lock (the same calls,
 *   the same behaviour for the code that uses them).
 */
const LOCK_CLASS = 35_0001;

/** The SQL that names a lock, for tests that hold one from outside (as another node would). */
export const LOCK_ARGS = (name: string) => sql`${LOCK_CLASS}, hashtext(${name})`;

/** SQLite: which database file a Kysely instance is (locks are per file, across the handles one process opens on it). */
const sqliteScopes = new WeakMap<DB, string>();
export function setLockScope(db: DB, scope: string): void {
  sqliteScopes.set(db, scope);
}
const held = new Map<string, Promise<void>>();

const isPostgres = (db: DB) => db.getExecutor().adapter instanceof PostgresAdapter;

export type Release = () => Promise<void>;

async function acquirePostgres(db: DB, name: string, wait: boolean): Promise<Release | null> {
  const trx = await db.startTransaction().execute();
  try {
    if (wait) {
      await sql`select pg_advisory_xact_lock(${LOCK_ARGS(name)})`.execute(trx);
    } else {
      const got = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${LOCK_ARGS(name)}) as ok`.execute(trx);
      if (!got.rows[0]?.ok) {
        await trx.rollback().execute();
        return null;
      }
    }
  } catch (err) {
    await trx.rollback().execute().catch(() => undefined);
    throw err;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    // Ending the transaction ends the lock (a failure here means the connection is gone, and the lock with it).
    await trx.commit().execute().catch(() => undefined);
  };
}

async function acquireSqlite(db: DB, name: string, wait: boolean): Promise<Release | null> {
  const key = `${sqliteScopes.get(db) ?? 'sqlite'}\u0000${name}`;
  for (;;) {
    const current = held.get(key);
    if (!current) break;
    if (!wait) return null;
    await current;
  }
  let free!: () => void;
  held.set(key, new Promise<void>((resolve) => (free = resolve)));
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    held.delete(key);
    free();
  };
}

/** Takes the lock `name` now, or answers null when another process (or task) holds it. Release it when done. */
export function tryDatabaseLock(db: DB, name: string): Promise<Release | null> {
  return outsideRequest(() => (isPostgres(db) ? acquirePostgres(db, name, false) : acquireSqlite(db, name, false)));
}

/** Waits for the lock `name`, runs `fn` holding it, releases it. */
export async function withDatabaseLock<T>(db: DB, name: string, fn: () => Promise<T>): Promise<T> {
  const release = (await outsideRequest(() => (isPostgres(db) ? acquirePostgres(db, name, true) : acquireSqlite(db, name, true))))!;
  try {
    return await fn();
  } finally {
    await release();
  }
}

/** Runs `fn` holding the lock `name` unless another process holds it (then skips it): work one node does for all. */
export async function tryWithDatabaseLock<T>(db: DB, name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const release = await tryDatabaseLock(db, name);
  if (!release) return { ran: false };
  try {
    return { ran: true, value: await fn() };
  } finally {
    await release();
  }
}
