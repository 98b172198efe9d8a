import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DB } from '../db/types';
import { outsideRequest } from '../db/unit-of-work';
import { every } from './clean-up';

/**
 * A rate limit counted by every node on the database together (the admin API's safety limit,
 * server/plugins/rate-limit.ts), as a store for @fastify/rate-limit: a request adds no database
 * work. Each node counts its hits in memory and, about once a second, folds the new ones into
 * `rate_window` with one upsert per batch of addresses, which adds them to the row of the
 * address's window and answers the total of all nodes. A request's count is that total as last
 * seen plus this node's hits not yet folded in.
 *
 * - Windows are fixed: a minute (the window the limit is given) from a multiple of it since the
 *   epoch, the same on every node; the count starts again at the next one.
 * - The slack: a node learns the other nodes' hits when it folds its own, so N nodes together let
 *   through at most the limit plus what reaches them in about a second (FOLD_MS) after it is
 *   reached, or, after a node first sees an address in a window, before its first fold.
 * - Bounded memory: at most MAX_ENTRIES addresses per node; a new one pushes out the one seen
 *   longest ago (with its hits of the last second, if not yet folded), and windows that have ended
 *   are dropped at the next fold.
 * - A database that fails: the hits stay counted here (the limit holds per node meanwhile) and
 *   are folded in once it answers again; the failure is logged once, and its end once. A request
 *   never waits for the database and never fails because of it.
 */

/** How often a node folds its new hits into the database. */
export const FOLD_MS = 1000;
/** Addresses (per route that has a limit of its own) a node keeps counts of. */
export const MAX_ENTRIES = 10_000;
/** Rows per upsert (3 parameters each, far below either database's limit). */
const BATCH = 500;

/** One address's count in one window, on this node. */
interface Count {
  /** Its row in rate_window: the address (with its route's namespace) and the window's start. */
  row: string;
  /** The window's end (ms since the epoch). */
  end: number;
  /** The total of all nodes as the database last answered it (this node's folded hits included). */
  shared: number;
  /** This node's hits not folded in yet. */
  pending: number;
  /** Hits being folded in now. */
  folding: number;
}

export interface RateCountsOptions {
  foldMs?: number;
  maxEntries?: number;
}

