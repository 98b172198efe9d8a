import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { isEmpty, seedDemo } from '#server/db/seed/index.ts';
import { ensureFirstAdmin } from '#server/modules/auth/bootstrap.ts';
import { bundleServer, serverFlags } from '../scripts/server-bundle.mjs';
import { freePort } from '../tests/support';

/** Shared by the benchmarks: the production server as its own process, its memory, waiting and stopping. */

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Where `npm run build` wrote the site (BUILD_DIR, default ./build). */
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build');

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export async function waitFor(url: string, child: ChildProcess, output: () => string, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} in 90 s:\n${output()}`);
}

export async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      r(null);
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      r(null);
    });
  });
}

export function spawnLogged(cmd: string, args: string[], opts: Parameters<typeof spawn>[2]) {
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output = (output + c).slice(-20_000)));
  child.stderr!.on('data', (c) => (output = (output + c).slice(-20_000)));
  return { child, output: () => output };
}

/** Peak and current resident memory of a process, in MB (Linux). */
export function memoryOf(pid: number): { peak: number | null; now: number | null } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => {
      const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Number(m[1]) / 1024 : null;
    };
    return { peak: kb('VmHWM'), now: kb('VmRSS') };
  } catch {
    return { peak: null, now: null };
  }
}

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux almost everywhere). */
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, all its threads, garbage collection included) a process has used so far, in ms; null where /proc is missing. */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

/**
 * The production server as `npm start` runs it (bundled, with the Node.js flags of
 * package.json "serve"), plus the bare route (bench/server.ts), on `port`. Answers once healthy.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string; flags: string[] }> {
  // Inside the project, so the bundle's imports find node_modules.
  const cache = path.join(ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const bundle = path.join(fs.mkdtempSync(path.join(cache, 'bench-server-')), 'server.mjs');
  await bundleServer(path.join(ROOT, 'bench', 'server.ts'), bundle);
  // BENCH_CPU_PROF=DIR: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const prof = process.env.BENCH_CPU_PROF;
  const flags = [...serverFlags(), ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [])];
  const srv = spawnLogged(process.execPath, [...flags, bundle], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  srv.child.once('exit', () => fs.rmSync(path.dirname(bundle), { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${port}/api/health`, srv.child, srv.output, 'the server');
  return { ...srv, flags };
}

/**
 * A new data folder (and `databaseUrl`'s database, if given) holding the first administrator and
 * the demo content, written by this process before the server starts; `more` adds to it with the
 * same app. Answers the folder and the administrator's password.
 */
export async function seededData(
  prefix: string,
  databaseUrl = '',
  more?: (app: FastifyInstance) => Promise<void>,
): Promise<{ dataDir: string; adminPassword: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const adminPassword = crypto.randomBytes(12).toString('base64url');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: adminPassword,
  });
  const app = await buildApp(config, { logger: false, web: false });
  try {
    await app.ready();
    await ensureFirstAdmin(app.db, config, app.log);
    if (await isEmpty(app.db)) await seedDemo(app);
    await more?.(app);
  } finally {
    await app.close();
  }
  return { dataDir, adminPassword };
}

/** Signs the first administrator in on a running server; answers the session token. */
export async function signIn(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'admin', password }),
  });
  return ((await res.json()) as { result: string }).result;
}

/** Prints the aims a benchmark reports on (never enforced): met or not, and the figure behind it. */
export function printAims(aims: [aim: string, met: boolean, detail: string][]): void {
  console.log('\nAims (reported, not enforced):');
  for (const [aim, met, detail] of aims) console.log(`  ${met ? 'met    ' : 'NOT met'}  ${aim} (${detail})`);
}

/** Removes a benchmark's data folder, unless BENCH_KEEP=1 asks to keep it. */
export function removeData(dataDir: string): void {
  if (process.env.BENCH_KEEP === '1') console.log(`Data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Runs a benchmark's main: a failure prints its message and sets a non-zero exit code. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}

/** A production server a benchmark runs against. */
export interface BenchServer {
  base: string;
  child: ChildProcess;
  pid: number;
  /** Its Node.js flags (those of npm start). */
  flags: string[];
}

/**
 * The frame of a benchmark against the production server: a new data folder (and `databaseUrl`'s
 * database) seeded by seededData (`more` adds to it), `nodes` servers on it (startServer, each on a
 * free port, `env` added), then `work`; the servers are stopped and the data removed (removeData)
 * afterwards, also when something failed.
 */
export async function withServers(
  {
    prefix,
    databaseUrl = '',
    nodes = 1,
    env = {},
    more,
  }: {
    prefix: string;
    databaseUrl?: string;
    nodes?: number;
    env?: Record<string, string>;
    more?: (app: FastifyInstance) => Promise<void>;
  },
  work: (servers: BenchServer[], adminPassword: string) => Promise<void>,
): Promise<void> {
  const { dataDir, adminPassword } = await seededData(prefix, databaseUrl, more);
  const children: ChildProcess[] = [];
  try {
    const servers: BenchServer[] = [];
    for (let n = 0; n < nodes; n++) {
      const port = await freePort();
      const srv = await startServer(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ADMIN_PASSWORD: adminPassword,
        ...env,
      });
      children.push(srv.child);
      servers.push({ base: `http://127.0.0.1:${port}`, child: srv.child, pid: srv.child.pid!, flags: srv.flags });
    }
    await work(servers, adminPassword);
  } finally {
    for (const child of children) await stop(child);
    removeData(dataDir);
  }
}
