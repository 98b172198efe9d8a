import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Real app processes (`node --import tsx server/main.ts`) for the checks of several nodes on one
 * PostgreSQL database (tests/api/nodes*.test.ts): started on a free port, stopped (SIGTERM) or
 * killed (SIGKILL), with what they printed kept for the failure message.
 */
export const ROOT = path.resolve(import.meta.dirname, '..');
export const NODE_PASSWORD = 'nodes-test-password';

export interface AppNode {
  child: ChildProcess;
  /** Resolves with the site's address once the start banner is printed; rejects if the process ends first. */
  started: Promise<string>;
  output(): string;
}

const running = new Set<ChildProcess>();

/** Every node still running is killed (afterAll). */
export function killAllNodes(): void {
  for (const child of running) child.kill('SIGKILL');
}

export function startNode(env: Record<string, string>): AppNode {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      ADMIN_PASSWORD: NODE_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    const onData = (c: Buffer) => {
      output += c.toString();
      const m = /Site:\s+(http:\/\/\S+?)\/home/.exec(output);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => {
      running.delete(child);
      reject(new Error(`the node ended (${code ?? signal}) before it started:\n${output}`));
    });
  });
  started.catch(() => undefined);
  return { child, started, output: () => output };
}

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export const stopNode = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (ended(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const killNode = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (ended(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Signs in as the first administrator and answers the session token. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'admin', password: NODE_PASSWORD }),
  });
  const body = (await res.json()) as { result: string; message: string };
  if (res.status !== 200) throw new Error(`sign-in failed (${res.status}): ${body.message}`);
  return body.result;
}