/** The counts of one node, and their folding into the database. */
export class SharedRateCounts {
  private readonly counts = new Map<string, Count>();
  private running: Promise<void> | null = null;
  private stopTimer: (() => void) | null = null;
  private failing = false;
  private readonly foldMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly db: DB,
    private readonly log: FastifyBaseLogger,
    opts: RateCountsOptions = {},
  ) {
    this.foldMs = opts.foldMs ?? FOLD_MS;
    this.maxEntries = opts.maxEntries ?? MAX_ENTRIES;
  }

  /** Counts a hit of `key` in its current window of `windowMs`: the count so far (all nodes) and the ms left. */
  hit(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    const start = Math.floor(now / windowMs) * windowMs;
    let count = this.counts.get(key);
    if (count && count.end === start + windowMs) {
      // Moved to the end: the map's order is the order of the last hit, oldest first.
      this.counts.delete(key);
    } else {
      if (count) this.counts.delete(key);
      else if (this.counts.size >= this.maxEntries) this.counts.delete(this.counts.keys().next().value!);
      count = {
        row: `${key}|${new Date(start).toISOString()}`,
        end: start + windowMs,
        shared: 0,
        pending: 0,
        folding: 0,
      };
    }
    count.pending++;
    this.counts.set(key, count);
    return { current: count.shared + count.folding + count.pending, ttl: count.end - now };
  }

  /** The count of `key` without counting a hit. */
  peek(key: string, now = Date.now()): { current: number; ttl: number } {
    const count = this.counts.get(key);
    if (!count || count.end <= now) return { current: 0, ttl: 0 };
    return { current: count.shared + count.folding + count.pending, ttl: count.end - now };
  }

  /** How many addresses this node holds counts of. */
  get size(): number {
    return this.counts.size;
  }

  /** Folds the hits not folded yet into the database (after a fold that is running). Never rejects. */
  fold(): Promise<void> {
    const next = (this.running ?? Promise.resolve()).then(() => this.foldNow()).catch((err) => this.failed(err));
    const mine = next.finally(() => {
      if (this.running === mine) this.running = null;
    });
    this.running = mine;
    return mine;
  }

  /** Folds every FOLD_MS through the site's scheduler (its timer never keeps the process alive). */
  start(): void {
    this.stopTimer ??= every(this.foldMs, () => {
      if (!this.running) void this.fold();
    });
  }

  /** Stops the timer and waits for a fold that is running. */
  async stop(): Promise<void> {
    this.stopTimer?.();
    this.stopTimer = null;
    await this.running;
  }

  private async foldNow(): Promise<void> {
    const now = Date.now();
    const due: Count[] = [];
    for (const [key, count] of this.counts) {
      if (count.end <= now) this.counts.delete(key);
      else if (count.pending > 0) {
        count.folding = count.pending;
        count.pending = 0;
        due.push(count);
      }
    }
    if (due.length === 0) return;
    // The same order on every node: two nodes' upserts lock the rows they share in the same order.
    due.sort((a, b) => (a.row < b.row ? -1 : a.row > b.row ? 1 : 0));
    try {
      for (let i = 0; i < due.length; i += BATCH) {
        const part = due.slice(i, i + BATCH);
        const totals = await outsideRequest(() =>
          this.db
            .insertInto('rate_window')
            .values(part.map((c) => ({ key: c.row, hits: c.folding, expires_at: new Date(c.end).toISOString() })))
            .onConflict((oc) => oc.column('key').doUpdateSet({ hits: sql`rate_window.hits + excluded.hits` }))
            .returning(['key', 'hits'])
            .execute(),
        );
        const byRow = new Map(totals.map((r) => [r.key, Number(r.hits)]));
        for (const count of part) {
          count.shared = Math.max(count.shared + count.folding, byRow.get(count.row) ?? 0);
          count.folding = 0;
        }
      }
      if (this.failing) {
        this.failing = false;
        this.log.warn('the admin API rate limit counts in the database again');
      }
    } catch (err) {
      // Counted here still, and folded in by a later round.
      for (const count of due) {
        count.pending += count.folding;
        count.folding = 0;
      }
      this.failed(err);
    }
  }

  /** A fold failed: logged once, until one succeeds again. */
  private failed(err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.log.error(
      { err },
      'the admin API rate limit cannot fold its counts into the database; each node counts on its own until it can',
    );
  }
}

/** Deletes the rows of windows that have ended (the hourly clean-up); answers how many. */
export async function deleteExpiredWindows(db: DB, now = new Date()): Promise<number> {
  const res = await db.deleteFrom('rate_window').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(res.numDeletedRows ?? 0);
}

/** What @fastify/rate-limit hands a store (its global options, or a route's merged with them). */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The class for @fastify/rate-limit's `store` option, counting in `counts`. A route with a limit
 * of its own (config.rateLimit) counts under its method and path, apart from the global limit.
 * Fixed windows only: continueExceeding and exponentialBackoff are refused.
 */
export function sharedRateLimitStore(counts: SharedRateCounts): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly namespace = '',
    ) {
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error(
          'the shared rate limit counts fixed windows: continueExceeding and exponentialBackoff are not supported',
        );
    }

    incr(
      key: string,
      cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      cb(null, counts.hit(this.namespace + key, timeWindow));
    }

    read(key: string, cb: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      cb(null, counts.peek(this.namespace + key));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as StoreOptions;
      const route = routeInfo?.url ? `${[routeInfo.method ?? ''].flat().join(',')} ${routeInfo.url}` : 'limiter';
      return new SharedStore(routeOptions as StoreOptions, `${this.namespace}${route}|`);
    }
  }
  return SharedStore;
}
