import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AvifOptions, Metadata, WebpOptions } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../config';
import type { DB } from '../db';
import { now } from '../db';
import { HttpError } from '../lib/http';
import type { UploadedFile } from '../../contract/entities';
import { VARIANT_FORMATS, variantWidths } from '../../contract/images';
import { image as sharpImage } from './sharp';

export interface Storage {
  /** Absolute folder that holds every upload. */
  dir: string;
  /**
   * The database that records each upload in the `upload` table. Given to createStorage, or set
   * once the app has its database; without one, files are stored but not recorded.
   */
  db: DB | null;
  /**
   * Checks the bytes, stores the file under a generated name, makes image variants. `fast`
   * encodes the variants at the lowest effort (a little larger, several times quicker): the demo
   * seed uses it so a first start does not wait on AVIF.
   */
  save(bytes: Buffer, originalName: string | null, opts?: { fast?: boolean }): Promise<UploadedFile>;
  /** Maps a request path below /api/upload/ to a file inside `dir`, or null when it would leave it. */
  resolve(requestPath: string): string | null;
}

/** The accepted types, detected from the bytes; the extension we store them under. */
const ALLOWED: Record<string, { ext: string; image: boolean }> = {
  'image/jpeg': { ext: 'jpg', image: true },
  'image/png': { ext: 'png', image: true },
  'image/webp': { ext: 'webp', image: true },
  'image/avif': { ext: 'avif', image: true },
  'image/gif': { ext: 'gif', image: true },
  'application/pdf': { ext: 'pdf', image: false },
};

/** Content types of what we serve, by extension (only names we generate ever exist). */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/**
 * A decompression bomb (a small file that decodes to gigapixels) must not exhaust memory.
 * 80 megapixels still admits every current camera.
 */
const MAX_INPUT_PIXELS = 80_000_000;

/** AVIF encoding dominates upload time; effort 3 of 9 is a good size/time trade-off. */
const AVIF = { quality: 55, effort: 3 };
const WEBP = { quality: 80, effort: 4 };
const FAST = { avif: { ...AVIF, effort: 0 }, webp: { ...WEBP, effort: 0 } };

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * 20 characters of [A-Za-z0-9] (about 119 random bits). No underscore or dash, because
 * `_` separates the id from the size in image names (contract/images.ts).
 */
export function randomFileId(length = 20): string {
  let out = '';
  while (out.length < length) {
    for (const b of crypto.randomBytes(length * 2)) {
      // 248 = 4 * 62: rejecting the rest keeps every character equally likely.
      if (b < 248 && out.length < length) out += ID_ALPHABET[b % 62];
    }
  }
  return out;
}

