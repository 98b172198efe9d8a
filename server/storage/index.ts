import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { Config } from '../config';
import type { DB } from '../db';
import { now } from '../db';
import { HttpError } from '../lib/http';
import { format } from '../lib/messages';
import type { UploadedFile } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import { checkedKey, type BlobStore } from './blob';
import { diskStore } from './disk';
import { s3Store } from './s3';
import { image as sharpImage } from './sharp';
import * as variants from './variants';

export interface SaveOptions {
  fast?: boolean;
  uploader?: string | null;
  accept?: (mime: string) => void;
  replaces?: string;
}

export interface Storage {
  /** Where the files are: the uploads folder or the bucket (blob.ts). Serving, checks, backups and the media library go through it. */
  store: BlobStore;
  /**
   * The database that records each upload in the `upload` table. Given to createStorage, or set
   * once the app has its database; without one, files are stored but not recorded.
   */
  db: DB | null;
  /**
   * Checks the bytes, stores the file under a generated name and records it, and queues the
   * image's variants (made after this answers, one at a time: variants.ts). `fast` encodes the
   * variants at the lowest effort (a little larger, several times quicker): the demo seed's.
   * The file is stored before its row is written: a store that fails (503) leaves no row.
   * A file given by `path` (a received upload in tempFile()) may be taken over (renamed) by the
   * store: the caller removes that path afterwards, whether it is still there or not.
   * `uploader` is recorded with the row; `accept` sees the detected type before anything is stored
   * (it throws to refuse it); `replaces` names a recorded upload whose row is pointed at the new
   * file in place (its id, texts and focal point stay; the caller removes the old file).
   */
  save(input: Buffer | { path: string }, originalName: string | null, opts?: SaveOptions): Promise<UploadedFile>;
  /**
   * Removes a stored file (a path as recorded in `upload`) and its image variants from the store; a
   * file that is already gone is no error. The caller removes the record (the media library's
   * replace and delete).
   */
  remove(storedPath: string): Promise<void>;
  /** A hidden local file for an upload being received (never served, never backed up). */
  tempFile(): string;
  /** A request path below /api/upload/ as the key of a stored file, or null when it could name none (blob.ts). */
  key(requestPath: string): string | null;
  /**
   * For a variant (a key) that is not there (yet): asks for it ahead of the queue, waits for it a
   * moment, and answers it when made (`exact`), else the next smaller variant of the same format
   * that exists, else the original. Null when `key` names no variant of an image the `upload` table
   * records (asked before the store, so made-up names cost the store nothing) or its original is gone.
   */
  variantOrFallback(key: string): Promise<{ key: string; exact: boolean } | null>;
  /** Queues every missing variant of the recorded images (at start). Answers how many were missing. */
  queueMissingVariants(): Promise<number>;
  /** Resolves once every variant this storage queued is made (or failed). */
  settled(): Promise<void>;
  /** Drops this storage's queued variants and waits for the one being made (the app closes). */
  close(): Promise<void>;
}

/** The store the configuration names: the bucket of STORAGE_URL, else DATA_DIR/uploads. */
export function createBlobStore(config: Config): BlobStore {
  const dir = path.join(config.dataDir, 'uploads');
  return config.s3 ? s3Store(config.s3, path.join(config.dataDir, 'tmp')) : diskStore(dir);
}

/**
 * Removes temporary files a process left behind when it was killed (an upload being received, an
 * image being converted): hidden `*.tmp` files in the store's temporary folder older than an hour
 * (a running upload is never that old: requests end after two minutes). Answers how many went.
 */
export async function removeStaleTempFiles(store: BlobStore, olderThanMs = 3_600_000): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = await fs.readdir(store.tempDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.startsWith('.') || !name.endsWith('.tmp')) continue;
    const file = path.join(store.tempDir, name);
    const st = await fs.stat(file).catch(() => null);
    if (st?.isFile() && Date.now() - st.mtimeMs > olderThanMs) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
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

/** The extensions an original is stored under (ALLOWED's images). */
const IMAGE_EXTS = Object.values(ALLOWED)
  .filter((k) => k.image)
  .map((k) => k.ext);

