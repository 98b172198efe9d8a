import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  sql,
  type CompiledQuery,
  type Migration,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withUnitOfWork, type Reader } from './unit-of-work';
import { setLockTarget } from './lock';
import { openSqlite, type Synchronous } from './sqlite';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_list_indexes';
import * as m003 from './migrations/003_lawyer_search';
import * as m004 from './migrations/004_publication';
import * as m005 from './migrations/005_workflow';
import * as m006 from './migrations/006_article_meta';
import * as m007 from './migrations/007_accounts';
import * as m008 from './migrations/008_preview_languages';
import * as m009 from './migrations/009_preview_maker';
import * as m010 from './migrations/010_audit_detail';
import * as m011 from './migrations/011_team_order';
import * as m012 from './migrations/012_inquiries';
import * as m013 from './migrations/013_search';
import * as m014 from './migrations/014_media';
import * as m016 from './migrations/016_search_speed';
import * as m017 from './migrations/017_search_words';
import * as m018 from './migrations/018_photo_alt';
import * as m019 from './migrations/019_rate_window';

import type { DB, Dialect } from './types';

export type { DB, Dialect, Tx } from './types';

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
}

/** Which database a configuration names, for messages: the SQLite file, or PostgreSQL's host and name (never the password). */
export function describeDatabase(opts: { databaseUrl: string | null; dataDir: string }): string {
  if (!opts.databaseUrl) return `SQLite database ${path.join(opts.dataDir, 'site.db')}`;
  try {
    const u = new URL(opts.databaseUrl);
    return `PostgreSQL database ${u.pathname.replace(/^\//, '') || '(default)'} on ${u.host}`;
  } catch {
    return 'PostgreSQL database (DATABASE_URL)';
  }
}

/**
 * For the command-line tools, which must see the server's database: a message when the
 * configuration names an SQLite file that does not exist (a DATA_DIR other than the server's),
 * else null.
 */
export function missingDatabase(opts: { databaseUrl: string | null; dataDir: string }): string | null {
  if (opts.databaseUrl || fs.existsSync(path.join(opts.dataDir, 'site.db'))) return null;
  return `There is no ${describeDatabase(opts)}. Run this with the same DATA_DIR (or DATABASE_URL) as the server.`;
}

/**
 * Each client of the write pool answers a message of several statements (a request's first
 * statement with its begin, its last with its commit, server/db/unit-of-work.ts) with the result of
 * the statement between them, which is what the query builder reads (its rows, its count), instead
 * of a list of results.
 */
function statementResultOnly(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const statement = (r: pg.QueryResult[]) => r.find((x) => x.command !== 'BEGIN' && x.command !== 'COMMIT') ?? r[0];
  client.query = ((...args: unknown[]) => {
    const out = query(...args);
    return out instanceof Promise
      ? out.then((r: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(r) ? statement(r) : r))
      : out;
  }) as typeof client.query;
}

/** What a pool does when PostgreSQL ends an idle connection, unless told otherwise: one line on stderr. */
const reportLostConnection = (error: Error) =>
  console.error(`PostgreSQL closed an idle connection (${error.message}); the next query opens a new one.`);

/**
 * Opens the configured database. PostgreSQL may end a connection the pool holds idle (a restart,
 * a failover, an operator ending the session): the pool drops it and opens a new one when asked,
 * and `onLostConnection` hears of it. Without a listener the pool's error event would stop the process.
 */
export function openDatabase(
  opts: { databaseUrl: string | null; dataDir: string; sqliteSynchronous?: Synchronous },
  onLostConnection: (error: Error) => void = reportLostConnection,
): DatabaseHandle {
  if (opts.databaseUrl) {
    // int8 (count(*), sums) as numbers: our counts stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    // Writes and transactions on one pool, plain reads on another (server/db/unit-of-work.ts, Reader):
    // pages and public answers never wait for a connection that a write holds.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('connect', statementResultOnly);
    const reads = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', onLostConnection);
    reads.on('error', onLostConnection);
    const reader: Reader = {
      async execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await reads.query(query.sql, query.parameters as unknown[]);
        return { rows: result.rows as R[] };
      },
    };
    const db = new Kysely<Database>({
      dialect: withUnitOfWork(new PostgresDialect({ pool }), reader, { pipelines: true }),
    });
    setLockTarget(db, { postgres: opts.databaseUrl });
    return {
      db,
      dialect: 'postgres',
      close: async () => {
        await db.destroy();
        await reads.end();
      },
    };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const filename = path.join(opts.dataDir, 'site.db');
  const sqlite = openSqlite(filename, opts.sqliteSynchronous ?? 'normal');
  const db = new Kysely<Database>({ dialect: withUnitOfWork(sqlite.dialect, sqlite.reader) });
  setLockTarget(db, { sqlite: path.resolve(filename) });
  return {
    db,
    dialect: 'sqlite',
    close: () => {
      sqlite.close();
      return db.destroy();
    },
  };
}

/** Migrations are written against the tables as they were then, not today's schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migration code, like server/db/migrations
type MigrationDb = Kysely<any>;

const MIGRATIONS: Record<string, { up(db: MigrationDb, dialect: Dialect): Promise<void> }> = {
  '001_initial': m001,
  '002_list_indexes': m002,
  '003_lawyer_search': m003,
  '004_publication': m004,
  '005_workflow': m005,
  '006_article_meta': m006,
  '007_accounts': m007,
  '008_preview_languages': m008,
  '009_preview_maker': m009,
  '010_audit_detail': m010,
  '011_team_order': m011,
  '012_inquiries': m012,
  '013_search': m013,
  '014_media': m014,
  '016_search_speed': m016,
  '017_search_words': m017,
  '018_photo_alt': m018,
  '019_rate_window': m019,
};

/** The migrations in order; the last one is the schema version this code writes. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

/** Brings the schema to the latest migration, or up to `target` (a restore of an older backup). */
export async function migrate(handle: DatabaseHandle, target?: string): Promise<void> {
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db: MigrationDb) => m.up(db, handle.dialect) }]),
  );
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** The last migration applied to this database (null before the first). */
export async function schemaVersion(db: DB): Promise<string | null> {
  try {
    const row = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
    return row.rows[0]?.name ?? null;
  } catch {
    return null;
  }
}

export async function ping(db: DB): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export const now = (): string => new Date().toISOString();

/** Whether `db` (a request's transaction included) is a PostgreSQL database, for the few statements written for it alone. */
export const onPostgres = (db: DB): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Next value of a named counter; atomic (row-locked) on both databases. `count` > 1 reserves that
 * many consecutive values in one statement and answers the last of them.
 */
export async function nextSequence(db: DB, name: string, count = 1): Promise<number> {
  await db
    .insertInto('sequence')
    .values({ name, value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .updateTable('sequence')
    .set({ value: sql`value + ${count}` })
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** A new translation-group key such as "N00012" (prefix + zero-padded counter). */
export async function nextNo(db: DB, prefix: string): Promise<string> {
  return `${prefix}${String(await nextSequence(db, `no:${prefix}`)).padStart(5, '0')}`;
}

/** Case-insensitive "contains" on both databases; LIKE wildcards in the term match literally. */
export function containsIgnoreCase(column: string, term: string) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** Runs `fn` in a transaction, or in the caller's when `db` already is one (a write that is part of a larger one). */
export function inTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
