import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helper';

/**
 * The demo firm is only ever written into a database with no content: a site started with
 * SEED=none and filled by its staff gets no demo row when it is later started with the default
 * SEED=demo. Real processes on one data folder and database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-seed-restart-'));
const PASSWORD = 'seed-restart-password';
let database: Awaited<ReturnType<typeof createTestDatabase>> = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(seed: 'none' | 'demo'): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: seed,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s: ${output}`)), 90_000);
    const onData = (c: Buffer) => {
      output += c.toString();
      const m = /Site:\s+(http:\/\/\S+?)\/home/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, base };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function call<R = unknown>(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { status: number; result: R };
}

describe('seeding never touches a site with content', () => {
  it('SEED=none, staff add a banner, restart with SEED=demo: no demo row appears', async () => {
    const first = await start('none');
    const token = (
      await call(first.base, 'POST', '/admin/login', undefined, { loginAccount: 'admin', password: PASSWORD })
    ).result as string;
    const made = await call(first.base, 'POST', '/admin/banner', token, {
      lang: 'de_DE',
      imgPath: '/api/upload/own.png',
      title: 'Our own banner',
    });
    expect(made.status).toBe(200);
    await stop(first.child);

    const second = await start('demo');
    try {
      const token2 = (
        await call(second.base, 'POST', '/admin/login', undefined, { loginAccount: 'admin', password: PASSWORD })
      ).result as string;
      const banners = await call<{ title: string }[]>(second.base, 'GET', '/admin/banner?pageSize=100', token2);
      expect(banners.result.map((b: { title: string }) => b.title)).toEqual(['Our own banner']);
      for (const url of ['/admin/lawyerTeam?pageSize=1', '/admin/latest-news?pageSize=1', '/admin/office']) {
        const res = await call(second.base, 'GET', url, token2);
        expect(res.result, url).toEqual([]);
      }
    } finally {
      await stop(second.child);
    }
  }, 200_000);
});
