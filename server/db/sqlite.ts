import SQLite from 'better-sqlite3';
import { SqliteDialect, type CompiledQuery, type QueryResult, type SqliteDatabase } from 'kysely';
import type { Reader } from './unit-of-work';

/**
 * The SQLite file as two connections (decision 004, issue 34): the one Kysely's driver hands out
 * for writes and transactions (one at a time, behind its mutex), and a read-only one for the
 * plain reads outside them. In WAL mode a reader never waits for the writer and sees every
 * committed transaction, so a page that renders while an editor's save holds the write
 * connection (for the whole request, server/db/unit-of-work.ts) reads on instead of queueing
 * behind it.
 *
 * Both connections keep their prepared statements by SQL text (a few hundred distinct
 * statements), instead of preparing each statement again for every query.
 */

/** How many prepared statements a connection keeps; past it the oldest half is dropped. */
const STATEMENTS = 500;

/** `prepare` that hands back the statement prepared before for the same SQL, unless it is mid-iteration. */
function statementCache(db: SQLite.Database): (sql: string) => SQLite.Statement {
  const kept = new Map<string, SQLite.Statement>();
  return (sql) => {
    const known = kept.get(sql);
    if (known && !known.busy) return known;
    const stmt = db.prepare(sql);
    if (!known) {
      if (kept.size >= STATEMENTS) for (const key of [...kept.keys()].slice(0, STATEMENTS / 2)) kept.delete(key);
      kept.set(sql, stmt);
    }
    return stmt;
  };
}

/**
 * How a committed transaction reaches the disk (SQLITE_SYNCHRONOUS, default `normal`): in WAL
 * mode `normal` survives a crash of the process (kill -9) with every acknowledged write, and
 * leaves out the wait for the disk's flush on each commit (which would stop the whole server for
 * it); a power cut may lose the last transactions before a checkpoint. `full` flushes every commit.
 */
export type Synchronous = 'normal' | 'full';

export function openSqlite(
  filename: string,
  synchronous: Synchronous,
): { dialect: SqliteDialect; reader: Reader; close(): void } {
  const file = new SQLite(filename);
  file.pragma('journal_mode = WAL');
  file.pragma(`synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // A checkpoint copies the pages logged since the last one into the file and flushes both, inside
  // the commit that crosses the mark, while the whole server waits (about 5 ms here, up to 20).
  // Every 4,000 pages (16 MB of log) instead of SQLite's 1,000: a third to a quarter as many of
  // those waits (3,279 pins in a row: 23–34 commits over 1 ms instead of 81–90), and as writes
  // keep changing the same pages (an item, the tails of its versions and of the audit trail), not
  // many more pages to copy each time.
  file.pragma('wal_autocheckpoint = 4000');
  const read = new SQLite(filename, { readonly: true, fileMustExist: true });
  read.pragma('busy_timeout = 5000');
  const writePrepare = statementCache(file);
  const readPrepare = statementCache(read);
  const reader: Reader = {
    async execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const stmt = readPrepare(query.sql);
      if (!stmt.reader) throw new Error(`not a read: ${query.sql.slice(0, 60)}`);
      return { rows: stmt.all(query.parameters as unknown[]) as R[] };
    },
  };
  // Kysely's driver needs only prepare() and close() of the database it is given.
  const database: SqliteDatabase = { prepare: writePrepare, close: () => file.close() };
  return {
    dialect: new SqliteDialect({ database }),
    reader,
    close: () => read.close(),
  };
}
