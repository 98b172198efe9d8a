import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { deleteExpiredWindows, SharedRateCounts } from '#server/lib/shared-rate-limit.ts';
import { createTestApp, type TestApp } from '../helper';

/**
 * The admin API's safety rate limit (server/lib/shared-rate-limit.ts) is counted in the database:
 * two app instances on one database (as two nodes) count against one limit, on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL. The limit is lowered to LIMIT requests a minute here
 * (ADMIN_RATE_LIMIT; the default is 600).
 */
const LIMIT = 10;
let t: TestApp;
let second: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_RATE_LIMIT: String(LIMIT) });
  second = await buildApp(t.config, { logger: false, web: false });
  await second.ready();
  token = await t.token();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** A token route (GET /api/admin/mine) from `ip` on `app`, in English. */
const admin = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'GET',
    url: '/api/admin/mine',
    headers: { authorization: token, 'x-language': 'en_US' },
    remoteAddress: ip,
  });
const statuses = async (app: FastifyInstance, ip: string, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await admin(app, ip)).statusCode);
  return out;
};
const ok = (n: number) => Array.from({ length: n }, () => 200);

/** The hits every node has folded in for `ip` (all its windows). */
const folded = async (ip: string) => {
  const rows = await t.app.db
    .selectFrom('rate_window')
    .select(['key', 'hits'])
    .where('key', 'like', `${ip}|%`)
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.hits), 0);
};

/** The windows are fixed minutes: a check that must stay in one window starts early enough in it. */
async function awayFromWindowEnd(needMs = 10_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 50));
}

describe('the admin API rate limit, shared by the nodes on one database', () => {
  it('is 600 a minute unless ADMIN_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).adminRateLimit).toBe(600);
    expect(t.config.adminRateLimit).toBe(LIMIT);
  });

  it('answers 429 in the envelope after the limit, counts in the database, and never limits public reads', async () => {
    await awayFromWindowEnd();
    const ip = '203.0.113.1';
    expect(await statuses(t.app, ip, LIMIT)).toEqual(ok(LIMIT));
    const over = await admin(t.app, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ result: null, message: 'Too many requests, please wait a moment', status: 429 });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    // In the caller's language, like every other answer.
    const zh = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mine',
      headers: { authorization: token, 'x-language': 'zh_CN' },
      remoteAddress: ip,
    });
    expect(zh.json()).toMatchObject({ status: 429, message: '请求过于频繁，请稍后再试' });

    // Public reads from the same address (over its limit) are answered; none is counted.
    for (let i = 0; i < LIMIT + 5; i++) {
      const pub = await t.app.inject({ method: 'GET', url: '/api/user/banner', remoteAddress: ip });
      expect(pub.statusCode).toBe(200);
    }
    await t.app.adminRateCounts.fold();
    expect(await folded(ip)).toBe(LIMIT + 2);
  });

  it('two nodes count together: the limit split across them is reached on either', async () => {
    await awayFromWindowEnd();
    const ip = '203.0.113.2';
    const half = LIMIT / 2;
    expect(await statuses(t.app, ip, half)).toEqual(ok(half));
    await t.app.adminRateCounts.fold();
    expect(await statuses(second, ip, half)).toEqual(ok(half));
    await second.adminRateCounts.fold();
    // The second node has folded in and seen the first one's hits: the next one is over.
    expect((await admin(second, ip)).statusCode).toBe(429);
    expect(await folded(ip)).toBeGreaterThanOrEqual(LIMIT);
    // The first one learns the second one's hits when it next folds (the documented second of
    // slack): one more may pass before that, none after.
    await admin(t.app, ip);
    await t.app.adminRateCounts.fold();
    expect(await statuses(t.app, ip, 3)).toEqual([429, 429, 429]);
    expect(await statuses(second, ip, 1)).toEqual([429]);
  });

  it('folds on its own about once a second; the hourly clean-up deletes ended windows', async () => {
    await awayFromWindowEnd();
    const ip = '203.0.113.3';
    expect(await statuses(second, ip, 3)).toEqual(ok(3));
    const until = Date.now() + 5_000;
    while ((await folded(ip)) < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await folded(ip)).toBe(3);

    await t.app.db
      .insertInto('rate_window')
      .values({ key: '203.0.113.4|2000-01-01T00:00:00.000Z', hits: 5, expires_at: '2000-01-01T00:01:00.000Z' })
      .execute();
    expect(await deleteExpiredWindows(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await folded('203.0.113.4')).toBe(0);
    expect(await folded(ip)).toBe(3);
  });

  it('a database that fails to take the counts: requests never fail, the limit holds per node, one log line', async () => {
    await awayFromWindowEnd();
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const counts = new SharedRateCounts(t.app.db, pino({ level: 'info' }, sink));
    const ip = '203.0.113.5';
    await sql`alter table rate_window rename to rate_window_away`.execute(t.app.db);
    try {
      // Through the app: answered, then 429 by this node's own count; never a 500.
      expect(await statuses(t.app, ip, LIMIT)).toEqual(ok(LIMIT));
      await t.app.adminRateCounts.fold();
      await t.app.adminRateCounts.fold();
      expect(await statuses(t.app, ip, 2)).toEqual([429, 429]);

      for (let i = 0; i < 3; i++) counts.hit('192.0.2.9', 60_000);
      for (let i = 0; i < 3; i++) await counts.fold();
      expect(counts.peek('192.0.2.9').current).toBe(3);
      expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
    } finally {
      await sql`alter table rate_window_away rename to rate_window`.execute(t.app.db);
    }
    // Once the database takes them again, the hits counted meanwhile are folded in.
    await counts.fold();
    expect(await folded('192.0.2.9')).toBe(3);
    expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
    expect(lines.at(-1)?.msg).toMatch(/counts in the database again/);
    await t.app.adminRateCounts.fold();
    expect(await folded(ip)).toBe(LIMIT + 2);
  });

  it('keeps at most its cap of addresses, dropping the one seen longest ago', async () => {
    const counts = new SharedRateCounts(t.app.db, pino({ level: 'silent' }), { maxEntries: 3 });
    for (const ip of ['a', 'b', 'c']) counts.hit(ip, 60_000);
    counts.hit('a', 60_000);
    counts.hit('d', 60_000);
    expect(counts.size).toBe(3);
    expect(counts.peek('b').current).toBe(0);
    expect(counts.peek('a').current).toBe(2);
    // A window that has ended is dropped at the next fold.
    const old = new SharedRateCounts(t.app.db, pino({ level: 'silent' }));
    old.hit('e', 1, Date.now() - 10);
    await old.fold();
    expect(old.size).toBe(0);
  });
});
