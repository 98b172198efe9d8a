import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, siteOrigin } from '#server/config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('configuration checks at start-up', () => {
  const bad: [string, string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['BASE_PATH', 'nope'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_PASSWORD', 'short'],
    ['UPLOAD_MAX_MB', '0'],
    ['UPLOAD_MAX_MB', 'lots'],
    ['ADMIN_ACCOUNT', 'a b'],
    ['TOKEN_IDLE_MINUTES', '-5'],
    ['SEED', 'everything'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['PUBLIC_URL', 'https://example.com/path'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.local'],
  ];
  for (const [name, value] of bad) {
    it(`${name}=${value} stops start-up with a message naming ${name}`, () => {
      let error: unknown;
      try {
        loadConfig({ [name]: value });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(name);
    });
  }

  it('reads good values', () => {
    const c = loadConfig({
      PORT: '8080',
      BASE_PATH: '/kanzlei/',
      UPLOAD_MAX_MB: '5',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/x',
    });
    expect(c).toMatchObject({
      port: 8080,
      basePath: '/kanzlei',
      uploadMaxBytes: 5 * 1024 * 1024,
      logLevel: 'warn',
      dataDir: '/tmp/x',
    });
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('absolute links come from PUBLIC_URL, else the listen address', () => {
    expect(siteOrigin(loadConfig({ PUBLIC_URL: 'https://www.example-kanzlei.de/' }))).toBe(
      'https://www.example-kanzlei.de',
    );
    expect(siteOrigin(loadConfig({ PORT: '3100' }))).toBe('http://localhost:3100');
    expect(siteOrigin(loadConfig({ HOST: '127.0.0.1' }), { port: 4000 })).toBe('http://127.0.0.1:4000');
    expect(siteOrigin(loadConfig({ HOST: '::1', PORT: '80' }))).toBe('http://[::1]:80');
  });

  it('the server exits non-zero and prints the message for PORT=abc', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-config-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: 'abc', SEED: 'none' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c) => (output += c));
      child.stderr.on('data', (c) => (output += c));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(null);
        }, 50_000);
        child.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(code, `the server did not exit in time; output: ${output}`).not.toBeNull();
      expect(code).not.toBe(0);
      expect(output).toContain('Configuration error');
      expect(output).toContain('PORT');
      expect(output).toContain('"abc"');
      // It stopped before touching the data folder.
      expect(fs.existsSync(path.join(dataDir, 'site.db'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('LOG_LEVEL=debug adds one line per answered request (the default level adds none: first-start.test.ts)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-log-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED: 'none',
        ADMIN_PASSWORD: 'log-password-123',
        LOG_LEVEL: 'debug',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    try {
      await expect.poll(() => /Site:\s+http:\/\/\S+\/home/.test(output), { timeout: 50_000 }).toBe(true);
      const base = /Site:\s+(http:\/\/\S+?)\/home/.exec(output)![1];
      await (await fetch(`${base}/api/common/language?probe=1`)).arrayBuffer();
      await expect
        .poll(
          () =>
            output
              .split('\n')
              .filter(
                (l) =>
                  l.includes('"msg":"request"') &&
                  l.includes('/api/common/language?probe=1') &&
                  l.includes('"status":200'),
              ).length,
          { timeout: 5000 },
        )
        .toBe(1);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
