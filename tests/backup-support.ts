import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase } from '#server/db/index.ts';
import { buildApp } from '#server/app.ts';
import { BACKUP_TABLES, backupToFile, restoreBackup } from '#server/modules/backup/archive.ts';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, adminCall, createTestDatabase, type TestApp } from './helper';

/**
 * Targets for restores: a temporary folder each, and a new PostgreSQL database where asked (or,
 * for 'same', on the PostgreSQL run). `cleanup` drops the databases and the folders.
 */
export function backupScratch() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-backup-test-'));
  const drops: (() => Promise<void>)[] = [];
  let targets = 0;
  const newTarget = async (kind: 'same' | 'sqlite' | 'postgres' = 'same'): Promise<Config> => {
    const dataDir = path.join(scratch, `target-${++targets}`);
    let databaseUrl = '';
    if (kind === 'postgres' || (kind === 'same' && process.env.TEST_DATABASE_URL)) {
      const db = await createTestDatabase();
      if (!db) throw new Error('TEST_DATABASE_URL is needed for a PostgreSQL target');
      drops.push(db.drop);
      databaseUrl = db.url;
    }
    return loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SEED: 'none' });
  };
  const cleanup = async () => {
    for (const drop of drops) await drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  /**
   * Backs `source` up, restores the archive into a new target and starts an app on it, signed in
   * as the administrator: `call` answers its API (status and parsed body); `close` stops it.
   */
  const restoredCopy = async (source: Config, name: string) => {
    const archive = path.join(scratch, `${name}.tar.gz`);
    await backupToFile(source, archive);
    const target = await newTarget();
    await restoreBackup(target, archive, { safetyDir: scratch });
    const app = await buildApp(target, { logger: false, web: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
    });
    const token = (JSON.parse(login.body) as { result: string }).result;
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) => {
      const res = await app.inject({ method, url: `/api${url}`, headers: { authorization: token } });
      return { status: res.statusCode, body: JSON.parse(res.body) as { result: unknown; message: string } };
    };
    return { app, call, close: () => app.close() };
  };
  return { scratch, newTarget, restoredCopy, cleanup };
}

/** Every row of every backed-up table (keys sorted, so both databases compare equal) and every file's hash. */
export async function contents(
  config: Config,
): Promise<{ rows: Record<string, string[]>; files: Record<string, string> }> {
  const handle = openDatabase(config);
  const rows: Record<string, string[]> = {};
  try {
    for (const table of BACKUP_TABLES) {
      const r = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(handle.db);
      rows[table.name] = r.rows
        // The restore moves the content versions on (the site's and each kind's: server/lib/content-version.ts),
        // so that any cache starts afresh.
        .filter(
          (row) =>
            !(table.name === 'site_state' && (row.key === 'content_version' || String(row.key).startsWith('kind:'))),
        )
        .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))))
        .sort();
    }
  } finally {
    await handle.close();
  }
  const files: Record<string, string> = {};
  const dir = path.join(config.dataDir, 'uploads');
  if (fs.existsSync(dir)) {
    for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(dir, rel);
      if (fs.statSync(full).isFile())
        files[rel.split(path.sep).join('/')] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  }
  return { rows, files };
}

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A practice area in three languages with its own picture: one item a restore must bring back whole. */
export async function writeItem(target: TestApp, n: number): Promise<string> {
  const file = await target.app.storage.save(
    await png(`#${(0x203040 + n * 997).toString(16).slice(-6)}`),
    `area-${n}.png`,
  );
  const res = await adminCall(
    target,
    'POST',
    '/admin/professionalField',
    ['de_DE', 'en_US', 'zh_CN'].map((lang) => ({
      lang,
      name: `Area ${n} ${lang}`,
      introduce: `<p>Text ${n}</p>`,
      iconUrl: file.url,
    })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return `Area ${n}`;
}
