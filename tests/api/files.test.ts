import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';
import { imageInfo } from '#contract/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function form(bytes: Buffer | string, name: string, type = 'application/octet-stream', field = 'file'): FormData {
  const fd = new FormData();
  fd.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return fd;
}

async function upload(
  app: TestApp,
  payload: FormData | string | Buffer,
  opts: { token?: string | null; headers?: Record<string, string> } = {},
) {
  const token = opts.token === undefined ? await app.token() : opts.token;
  const res = await app.app.inject({
    method: 'POST',
    url: `${app.config.basePath}/api/admin/files/upload`,
    headers: { ...(token ? { authorization: token } : {}), 'x-language': 'en_US', ...(opts.headers ?? {}) },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A photo-like JPEG 1000x600 stored sideways: EXIF orientation 6 turns it to 600x1000. */
async function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 600, channels: 3, background: '#336699' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1000" height="600"><rect x="0" y="0" width="300" height="600" fill="#ffcc00"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-exif-marker', Artist: 'secret-exif-marker' } } })
    .toBuffer();
}

const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('upload', () => {
  it('stores a PNG, answers fileId and url, and serves it back with nosniff and a long cache', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 4, background: '#aa3366' } })
      .png()
      .toBuffer();
    const res = await upload(t, form(png, 'logo.png', 'image/png'));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const file = res.body.result;
    expect(file.fileId).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(file.mime).toBe('image/png');
    expect(file.width).toBe(800);
    expect(file.height).toBe(500);
    expect(file.url).toMatch(new RegExp(`^/api/upload/\\d{4}/\\d{2}/${file.fileId}_800x500\\.png$`));

    const served = await get(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Re-encoded without metadata: the same pixels, and the size answered is the size served.
    expect(file.size).toBe(served.rawPayload.length);
    const [sent, got] = await Promise.all([png, served.rawPayload].map((b) => sharp(b).raw().toBuffer()));
    expect(got.equals(sent)).toBe(true);

    const row = await t.app.db.selectFrom('upload').selectAll().where('file_id', '=', file.fileId).executeTakeFirst();
    expect(row).toMatchObject({
      mime: 'image/png',
      size: file.size,
      width: 800,
      height: 500,
      original_name: 'logo.png',
    });
    expect(file.url.endsWith(row!.path)).toBe(true);
  });

  it('makes every WebP and AVIF variant that imageInfo() puts in srcset, upright and without metadata', async () => {
    const jpeg = await sidewaysJpeg();
    const res = await upload(t, form(jpeg, 'portrait.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    const file = res.body.result;
    // Oriented size: the EXIF rotation is applied.
    expect([file.width, file.height]).toEqual([600, 1000]);
    expect(file.url).toMatch(/_600x1000\.jpg$/);

    // The variants are made after the answer (tests/api/upload-variants.test.ts); here, their content.
    await t.app.storage.settled();
    const info = imageInfo(file.url)!;
    expect(info).not.toBeNull();
    const urls = Object.values(info.srcset).flatMap((set) => set.split(', ').map((entry) => entry.split(' ')[0]));
    // 320 and 640 are below 600? only 320 is; plus the original width, in two formats.
    expect(urls.sort()).toEqual(
      ['320.avif', '320.webp', '600.avif', '600.webp'].map((s) => file.url.replace(/\.jpg$/, `-${s}`)).sort(),
    );
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.exif).toBeUndefined();
      expect(res.rawPayload.includes('secret-exif-marker')).toBe(false);
      // Portrait after rotation.
      expect(meta.height! > meta.width!).toBe(true);
    }
  });

  it('stores a PDF and serves it as a download, never as a page of our origin', async () => {
    const res = await upload(t, form(tinyPdf, 'brochure.pdf', 'application/pdf'));
    expect(res.status).toBe(200);
    const file = res.body.result;
    expect(file).toMatchObject({ mime: 'application/pdf', width: null, height: null, size: tinyPdf.length });
    expect(file.url).toMatch(new RegExp(`^/api/upload/\\d{4}/\\d{2}/${file.fileId}\\.pdf$`));
    const served = await get(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${file.fileId}.pdf"`);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes the type from the bytes: text named .png and SVG with a script are refused with 415', async () => {
    const countRows = async () => (await t.app.db.selectFrom('upload').select('path').execute()).length;
    const before = await countRows();
    const text = await upload(t, form('just some text, not an image', 'x.png', 'image/png'));
    expect(text.status).toBe(415);
    expect(text.body.result).toBeNull();
    expect(text.body.message).toContain('File type not allowed');
    const svg = await upload(
      t,
      form('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml'),
    );
    expect(svg.status).toBe(415);
    const html = await upload(t, form('<!doctype html><html><script>alert(1)</script></html>', 'a.jpg', 'image/jpeg'));
    expect(html.status).toBe(415);
    // Nothing was stored for the refused files.
    expect(await countRows()).toBe(before);
  });

  it('refuses a body without a file (400) and a body that is not multipart (415)', async () => {
    const fd = new FormData();
    fd.append('note', 'no file here');
    const noFile = await upload(t, fd);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toContain('No file');
    const json = await upload(t, JSON.stringify({ file: 'x' }), { headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toContain('multipart');
    const broken = await upload(
      t,
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      {
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      },
    );
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });

  it('refuses a file name that is not UTF-8 (or holds NUL or a lone surrogate) with 400 and stores nothing; a long name keeps whole characters', async () => {
    const countRows = async () => (await t.app.db.selectFrom('upload').select('path').execute()).length;
    const before = await countRows();
    /** A multipart body whose file part is named by `disposition` (the raw bytes of the header's parameters). */
    const raw = (disposition: Buffer) =>
      Buffer.concat([
        Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; '),
        disposition,
        Buffer.from('\r\nContent-Type: application/pdf\r\n\r\n'),
        tinyPdf,
        Buffer.from('\r\n--xyz--\r\n'),
      ]);
    for (const [what, disposition, message] of [
      ['Latin-1', Buffer.from('filename="M\xfcller.pdf"', 'latin1'), 'the file name is not valid UTF-8'],
      ['NUL', Buffer.from('filename="a\x00b.pdf"', 'latin1'), 'the file name must not contain NUL characters'],
      [
        'a lone surrogate',
        Buffer.from("filename*=utf-16le''%00%D8a%00.pdf", 'latin1'),
        'the file name must be Unicode text',
      ],
    ] as const) {
      const res = await upload(t, raw(disposition), {
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      });
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toContain(message);
    }
    expect(await countRows()).toBe(before);
    // A name in UTF-8 is kept as sent; cut at 255 UTF-16 units, never in the middle of a character.
    for (const [name, kept] of [
      ['Müller 😀.pdf', 'Müller 😀.pdf'],
      [`${'a'.repeat(254)}😀.pdf`, 'a'.repeat(254)],
    ]) {
      const res = await upload(t, form(tinyPdf, name, 'application/pdf'));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = await t.app.db
        .selectFrom('upload')
        .select('original_name')
        .where('file_id', '=', res.body.result.fileId)
        .executeTakeFirstOrThrow();
      expect(row.original_name).toBe(kept);
    }
  });

  it('answers 401 without a token and stores nothing', async () => {
    const before = (await t.app.db.selectFrom('upload').select('file_id').execute()).length;
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(t, form(png, 'a.png'), { token: null });
    expect(res.status).toBe(401);
    expect((await t.app.db.selectFrom('upload').select('file_id').execute()).length).toBe(before);
  });

  it('answers 404 for a file that does not exist', async () => {
    const res = await get('/api/upload/2020/01/doesNotExist_10x10.png');
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ result: null, status: 404 });
  });
});

