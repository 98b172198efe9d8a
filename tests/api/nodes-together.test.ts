import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helper';
import { killAllNodes, killNode, signIn, startNode, stopNode, type AppNode } from '../nodes-support';

/**
 * Two nodes serving one firm from one PostgreSQL database, as the README's Deploy section runs
 * them: what a visitor and an editor notice when a load balancer sends their requests to either
 * node. A session made on one node works on the other and ends on both; an item scheduled on one
 * appears on both at its time; a node killed during writes does not take the other down.
 * PostgreSQL only (vitest.config.ts leaves it out of the SQLite run: SQLite is one process).
 */
if (!process.env.TEST_DATABASE_URL) {
  throw new Error('tests/api/nodes-together.test.ts needs PostgreSQL: set TEST_DATABASE_URL');
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-nodes-together-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: AppNode;
let b: AppNode;
let baseA: string;
let baseB: string;

const nodeEnv = () => ({
  DATA_DIR: path.join(scratch, 'data'),
  DATABASE_URL: database!.url,
  // No web build: the nodes serve the API (what these checks need) and start faster.
  BUILD_DIR: path.join(scratch, 'no-build'),
});

beforeAll(async () => {
  database = await createTestDatabase();
  a = startNode(nodeEnv());
  b = startNode(nodeEnv());
  [baseA, baseB] = await Promise.all([a.started, b.started]);
}, 120_000);
afterAll(async () => {
  killAllNodes();
  await database?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const call = async (base: string, method: string, url: string, token?: string, body?: unknown) => {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      'x-language': 'en_US',
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { result: unknown; message: string } };
};

const honourTitles = async (base: string) =>
  ((await call(base, 'GET', '/user/lawfirm-honour?pageSize=50')).body.result as { title: string }[]).map(
    (h) => h.title,
  );

describe('two nodes on one PostgreSQL database', () => {
  it('a session made on one node works on the other, and signing out on either ends it on both', async () => {
    const token = await signIn(baseA);
    const onB = await call(baseB, 'GET', '/admin/mine', token);
    expect(onB.status, onB.body.message).toBe(200);
    expect((onB.body.result as { loginAccount: string }).loginAccount).toBe('admin');

    expect((await call(baseB, 'GET', '/admin/quit', token)).status).toBe(200);
    expect((await call(baseA, 'GET', '/admin/mine', token)).status).toBe(401);
    expect((await call(baseB, 'GET', '/admin/mine', token)).status).toBe(401);
  });

  it('an item scheduled on one node appears on both nodes at its time, not before', async () => {
    const token = await signIn(baseA);
    const title = `Scheduled on A ${Date.now()}`;
    const at = Date.now() + 4000;
    const made = await call(baseA, 'POST', '/admin/lawfirm-honour', token, [
      {
        lang: 'en_US',
        title,
        coverUrl: '/api/upload/cover.webp',
        content: '<p>Soon.</p>',
        status: 'published',
        publishAt: new Date(at).toISOString(),
      },
    ]);
    expect(made.status, made.body.message).toBe(200);

    // Both nodes have answered (and may keep) the list without it.
    expect(await honourTitles(baseA)).not.toContain(title);
    expect(await honourTitles(baseB)).not.toContain(title);

    const seen: Record<string, number> = {};
    while (Object.keys(seen).length < 2 && Date.now() < at + 5000) {
      for (const [name, base] of [
        ['A', baseA],
        ['B', baseB],
      ]) {
        const titles = await honourTitles(base);
        if (titles.includes(title)) seen[name] ??= Date.now();
        else if (seen[name]) throw new Error(`node ${name} showed the item and then lost it`);
        if (Date.now() < at - 200) expect(titles, `node ${name} showed the item before its time`).not.toContain(title);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    // At its time: within a second and a half on each node (the version poll is the slowest path).
    expect(Object.keys(seen).sort()).toEqual(['A', 'B']);
    expect(seen.A - at).toBeLessThan(1500);
    expect(seen.B - at).toBeLessThan(1500);
  }, 30_000);

  it('a node killed during writes leaves the other answering visitors and editors throughout', async () => {
    const token = await signIn(baseA);
    const tokenB = await signIn(baseB);
    let stop = false;
    const writes: number[] = [];
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await call(baseA, 'POST', '/admin/lawfirm-honour', token, [
            { lang: 'en_US', title: `Kill ${w}-${i}`, coverUrl: '/api/upload/cover.webp', content: '<p>x</p>' },
          ]);
          writes.push(res.status);
        } catch {
          return; // A is gone
        }
      }
    };
    const failures: string[] = [];
    let reads = 0;
    const reader = async () => {
      while (!stop) {
        for (const [url, tok] of [
          ['/user/lawfirm-honour?pageSize=5', undefined],
          ['/admin/mine', tokenB],
        ] as const) {
          try {
            const res = await call(baseB, 'GET', url, tok);
            reads++;
            if (res.status !== 200) failures.push(`${url}: ${res.status} ${res.body.message}`);
          } catch (err) {
            failures.push(`${url}: ${String(err)}`);
          }
        }
        // A visitor's and an editor's pace, not a flood: the API's safety net (600 a minute) stays out of it.
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    const readers = Array.from({ length: 2 }, () => reader());
    await new Promise((r) => setTimeout(r, 800));
    await killNode(a.child);
    await new Promise((r) => setTimeout(r, 1500));
    stop = true;
    await Promise.all([...writers, ...readers]);

    expect(writes.filter((s) => s === 200).length, 'no write was answered on A before the kill').toBeGreaterThan(0);
    expect(reads).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    // B takes the editors' writes now.
    const after = await call(baseB, 'POST', '/admin/lawfirm-honour', tokenB, [
      { lang: 'en_US', title: 'Written on B after A died', coverUrl: '/api/upload/cover.webp', content: '<p>x</p>' },
    ]);
    expect(after.status, after.body.message).toBe(200);
    await stopNode(b.child);
  }, 60_000);
});