/** One path segment we may serve: no leading dot (so no `.`/`..`/hidden files), a safe alphabet. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function createStorage(config: Config, db?: DB): Storage {
  const dir = path.join(config.dataDir, 'uploads');

  const resolve = (requestPath: string): string | null => {
    if (typeof requestPath !== 'string' || requestPath.length === 0 || requestPath.length > 512) return null;
    let decoded = requestPath;
    // Routers differ in how much they decode; whatever is left encoded is decoded here once,
    // and a '%' surviving that (double encoding) is refused rather than decoded again.
    if (decoded.includes('%')) {
      try {
        decoded = decodeURIComponent(decoded);
      } catch {
        return null;
      }
      if (decoded.includes('%')) return null;
    }
    if (decoded.includes('\0') || decoded.includes('\\') || decoded.startsWith('/') || path.isAbsolute(decoded)) return null;
    const segments = decoded.split('/');
    if (!segments.every((s) => SAFE_SEGMENT.test(s))) return null;
    const full = path.resolve(dir, ...segments);
    // Belt and braces: whatever the checks above missed, nothing outside `dir` is answered.
    if (!full.startsWith(dir + path.sep)) return null;
    return full;
  };

  const storage: Storage = {
    dir,
    db: db ?? null,
    resolve,
    async save(bytes, originalName, opts) {
      const detected = await fileTypeFromBuffer(bytes);
      const kind = detected ? ALLOWED[detected.mime] : undefined;
      if (!detected || !kind) throw new HttpError(415, 'fileType');

      const d = new Date();
      const rel = `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      const folder = path.join(dir, ...rel.split('/'));
      await fs.mkdir(folder, { recursive: true });
      const fileId = randomFileId();

      let name: string;
      let stored = bytes;
      let width: number | null = null;
      let height: number | null = null;
      const written: string[] = [];
      try {
        if (kind.image) {
          const size = await orientedSize(bytes);
          width = size.width;
          height = size.height;
          name = `${fileId}_${width}x${height}.${kind.ext}`;
          const original = path.join(folder, name);
          stored = await withoutMetadata(bytes, detected.mime);
          await fs.writeFile(original, stored, { flag: 'wx' });
          written.push(original);
          written.push(...(await writeVariants(bytes, path.join(folder, `${fileId}_${width}x${height}`), width, opts?.fast ? FAST : { avif: AVIF, webp: WEBP })));
        } else {
          name = `${fileId}.${kind.ext}`;
          const file = path.join(folder, name);
          await fs.writeFile(file, bytes, { flag: 'wx' });
          written.push(file);
        }
        if (storage.db) {
          await storage.db
            .insertInto('upload')
            .values({
              file_id: fileId,
              path: `${rel}/${name}`,
              mime: detected.mime,
              size: stored.length,
              width,
              height,
              original_name: originalName ? originalName.slice(0, 255) : null,
              create_time: now(),
            })
            .execute();
        }
      } catch (err) {
        // Nothing half-written stays behind.
        await Promise.all(written.map((f) => fs.rm(f, { force: true })));
        throw err;
      }

      return {
        fileId,
        url: `${config.basePath}/api/upload/${rel}/${name}`,
        mime: detected.mime,
        size: stored.length,
        width,
        height,
      };
    },
  };
  return storage;
}

/**
 * The original re-encoded in its own format without EXIF (GPS, camera, owner), XMP, IPTC or
 * comments: turned upright, colour profile kept. What visitors download says nothing about where
 * or with what a photo was taken. Animated GIF and WebP keep their frames.
 */
async function withoutMetadata(bytes: Buffer, mime: string): Promise<Buffer> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const image = (await sharpImage(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated })).rotate().keepIccProfile();
  try {
    switch (mime) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'image/png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 90 }).toBuffer();
      case 'image/avif':
        return await image.avif({ quality: 70, effort: AVIF.effort }).toBuffer();
      default:
        return await image.gif().toBuffer();
    }
  } catch {
    throw new HttpError(415, 'fileType', 'the image cannot be converted');
  }
}

/** Width and height as displayed, i.e. after the EXIF orientation is applied. */
async function orientedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await (await sharpImage(bytes, { limitInputPixels: MAX_INPUT_PIXELS })).metadata();
  } catch {
    throw new HttpError(415, 'fileType', 'the image cannot be read');
  }
  if (!meta.width || !meta.height) throw new HttpError(415, 'fileType', 'the image cannot be read');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(413, 'fileTooLarge', `at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  const swapped = (meta.orientation ?? 1) >= 5;
  return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * `<base>-<w>.webp|avif` for every ladder width below the original and one at the original
 * width: exactly the srcset that imageInfo() builds. Rotated upright; metadata stripped
 * (sharp drops EXIF/GPS unless asked to keep it).
 */
async function writeVariants(bytes: Buffer, base: string, width: number, settings: { avif: AvifOptions; webp: WebpOptions }): Promise<string[]> {
  const widths = [...variantWidths(width), width];
  const jobs = widths.flatMap((w) =>
    VARIANT_FORMATS.map((format) => ({ w, format, file: `${base}-${w}.${format}` })),
  );
  const results = await Promise.allSettled(
    jobs.map(async ({ w, format, file }) => {
      let pipeline = (await sharpImage(bytes, { limitInputPixels: MAX_INPUT_PIXELS })).rotate();
      if (w !== width) pipeline = pipeline.resize({ width: w });
      pipeline = format === 'avif' ? pipeline.avif(settings.avif) : pipeline.webp(settings.webp);
      await pipeline.toFile(file);
      return file;
    }),
  );
  const done = results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<string>).value);
  const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
  if (failed) {
    await Promise.all(done.map((f) => fs.rm(f, { force: true })));
    throw new HttpError(415, 'fileType', 'the image cannot be converted');
  }
  return done;
}
