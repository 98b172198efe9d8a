import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createStorage, randomFileId } from '#server/storage/index.ts';
import * as variants from '#server/storage/variants.ts';
import { imageInfo, thumbnailUrl, VARIANT_WIDTHS } from '#contract/images.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-storage-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Maps a public URL (`/base/api/upload/...`) to the file in DATA_DIR/uploads storage would serve for it. */
function fileFor(storage: ReturnType<typeof createStorage>, url: string, basePath = ''): string | null {
  const prefix = `${basePath}/api/upload/`;
  expect(url.startsWith(prefix)).toBe(true);
  const key = storage.key(url.slice(prefix.length));
  return key ? path.join(dataDir, 'uploads', ...key.split('/')) : null;
}

describe('storage', () => {
  it('writes every file that imageInfo() lists in srcset (the ladder, none wider), for an image wider than the whole ladder', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, BASE_PATH: '/kanzlei' });
    const storage = createStorage(config);
    const png = await sharp({ create: { width: 2100, height: 900, channels: 3, background: '#204060' } })
      .png()
      .toBuffer();
    const file = await storage.save(png, 'wide.png');
    await storage.settled();
    expect(file.url).toMatch(/^\/kanzlei\/api\/upload\/\d{4}\/\d{2}\/[A-Za-z0-9]{20}_2100x900\.png$/);

    const info = imageInfo(file.url)!;
    expect(info).toMatchObject({ width: 2100, height: 900 });
    const urls = Object.values(info.srcset).flatMap((set) => set.split(', ').map((e) => e.split(' ')[0]));
    // No variant at the original's 2100 px: the ladder's top (1920) is the widest made.
    expect(urls).toHaveLength(2 * VARIANT_WIDTHS.length);
    for (const url of [file.url, ...urls]) {
      const onDisk = fileFor(storage, url, '/kanzlei');
      expect(onDisk, url).not.toBeNull();
      expect(fs.existsSync(onDisk!), url).toBe(true);
    }
    // Each variant has the width its srcset entry promises.
    for (const entry of info.srcset.webp.split(', ')) {
      const [url, w] = entry.split(' ');
      const meta = await sharp(fileFor(storage, url, '/kanzlei')!).metadata();
      expect(`${meta.width}w`).toBe(w);
    }
    // Exactly those files: no stray variants the page would never ask for.
    const folder = path.dirname(fileFor(storage, file.url, '/kanzlei')!);
    const stored = fs.readdirSync(folder).filter((n) => n.startsWith(file.fileId));
    expect(stored).toHaveLength(urls.length + 1);
  });

  it('thumbnailUrl() names a stored WebP variant 320 pixels wide, or as wide as a narrower picture', async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    for (const [width, expected] of [
      [800, 320],
      [200, 200],
    ]) {
      const png = await sharp({ create: { width, height: 100, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const file = await storage.save(png, null);
      await storage.settled();
      const thumb = thumbnailUrl(file.url)!;
      expect(thumb).toMatch(new RegExp(`_${width}x100-${expected}\\.webp$`));
      const meta = await sharp(fileFor(storage, thumb, '')!).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', expected]);
    }
    expect(thumbnailUrl('/api/upload/2026/01/notes.pdf')).toBeNull();
  });

  it('makes no ladder variants below a tiny image, only the original-width ones', async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const file = await storage.save(gif, null);
    await storage.settled();
    const info = imageInfo(file.url)!;
    expect(info.srcset.avif).toBe(`${file.url.replace(/\.gif$/, '')}-40.avif 40w`);
    for (const url of Object.values(info.srcset).map((s) => s.split(' ')[0])) {
      expect(fs.existsSync(fileFor(storage, url)!)).toBe(true);
    }
  });

  it('encodes the AVIF variants with colour at half resolution (4:2:0): the encoder then holds half the colour planes (issue 35: peak memory)', async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const jpeg = await sharp({
      create: {
        width: 700,
        height: 400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 120, sigma: 50 },
      },
    })
      .jpeg()
      .toBuffer();
    const file = await storage.save(jpeg, 'photo.jpg');
    await storage.settled();
    const avifs = imageInfo(file.url)!
      .srcset.avif.split(', ')
      .map((e) => fileFor(storage, e.split(' ')[0])!);
    expect(avifs).toHaveLength(3); // 320, 640 and 700 px
    for (const avif of avifs) {
      const bytes = fs.readFileSync(avif);
      // The AV1 configuration box (av1C): its third byte ends with chroma_subsampling_x, _y and
      // the chroma sample position (2 bits); 4:4:4 has both subsampling bits 0, 4:2:0 both 1.
      const at = bytes.indexOf('av1C');
      expect(at, avif).toBeGreaterThan(0);
      expect((bytes[at + 4 + 2] >> 2) & 0b11, avif).toBe(0b11);
    }
  });

  it('starts no variant while an upload is being stored, and makes them all once it is', async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const png = () =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
    // An upload in progress (as save() holds while it converts an original).
    const release = variants.hold();
    const file = await storage.save(await png(), 'held.png');
    const files = Object.values(imageInfo(file.url)!.srcset).flatMap((set) =>
      set.split(', ').map((e) => fileFor(storage, e.split(' ')[0])!),
    );
    expect(files).toHaveLength(4);
    await new Promise((r) => setTimeout(r, 700));
    expect(files.filter((f) => fs.existsSync(f))).toEqual([]);
    release();
    release(); // twice is harmless
    await storage.settled();
    expect(files.filter((f) => !fs.existsSync(f))).toEqual([]);
  });

  it("makes all of an image's variants from one local copy of its original (a bucket's: one download, not one per variant)", async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const localCopy = vi.spyOn(storage.store, 'localCopy');
    const png = (colour: string) =>
      sharp({ create: { width: 1000, height: 600, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const files = [
      await storage.save(await png('#336699'), 'a.png'),
      await storage.save(await png('#993366'), 'b.png'),
    ];
    await storage.settled();
    const variantFiles = files.flatMap((f) =>
      Object.values(imageInfo(f.url)!.srcset).flatMap((set) =>
        set.split(', ').map((e) => fileFor(storage, e.split(' ')[0])!),
      ),
    );
    expect(variantFiles).toHaveLength(2 * 2 * 4); // 320, 640, 960 and 1000 px, WebP and AVIF, of each
    expect(variantFiles.filter((f) => !fs.existsSync(f))).toEqual([]);
    expect(localCopy.mock.calls.map((c) => c[0])).toEqual(
      files.map((f) => storage.key(f.url.replace('/api/upload/', ''))),
    );
    localCopy.mockRestore();
  });

  it('generates ids that never contain the name separator', () => {
    const ids = new Set(Array.from({ length: 500 }, () => randomFileId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