describe('no request path leaves the upload folder', () => {
  const secret = 'TOP-SECRET-CONTENT';
  beforeAll(() => {
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), secret);
    fs.mkdirSync(path.join(t.dataDir, 'uploads', '2020', '01'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', '2020', '01', '.hidden.png'), secret);
  });

  const attempts = [
    '/api/upload/../site.db',
    '/api/upload/../secret.txt',
    '/api/upload/../../secret.txt',
    '/api/upload/%2e%2e/site.db',
    '/api/upload/%2e%2e%2fsite.db',
    '/api/upload/%2E%2E%2Fsecret.txt',
    '/api/upload/..%2fsecret.txt',
    '/api/upload/..%5csecret.txt',
    '/api/upload/..\\secret.txt',
    '/api/upload/%252e%252e%252fsecret.txt',
    '/api/upload/2020/01/..%2f..%2f..%2fsecret.txt',
    '/api/upload//etc/passwd',
    '/api/upload/%2fetc%2fpasswd',
    '/api/upload/%2Fetc/passwd',
    '/api/upload/secret.txt%00.png',
    '/api/upload/2020/01/.hidden.png',
    '/api/upload/',
  ];
  for (const url of attempts) {
    it(`404 for ${url}`, async () => {
      const res = await get(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('SQLite format');
      expect(res.body).not.toContain('root:');
    });
  }

  // light-my-request normalises `..` like a URL parser would; a real client can send it raw.
  it('404 for the same paths sent verbatim over a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const url of attempts) {
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: url, method: 'GET' }, (r) => {
          let body = '';
          r.on('data', (c) => (body += c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect([400, 404], url).toContain(res.status);
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('SQLite format');
      expect(res.body).not.toContain('root:');
    }
  });

  it('key() refuses escapes directly, and the disk store reaches nothing outside its folder', async () => {
    const { key, store } = t.app.storage;
    for (const p of [
      '../site.db',
      '..%2fsite.db',
      '%2e%2e/site.db',
      '/etc/passwd',
      'a\\..\\b',
      'a\0b.png',
      '2020/../../x',
      '.',
      '',
      '%252e%252e',
    ]) {
      expect(key(p), p).toBeNull();
      expect(await store.head(p), p).toBeNull();
    }
    expect(key('2020/01/abc_1x1.png')).toBe('2020/01/abc_1x1.png');
  });
});

describe('size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_MB: '1' });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('answers 413 for a file over UPLOAD_MAX_MB and keeps nothing', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 1);
    tinyPdf.copy(big); // a valid signature, so only the size is wrong
    const res = await upload(small, form(big, 'big.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('too large');
    expect((await small.app.db.selectFrom('upload').select('file_id').execute()).length).toBe(0);
  });

  it('still accepts a file under the limit', async () => {
    const res = await upload(small, form(tinyPdf, 'small.pdf'));
    expect(res.status).toBe(200);
  });
});
