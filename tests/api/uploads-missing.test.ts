import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { backupScratch } from '../backup-support';

/**
 * A node whose uploads folder is not the site's (with several nodes: not the shared one) must
 * say so instead of serving 404 for every picture while it reports itself healthy, and a backup
 * must not be written without the files the database records, nor such an archive restored
 * unless the operator insists. Real files, real CLI processes, SQLite or PostgreSQL.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const { scratch, newTarget, cleanup } = backupScratch();
let t: TestApp;
const stored: string[] = [];

const pdf = (n: number) =>
  Buffer.from(`%PDF-1.4\n% upload ${n}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

async function upload(n: number): Promise<string> {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(pdf(n))], { type: 'application/pdf' }), `paper-${n}.pdf`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/files/upload',
    headers: { authorization: await t.token() },
    payload: fd,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = JSON.parse(res.body).result.url as string;
  return url.replace(/^\/api\/upload\//, '');
}

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 4; i++) stored.push(await upload(i));
  // The newest upload's file is gone (a node that does not see the shared folder sees none of them).
  fs.rmSync(path.join(t.dataDir, 'uploads', ...stored[3].split('/')));
});
afterAll(async () => {
  await t?.close();
  await cleanup();
});

const run = promisify(execFile);
async function cli(args: string[], config: Config) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', ...args], {
      cwd: ROOT,
      timeout: 90_000,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: config.dataDir,
        DATABASE_URL: config.databaseUrl ?? '',
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const failed = err as { code?: unknown; stdout: string; stderr: string };
    if (typeof failed.code !== 'number') throw err;
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('recorded uploads that are not there', () => {
  it('/api/health answers 503 naming the newest uploads the folder lacks', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(503);
    expect(res.body.result).toBeNull();
    expect(res.body.message).toContain(stored[3]);
    expect(res.body.message).toContain('DATA_DIR/uploads');
  });

  it('the back office refuses a backup link with a message naming the missing files', async () => {
    const res = await adminCall(t, 'POST', '/admin/backup/link', undefined, 'en_US');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Recorded uploads are missing');
    expect(res.body.message).toContain(stored[3]);
    expect(res.body.message).not.toContain(stored[0]);
    const de = await adminCall(t, 'POST', '/admin/backup/link', undefined, 'de_DE');
    expect(de.body.message).toContain('Gespeicherte Uploads fehlen');
  });

  it('npm run backup fails naming the missing files and writes nothing; --allow-missing writes the archive', async () => {
    const out = path.join(scratch, 'incomplete.tar.gz');
    const refused = await cli(['backup', '--out', out], t.config);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain(stored[3]);
    expect(refused.out).toContain('--allow-missing');
    expect(fs.existsSync(out)).toBe(false);

    const allowed = await cli(['backup', '--out', out, '--allow-missing'], t.config);
    expect(allowed.code, allowed.out).toBe(0);
    expect(allowed.out).toContain(`Without 1 recorded uploads that had no file: ${stored[3]}`);
    expect(fs.existsSync(out)).toBe(true);
  }, 120_000);

  it('restore refuses an archive that records uploads it lacks, unless --force', async () => {
    const archive = path.join(scratch, 'incomplete.tar.gz');
    expect(fs.existsSync(archive)).toBe(true);
    const target = await newTarget();
    const refused = await cli(['restore', archive], target);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain(stored[3]);
    expect(refused.out).toContain('--force');
    expect(fs.existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);

    const forced = await cli(['restore', archive, '--force'], target);
    expect(forced.code, forced.out).toBe(0);
    for (const rel of stored.slice(0, 3))
      expect(fs.existsSync(path.join(target.dataDir, 'uploads', ...rel.split('/')))).toBe(true);
  }, 120_000);
});