/** How long a page's request for a missing variant waits for it before it gets a fallback. */
const VARIANT_WAIT_MS = 1000;

/**
 * An image with more pixels than MAX_IMAGE_PIXELS: refused before it is decoded (a decompression
 * bomb, or a photograph whose conversion would take more memory than the budget), in the
 * caller's language, naming its size and the limit.
 */
export class TooManyPixels extends HttpError {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly limit: number,
    /** The AVIF limit (MAX_AVIF_PIXELS) rather than the general one. */
    readonly avif = false,
  ) {
    super(
      413,
      'fileTooLarge',
      `${width} x ${height} pixels, at most ${limit} pixels (${avif ? 'MAX_AVIF_PIXELS' : 'MAX_IMAGE_PIXELS'})`,
    );
  }

  override text(lang: Locale): string {
    const mp = (n: number) => Math.round(n / 100_000) / 10;
    return format(this.avif ? 'avifTooManyPixels' : 'imageTooManyPixels', lang, {
      width: this.width,
      height: this.height,
      megapixels: mp(this.width * this.height),
      limit: mp(this.limit),
    });
  }
}

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

export function createStorage(config: Config, db?: DB, blobStore?: BlobStore): Storage {
  const store = blobStore ?? createBlobStore(config);

  const job = (original: string, originalWidth: number, settings: variants.VariantSettings) => ({
    original,
    originalWidth,
    settings,
    limitInputPixels: config.maxImagePixels,
    store,
    owner: storage,
  });
  const queueVariants = (original: string, width: number, settings: variants.VariantSettings, first = false) =>
    Promise.all(
      variants
        .variantsOf(original, width)
        .map((v) => variants.enqueue({ ...v, ...job(original, width, settings) }, { first })),
    );

  const exists = async (key: string) => (await store.head(key)) !== null;

  const storage: Storage = {
    store,
    db: db ?? null,
    key: checkedKey,
    async variantOrFallback(key) {
      const v = variants.parseVariant(key);
      if (!v || !storage.db) return null;
      // The original as the database records it, before the store is asked anything: a made-up
      // name costs one indexed lookup, not a request to the bucket per image type.
      const fileId = path.posix.basename(v.base).split('_')[0];
      const row = await storage.db.selectFrom('upload').select('path').where('file_id', '=', fileId).executeTakeFirst();
      const original = row ? checkedKey(row.path) : null;
      if (
        !original ||
        !original.startsWith(`${v.base}.`) ||
        !IMAGE_EXTS.includes(original.slice(v.base.length + 1)) ||
        !(await exists(original))
      )
        return null;
      if (!variants.recentlyFailed(key)) {
        const made = variants.enqueue(
          { ...job(original, v.originalWidth, variants.NORMAL), file: key, width: v.width, format: v.format },
          { first: true },
        );
        let timer: NodeJS.Timeout | undefined;
        const waited = await Promise.race([
          made,
          new Promise<false>((r) => (timer = setTimeout(() => r(false), VARIANT_WAIT_MS))),
        ]);
        clearTimeout(timer);
        if (waited && (await exists(key))) return { key, exact: true };
      }
      for (const smaller of variants.variantsOf(original, v.originalWidth).reverse()) {
        if (smaller.format === v.format && smaller.width < v.width && (await exists(smaller.file)))
          return { key: smaller.file, exact: false };
      }
      return { key: original, exact: false };
    },
    async queueMissingVariants() {
      if (!storage.db) return 0;
      let missing = 0;
      let after = '';
      // What is in a folder (a month of uploads), listed once per folder: one request per folder
      // to a bucket instead of one per variant.
      const listed = new Map<string, Set<string>>();
      const present = async (key: string) => {
        const folder = key.slice(0, key.lastIndexOf('/') + 1);
        let keys = listed.get(folder);
        if (!keys) {
          if (listed.size > 50) listed.clear();
          keys = new Set<string>();
          for await (const o of store.list(folder)) if (!o.key.slice(folder.length).includes('/')) keys.add(o.key);
          listed.set(folder, keys);
        }
        return keys.has(key);
      };
      // In pages, by file id: a site with many uploads never reads them all at once.
      for (;;) {
        const rows = await storage.db
          .selectFrom('upload')
          .select(['file_id', 'path', 'width'])
          .where('width', 'is not', null)
          .where('file_id', '>', after)
          .orderBy('file_id')
          .limit(200)
          .execute();
        for (const row of rows) {
          const original = checkedKey(row.path);
          if (!original || !row.width || !(await present(original))) continue;
          for (const v of variants.variantsOf(original, row.width)) {
            if (await present(v.file)) continue;
            missing++;
            void variants.enqueue({ ...v, ...job(original, row.width, variants.NORMAL) });
          }
        }
        if (rows.length < 200) return missing;
        after = rows[rows.length - 1].file_id;
      }
    },
    settled: () => variants.settled(storage),
    close: () => variants.drop(storage),
    async remove(storedPath) {
      const key = storage.key(storedPath);
      if (!key) return;
      const m = /_(\d+)x\d+\.[a-z]+$/.exec(key);
      const keys = [key, ...(m ? variants.variantsOf(key, Number(m[1])).map((v) => v.file) : [])];
      await Promise.all(keys.map((k) => store.delete(k)));
    },
    tempFile: () => path.join(store.tempDir, `.upload-${crypto.randomBytes(9).toString('hex')}.tmp`),
    async save(input, originalName, opts) {
      // An upload arrives as a file (routes.ts streams it to disk: no 9 MB of Buffers waiting for
      // the garbage collector per photograph); the demo seed gives Buffers.
      const bytes = Buffer.isBuffer(input) ? input : input.path;
      const detected = typeof bytes === 'string' ? await fileTypeFromFile(bytes) : await fileTypeFromBuffer(bytes);
      const kind = detected ? ALLOWED[detected.mime] : undefined;
      if (!detected || !kind) throw new HttpError(415, 'fileType');
      opts?.accept?.(detected.mime);
      // What is stored: the type received, except an AVIF (see withoutMetadata).
      let mime = detected.mime;
      let ext = kind.ext;

      const d = new Date();
      const rel = `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      const fileId = randomFileId();

      let name: string;
      let size = typeof bytes === 'string' ? (await fs.stat(bytes)).size : bytes.length;
      let width: number | null = null;
      let height: number | null = null;
      let original: string | null = null;
      let stored: string | null = null;
      // No variant of an earlier upload starts while this one is converted (variants.ts).
      const release = kind.image ? variants.hold() : () => {};
      try {
        if (kind.image) {
          const avif = detected.mime === 'image/avif';
          const oriented = await orientedSize(bytes, avif ? config.maxAvifPixels : config.maxImagePixels, avif);
          width = oriented.width;
          height = oriented.height;
          if (avif) {
            mime = oriented.alpha ? 'image/png' : 'image/jpeg';
            ext = ALLOWED[mime].ext;
          }
          name = `${fileId}_${width}x${height}.${ext}`;
          original = `${rel}/${name}`;
          await fs.mkdir(store.tempDir, { recursive: true });
          const tmp = path.join(store.tempDir, `.${name}.${crypto.randomBytes(6).toString('hex')}.tmp`);
          try {
            size = await withoutMetadata(bytes, detected.mime, mime, config.maxImagePixels, tmp);
            await store.put(original, { file: tmp, move: true }, { contentType: mime });
          } finally {
            await fs.rm(tmp, { force: true });
          }
          stored = original;
        } else {
          name = `${fileId}.${ext}`;
          const key = `${rel}/${name}`;
          // The received file is taken over (renamed into the uploads folder, not copied: up to
          // UPLOAD_MAX_MB); the caller removes its path in any case.
          await store.put(key, typeof bytes === 'string' ? { file: bytes, move: true } : bytes, { contentType: mime });
          stored = key;
        }
        const file = {
          path: `${rel}/${name}`,
          mime,
          size,
          width,
          height,
          // At most 255 UTF-16 units, never half a surrogate pair (stored as U+FFFD).
          original_name: originalName ? originalName.slice(0, 255).replace(/[\ud800-\udbff]$/, '') : null,
        };
        if (storage.db && opts?.replaces) {
          const res = await storage.db
            .updateTable('upload')
            .set({ ...file, update_time: now() })
            .where('file_id', '=', opts.replaces)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) === 0) throw new HttpError(404, 'notFound', `fileId: ${opts.replaces}`);
        } else if (storage.db) {
          await storage.db
            .insertInto('upload')
            .values({ file_id: fileId, ...file, uploader: opts?.uploader ?? null, create_time: now() })
            .execute();
        }
      } catch (err) {
        // Nothing half-written stays behind.
        if (stored) await store.delete(stored).catch(() => undefined);
        throw err;
      } finally {
        release();
      }
      // Recorded: the variants follow (a page asks for them meanwhile and gets a fallback).
      if (original && width) void queueVariants(original, width, opts?.fast ? variants.FAST : variants.NORMAL);

      return {
        fileId: opts?.replaces ?? fileId,
        url: `${config.basePath}/api/upload/${rel}/${name}`,
        mime,
        size,
        width,
        height,
      };
    },
  };
  return storage;
}

/**
 * The original re-encoded without EXIF (GPS, camera, owner), XMP, IPTC or comments: turned
 * upright, colour profile kept. What visitors download says nothing about where or with what a
 * photo was taken. Animated GIF and WebP keep their frames.
 *
 * In its own format (`mime` = `received`), except an AVIF: stored as JPEG (PNG when it has
 * transparency). Re-encoding an AVIF at full size costs more memory and time than anything else
 * the server does (libaom: about 107 MB and 9 s for 2560 × 1707 on this machine, against 71 MB
 * and 1 s as JPEG), and every variant would then decode that AVIF again at about 16 bytes per
 * pixel, where a JPEG original is decoded at a fraction of its size (shrink-on-load). Visitors
 * get the AVIF and WebP variants either way.
 */
async function withoutMetadata(
  bytes: Buffer | string,
  received: string,
  mime: string,
  limitInputPixels: number,
  file: string,
): Promise<number> {
  const animated = received === 'image/gif' || received === 'image/webp';
  const image = (await sharpImage(bytes, { limitInputPixels, animated })).rotate().keepIccProfile();
  // Written by libvips straight to a file (never a Buffer: sharp's output buffers are memory V8
  // is not told about, so a few photographs' worth stayed resident until some later full garbage
  // collection); the caller stores that file.
  try {
    switch (mime) {
      case 'image/jpeg':
        // Not mozjpeg, and no optimised Huffman tables: either holds the whole image's
        // coefficients (+160 MB and 4 s for a 24-megapixel photograph, against +26 MB and 0.3 s;
        // the file is a few per cent larger; browsers load the variants, not the original).
        await image.jpeg({ quality: 90, optimiseCoding: false }).toFile(file);
        break;
      case 'image/png':
        await image.png({ compressionLevel: 9 }).toFile(file);
        break;
      case 'image/webp':
        await image.webp({ quality: 90 }).toFile(file);
        break;
      default:
        await image.gif().toFile(file);
    }
  } catch {
    throw new HttpError(415, 'fileType', 'the image cannot be converted');
  }
  return (await fs.stat(file)).size;
}

/**
 * Width and height as displayed, i.e. after the EXIF orientation is applied, and whether it has
 * an alpha channel; refused with TooManyPixels above `maxPixels` (the AVIF limit when `avif`).
 */
async function orientedSize(
  bytes: Buffer | string,
  maxPixels: number,
  avif: boolean,
): Promise<{ width: number; height: number; alpha: boolean }> {
  let meta: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked below, with a clear answer.
    meta = await (await sharpImage(bytes, { limitInputPixels: false })).metadata();
  } catch {
    throw new HttpError(415, 'fileType', 'the image cannot be read');
  }
  if (!meta.width || !meta.height) throw new HttpError(415, 'fileType', 'the image cannot be read');
  const swapped = (meta.orientation ?? 1) >= 5;
  const size = swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  if (size.width * size.height > maxPixels) throw new TooManyPixels(size.width, size.height, maxPixels, avif);
  return { ...size, alpha: meta.hasAlpha === true };
}
