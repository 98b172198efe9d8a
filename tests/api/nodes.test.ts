import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, openDatabase } from '#server/db/index.ts';
import { commitWithLastStatement, finishUnit, inUnit, newUnit, outsideRequest } from '#server/db/unit-of-work.ts';
import { bumpContentVersion } from '#server/lib/content-version.ts';
import { LOCK_CLASS } from '#server/db/lock.ts';
import { createTestDatabase } from '../helper';
import {
  killAllNodes,
  killNode,
  signIn as login,
  startNode as startAppNode,
  stopNode,
  type AppNode,
} from '../nodes-support';

/**
 * Several nodes on one PostgreSQL database, as the README's Deploy section runs them: real app
 * processes (`node --import tsx server/main.ts`) sharing one database and one uploads folder.
 * The first start, the work only one node may do (backups, clean-ups) and writes whose node is
 * killed (kill -9) half-way. PostgreSQL only (vitest.config.ts leaves it out of the SQLite run:
 * SQLite is one process).
 */
if (!process.env.TEST_DATABASE_URL) throw new Error('tests/api/nodes.test.ts needs PostgreSQL: set TEST_DATABASE_URL');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-nodes-'));
const dataDir = path.join(scratch, 'data');
const noBuild = path.join(scratch, 'no-build');
/** Kysely's migration lock (its PostgreSQL adapter's number). */
const MIGRATION_LOCK = '3853314791062309107';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database!.url });
  await client.connect();
});
afterAll(async () => {
  killAllNodes();
  await client?.end();
  await database?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A node on the shared DATA_DIR and database, without a web build (the nodes serve the API, what these checks need, and start faster). */
const startNode = (env: Record<string, string> = {}): AppNode =>
  startAppNode({ DATA_DIR: dataDir, DATABASE_URL: database!.url, BUILD_DIR: noBuild, ...env });

const count = async (query: string, values: unknown[] = []) =>
  Number((await client.query<{ n: string }>(query, values)).rows[0].n);

/** Waits until `n` sessions wait for an advisory lock (the nodes are where the test wants them). */
async function waitForWaiters(n: number, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while ((await count(`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`)) < n) {
    if (Date.now() > until) throw new Error(`fewer than ${n} nodes came to wait for the lock`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('several nodes on one PostgreSQL database', () => {
  let a: AppNode;
  let b: AppNode;

  it('two nodes started together on an empty database make one administrator and one demo firm, and both start', async () => {
    // The schema first, then both nodes held at the migration lock and let go together: they
    // reach the first start within milliseconds of each other.
    const handle = openDatabase({ databaseUrl: database!.url, dataDir });
    await migrate(handle);
    await handle.close();
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    a = startNode({ SEED: 'demo' });
    b = startNode({ SEED: 'demo' });
    try {
      await waitForWaiters(2);
    } finally {
      await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
    const [baseA, baseB] = await Promise.all([a.started, b.started]);

    expect(await count(`select count(*) as n from admin_user`)).toBe(1);
    // The demo firm once: no item, office or banner twice.
    expect(
      (await client.query(`select kind, lang, title from article group by kind, lang, title having count(*) > 1`)).rows,
    ).toEqual([]);
    expect((await client.query(`select lang, name from office group by lang, name having count(*) > 1`)).rows).toEqual(
      [],
    );
    expect(
      (await client.query(`select lang, title from banner group by lang, title having count(*) > 1`)).rows,
    ).toEqual([]);
    expect(await count(`select count(*) as n from article where kind = 'news'`)).toBeGreaterThan(0);
    for (const base of [baseA, baseB]) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // Each node signs the same administrator in.
    await login(baseA);
    await login(baseB);
  }, 400_000);

  it('a write on A is visible on B’s cached page within 100 ms (NOTIFY, not the one-second poll)', async () => {
    const [baseA, baseB] = await Promise.all([a.started, b.started]);
    const list = `${baseB}/api/user/latest-news?page=1&pageSize=50`;
    const read = async () => {
      const res = await fetch(list, { headers: { 'x-language': 'de_DE' } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { result: { title: string }[] };
      return { cache: res.headers.get('x-cache'), titles: body.result.map((r) => r.title) };
    };
    // B keeps the list: its second answer comes from its cache.
    await read();
    expect((await read()).cache).toBe('hit');
    const token = await login(baseA);
    const tree = await fetch(`${baseA}/api/admin/catalog?type=0&lang=de_DE`, { headers: { authorization: token } });
    const cataId = ((await tree.json()) as { result: { id: number }[] }).result[0]?.id;
    const title = `Von Knoten A ${crypto.randomUUID()}`;
    const written = await fetch(`${baseA}/api/admin/latest-news`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify([{ lang: 'de_DE', title, coverUrl: '/api/upload/c.png', content: '<p>x</p>', cataId }]),
    });
    expect(written.status, await written.clone().text()).toBe(200);
    // B is asked again and again from the moment A acknowledged the write: a request B receives
    // within 100 ms of it shows the new item.
    const acknowledged = Date.now();
    const reads: string[] = [];
    let asked = 0;
    let seen = { cache: null as string | null, titles: [] as string[] };
    while (!seen.titles.includes(title) && (asked = Date.now() - acknowledged) <= 100) {
      seen = await read();
      reads.push(`${asked} ms: ${seen.cache}`);
    }
    expect(seen.titles, `B still showed its cached list (${reads.join(', ')})`).toContain(title);
    expect(asked, reads.join(', ')).toBeLessThanOrEqual(100);
  }, 60_000);

  it('one backup at a time across nodes: while one node streams a backup, the other answers 409, then works', async () => {
    const [baseA, baseB] = await Promise.all([a.started, b.started]);
    const link = async (base: string) => {
      const res = await fetch(`${base}/api/admin/backup/link`, {
        method: 'POST',
        headers: { authorization: await login(base) },
      });
      const body = (await res.json()) as { result: { url: string } };
      expect(res.status, JSON.stringify(body)).toBe(200);
      return `${new URL(base).origin}${body.result.url}`;
    };
    // An archive larger than what the sockets between the nodes and this test buffer (16 MB that do
    // not compress), so that A's backup cannot finish while nobody reads it.
    const fd = new FormData();
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      crypto.randomBytes(16 * 1024 * 1024),
      Buffer.from('\n%%EOF\n'),
    ]);
    fd.append('file', new Blob([big], { type: 'application/pdf' }), 'brochure.pdf');
    const uploaded = await fetch(`${baseA}/api/admin/files/upload`, {
      method: 'POST',
      headers: { authorization: await login(baseA) },
      body: fd,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const urlA = await link(baseA);
    // A's archive is being sent and nobody reads it: A holds the backup lock meanwhile.
    const first = await fetch(urlA);
    expect(first.status).toBe(200);
    try {
      const second = await fetch(await link(baseB), { headers: { 'accept-language': 'en-US' } });
      expect(second.status).toBe(409);
      expect(((await second.json()) as { message: string }).message).toMatch(/backup/i);
    } finally {
      await first.body?.cancel();
    }
    // A's backup ended (its client went away): B may make one now.
    const until = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < until) {
      const res = await fetch(await link(baseB));
      status = res.status;
      await res.body?.cancel();
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 120_000);

  it('a clean-up another node is doing is skipped; a node that finds it free does it', async () => {
    const user = await count(`select id as n from admin_user limit 1`);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await client.query(
      `insert into preview_link (token_hash, kind, item_key, lang, page, create_time, expires_at) values ('expired-link', 'news', 'N1', 'en_US', '/news', $1, $1)`,
      [past],
    );
    await client.query(
      `insert into admin_session (token_hash, user_id, created_at, last_seen_at, ip, user_agent) values ('expired-session', $1, $2, $2, '', '')`,
      [user, old],
    );
    const lingering = async () => ({
      links: await count(`select count(*) as n from preview_link where token_hash = 'expired-link'`),
      sessions: await count(`select count(*) as n from admin_session where token_hash = 'expired-session'`),
    });

    // "Another node" (this test's connection) is doing these clean-ups: a node starting now skips them.
    const names = ['clean-up:preview-links', 'clean-up:sessions'];
    for (const name of names) await client.query(`select pg_advisory_lock($1, hashtext($2))`, [LOCK_CLASS, name]);
    const c = startNode();
    try {
      await c.started;
    } finally {
      for (const name of names) await client.query(`select pg_advisory_unlock($1, hashtext($2))`, [LOCK_CLASS, name]);
      await stopNode(c.child);
    }
    expect(await lingering()).toEqual({ links: 1, sessions: 1 });

    // Free: the next node to start clears them.
    const d = startNode();
    try {
      await d.started;
    } finally {
      await stopNode(d.child);
    }
    expect(await lingering()).toEqual({ links: 0, sessions: 0 });
  }, 120_000);

  it('a node killed (kill -9) during writes leaves every write it kept with its audit entry and version bump', async () => {
    await Promise.all([stopNode(a.child), stopNode(b.child)]);
    const version = async () =>
      Number(
        (await client.query<{ value: string }>(`select value from site_state where key = 'content_version'`)).rows[0]
          ?.value ?? 0,
      );
    for (let round = 0; round < 3; round++) {
      const node = startNode();
      const base = await node.started;
      const token = await login(base);
      const versionBefore = await version();
      const prefix = `Kill round ${round}`;
      const acknowledged: string[] = [];
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          try {
            const res = await fetch(`${base}/api/admin/lawfirm-honour`, {
              method: 'POST',
              headers: { authorization: token, 'content-type': 'application/json' },
              body: JSON.stringify([
                {
                  lang: 'en_US',
                  title: `${prefix} ${w}-${i}`,
                  coverUrl: '/api/upload/cover.webp',
                  content: '<p>x</p>',
                },
              ]),
            });
            const body = (await res.json()) as { result: { no: string }[] };
            if (res.status === 200) acknowledged.push(body.result[0].no);
          } catch {
            return; // the node is gone
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, w) => writer(w));
      await new Promise((r) => setTimeout(r, 400 + Math.random() * 1200));
      await killNode(node.child);
      stop = true;
      await Promise.all(writers);

      const kept = (
        await client.query<{ no: string }>(`select distinct no from article where kind = 'honour' and title like $1`, [
          `${prefix} %`,
        ])
      ).rows.map((r) => r.no);
      expect(acknowledged.length, `round ${round}: no write was answered before the kill`).toBeGreaterThan(0);
      // Every answered write is there; every write that is there has its audit entry and bumped the version.
      expect(kept).toEqual(expect.arrayContaining(acknowledged));
      const audited = new Set(
        (
          await client.query<{ item_key: string }>(
            `select item_key from audit_log where action = 'create' and kind = 'honour' and item_key = any($1)`,
            [kept],
          )
        ).rows.map((r) => r.item_key),
      );
      expect(
        kept.filter((no) => !audited.has(no)),
        `round ${round}: items kept without their audit entry`,
      ).toEqual([]);
      expect(
        (await version()) - versionBefore,
        `round ${round}: the version was bumped fewer times than items were kept`,
      ).toBeGreaterThanOrEqual(kept.length);
    }
  }, 300_000);

  it("a write's last statement carries its commit: the version rows every write takes are free as soon as it is answered, before its process comes back to it", async () => {
    // Every write of every node bumps the same version rows. Were the commit sent only when the
    // writing process's event loop came back to the write (busy: many milliseconds), the writes
    // of all nodes would wait for each other's event loops.
    const handle = openDatabase({ databaseUrl: database!.url, dataDir });
    const db = handle.db;
    try {
      await migrate(handle);
      // The rows are there before (as they are after the first write): the write updates them.
      await bumpContentVersion(db, { kinds: ['pipelined'] });
      const key = `pipelined-${Date.now()}`;
      const unit = newUnit();
      await inUnit(unit, () => db.insertInto('site_state').values({ key, value: 'written' }).execute());
      let seen: { version: string; written: string | undefined } | null = null;
      await finishUnit(unit, true, async () => {
        const bumped = await commitWithLastStatement(() =>
          bumpContentVersion(db, { kinds: ['pipelined'] }, { announceLater: true }),
        );
        // Still inside the write, which has not been given back: another transaction takes the
        // version row (waiting only for the commit already on its way) and sees the write.
        seen = await outsideRequest(() =>
          db.transaction().execute(async (trx) => {
            await sql`set local lock_timeout = '3s'`.execute(trx);
            const row = await trx
              .updateTable('site_state')
              .set({ value: sql`value` })
              .where('key', '=', 'kind:pipelined')
              .returning('value')
              .executeTakeFirstOrThrow();
            const written = await trx
              .selectFrom('site_state')
              .select('value')
              .where('key', '=', key)
              .executeTakeFirst();
            expect(Number(row.value)).toBe(bumped.kinds.pipelined);
            return { version: row.value, written: written?.value };
          }),
        );
      });
      expect(seen).toEqual({ version: '2', written: 'written' });
      // A last statement that fails takes the write with it, commit sent or not.
      const failing = newUnit();
      const other = `pipelined-failed-${Date.now()}`;
      await inUnit(failing, () => db.insertInto('site_state').values({ key: other, value: 'written' }).execute());
      await expect(
        finishUnit(failing, true, () =>
          commitWithLastStatement(() => sql`select cast('not a number' as integer)`.execute(db)).then(() => undefined),
        ),
      ).rejects.toThrow();
      expect(await db.selectFrom('site_state').select('value').where('key', '=', other).execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
