import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helper';
import { imageInfo } from '#contract/images.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { photo } from '../../bench/photos';
import type { UploadedFile } from '#contract/entities.ts';

/** Issue 35 item 10: uploads answer before their variants exist; pixel limit; fallbacks for missing variants. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function upload(app: TestApp, bytes: Buffer, name: string, lang = 'en_US') {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/admin/files/upload',
    headers: { authorization: await app.token(), 'x-language': lang },
    payload: fd,
  });
  return {
    status: res.statusCode,
    body: JSON.parse(res.body) as { result: UploadedFile | null; message: string; status: number },
  };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Every URL of the image's srcsets (both formats). */
const srcsetUrls = (url: string) =>
  Object.values(imageInfo(url)!.srcset).flatMap((set) => set.split(', ').map((e) => e.split(' ')[0]));
const uploadsDir = (app: TestApp) => path.join(app.dataDir, 'uploads');
const onDisk = (app: TestApp, url: string) => path.join(uploadsDir(app), url.replace(/^\/api\/upload\//, ''));
/** Waits until every URL's file is on disk (the variants are made in the background); fails naming the missing ones. */
async function appear(app: TestApp, urls: string[], ms = 120_000): Promise<void> {
  await expect
    .poll(() => urls.filter((u) => !fs.existsSync(onDisk(app, u))), { timeout: ms, interval: 200 })
    .toEqual([]);
}
const uploadFiles = (app: TestApp) =>
  fs.existsSync(uploadsDir(app))
    ? fs.readdirSync(uploadsDir(app), { recursive: true }).filter((f) => /\.[a-z]+$/.test(String(f)))
    : [];

describe('pixel limit (MAX_IMAGE_PIXELS)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ MAX_IMAGE_PIXELS: '1000000' });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('refuses an image over the limit with 413 naming its size and the limit, in each language, and records nothing', async () => {
    const png = await sharp({ create: { width: 1250, height: 1000, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    const en = await upload(small, png, 'big.png', 'en_US');
    expect(en.status).toBe(413);
    expect(en.body).toEqual({
      result: null,
      status: 413,
      message: expect.stringContaining('The image is too large: 1250 × 1000 pixels (1.3 megapixels)'),
    });
    expect(en.body.message).toContain('at most 1 megapixels are accepted (MAX_IMAGE_PIXELS)');
    const de = await upload(small, png, 'big.png', 'de_DE');
    expect(de.status).toBe(413);
    expect(de.body.message).toContain(
      'Das Bild ist zu groß: 1250 × 1000 Pixel (1,3 Megapixel), erlaubt sind höchstens 1 Megapixel',
    );
    const zh = await upload(small, png, 'big.png', 'zh_CN');
    expect(zh.status).toBe(413);
    expect(zh.body.message).toContain('图片过大');
    expect(zh.body.message).toContain('最多允许 1 百万像素（MAX_IMAGE_PIXELS）');

    expect(await small.app.db.selectFrom('upload').select('file_id').execute()).toEqual([]);
    expect(uploadFiles(small)).toEqual([]);

    // At the limit it is accepted.
    const fits = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    expect((await upload(small, fits, 'fits.png')).status).toBe(200);
  });

  it('refuses a 48-megapixel photograph by default (40 megapixels), before decoding it', async () => {
    const jpeg = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#88aa66' } })
      .jpeg()
      .toBuffer();
    const res = await upload(t, jpeg, 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('8000 × 6000 pixels (48 megapixels), at most 40 megapixels');
    expect(
      await t.app.db.selectFrom('upload').select('file_id').where('original_name', '=', 'huge.jpg').execute(),
    ).toEqual([]);
  });

  it('reads MAX_IMAGE_PIXELS from the environment and refuses a bad value naming it', () => {
    expect(loadConfig({ MAX_IMAGE_PIXELS: '24000000' }).maxImagePixels).toBe(24_000_000);
    expect(loadConfig({}).maxImagePixels).toBe(40_000_000);
    for (const bad of ['lots', '999999', '1e9', '-5']) {
      expect(() => loadConfig({ MAX_IMAGE_PIXELS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ MAX_IMAGE_PIXELS: bad })).toThrow(/MAX_IMAGE_PIXELS/);
    }
  });
});

describe('AVIF originals (MAX_AVIF_PIXELS; issue 35: decoding an AVIF takes about 16 bytes per pixel)', () => {
  const avif = (width: number, height: number, alpha = false) =>
    sharp({
      create: {
        width,
        height,
        channels: alpha ? 4 : 3,
        background: alpha ? { r: 40, g: 90, b: 160, alpha: 0.5 } : '#285aa0',
      },
    })
      .withMetadata({
        exif: { IFD0: { Copyright: 'Kanzlei intern', Artist: 'J. Doe' }, IFD3: { GPSLatitudeRef: 'N' } },
      })
      .avif({ effort: 0 })
      .toBuffer();

  it('refuses an AVIF over 4.5 megapixels with 413 naming its size, the limit and what to do, in each language, and records nothing', async () => {
    const big = await avif(3000, 2000);
    const en = await upload(t, big, 'export.avif', 'en_US');
    expect(en.status).toBe(413);
    expect(en.body).toEqual({
      result: null,
      status: 413,
      message: expect.stringContaining('The AVIF image is too large: 3000 × 2000 pixels (6 megapixels)'),
    });
    expect(en.body.message).toContain('at most 4.5 megapixels are accepted for AVIF (MAX_AVIF_PIXELS)');
    expect(en.body.message).toContain('2560 pixels on the long side');
    const de = await upload(t, big, 'export.avif', 'de_DE');
    expect(de.status).toBe(413);
    expect(de.body.message).toContain('Das AVIF-Bild ist zu groß: 3000 × 2000 Pixel (6 Megapixel)');
    expect(de.body.message).toContain('höchstens 4,5 Megapixel (MAX_AVIF_PIXELS)');
    const zh = await upload(t, big, 'export.avif', 'zh_CN');
    expect(zh.status).toBe(413);
    expect(zh.body.message).toContain('AVIF 最多允许 4.5 百万像素（MAX_AVIF_PIXELS）');
    expect(
      await t.app.db.selectFrom('upload').select('file_id').where('original_name', '=', 'export.avif').execute(),
    ).toEqual([]);
  });

  it('stores a web export (AVIF, 2560 × 1707) as JPEG at its size without its metadata, and makes its variants; with transparency as PNG', async () => {
    const res = await upload(t, await avif(2560, 1707), 'team.avif');
    expect(res.status).toBe(200);
    const file = res.body.result!;
    expect(file.url).toMatch(new RegExp(`/${file.fileId}_2560x1707\\.jpg$`));
    expect(file).toMatchObject({ mime: 'image/jpeg', width: 2560, height: 1707 });
    const row = await t.app.db
      .selectFrom('upload')
      .selectAll()
      .where('file_id', '=', file.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 2560, height: 1707, original_name: 'team.avif' });
    expect(row.path.endsWith('.jpg')).toBe(true);
    const served = await get(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2560, height: 1707 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Kanzlei intern')).toBe(false);
    await appear(t, srcsetUrls(file.url));
    for (const u of srcsetUrls(file.url)) expect(fs.existsSync(onDisk(t, u)), u).toBe(true);

    const clear = await upload(t, await avif(800, 600, true), 'logo.avif');
    expect(clear.status).toBe(200);
    const logo = clear.body.result!;
    expect(logo).toMatchObject({ mime: 'image/png' });
    expect(logo.url).toMatch(/_800x600\.png$/);
    const png = await sharp((await get(logo.url)).rawPayload).metadata();
    expect(png).toMatchObject({ format: 'png', hasAlpha: true });
    expect(png.exif).toBeUndefined();
  });

  it('reads MAX_AVIF_PIXELS from the environment', () => {
    expect(loadConfig({}).maxAvifPixels).toBe(4_500_000);
    expect(loadConfig({ MAX_AVIF_PIXELS: '8000000' }).maxAvifPixels).toBe(8_000_000);
    expect(() => loadConfig({ MAX_AVIF_PIXELS: 'many' })).toThrow(/MAX_AVIF_PIXELS/);
  });
});

describe('variants after the answer', () => {
  it('answers an upload before its variants exist; they appear afterwards, served with their types', async () => {
    const jpeg = await photo(3, 3000, 2000);
    const res = await upload(t, jpeg, 'camera.jpg');
    expect(res.status).toBe(200);
    const url = res.body.result!.url;
    expect(url).toMatch(/_3000x2000\.jpg$/);
    const urls = srcsetUrls(url);
    // The original is stored and recorded at once, the variants not all yet: the answer did not wait for them.
    expect(fs.existsSync(onDisk(t, url))).toBe(true);
    expect(
      await t.app.db
        .selectFrom('upload')
        .select('path')
        .where('file_id', '=', res.body.result!.fileId)
        .executeTakeFirst(),
    ).toBeTruthy();
    expect(urls.filter((u) => !fs.existsSync(onDisk(t, u))).length).toBeGreaterThan(0);
    // Ten of them: AVIF and WebP in the five ladder widths (none at 3000 px).
    expect(urls).toHaveLength(10);

    // They appear, one after another.
    await appear(t, urls);
    for (const u of urls) {
      const served = await get(u);
      expect(served.statusCode, u).toBe(200);
      const type = u.endsWith('.avif') ? 'image/avif' : 'image/webp';
      expect(served.headers['content-type'], u).toBe(type);
      expect(served.headers['cache-control'], u).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format === 'heif' ? 'image/avif' : `image/${meta.format}`).toBe(type);
      expect(`${meta.width}w`).toBe(
        imageInfo(url)!
          .srcset[u.endsWith('.avif') ? 'avif' : 'webp'].split(', ')
          .find((e) => e.startsWith(u))!
          .split(' ')[1],
      );
    }
    // No temporary file is left beside them.
    expect(fs.readdirSync(path.dirname(onDisk(t, url))).filter((n) => n.startsWith('.'))).toEqual([]);
  }, 180_000);

  it('a variant that is not there answers the variant made on request, a smaller one or the original, never 404; the lost ones are made again', async () => {
    const jpeg = await photo(4, 1600, 1200);
    const res = await upload(t, jpeg, 'lost.jpg');
    expect(res.status).toBe(200);
    const url = res.body.result!.url;
    const urls = srcsetUrls(url);
    await appear(t, urls);
    // The variants are lost (a process killed while making them, a copy without them).
    for (const u of urls) fs.rmSync(onDisk(t, u));

    for (const u of urls) {
      const served = await get(u);
      expect(served.statusCode, u).toBe(200);
      const type = served.headers['content-type'];
      // The variant itself (immutable), or a fallback that no browser keeps.
      if (served.headers['cache-control'] === 'no-store')
        expect(['image/jpeg', u.endsWith('.avif') ? 'image/avif' : 'image/webp']).toContain(type);
      else expect(type).toBe(u.endsWith('.avif') ? 'image/avif' : 'image/webp');
      expect(served.rawPayload.length).toBe(Number(served.headers['content-length']));
    }
    await t.app.storage.settled();
    for (const u of urls) expect(fs.existsSync(onDisk(t, u)), u).toBe(true);

    // Lost again, and nobody asks: the start-up sweep finds them from the files on disk.
    for (const u of urls) fs.rmSync(onDisk(t, u));
    expect(await t.app.storage.queueMissingVariants()).toBe(urls.length);
    await t.app.storage.settled();
    for (const u of urls) expect(fs.existsSync(onDisk(t, u)), u).toBe(true);
  }, 120_000);

  it('falls back to a smaller variant of the same format when one cannot be made, and refuses sizes no page asks for', async () => {
    const jpeg = await photo(5, 1000, 800);
    const res = await upload(t, jpeg, 'broken.jpg');
    const url = res.body.result!.url;
    await appear(t, srcsetUrls(url));
    const largest = url.replace(/\.jpg$/, '-1000.webp');
    fs.rmSync(onDisk(t, largest));
    // The original is damaged: the variant cannot be made.
    fs.writeFileSync(onDisk(t, url), Buffer.concat([jpeg.subarray(0, 2000), Buffer.alloc(2000)]));
    const served = await get(largest);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('no-store');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);

    // Widths not in the srcset, and variants of nothing, are not made.
    expect((await get(url.replace(/\.jpg$/, '-777.webp'))).statusCode).toBe(404);
    expect((await get(url.replace(/\.jpg$/, '-2000.avif'))).statusCode).toBe(404);
    expect((await get('/api/upload/2020/01/AAAAAAAAAAAAAAAAAAAA_1000x800-320.webp')).statusCode).toBe(404);
    expect(fs.existsSync(onDisk(t, url.replace(/\.jpg$/, '-777.webp')))).toBe(false);
  }, 60_000);

  it('a variant of an image nobody uploaded is a 404 that asks the store only for the name requested', async () => {
    const store = t.app.storage.store;
    const spies = (['head', 'get', 'list', 'localCopy', 'put'] as const).map((m) => vi.spyOn(store, m));
    try {
      for (const name of ['BBBBBBBBBBBBBBBBBBBB_1000x800-320.webp', 'CCCCCCCCCCCCCCCCCCCC_2000x1000-1920.avif']) {
        expect((await get(`/api/upload/2026/11/${name}`)).statusCode).toBe(404);
        await t.app.storage.settled();
        // The served name is looked up (serve.ts); no original of any type, no variant, is asked for.
        const asked = spies.flatMap((s) => s.mock.calls.map((c) => String(c[0])));
        expect(asked.filter((k) => k !== `2026/11/${name}`)).toEqual([]);
        for (const s of spies) s.mockClear();
      }
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });
});
