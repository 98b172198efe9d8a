import pg from 'pg';
import type { DB } from './types';

/**
 * Named locks held in the database, for work that must happen once however many processes of the
 * site share it: the first start (first administrator, demo seed), a backup, the periodic
 * clean-ups.
 *
 * - PostgreSQL: a session advisory lock on a connection of its own, released when that connection
 *   ends, and by PostgreSQL itself when the process dies (a crashed node never leaves a lock
 *   behind). The two-number form with our own first number keeps these apart from the record
 *   locks (server/lib/record-lock.ts) and Kysely's migration lock.
 * - SQLite: one process serves a SQLite file, so a lock in this process is the lock (the same calls,
 *   the same behaviour for the code that uses them).
 */
export const LOCK_CLASS = 350001;

/** Where a Kysely instance's locks live: its SQLite file (locks are per file, across the handles one process opens on it), or its PostgreSQL URL. */
const targets = new WeakMap<DB, { sqlite: string } | { postgres: string }>();
export function setLockTarget(db: DB, target: { sqlite: string } | { postgres: string }): void {
  targets.set(db, target);
}
const held = new Map<string, Promise<void>>();

export type Release = () => Promise<void>;

/**
 * PostgreSQL: a session lock on a connection of its own (not one of the pool's, which a lock held
 * through a long backup or a first start would keep from the requests). Ending the connection ends
 * the lock, and PostgreSQL ends it for a node that died.
 */
async function acquirePostgres(url: string, name: string, wait: boolean): Promise<Release | null> {
  const client = new pg.Client({ connectionString: url });
  // A connection that PostgreSQL ends while the lock is held (a restart) takes the lock with it;
  // it must not stop the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const args = [LOCK_CLASS, name];
    if (wait) {
      await client.query('select pg_advisory_lock($1, hashtext($2))', args);
    } else {
      const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', args);
      if (!got.rows[0]?.ok) {
        await client.end().catch(() => undefined);
        return null;
      }
    }
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.end().catch(() => undefined);
  };
}

async function acquireSqlite(scope: string, name: string, wait: boolean): Promise<Release | null> {
  const key = `${scope}\u0000${name}`;
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

function acquire(db: DB, name: string, wait: boolean): Promise<Release | null> {
  const target = targets.get(db);
  if (!target) throw new Error('a database lock needs a database opened by openDatabase (server/db)');
  return 'postgres' in target ? acquirePostgres(target.postgres, name, wait) : acquireSqlite(target.sqlite, name, wait);
}

/** Takes the lock `name` now, or answers null when another process (or task) holds it. Release it when done. */
export function tryDatabaseLock(db: DB, name: string): Promise<Release | null> {
  return acquire(db, name, false);
}

/** Waits for the lock `name`, runs `fn` holding it, releases it. */
export async function withDatabaseLock<T>(db: DB, name: string, fn: () => Promise<T>): Promise<T> {
  const release = (await acquire(db, name, true))!;
  try {
    return await fn();
  } finally {
    await release();
  }
}

/** Runs `fn` holding the lock `name` unless another process holds it (then skips it): work one node does for all. */
export async function tryWithDatabaseLock<T>(
  db: DB,
  name: string,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const release = await tryDatabaseLock(db, name);
  if (!release) return { ran: false };
  try {
    return { ran: true, value: await fn() };
  } finally {
    await release();
  }
}
