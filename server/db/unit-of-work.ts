import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { noteStatement, noteWrite, type WriteNote } from '../lib/content-kinds';

/**
 * One database transaction per write request. Every query a writing request makes (its own
 * transactions become savepoints inside it) runs on one connection in one transaction, and what
 * the request leaves behind besides its content (the audit entry, the content-version bump) is
 * written in that same transaction just before it commits, which is before the answer leaves. So
 * a process that dies at any moment leaves either the write with its audit entry and version bump,
 * or neither: never content that no one recorded and no cache noticed.
 *
 * It works below the query builder (a wrapper around the dialect's driver), so repositories and
 * routes write as they always did, with `db` and `db.transaction()`. A request's transaction
 * starts with its first query, so a request that parses or encodes first (an upload) holds no
 * connection meanwhile.
 *
 * Work that must not be part of the request's transaction (a lock of its own, work that goes on
 * after the answer) runs in `outsideRequest`.
 */
export interface Unit {
  /** The driver whose connection this unit holds (one database per unit; other databases are left alone). */
  driver: UnitDriver | null;
  opening: Promise<DatabaseConnection> | null;
  /**
   * Its transaction's begin, once sent. Where the database allows (PostgreSQL), the begin goes to
   * the server with the unit's first statement when that has no parameters (a record lock, a
   * savepoint), in one message, instead of a round trip before it; later statements wait for it.
   */
  begun: Promise<void> | null;
  /** Savepoints (the request's own transactions) run one at a time, as on SQLite's one connection. */
  queue: Promise<void>;
  savepoints: number;
  done: boolean;
  /** The content tables its statements wrote, and whether one withdrew content (server/lib/content-kinds.ts). */
  writes: WriteNote;
  /** Its next statement is its last: the commit is sent right behind it (commitWithLastStatement). */
  commitWithNext: boolean;
  /** That commit, once sent. */
  committing: Promise<void> | null;
}

const units = new AsyncLocalStorage<Unit | undefined>();

export const newUnit = (): Unit => ({
  driver: null,
  opening: null,
  begun: null,
  queue: Promise.resolve(),
  savepoints: 0,
  done: false,
  writes: { tables: new Set(), hard: false },
  commitWithNext: false,
  committing: null,
});

/** Runs `fn` (and everything it starts) inside `unit`. */
export const inUnit = <T>(unit: Unit, fn: () => T): T => units.run(unit, fn);

/** Runs `fn` on the database's ordinary connections, outside the request's transaction (if any). */
export const outsideRequest = <T>(fn: () => T): T => units.run(undefined, fn);

/**
 * Ends a unit: with `commit`, runs `last` inside it (the audit entry, the version bump) and commits;
 * else, or when `last` or the commit fails, rolls back (and rethrows). A unit that never made a
 * query runs `last` in a transaction of its own.
 */
export async function finishUnit(unit: Unit, commit: boolean, last?: () => Promise<void>): Promise<void> {
  if (unit.done) return;
  try {
    if (commit && last) await inUnit(unit, last);
  } catch (err) {
    await endUnit(unit, false);
    throw err;
  }
  await endUnit(unit, commit);
}

/**
 * Runs `fn`, the last work of the unit it runs in (inside finishUnit's `last`), whose next
 * statement is the unit's last: where the database allows (PostgreSQL, which ends a transaction
 * whose statement failed in a rollback whatever follows), the commit goes to the server with that
 * statement, in the same message (PostgreSQL's simple query protocol runs `statement; commit` as
 * one; so the statement must carry no parameters, else the unit commits when it ends, as
 * elsewhere), instead of after its answer has come back and the event loop has come round to it.
 * The locks that statement takes (the content version's rows, which every write takes) are then
 * held for no round trip at all, however busy the process is: the writes of several nodes no
 * longer wait for each other's event loops. Elsewhere (SQLite, where a failed statement leaves
 * the transaction open) it simply runs `fn`.
 */
export async function commitWithLastStatement<T>(fn: () => Promise<T>): Promise<T> {
  const unit = units.getStore();
  if (unit && unit.driver?.pipelines && !unit.committing) unit.commitWithNext = true;
  try {
    return await fn();
  } finally {
    if (unit) unit.commitWithNext = false;
  }
}

async function endUnit(unit: Unit, commit: boolean): Promise<void> {
  unit.done = true;
  if (!unit.opening || !unit.driver) return;
  let conn: DatabaseConnection;
  try {
    conn = await unit.opening;
  } catch {
    return;
  }
  const inner = unit.driver.inner;
  if (!unit.begun) {
    // No statement was sent: there is no transaction to end.
    await inner.releaseConnection(conn);
    return;
  }
  try {
    await unit.begun.catch(() => undefined);
    // Sent already with the last statement: its outcome is the unit's (a rollback if that statement failed).
    if (unit.committing) await unit.committing;
    else if (commit) await inner.commitTransaction(conn);
    else await inner.rollbackTransaction(conn);
  } catch (err) {
    // A statement sent with its commit that failed leaves the transaction open (aborted): it is
    // rolled back here too, so the connection goes back to the pool with no transaction open.
    if (commit || unit.committing) await inner.rollbackTransaction(conn).catch(() => undefined);
    throw err;
  } finally {
    await inner.releaseConnection(conn);
  }
}

