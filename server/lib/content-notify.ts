import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db';
import {
  NOTIFY_CHANNEL,
  announceChanges,
  applyKindChange,
  forgetKindVersions,
  type KindChange,
} from './content-version';

/** The longest wait between two attempts to listen again. */
const MAX_BACKOFF_MS = 10_000;

/** A NOTIFY payload as bumpContentVersion writes it, or null. */
export function parseKindChange(payload: string | undefined): KindChange | null {
  if (!payload || payload.length > 8000) return null;
  try {
    const v = JSON.parse(payload) as { kinds?: unknown; hard?: unknown; items?: unknown; schedule?: unknown };
    if (!v || typeof v.kinds !== 'object' || v.kinds === null || typeof v.hard !== 'boolean') return null;
    const kinds: Record<string, number> = {};
    for (const [k, n] of Object.entries(v.kinds)) {
      if (k.length > 100 || !Number.isSafeInteger(n)) return null;
      kinds[k] = n as number;
    }
    const items = Array.isArray(v.items) ? v.items.filter((i): i is string => typeof i === 'string').slice(0, 50) : [];
    return {
      kinds,
      hard: v.hard,
      ...(items.length ? { items } : {}),
      ...(v.schedule === false ? { schedule: false } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Immediate invalidation across nodes on PostgreSQL (issue 34): every write announces the kinds it
 * changed with NOTIFY (delivered when its transaction commits), and every node LISTENs on one
 * connection of its own and applies them at once. When that connection is lost the node says so
 * once, tries again with a growing pause, and meanwhile the version poll (TRUST_MS) keeps its
 * caches right; once listening again it asks the database afresh (it may have missed changes).
 */
export function listenForChanges(db: DB, databaseUrl: string, log: FastifyBaseLogger): { close(): Promise<void> } {
  announceChanges(db);
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let backoff = 250;
  let down = false;

  const lost = (err: unknown) => {
    if (closed) return;
    if (!down) {
      down = true;
      log.warn(
        { err },
        'lost the PostgreSQL connection that hears of other nodes’ changes; trying again (caches fall back to the version poll)',
      );
    }
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    old?.end().catch(() => undefined);
    timer = setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  async function connect(): Promise<void> {
    timer = null;
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('error', lost);
    c.on('end', () => client === c && lost(new Error('connection ended')));
    c.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL) return;
      const change = parseKindChange(msg.payload);
      if (change) applyKindChange(db, change);
    });
    try {
      await c.connect();
      await c.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (err) {
      if (client === c) lost(err);
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    backoff = 250;
    // Whatever changed while nobody listened: ask the database on the next request.
    forgetKindVersions(db);
    if (down) {
      down = false;
      log.info('listening for other nodes’ changes again');
    }
  }
  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
