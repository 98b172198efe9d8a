import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { UploadsMissingError, backupToFile, restoreBackup } from '#server/modules/backup/archive.ts';
import { createBlobStore, removeStaleTempFiles } from '#server/storage/index.ts';
import { imageInfo } from '#contract/images.ts';
import type { UploadedFile } from '#contract/entities.ts';
import { createTestApp, type TestApp } from '../helper';
import { backupScratch } from '../backup-support';
import { startS3Server, type S3Server } from '../s3-support';

/**
 * Uploads in an S3-compatible bucket (STORAGE_URL): a real s3rver process on 127.0.0.1, the site
 * through real HTTP. Uploads go to the bucket and nowhere else, come back streamed with their
 * validators and byte ranges, a bucket that is down answers 503 and records nothing, and the
 * migration command and backup/restore move files between the folder and the bucket.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
let s3: S3Server;
let t: TestApp;
let base: string;
const { scratch, newTarget, cleanup } = backupScratch();

beforeAll(async () => {
  s3 = await startS3Server();
  // Room for the 20 MB file of the memory check (and its multipart framing).
  t = await createTestApp({ ...s3.env('site'), UPLOAD_MAX_MB: '30' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await cleanup();
});

async function upload(bytes: Buffer, name: string, type: string) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${base}/api/admin/files/upload`, {
    method: 'POST',
    headers: { authorization: await t.token(), 'x-language': 'en_US' },
    body: fd,
  });
  return {
    status: res.status,
    body: (await res.json()) as { result: UploadedFile; message: string; status: number },
  };
}

const sha = (b: Buffer | Uint8Array) => crypto.createHash('sha256').update(b).digest('hex');
const recordedUploads = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('upload')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Every file below a folder, hidden ones too (what a node keeps on its disk). */
const filesIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.[a-z]+$/.test(f))
    : [];

