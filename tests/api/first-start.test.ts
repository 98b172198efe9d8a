import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../helper';

/**
 * What a newcomer sees on `npm start` in a fresh clone: the real command (build and first start
 * with the demo seed) on an empty data folder (or a new PostgreSQL database), then a few visits.
 * The build goes to its own folder (BUILD_DIR, inside the project so the build finds its
 * node_modules) and the data to a temporary one, so other tests are not disturbed.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-first-start-'));
const buildDir = path.join(ROOT, 'node_modules', '.cache', path.basename(scratch));
let database: Awaited<ReturnType<typeof createTestDatabase>> = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
});

it('npm start prints a short start: the banner last, the one-time password once, no request lines or warnings', async () => {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: path.join(scratch, 'data'),
    BUILD_DIR: buildDir,
    DATABASE_URL: database?.url ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
  };
  // In a process group of its own: npm start runs the server through npm and a shell, and stopping
  // npm alone left the server running after the test.
  const child = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner within 240 s:\n${output}`)), 240_000);
      const poll = setInterval(() => {
        const m = /Site:\s+(http:\/\/\S+?)\/home/.exec(output);
        if (m && output.includes('└')) {
          clearTimeout(timer);
          clearInterval(poll);
          resolve(m[1]);
        }
      }, 100);
      void exited.then(() => reject(new Error(`npm start ended:\n${output}`)));
    });
    // A visitor, a missing page, an API call and a bad API call: none of them adds a line.
    for (const url of ['/home', '/about?lang=en_US', '/no-such-page', '/api/common/language', '/api/admin/banner']) {
      const res = await fetch(`${base}${url}`);
      await res.arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 500));

    // npm's own complaints about this machine's npm configuration are not the site's output.
    const lines = output.split('\n').filter((l) => l.trim() !== '' && !/^npm warn Unknown (user|env) config/.test(l));
    expect(lines.at(-1)?.trim(), output).toMatch(/^└─+$/);
    const password = /password "([^"]+)" \(shown once/.exec(output)?.[1];
    expect(password, output).toBeTruthy();
    expect(output.split(password!).length - 1).toBe(1);
    for (const line of lines) {
      expect(line, output).not.toMatch(/warn|deprecat|⚠|"level":(40|50)|incoming request|request completed|"req":/i);
    }
    expect(output).toMatch(/demo content created: \d+ news, .* in 3 languages/);
    // Short: npm's two header lines, the build line, a few log lines and the banner (8 lines).
    expect(lines.length, output).toBeLessThanOrEqual(20);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // npm ends before the server it started: the server finishes the image variant it is making
    // (into DATA_DIR) first. The group is gone when the server is, and only then is DATA_DIR removed.
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
      try {
        process.kill(-child.pid!, 0);
      } catch {
        break;
      }
    }
  }
}, 300_000);