/**
 * Plain reads on connections of their own: SQLite's read-only connection (server/db/sqlite.ts),
 * PostgreSQL's second pool (server/db/index.ts). A read outside a write's transaction then never
 * waits for the connection a write holds (an editor's request, a write waiting on a row lock).
 */
export interface Reader {
  execute<R>(query: CompiledQuery): Promise<QueryResult<R>>;
}

/** A statement that only reads: a select (not one that locks rows), as the query builder or raw SQL says. */
const isRead = (query: CompiledQuery): boolean =>
  (query.query.kind === 'SelectQueryNode' || (query.query.kind === 'RawNode' && /^\s*select\b/i.test(query.sql))) &&
  !/\bfor\s+(?:no\s+key\s+)?(?:update|share)\b/i.test(query.sql);

/**
 * Any connection the driver hands out: every statement is noted for the caches (the kinds of
 * content a page or API answer reads, server/lib/content-kinds.ts).
 */
class TrackedConnection implements DatabaseConnection {
  constructor(readonly real: DatabaseConnection) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    noteStatement(query.sql, query.parameters);
    return this.real.executeQuery<R>(query);
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    noteStatement(query.sql, query.parameters);
    return this.real.streamQuery<R>(query, chunkSize);
  }
}

/**
 * A connection outside a request's transaction where the database has a Reader: reads go to it at
 * once; any other statement borrows the driver's connection for itself, and a transaction holds
 * that connection from its begin to its end.
 */
class ReadFirstConnection implements DatabaseConnection {
  held: DatabaseConnection | null = null;
  constructor(
    readonly inner: Driver,
    readonly reader: Reader,
  ) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    noteStatement(query.sql, query.parameters);
    if (this.held) return this.held.executeQuery<R>(query);
    if (isRead(query)) return this.reader.execute<R>(query);
    const conn = await this.inner.acquireConnection();
    try {
      return await conn.executeQuery<R>(query);
    } finally {
      await this.inner.releaseConnection(conn);
    }
  }
  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    noteStatement(query.sql, query.parameters);
    if (this.held) return yield* this.held.streamQuery<R>(query, chunkSize);
    const conn = await this.inner.acquireConnection();
    try {
      yield* conn.streamQuery<R>(query, chunkSize);
    } finally {
      await this.inner.releaseConnection(conn);
    }
  }
}

/** The connection a unit hands out: one per acquire, so each savepoint knows its name. */
class UnitConnection implements DatabaseConnection {
  savepoint: string | null = null;
  endSavepoint: (() => void) | null = null;
  constructor(
    readonly unit: Unit,
    readonly real: DatabaseConnection,
  ) {}
  private check() {
    // A transaction begun inside the request and still running after its answer: it would run on a
    // connection that is no longer the request's. Such work belongs in outsideRequest.
    if (this.unit.done)
      throw new Error(
        "a query of a request's transaction ran after the request ended (start work that outlives a request with outsideRequest)",
      );
  }
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.check();
    const { unit } = this;
    // A select writes nothing (the query builder says so; raw statements are read for what they write).
    if (query.query.kind !== 'SelectQueryNode') noteWrite(unit.writes, query.sql, query.parameters);
    // Statements without parameters may carry the begin before them (the unit's first) and the
    // commit after them (its last, commitWithLastStatement, outside its savepoints): one message
    // (the pool's client answers the statement's result).
    if (unit.begun || query.parameters.length > 0) {
      await this.inTransaction();
      return this.send<R>(query, '');
    }
    const answer = this.send<R>(query, 'begin;\n');
    // Whoever comes next waits for its answer. A message PostgreSQL refused whole (a statement it
    // could not parse) ran no begin either, so a begin of its own follows; a statement that failed
    // when it ran left the transaction open and aborted, where that begin fails too, and so does
    // everything after it.
    unit.begun = answer.then(
      () => undefined,
      () => this.real.executeQuery(CompiledQuery.raw('begin')).then(() => undefined),
    );
    unit.begun.catch(() => undefined);
    return answer;
  }
  /** Sends a statement, with `begin` before it, and its unit's commit after it when that is to go with it. */
  private send<R>(query: CompiledQuery, begin: string): Promise<QueryResult<R>> {
    const { unit } = this;
    if (unit.commitWithNext && this.savepoint === null && query.parameters.length === 0) {
      unit.commitWithNext = false;
      const answer = this.real.executeQuery<R>(CompiledQuery.raw(`${begin}${query.sql};\ncommit`));
      unit.committing = answer.then(() => undefined);
      // Awaited when the unit ends; a failure then is the unit's, not an unhandled rejection now.
      unit.committing.catch(() => undefined);
      return answer;
    }
    return this.real.executeQuery<R>(begin ? CompiledQuery.raw(`${begin}${query.sql}`) : query);
  }
  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.check();
    await this.inTransaction();
    yield* this.real.streamQuery<R>(query, chunkSize);
  }
  /**
   * Settles once the unit's transaction is open: its begin, sent on its own if no statement has
   * carried it yet, else that statement's answer (see executeQuery). Never a statement outside the
   * transaction: a begin that failed fails what follows it.
   */
  private inTransaction(): Promise<void> {
    if (!this.unit.begun) {
      this.unit.begun = this.real.executeQuery(CompiledQuery.raw('begin')).then(() => undefined);
      // Awaited by the statement and when the unit ends; a failure then is theirs, not an unhandled rejection now.
      this.unit.begun.catch(() => undefined);
    }
    return this.unit.begun;
  }
}

