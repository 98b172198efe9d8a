import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type Config } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { ensureFirstAdmin } from '#server/modules/auth/bootstrap.ts';

/**
 * The folders of a test that serves the built site: `scratch` for its data, and `buildDir` for
 * a build of its own (BUILD_DIR, inside the project so the build finds its node_modules). `build`
 * runs `scripts/build.mjs` there (it throws with the build's output if it fails); `remove`
 * deletes both folders.
 */
export function siteFolders(prefix: string): { scratch: string; buildDir: string; build(): void; remove(): void } {
  const root = path.resolve(import.meta.dirname, '..');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const buildDir = path.join(root, 'node_modules', '.cache', path.basename(scratch));
  return {
    scratch,
    buildDir,
    build() {
      const built = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], {
        cwd: root,
        env: { ...process.env, BUILD_DIR: buildDir },
        encoding: 'utf8',
      });
      if (built.status !== 0) throw new Error(`the build failed (${built.status}):\n${built.stdout}\n${built.stderr}`);
    },
    remove() {
      fs.rmSync(scratch, { recursive: true, force: true });
      fs.rmSync(buildDir, { recursive: true, force: true });
    },
  };
}

export const ADMIN_ACCOUNT = 'admin';
export const ADMIN_PASSWORD = 'test-password-123';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** A fresh admin token (logs in once and caches it). */
  token(): Promise<string>;
  /** Calls the API through HTTP injection and parses the envelope. */
  call(
    method: string,
    url: string,
    opts?: CallOptions,
  ): Promise<{ status: number; body: any; headers: OutgoingHttpHeaders }>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  lang?: string;
  headers?: Record<string, string>;
}

/** With TEST_DATABASE_URL, a fresh PostgreSQL database for one test file (else null: SQLite). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!process.env.TEST_DATABASE_URL) return null;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A new app on its own database: a temporary SQLite file, or, when TEST_DATABASE_URL is set,
 * a fresh PostgreSQL database created for this test file and dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-test-'));
  const database = await createTestDatabase();
  const databaseUrl = database?.url ?? '';
  const dropDatabase = database?.drop ?? null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ...env,
  });
  const app = await buildApp(config, { logger: false, web: false });
  await ensureFirstAdmin(app.db, config, app.log);
  await app.ready();

  let cachedToken: string | null = null;
  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const token = opts.token === undefined ? undefined : opts.token;
    if (token) headers.authorization = token;
    if (opts.lang) headers['x-language'] = opts.lang;
    const res = await app.inject({
      method: method as InjectOptions['method'],
      url: `${config.basePath}/api${url}`,
      headers,
      ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    app,
    config,
    dataDir,
    call,
    async token() {
      if (cachedToken) return cachedToken;
      const res = await call('POST', '/admin/login', {
        body: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
      });
      if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      cachedToken = res.body.result as string;
      return cachedToken;
    },
    async close() {
      await app.close();
      if (dropDatabase) await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls as the logged-in admin. */
export async function adminCall(t: TestApp, method: string, url: string, body?: unknown, lang?: string) {
  return t.call(method, url, { token: await t.token(), body, lang });
}