describe('STORAGE_URL', () => {
  it('is checked at start with a message that names the problem', () => {
    const env = { DATA_DIR: scratch, AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' };
    const refusal = (extra: Record<string, string>) => {
      try {
        loadConfig({ ...env, ...extra });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(refusal({ STORAGE_URL: 'http://bucket/x' })).toMatch(/STORAGE_URL must start with s3:\/\//);
    expect(refusal({ STORAGE_URL: 's3://UPPER_case/x' })).toMatch(/no valid bucket/);
    expect(refusal({ STORAGE_URL: 's3://bucket/x?endpont=http://a' })).toMatch(/unknown option "endpont"/);
    expect(refusal({ STORAGE_URL: 's3://bucket/x?endpoint=ftp://a' })).toMatch(/endpoint that is not an http/);
    expect(refusal({ STORAGE_URL: 's3://bucket/x?forcePathStyle=yes' })).toMatch(/forcePathStyle/);
    expect(refusal({ STORAGE_URL: 's3://bucket/my prefix/x' })).toMatch(/prefix/);
    expect(refusal({ STORAGE_URL: 's3://bucket/%zz' })).toMatch(
      /STORAGE_URL has a prefix with a broken %-escape \("\/%zz"\)/,
    );
    expect(refusal({ STORAGE_URL: 's3://bucket/x', AWS_SECRET_ACCESS_KEY: '' })).toMatch(/AWS_SECRET_ACCESS_KEY/);
    expect(
      refusal({
        STORAGE_URL: 's3://bucket/x',
        AWS_ACCESS_KEY_ID: '',
        AWS_SECRET_ACCESS_KEY: '',
        AWS_SESSION_TOKEN: 't',
      }),
    ).toMatch(/credentials are incomplete/);
    expect(refusal({ STORAGE_URL: 's3://bucket/x', AWS_ACCESS_KEY_ID: '' })).toMatch(/AWS_ACCESS_KEY_ID/);
    expect(
      refusal({ STORAGE_URL: 's3://bucket/x', AWS_SECRET_ACCESS_KEY: '', AWS_SECRET_ACCESS_KEY_FILE: '/nonexistent' }),
    ).toMatch(/AWS_SECRET_ACCESS_KEY_FILE names "\/nonexistent"/);
    // Credentials from files (Docker/systemd secrets), the prefix without its slashes, the options read.
    const secret = path.join(scratch, 'secret');
    fs.writeFileSync(secret, 'from-a-file\n');
    const c = loadConfig({
      DATA_DIR: scratch,
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY_FILE: secret,
      STORAGE_URL: 's3://my-bucket/site/uploads/?endpoint=http://127.0.0.1:9000/&region=eu-central-1&forcePathStyle=1',
    });
    expect(c.s3).toMatchObject({
      bucket: 'my-bucket',
      prefix: 'site/uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'from-a-file', sessionToken: null },
    });
    expect(loadConfig({ DATA_DIR: scratch }).s3).toBeNull();
  });

  it("without AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY leaves the credentials to the AWS SDK's own chain (here ~/.aws/credentials)", async () => {
    const config = loadConfig({ DATA_DIR: scratch, STORAGE_URL: s3.env('chain').STORAGE_URL });
    expect(config.s3?.credentials).toBeNull();
    const file = path.join(scratch, 'aws-credentials');
    fs.writeFileSync(file, '[default]\naws_access_key_id = S3RVER\naws_secret_access_key = S3RVER\n');
    const saved = { ...process.env };
    for (const k of Object.keys(process.env)) if (k.startsWith('AWS_')) delete process.env[k];
    process.env.AWS_SHARED_CREDENTIALS_FILE = file;
    process.env.AWS_CONFIG_FILE = path.join(scratch, 'no-aws-config');
    process.env.AWS_EC2_METADATA_DISABLED = 'true';
    try {
      const store = createBlobStore(config);
      await store.put('2026/11/chain.txt', Buffer.from('found by the SDK'));
      expect(await s3.list('chain')).toEqual(new Map([['2026/11/chain.txt', 16]]));
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });
});

describe('uploads in a bucket', () => {
  let image: { url: string; fileId: string };

  it('an image goes to the bucket (original and variants), nothing to DATA_DIR, and is served from it with its headers, ETag and 304', async () => {
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'photo.png', 'image/png');
    expect(res.status, res.body.message).toBe(200);
    image = res.body.result;
    await t.app.storage.settled();
    const info = imageInfo(image.url)!;
    const variantUrls = Object.values(info.srcset).flatMap((set) => set.split(', ').map((e) => e.split(' ')[0]));
    expect(variantUrls.length).toBeGreaterThan(2);
    const keys = await s3.list('site');
    for (const url of [image.url, ...variantUrls]) expect(keys.has(url.replace('/api/upload/', '')), url).toBe(true);
    // The node keeps nothing but (removed) temporary files.
    expect(filesIn(path.join(t.dataDir, 'uploads')).filter((f) => !path.basename(f).startsWith('.'))).toEqual([]);
    expect(filesIn(path.join(t.dataDir, 'tmp'))).toEqual([]);

    const first = await fetch(`${base}${image.url}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('last-modified')).toBeTruthy();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(sha(bytes)).toBe(sha(await s3.read(`site/${image.url.replace('/api/upload/', '')}`)));
    expect(Number(first.headers.get('content-length'))).toBe(bytes.length);
    // By fileId too, with the same validator.
    expect((await fetch(`${base}/api/upload/${image.fileId}`)).headers.get('etag')).toBe(etag);

    const again = await fetch(`${base}${image.url}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(`${base}${image.url}`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    for (const url of variantUrls) {
      const v = await fetch(`${base}${url}`);
      expect(v.status, url).toBe(200);
      expect(v.headers.get('content-type')).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
      expect(v.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await v.arrayBuffer())).metadata();
      expect(meta.format).toBe(url.endsWith('.avif') ? 'heif' : 'webp');
    }
    // A path that is no key, and one that is not there: 404 envelopes.
    expect((await fetch(`${base}/api/upload/2020/01/..%2f..%2fsecret.png`)).status).toBe(404);
    const none = await fetch(`${base}/api/upload/2020/01/AAAAAAAAAAAAAAAAAAAA.pdf`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { result: null }).result).toBeNull();
  });

  it('a variant deleted from the bucket is made again on request from the original there', async () => {
    const info = imageInfo(image.url)!;
    const url = info.srcset.webp.split(', ')[0].split(' ')[0];
    await s3.remove(`site/${url.replace('/api/upload/', '')}`);
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await s3.list('site')).has(url.replace('/api/upload/', ''))).toBe(true);
  });

  it('a 20 MB file streams back byte-identical, in byte ranges (206, 416), without the server holding it in memory', async () => {
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      crypto.randomBytes(20 * 1024 * 1024),
      Buffer.from('\n%%EOF\n'),
    ]);
    const res = await upload(big, 'brochure.pdf', 'application/pdf');
    expect(res.status, res.body.message).toBe(200);
    const url = `${base}${res.body.result.url}`;
    expect(res.body.result.size).toBe(big.length);

    // Read slowly in pieces while the server's resident memory is sampled.
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const hash = crypto.createHash('sha256');
    let received = 0;
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9]{20}\.pdf"$/);
    expect(Number(got.headers.get('content-length'))).toBe(big.length);
    const reader = got.body!.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      const chunk = r.value;
      hash.update(chunk);
      received += chunk.length;
    }
    clearInterval(sampler);
    expect(received).toBe(big.length);
    expect(hash.digest('hex')).toBe(sha(big));
    // The bucket's body goes to the socket as it comes: far less than the file's 20 MB more.
    expect((peak - before) / 1024 / 1024).toBeLessThan(12);

    const part = await fetch(url, { headers: { range: 'bytes=1000000-1999999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000000-1999999/${big.length}`);
    expect(sha(Buffer.from(await part.arrayBuffer()))).toBe(sha(big.subarray(1000000, 2000000)));
    const tail = await fetch(url, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(big.subarray(big.length - 100))).toBe(true);
    const beyond = await fetch(url, { headers: { range: `bytes=${big.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${big.length}`);
    expect(((await beyond.json()) as { message: string }).message).toMatch(/range/);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(big.length);
    expect(head.headers.get('etag')).toBe(got.headers.get('etag'));
    // An If-Range naming an older version: the whole file.
    const stale = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
    await stale.body?.cancel();
  });

  it('a bucket that is down: health and uploads answer 503 with a clear message, nothing is recorded; back up, all works', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const rows = await recordedUploads();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    await s3.stop();
    try {
      for (const [bytes, name, type] of [
        [pdf, 'a.pdf', 'application/pdf'],
        [png, 'b.png', 'image/png'],
      ] as const) {
        const res = await upload(bytes, name, type);
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ result: null, status: 503 });
        expect(res.body.message).toMatch(/file storage cannot be reached/);
        expect(res.body.message).toContain('s3://lawfirm-test/site');
      }
      expect(await recordedUploads()).toBe(rows);
      expect(filesIn(path.join(t.dataDir, 'tmp'))).toEqual([]);
      expect(filesIn(path.join(t.dataDir, 'uploads'))).toEqual([]);
      // Serving answers 503 too (not 404: the file is not gone).
      const served = await fetch(`${base}${image.url}`);
      expect(served.status).toBe(503);
      // The health check looks again at least every 10 seconds.
      let health: Response | null = null;
      for (const until = Date.now() + 15_000; Date.now() < until;) {
        health = await fetch(`${base}/api/health`, { headers: { 'accept-language': 'en' } });
        if (health.status === 503) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(health!.status).toBe(503);
      expect(((await health!.json()) as { message: string }).message).toMatch(
        /object storage cannot be reached .*STORAGE_URL/,
      );
    } finally {
      await s3.start();
    }
    const res = await upload(pdf, 'a.pdf', 'application/pdf');
    expect(res.status, res.body.message).toBe(200);
    expect(await recordedUploads()).toBe(rows + 1);
    for (const until = Date.now() + 15_000; Date.now() < until;) {
      if ((await fetch(`${base}/api/health`)).status === 200) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 60_000);

  it('backup reads the bucket, restore writes another; a recorded file missing in the bucket is named', async () => {
    await t.app.storage.settled();
    const archive = path.join(scratch, 'from-bucket.tar.gz');
    const manifest = await backupToFile(t.config, archive);
    const site = await s3.list('site');
    expect(manifest.files.count).toBe(site.size);
    expect(manifest.files.bytes).toBe([...site.values()].reduce((a, b) => a + b, 0));

    const target = { ...(await newTarget()), s3: loadConfig({ DATA_DIR: scratch, ...s3.env('restored') }).s3 };
    await restoreBackup(target, archive, { safetyDir: scratch });
    const restored = await s3.list('restored');
    expect(restored).toEqual(site);
    const key = image.url.replace('/api/upload/', '');
    expect(sha(await s3.read(`restored/${key}`))).toBe(sha(await s3.read(`site/${key}`)));
    expect(filesIn(path.join(target.dataDir, 'uploads'))).toEqual([]);

    // The checks of issue 35 work against the bucket: a recorded original that is not there.
    await s3.remove(`restored/${key}`);
    const err = await backupToFile(target, path.join(scratch, 'incomplete.tar.gz')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadsMissingError);
    expect((err as Error).message).toContain(key);
    expect((err as Error).message).toContain('s3://lawfirm-test/restored');
  }, 60_000);
});

describe('temporary files', () => {
  it('those a killed process left (older than an hour) are removed at start, current ones kept', async () => {
    const tmp = path.join(t.dataDir, 'tmp');
    fs.mkdirSync(tmp, { recursive: true });
    const stale = path.join(tmp, '.upload-stale.tmp');
    const current = path.join(tmp, '.upload-current.tmp');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(current, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    expect(await removeStaleTempFiles(t.app.storage.store)).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(current)).toBe(true);
    fs.rmSync(current);
  });
});

describe('npm run storage -- migrate --to s3', () => {
  it('copies DATA_DIR/uploads to the bucket, skips what is there on a second run, and names a recorded file it cannot find', async () => {
    const disk = await createTestApp();
    try {
      const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#00aa55' } })
        .png()
        .toBuffer();
      const fd = (bytes: Buffer, name: string, type: string) => {
        const f = new FormData();
        f.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
        return f;
      };
      const uploaded: string[] = [];
      for (const [bytes, name, type] of [
        [png, 'p.png', 'image/png'],
        [Buffer.from('%PDF-1.4\n%%EOF\n'), 'd.pdf', 'application/pdf'],
      ] as const) {
        const res = await disk.app.inject({
          method: 'POST',
          url: '/api/admin/files/upload',
          headers: { authorization: await disk.token() },
          payload: fd(bytes, name, type),
        });
        expect(res.statusCode, res.body).toBe(200);
        uploaded.push((JSON.parse(res.body) as { result: { url: string } }).result.url.replace('/api/upload/', ''));
      }
      await disk.app.storage.settled();
      const uploadsDir = path.join(disk.dataDir, 'uploads');
      const onDisk = filesIn(uploadsDir).filter((f) => !path.basename(f).startsWith('.'));
      expect(onDisk.length).toBeGreaterThan(4);

      const env = {
        PATH: process.env.PATH!,
        HOME: process.env.HOME ?? os.homedir(),
        DATA_DIR: disk.dataDir,
        DATABASE_URL: disk.config.databaseUrl ?? '',
        ...s3.env('migrated'),
      };
      const migrate = () =>
        run(process.execPath, ['--import', 'tsx', 'server/cli/storage.ts', 'migrate', '--to', 's3'], {
          cwd: ROOT,
          env,
        }).then(
          (r) => ({ code: 0, out: r.stdout + r.stderr }),
          (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
        );
      const first = await migrate();
      expect(first.code, first.out).toBe(0);
      expect(first.out).toContain(`Copied ${onDisk.length} files`);
      expect(first.out).toMatch(/Checked 2 recorded uploads/);
      const inBucket = await s3.list('migrated');
      expect([...inBucket.keys()].sort()).toEqual(onDisk.map((f) => f.split(path.sep).join('/')).sort());
      for (const f of onDisk)
        expect(inBucket.get(f.split(path.sep).join('/'))).toBe(fs.statSync(path.join(uploadsDir, f)).size);

      const second = await migrate();
      expect(second.code, second.out).toBe(0);
      expect(second.out).toContain(`Copied 0 files`);
      expect(second.out).toContain(`${onDisk.length} were there already`);

      // A recorded upload lost on the disk and not in the bucket either: named, exit 1.
      fs.rmSync(path.join(uploadsDir, ...uploaded[1].split('/')));
      await s3.remove(`migrated/${uploaded[1]}`);
      const third = await migrate();
      expect(third.code, third.out).toBe(1);
      expect(third.out).toContain(uploaded[1]);
      expect(third.out).toMatch(/1 file is not in s3:\/\/lawfirm-test\/migrated/);

      // Without STORAGE_URL it says what to set.
      const none = await run(process.execPath, ['--import', 'tsx', 'server/cli/storage.ts', 'migrate', '--to', 's3'], {
        cwd: ROOT,
        env: { ...env, STORAGE_URL: '' },
      }).catch((e: { code: number; stderr: string }) => e);
      expect((none as { code: number }).code).toBe(1);
      expect((none as { stderr: string }).stderr).toMatch(/STORAGE_URL is not set/);
    } finally {
      await disk.close();
    }
  }, 120_000);
});
