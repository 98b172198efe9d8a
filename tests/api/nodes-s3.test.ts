import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageInfo } from '#contract/images.ts';
import { createTestDatabase } from '../helper';
import { startS3Server, type S3Server } from '../s3-support';
import { killAllNodes, signIn, startNode } from '../nodes-support';

/**
 * Two nodes as the README's Deploy section runs them with object storage: real app processes
 * (`node --import tsx server/main.ts`, as in nodes.test.ts) on one PostgreSQL database and one
 * s3rver bucket, each with its OWN empty DATA_DIR: nothing is shared through a folder. PostgreSQL
 * only (vitest.config.ts leaves it out of the SQLite run: SQLite is one process).
 */
if (!process.env.TEST_DATABASE_URL)
  throw new Error('tests/api/nodes-s3.test.ts needs PostgreSQL: set TEST_DATABASE_URL');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-nodes-s3-'));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let s3: S3Server;

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3Server();
});
afterAll(async () => {
  killAllNodes();
  await s3?.close();
  await database?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Starts a node on its own DATA_DIR; resolves with its address once its start banner is printed. */
function startOwnNode(name: string): { dataDir: string; started: Promise<string> } {
  const dataDir = path.join(scratch, name);
  const node = startNode({
    DATA_DIR: dataDir,
    DATABASE_URL: database!.url,
    // No web build: the nodes serve the API (what these checks need) and start faster.
    BUILD_DIR: path.join(scratch, 'no-build'),
    ...s3.env('nodes'),
  });
  return { dataDir, started: node.started };
}

async function upload(base: string, bytes: Buffer, name: string, type: string): Promise<string> {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${base}/api/admin/files/upload`, {
    method: 'POST',
    headers: { authorization: await signIn(base) },
    body: fd,
  });
  const body = (await res.json()) as { result: { url: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.result.url;
}

const sha = (b: ArrayBuffer | Buffer) =>
  crypto
    .createHash('sha256')
    .update(Buffer.from(b as ArrayBuffer))
    .digest('hex');
const filesIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.[a-z]+$/.test(f))
    : [];

describe('two nodes on one database and one bucket, each with its own empty DATA_DIR', () => {
  it('an upload on A is served by B: the original, and each variant once made', async () => {
    const a = startOwnNode('a');
    const b = startOwnNode('b');
    const [baseA, baseB] = await Promise.all([a.started, b.started]);
    for (const base of [baseA, baseB]) expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const png = await sharp({ create: { width: 1300, height: 700, channels: 3, background: '#405060' } })
      .png()
      .toBuffer();
    const url = await upload(baseA, png, 'team.png', 'image/png');
    const fromA = await fetch(`${baseA}${url}`);
    const fromB = await fetch(`${baseB}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(sha(await fromB.arrayBuffer())).toBe(sha(await fromA.arrayBuffer()));

    // A makes the variants after answering; B serves each of them from the bucket once it is there.
    const info = imageInfo(url)!;
    const variants = Object.values(info.srcset).flatMap((set) => set.split(', ').map((e) => e.split(' ')[0]));
    const key = (u: string) => u.replace('/api/upload/', '');
    for (const until = Date.now() + 60_000; Date.now() < until;) {
      const inBucket = await s3.list('nodes');
      if (variants.every((v) => inBucket.has(key(v)))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const inBucket = await s3.list('nodes');
    for (const v of variants) {
      expect(inBucket.has(key(v)), v).toBe(true);
      const res = await fetch(`${baseB}${v}`);
      expect(res.status, v).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(sha(await res.arrayBuffer())).toBe(sha(await s3.read(`nodes/${key(v)}`)));
    }

    // And the other way round, a PDF uploaded on B is served by A.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(300_000), Buffer.from('\n%%EOF\n')]);
    const pdfUrl = await upload(baseB, pdf, 'brochure.pdf', 'application/pdf');
    const pdfFromA = await fetch(`${baseA}${pdfUrl}`);
    expect(pdfFromA.status).toBe(200);
    expect(sha(await pdfFromA.arrayBuffer())).toBe(sha(pdf));

    // Neither node keeps an upload on its disk.
    for (const node of [a, b]) {
      expect(filesIn(path.join(node.dataDir, 'uploads'))).toEqual([]);
      expect(filesIn(path.join(node.dataDir, 'tmp'))).toEqual([]);
    }
    for (const base of [baseA, baseB]) expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 180_000);
});
