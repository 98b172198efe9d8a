import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '#server/config.ts';
import { MIGRATION_NAMES } from '#server/db/index.ts';
import { buildApp } from '#server/app.ts';
import {
  BACKUP_TABLES,
  BackupError,
  TRANSIENT_TABLES,
  backupToFile,
  createBackup,
  restoreBackup,
} from '#server/modules/backup/archive.ts';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, adminCall, createTestApp, type TestApp } from '../helper';
import { backupScratch, contents, writeItem } from '../backup-support';

/**
 * Backup and restore on real databases and folders: a backup taken while the site is being
 * written, restored into an empty target; the refusal of a target with content and of damaged
 * archives; the CLI and the back-office download. The SQLite ⇄ PostgreSQL round trip is in
 * backup-dialects.test.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const { scratch, newTarget, cleanup } = backupScratch();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await cleanup();
});

describe('backup and restore', () => {
  it('every table is either backed up or deliberately left out', async () => {
    const tables = (await t.app.db.introspection.getTables()).map((x) => x.name).sort();
    const covered = [...BACKUP_TABLES.map((x) => x.name), ...TRANSIENT_TABLES];
    expect(tables.filter((name) => !covered.includes(name))).toEqual([]);
  });

  it('a backup taken while the site is written restores every acknowledged item whole, with its files', async () => {
    for (let n = 0; n < 5; n++) await writeItem(t, n);
    // A stream of writes runs during the backup: each item is 3 rows and a picture with variants.
    const acknowledged: { name: string; at: number }[] = [];
    let stop = false;
    let n = 100;
    const writer = (async () => {
      while (!stop) acknowledged.push({ name: await writeItem(t, n++), at: Date.now() });
    })();
    await new Promise((r) => setTimeout(r, 300));
    const began = Date.now();
    const archive = path.join(scratch, 'during-writes.tar.gz');
    const manifest = await backupToFile(t.config, archive);
    stop = true;
    await writer;
    expect(acknowledged.length).toBeGreaterThan(0);

    const target = await newTarget();
    await restoreBackup(target, archive, { safetyDir: scratch });
    const restored = await buildApp(target, { logger: false, web: false });
    try {
      const rows = await restored.db
        .selectFrom('professional_field')
        .select(['no', 'lang', 'name', 'icon_url'])
        .execute();
      const names = new Set(rows.map((r) => r.name.replace(/ [a-z]{2}_[A-Z]{2}$/, '')));
      for (const w of acknowledged.filter((a) => a.at < began)) expect(names, w.name).toContain(w.name);
      for (let i = 0; i < 5; i++) expect(names).toContain(`Area ${i}`);
      // No half-written item: every group has its three languages.
      const perNo = new Map<string, number>();
      for (const r of rows) perNo.set(r.no, (perNo.get(r.no) ?? 0) + 1);
      expect(
        [...perNo.values()].every((c) => c === 3),
        JSON.stringify([...perNo]),
      ).toBe(true);
      expect(rows.length).toBe(manifest.tables.professional_field);
      // Every picture the content refers to is there, with its variants.
      const uploads = await restored.db.selectFrom('upload').select('path').execute();
      expect(uploads.length).toBeGreaterThan(5);
      for (const u of uploads) expect(fs.existsSync(path.join(target.dataDir, 'uploads', u.path)), u.path).toBe(true);
      for (const r of rows)
        expect(
          fs.existsSync(path.join(target.dataDir, 'uploads', r.icon_url!.replace(/^\/api\/upload\//, ''))),
          r.icon_url!,
        ).toBe(true);
      // The accounts came along: the administrator signs in with the password of the backup.
      const login = await restored.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      // New items continue after the restored ids and group keys.
      const next = await restored.inject({
        method: 'POST',
        url: '/api/admin/professionalField',
        headers: { authorization: JSON.parse(login.body).result },
        payload: [{ lang: 'de_DE', name: 'Nach der Wiederherstellung', introduce: '' }],
      });
      expect(next.statusCode, next.body).toBe(200);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a target with content and changes nothing; --force saves it first, then replaces it', async () => {
    const archive = path.join(scratch, 'refuse.tar.gz');
    await backupToFile(t.config, archive);
    const target = await newTarget();
    const other = await buildApp(target, { logger: false, web: false });
    await other.db.insertInto('job').values({ no: 'J09999', lang: 'de_DE', name: 'Nur im Ziel', sort: 0 }).execute();
    await other.close();
    const before = await contents(target);

    await expect(restoreBackup(target, archive, { safetyDir: scratch })).rejects.toThrow(
      /not empty \(1 rows in job.*--force/,
    );
    expect(await contents(target)).toEqual(before);

    const safetyDir = path.join(scratch, 'safety');
    const { safetyBackup } = await restoreBackup(target, archive, { force: true, safetyDir });
    expect(safetyBackup && fs.existsSync(safetyBackup)).toBe(true);
    const after = await contents(target);
    expect(after.rows.job.some((r) => r.includes('Nur im Ziel'))).toBe(false);
    expect(after).toEqual(await contents(t.config));
    // The safety backup holds what was replaced.
    const back = await newTarget();
    await restoreBackup(back, safetyBackup!, { safetyDir: scratch });
    expect(await contents(back)).toEqual(before);
  }, 120_000);

  it('an archive from an older version of the site is brought forward by the newer migrations', async () => {
    const made = await adminCall(t, 'POST', '/admin/lawyerTeam', [{ lang: 'de_DE', name: 'Jürgen Öztürk-Weiß' }]);
    expect(made.status).toBe(200);
    const archive = path.join(scratch, 'current.tar.gz');
    await backupToFile(t.config, archive);
    // The same archive as the site wrote it before migrations 003 to 007: without the columns and tables they add.
    const dir = path.join(scratch, 'older');
    fs.mkdirSync(dir);
    await tar.x({ file: archive, cwd: dir });
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.schemaVersion).toBe(MIGRATION_NAMES.at(-1));
    const newerTables = BACKUP_TABLES.filter((x) => x.since).map((x) => x.name);
    for (const table of newerTables) fs.rmSync(path.join(dir, 'db', `${table}.jsonl`));
    const tables = Object.fromEntries(
      Object.entries(manifest.tables).filter(([name]) => !newerTables.includes(name as never)),
    );
    fs.writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, tables, schemaVersion: '002_list_indexes' }),
    );
    const later: Record<string, string[]> = {
      lawyer: ['search_name', 'status', 'publish_at', 'meta_description', 'photo_alt'],
      article: ['status', 'publish_at', 'meta_description', 'cover_alt', 'client_consent'],
      banner: ['status', 'publish_at'],
      professional_field: ['status', 'publish_at', 'meta_description', 'inquiry_email'],
      document: ['status', 'publish_at'],
      admin_user: [
        'languages',
        'disabled_at',
        'must_change_password',
        'totp_secret',
        'totp_pending_secret',
        'totp_last_step',
      ],
      office: ['address', 'phone', 'opening_hours'],
      upload: ['focal_x', 'focal_y', 'credit', 'uploader', 'update_time', 'tags'],
    };
    for (const [table, columns] of Object.entries(later)) {
      const file = path.join(dir, 'db', `${table}.jsonl`);
      const rows = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      for (const row of rows) for (const c of columns) delete row[c];
      fs.writeFileSync(file, rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
    }
    const older = path.join(scratch, 'older.tar.gz');
    await tar.c({ gzip: true, cwd: dir, file: older }, fs.readdirSync(dir));

    const target = await newTarget();
    const { manifest: restored } = await restoreBackup(target, older, { safetyDir: scratch });
    expect(restored.schemaVersion).toBe('002_list_indexes');
    const app = await buildApp(target, { logger: false, web: false });
    try {
      // Migration 003 ran on the restored rows: the accent-free search finds the lawyer.
      const found = await app.inject({
        method: 'GET',
        url: '/api/user/lawyerTeam?keyword=jurgen%20ozturk&pageSize=5',
        headers: { 'x-language': 'de_DE' },
      });
      expect(JSON.parse(found.body).result.map((l: { name: string }) => l.name)).toContain('Jürgen Öztürk-Weiß');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(JSON.parse(health.body).result).toEqual({ database: 'up', schema: 'current' });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses what is not a backup of this site, and a damaged archive, with a message', async () => {
    const junk = path.join(scratch, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not an archive');
    await expect(restoreBackup(await newTarget(), junk, { safetyDir: scratch })).rejects.toThrow(BackupError);
    await expect(
      restoreBackup(await newTarget(), path.join(scratch, 'missing.tar.gz'), { safetyDir: scratch }),
    ).rejects.toThrow(/does not exist/);
    // A real archive whose rows were cut short: the counts no longer match the manifest.
    const { stream } = await createBackup(t.config);
    const bytes = Buffer.concat(await stream.toArray());
    const cut = path.join(scratch, 'cut.tar.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = await newTarget();
    await expect(restoreBackup(target, cut, { safetyDir: scratch })).rejects.toThrow(BackupError);
  }, 60_000);
});

const run = promisify(execFile);
async function npmRun(script: string, args: string[], config: Config) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/cli/backup.ts', script, ...args],
      {
        cwd: ROOT,
        timeout: 90_000,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: config.dataDir,
          DATABASE_URL: config.databaseUrl ?? '',
          LOG_LEVEL: 'silent',
        },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const failed = err as { code?: unknown; stdout: string; stderr: string };
    if (typeof failed.code !== 'number') throw err;
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run backup / npm run restore', () => {
  it('backs up to --out, restores into an empty target, refuses a second restore, and names a missing database', async () => {
    const out = path.join(scratch, 'cli.tar.gz');
    const backup = await npmRun('backup', ['--out', out], t.config);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(
      new RegExp(`Backup written to .*cli\\.tar\\.gz\\n.*rows in ${BACKUP_TABLES.length} tables, \\d+ files`),
    );
    const again = await npmRun('backup', ['--out', out], t.config);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/exists already/);

    const target = await newTarget();
    const restore = await npmRun('restore', [out], target);
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/Restored .*cli\.tar\.gz/);
    const refused = await npmRun('restore', [out], target);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/not empty .*--force/);

    const nowhere = await npmRun('backup', [], loadConfig({ DATA_DIR: path.join(scratch, 'no-such-data') }));
    expect(nowhere.code).toBe(1);
    expect(nowhere.out).toMatch(/There is no SQLite database .*no-such-data.*same DATA_DIR/);
    expect(fs.existsSync(path.join(scratch, 'no-such-data'))).toBe(false);
    const usage = await npmRun('restore', [], target);
    expect(usage.code).toBe(2);
  }, 240_000);
});

describe('the back office download', () => {
  it('a one-time link for a signed-in user streams an archive that restores; used, forged or after logout it is refused', async () => {
    const anonymous = await t.call('POST', '/admin/backup/link');
    expect(anonymous.status).toBe(401);

    const link = await adminCall(t, 'POST', '/admin/backup/link');
    expect(link.status).toBe(200);
    const { url } = link.body.result as { url: string };
    expect(url).toMatch(/^\/api\/backup\/download\?ticket=[A-Za-z0-9_-]{43}$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lawfirm-backup-\d{8}-\d{6}\.tar\.gz"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const archive = path.join(scratch, 'download.tar.gz');
    fs.writeFileSync(archive, res.rawPayload);
    const target = await newTarget();
    await restoreBackup(target, archive, { safetyDir: scratch });
    expect((await contents(target)).rows.professional_field).toEqual(
      (await contents(t.config)).rows.professional_field,
    );

    // Once only.
    const reused = await t.app.inject({ method: 'GET', url, headers: { 'x-language': 'en_US' } });
    expect(reused.statusCode).toBe(403);
    expect(JSON.parse(reused.body).message).toMatch(/expired or was used/);
    // A made-up ticket, and a malformed one.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/backup/download?ticket=${'A'.repeat(43)}` })).statusCode,
    ).toBe(403);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/backup/download?ticket=../../etc' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).status).toBe(400);
    // A link dies with the session that asked for it.
    const login = await t.call('POST', '/admin/login', {
      body: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
    });
    const token = login.body.result as string;
    const second = await t.call('POST', '/admin/backup/link', { token });
    await t.call('GET', '/admin/quit', { token });
    expect((await t.app.inject({ method: 'GET', url: (second.body.result as { url: string }).url })).statusCode).toBe(
      403,
    );
  }, 120_000);

  it("a HEAD of a link (a download manager's probe) answers like the download would, without using it up", async () => {
    const { url } = (await adminCall(t, 'POST', '/admin/backup/link')).body.result as { url: string };
    for (let i = 0; i < 2; i++) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('application/gzip');
      expect(head.headers['content-disposition']).toMatch(/^attachment; filename="lawfirm-backup-.*\.tar\.gz"$/);
      expect(head.headers['cache-control']).toBe('private, no-store');
      expect(head.rawPayload.length).toBe(0);
    }
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.rawPayload.length).toBeGreaterThan(100);
    // Used now: a HEAD says so too (once the backup's lock is let go), as a GET does.
    await expect.poll(async () => (await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'HEAD', url: `/api/backup/download?ticket=${'A'.repeat(43)}` })).statusCode,
    ).toBe(403);
  }, 120_000);

  it('a link stops working when its account loses the right to back up, or is disabled, before it is followed', async () => {
    const made = await adminCall(t, 'POST', '/admin/users', {
      loginAccount: 'leaving-admin',
      userName: 'Leaving',
      roleId: 1,
      languages: null,
      password: 'leaving-password-1',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.result.account.id as number;
    const login = await t.call('POST', '/admin/login', {
      body: { loginAccount: 'leaving-admin', password: 'leaving-password-1' },
    });
    const token = login.body.result as string;
    const linkOf = async () => {
      const res = await t.call('POST', '/admin/backup/link', { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.result as { url: string }).url;
    };
    const revisionOf = async () =>
      ((await adminCall(t, 'GET', '/admin/users')).body.result as { id: number; revision: string }[]).find(
        (a) => a.id === id,
      )!.revision;

    // Demoted to Editor (no backups) within the link's minute: its session lives on, the link does not.
    const beforeDemotion = await linkOf();
    expect(
      (
        await adminCall(t, 'PUT', `/admin/users/${id}`, {
          userName: 'Leaving',
          roleId: 2,
          languages: null,
          revision: await revisionOf(),
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', '/admin/mine', { token })).status).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: beforeDemotion, headers: { 'x-language': 'en_US' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/json/);

    // Back to Administrator, a new link, then disabled: refused too.
    expect(
      (
        await adminCall(t, 'PUT', `/admin/users/${id}`, {
          userName: 'Leaving',
          roleId: 1,
          languages: null,
          revision: await revisionOf(),
        })
      ).status,
    ).toBe(200);
    const beforeDisabling = await linkOf();
    expect((await adminCall(t, 'PUT', `/admin/users/${id}/disable`)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: beforeDisabling })).statusCode).toBe(403);
  });

  it('one backup at a time: a second download while one streams is 409, and its link still works afterwards', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const link = async () =>
      `${address}${((await adminCall(t, 'POST', '/admin/backup/link')).body.result as { url: string }).url}`;
    // An archive larger than every buffer between server and client (32 MB that do not compress):
    // the first download is still streaming while nobody reads it, however fast the machine is.
    // (With the small test data the server could finish it before the second request came.)
    const big = path.join(t.app.config.dataDir, 'uploads', 'large-test-file.bin');
    fs.mkdirSync(path.dirname(big), { recursive: true });
    fs.writeFileSync(big, crypto.randomBytes(32 * 1024 * 1024));
    const first = await fetch(await link());
    expect(first.status).toBe(200);
    const secondUrl = await link();
    const busy = await fetch(secondUrl, { headers: { 'x-language': 'en_US' } });
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { message: string }).message).toMatch(/backup is being made/);
    await first.arrayBuffer();
    // The stream has ended: the link refused a moment ago now downloads.
    const statusOf = async (url: string) => {
      const res = await fetch(url);
      await res.arrayBuffer();
      return res.status;
    };
    await expect.poll(() => statusOf(secondUrl), { timeout: 10_000 }).toBe(200);
    fs.rmSync(big);
  }, 60_000);
});
