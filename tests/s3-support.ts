import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { freePort } from './support';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

// The SDK's notice that its releases from 2027 need Node 22 (package.json pins one for Node 20).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const ROOT = path.resolve(import.meta.dirname, '..');
export const BUCKET = 'lawfirm-test';

/**
 * A real S3-compatible server for a test file: s3rver (npm), in its own process on 127.0.0.1 with
 * a temporary folder and one bucket. `stop()` ends it (the bucket is down), `start()` brings it
 * back on the same port with the same objects.
 */
export interface S3Server {
  port: number;
  endpoint: string;
  /** The environment that points the site at `prefix` in the bucket. */
  env(prefix: string): Record<string, string>;
  /** Every key below `prefix` (without it) and its size, read through the S3 protocol. */
  list(prefix: string): Promise<Map<string, number>>;
  /** An object's bytes (its full key). */
  read(key: string): Promise<Buffer>;
  /** Removes an object (its full key). */
  remove(key: string): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startS3Server(): Promise<S3Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-s3rver-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/s3rver/bin/s3rver.js'),
        '-d',
        dir,
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '--silent',
        '--configure-bucket',
        BUCKET,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const until = Date.now() + 20_000;
    while (!(await canConnect(port))) {
      if (child.exitCode !== null || Date.now() > until) throw new Error(`s3rver did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    port,
    endpoint,
    env: (prefix) => ({
      STORAGE_URL: `s3://${BUCKET}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=1`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async list(prefix) {
      const out = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) out.set(o.Key!.slice(prefix.length + 1), o.Size ?? 0);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async read(key) {
      const r = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      const chunks: Buffer[] = [];
      for await (const c of r.Body as Readable) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
