import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helper';

const run = promisify(execFile);
// Each call starts a Node process (TypeScript through tsx): seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
const ROOT = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Runs `npm run admin -- ...` as the README says, against the test app's database (or `dataDir`). */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return adminIn({ DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' }, ...args);
}

async function adminIn(
  where: { DATA_DIR: string; DATABASE_URL: string },
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
      cwd: ROOT,
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...where,
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    // A failed run rejects with the exit code and the output (promisified execFile).
    const failed = err as { code?: unknown; stdout: string; stderr: string };
    if (typeof failed.code !== 'number') throw err;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const login = (loginAccount: string, password: string) =>
  t.call('POST', '/admin/login', { body: { loginAccount, password } });

describe('npm run admin', () => {
  it('creates an account with a generated password that works for login', async () => {
    const res = await admin('create', 'partner.mueller');
    expect(res.code).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(res.stdout)?.[1];
    expect(password, res.stdout).toBeTruthy();
    expect(password!.length).toBeGreaterThanOrEqual(16);
    const ok = await login('partner.mueller', password!);
    expect(ok.status).toBe(200);
    expect(typeof ok.body.result).toBe('string');
  });

  it('creates an account with a given password and does not print it', async () => {
    const res = await admin('create', 'assistant', '--password', 'given-password-42');
    expect(res.code).toBe(0);
    expect(res.stdout).not.toContain('given-password-42');
    expect((await login('assistant', 'given-password-42')).status).toBe(200);
  });

  it('refuses an account that exists, with a clear message and a non-zero exit', async () => {
    const res = await admin('create', 'admin');
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('already exists');
  });

  it('refuses a short password', async () => {
    const res = await admin('create', 'someone', '--password', 'short');
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('at least 10 characters');
  });

  it('resets a password and ends the sessions of that account', async () => {
    const before = await login('assistant', 'given-password-42');
    const token = before.body.result as string;
    expect((await t.call('GET', '/admin/mine', { token })).status).toBe(200);

    const res = await admin('reset-password', 'assistant');
    expect(res.code).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(res.stdout)?.[1];
    expect(password).toBeTruthy();

    expect((await t.call('GET', '/admin/mine', { token })).status).toBe(401);
    expect((await login('assistant', 'given-password-42')).status).toBe(401);
    expect((await login('assistant', password!)).status).toBe(200);

    const given = await admin('reset-password', 'assistant', '--password', 'another-password-7');
    expect(given.code).toBe(0);
    expect((await login('assistant', 'another-password-7')).status).toBe(200);
  });

  it('says so for an unknown account', async () => {
    const res = await admin('reset-password', 'nobody-here');
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('Unknown account "nobody-here"');
  });

  it('lists the accounts with their roles', async () => {
    const res = await admin('list');
    expect(res.code).toBe(0);
    for (const account of ['admin', 'assistant', 'partner.mueller']) expect(res.stdout).toContain(account);
    expect(res.stdout).toMatch(/^admin\tadmin\tadministrator\t/m);
  });

  it('creates an account of another role, and in an emergency lifts a disabled account and a lost second factor', async () => {
    expect((await admin('create', 'writer', '--password', 'writer-password-1', '--role', 'author')).code).toBe(0);
    const writer = (await login('writer', 'writer-password-1')).body.result as string;
    expect((await t.call('GET', '/admin/mine', { token: writer })).body.result.roleName).toBe('author');
    expect((await admin('create', 'x-role', '--role', 'owner')).code).toBe(2);

    // The writer turns two-factor sign-in on, loses the phone and is disabled by mistake.
    const { secret } = (
      await t.call('POST', '/admin/two-factor/setup', { token: writer, body: { password: 'writer-password-1' } })
    ).body.result;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await t.call('POST', '/admin/two-factor/enable', { token: writer, body: { code } })).status).toBe(200);
    const id = (await t.call('GET', '/admin/mine', { token: writer })).body.result.id;
    expect((await t.call('PUT', `/admin/users/${id}/disable`, { token: await t.token() })).status).toBe(200);
    expect((await login('writer', 'writer-password-1')).status).toBe(401);
    expect((await admin('list')).stdout).toMatch(/writer\twriter\tauthor \(disabled, two-factor\)/);

    expect((await admin('enable', 'writer')).code).toBe(0);
    expect((await admin('reset-two-factor', 'writer')).code).toBe(0);
    expect((await login('writer', 'writer-password-1')).status).toBe(200);
  });

  it('explains its usage for an unknown command', async () => {
    const res = await admin('frobnicate');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage');
  });

  it('run without the server’s DATA_DIR, it names the database it looked for instead of creating one', async () => {
    const elsewhere = path.join(os.tmpdir(), `lawfirm-no-data-${process.pid}`);
    for (const command of [['list'], ['reset-password', 'admin']]) {
      const res = await adminIn({ DATA_DIR: elsewhere, DATABASE_URL: '' }, ...command);
      expect(res.code, command.join(' ')).toBe(1);
      expect(res.stderr).toContain(`There is no SQLite database ${path.join(elsewhere, 'site.db')}`);
      expect(res.stderr).toContain('same DATA_DIR (or DATABASE_URL) as the server');
    }
    expect(fs.existsSync(elsewhere)).toBe(false);
  });
});