class UnitDriver implements Driver {
  constructor(
    readonly inner: Driver,
    readonly reader?: Reader,
    /**
     * Whether a begin may go with the unit's first statement, and a commit behind its last before
     * its answer (commitWithLastStatement), in one message: PostgreSQL's simple query protocol.
     */
    readonly pipelines = false,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const unit = units.getStore();
    if (!unit || unit.done || (unit.driver && unit.driver !== this))
      return this.reader
        ? new ReadFirstConnection(this.inner, this.reader)
        : new TrackedConnection(await this.inner.acquireConnection());
    unit.driver = this;
    unit.opening ??= (async () => {
      const conn = await this.inner.acquireConnection();
      // Where a begin can go with the first statement, it is sent with (or before) that (UnitConnection).
      if (this.pipelines) return conn;
      try {
        await this.inner.beginTransaction(conn, {});
      } catch (err) {
        await this.inner.releaseConnection(conn);
        throw err;
      }
      unit.begun = Promise.resolve();
      return conn;
    })();
    return new UnitConnection(unit, await unit.opening);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // The unit's connection goes back when the unit ends.
    if (connection instanceof TrackedConnection) await this.inner.releaseConnection(connection.real);
    else if (connection instanceof ReadFirstConnection) {
      const held = connection.held;
      connection.held = null;
      if (held) await this.inner.releaseConnection(held);
    } else if (!(connection instanceof UnitConnection)) await this.inner.releaseConnection(connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (connection instanceof TrackedConnection) return this.inner.beginTransaction(connection.real, settings);
    if (connection instanceof ReadFirstConnection) {
      const held = await this.inner.acquireConnection();
      try {
        await this.inner.beginTransaction(held, settings);
      } catch (err) {
        await this.inner.releaseConnection(held);
        throw err;
      }
      connection.held = held;
      return;
    }
    if (!(connection instanceof UnitConnection)) return this.inner.beginTransaction(connection, settings);
    const { unit } = connection;
    const before = unit.queue;
    unit.queue = new Promise<void>((resolve) => (connection.endSavepoint = resolve));
    await before;
    connection.savepoint = `request_${++unit.savepoints}`;
    try {
      await connection.executeQuery(CompiledQuery.raw(`savepoint ${connection.savepoint}`));
    } catch (err) {
      connection.endSavepoint?.();
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof TrackedConnection) return this.inner.commitTransaction(connection.real);
    if (connection instanceof ReadFirstConnection) return this.inner.commitTransaction(connection.held!);
    if (!(connection instanceof UnitConnection)) return this.inner.commitTransaction(connection);
    try {
      await connection.executeQuery(CompiledQuery.raw(`release savepoint ${connection.savepoint}`));
    } finally {
      connection.endSavepoint?.();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof TrackedConnection) return this.inner.rollbackTransaction(connection.real);
    if (connection instanceof ReadFirstConnection) return this.inner.rollbackTransaction(connection.held!);
    if (!(connection instanceof UnitConnection)) return this.inner.rollbackTransaction(connection);
    try {
      await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${connection.savepoint}`));
      await connection.executeQuery(CompiledQuery.raw(`release savepoint ${connection.savepoint}`));
    } finally {
      connection.endSavepoint?.();
    }
  }

  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>): Promise<void> {
    return this.inner.savepoint!(...args);
  }

  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>): Promise<void> {
    return this.inner.rollbackToSavepoint!(...args);
  }

  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>): Promise<void> {
    return this.inner.releaseSavepoint!(...args);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** A dialect whose driver runs each request's queries in the request's transaction (see above). */
export function withUnitOfWork(dialect: Dialect, reader?: Reader, opts: { pipelines?: boolean } = {}): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new UnitDriver(dialect.createDriver(), reader, opts.pipelines),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
