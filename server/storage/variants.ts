import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AvifOptions, WebpOptions } from 'sharp';
import { VARIANT_FORMATS, VARIANT_NAME, variantWidths } from '#contract/images.ts';
import type { BlobStore } from './blob';
import { image } from './sharp';

/**
 * The WebP and AVIF variants of uploaded images, made after the upload has answered, one at a
 * time in this process, from the stored original (already upright and without metadata).
 *
 * Nothing here is state another process needs: what is missing is read from the store (blob.ts).
 * The original is read from the store (a temporary copy when it is a bucket, one for all its
 * queued variants), the variant written to a temporary file and then stored whole, so a visitor
 * (or another node) sees either no file or the whole file, and two processes making the same
 * variant at once both end with the same complete file. Files are named by their keys (`2026/11/<id>_<w>x<h>-640.webp`). A variant that
 * is missing (its upload is still being worked through, the process was killed, the conversion
 * failed) is asked for again when a page requests it (routes.ts) and when the server starts.
 */

export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export interface VariantSettings {
  avif: AvifOptions;
  webp: WebpOptions;
}

/**
 * AVIF encoding dominates the time and the memory; effort 3 of 9 is a good size/time trade-off.
 * Chroma at half resolution (4:2:0, as in every JPEG from a camera; sharp's default is 4:4:4):
 * libaom then holds half the colour planes, about 30 MB less for a 1920 px variant (the largest
 * single allocation of a running server), and the file is about a quarter smaller and quicker to make.
 */
const AVIF: AvifOptions = { quality: 55, effort: 3, chromaSubsampling: '4:2:0' };
const WEBP = { quality: 80, effort: 4 };
export const NORMAL: VariantSettings = { avif: AVIF, webp: WEBP };
/** The lowest effort (a little larger, several times quicker): the demo seed's pictures. */
export const FAST: VariantSettings = { avif: { ...AVIF, effort: 0 }, webp: { ...WEBP, effort: 0 } };

/** Where a variant of the original at `original` (…/<id>_<w>x<h>.<ext>) is stored. */
export function variantFile(original: string, width: number, format: VariantFormat): string {
  return `${original.slice(0, original.length - path.posix.extname(original).length)}-${width}.${format}`;
}

/** Every variant of an original `width` pixels wide: the files imageInfo() puts in srcset, smallest first. */
export function variantsOf(original: string, width: number): { file: string; width: number; format: VariantFormat }[] {
  return variantWidths(width).flatMap((w) =>
    VARIANT_FORMATS.map((format) => ({ file: variantFile(original, w, format), width: w, format })),
  );
}

/** The variant named by `file` (a key): its original's base, the original's width, its width and format; null for any other name. */
export function parseVariant(
  file: string,
): { base: string; originalWidth: number; width: number; format: VariantFormat } | null {
  const m = VARIANT_NAME.exec(path.posix.basename(file));
  if (!m) return null;
  const originalWidth = Number(m[2]);
  const width = Number(m[4]);
  // Only the widths the page asks for: nobody can have other sizes made.
  if (!variantWidths(originalWidth).includes(width)) return null;
  const dir = path.posix.dirname(file);
  return { base: dir === '.' ? m[1] : `${dir}/${m[1]}`, originalWidth, width, format: m[5] as VariantFormat };
}

interface Job {
  original: string;
  originalWidth: number;
  file: string;
  width: number;
  format: VariantFormat;
  settings: VariantSettings;
  limitInputPixels: number;
  /** Where the original is and the variant goes. */
  store: BlobStore;
  /** The storage that asked (one per app): closing it drops its jobs. */
  owner: object;
  done: Promise<boolean>;
  finish: (made: boolean) => void;
}

const queue: Job[] = [];
const queued = new Map<string, Job>();
let running: Job | null = null;
/** Variants whose conversion failed here, with the time: asked for again only after a while. */
const failed = new Map<string, number>();
const RETRY_AFTER_MS = 10 * 60_000;
let onError: (err: unknown, file: string) => void = () => {};

/** Where conversion errors are reported (the app's log). */
export function reportErrorsTo(report: (err: unknown, file: string) => void): void {
  onError = report;
}

export function recentlyFailed(file: string): boolean {
  const at = failed.get(file);
  return at !== undefined && Date.now() - at < RETRY_AFTER_MS;
}

/**
 * Queues a variant unless it is queued already; `first` puts it at the front (a visitor is
 * waiting for it). Answers whether it was made (or was there).
 */
export function enqueue(spec: Omit<Job, 'done' | 'finish'>, opts: { first?: boolean } = {}): Promise<boolean> {
  if (running?.file === spec.file) return running.done;
  const existing = queued.get(spec.file);
  if (existing) {
    if (opts.first) {
      queue.splice(queue.indexOf(existing), 1);
      queue.unshift(existing);
    }
    return existing.done;
  }
  let finish!: (made: boolean) => void;
  const done = new Promise<boolean>((resolve) => (finish = resolve));
  const job: Job = { ...spec, done, finish };
  queued.set(job.file, job);
  if (opts.first) queue.unshift(job);
  else queue.push(job);
  pump();
  return done;
}

/** Uploads being stored (hold()): no variant starts meanwhile. */
let holds = 0;

/**
 * Called while an upload is being stored: no new variant is started until the returned release
 * is called (the one being made finishes). The upload, which an editor waits for, gets the CPU,
 * and the memory of its conversion never adds to a second variant's.
 */
export function hold(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    setImmediate(pump);
  };
}

function pump(): void {
  if (running || holds > 0 || queue.length === 0) return;
  const job = queue.shift()!;
  queued.delete(job.file);
  running = job;
  void make(job)
    .then(
      (made) => job.finish(made),
      (err: unknown) => {
        if (failed.size > 10_000) failed.clear();
        failed.set(job.file, Date.now());
        onError(err, job.file);
        job.finish(false);
      },
    )
    .finally(() => {
      running = null;
      // The next job on a fresh tick: a long queue never holds the event loop.
      setImmediate(pump);
    });
}

/**
 * The local file of the original being worked through (from a bucket: a temporary download),
 * kept while more of its variants are queued, so the up to ten variants of an image read one
 * download instead of one each. Only a file on disk, one at a time: the memory is still one encode's.
 */
let copy: { store: BlobStore; key: string; etag: string; file: string; done(): Promise<void> } | null = null;

async function releaseCopy(): Promise<void> {
  const kept = copy;
  copy = null;
  if (kept) await kept.done();
}

/** A local file with the job's original: the kept one while it is that version, else a new copy; null when the original went. */
async function originalFile(job: Job): Promise<string | null> {
  const info = await job.store.head(job.original);
  if (copy && (!info || copy.store !== job.store || copy.key !== job.original || copy.etag !== info.etag))
    await releaseCopy();
  if (!info) return null;
  if (copy) return copy.file;
  const local = await job.store.localCopy(job.original);
  if (!local) return null;
  copy = { store: job.store, key: job.original, etag: info.etag, file: local.file, done: local.done };
  return local.file;
}

async function make(job: Job): Promise<boolean> {
  const { store } = job;
  try {
    // Made by an earlier job, another process, or before a restart.
    if (await store.head(job.file)) return true;
    // The original went (deleted, or a test's folder removed): nothing to make.
    const original = await originalFile(job);
    if (!original) return false;
    const tmp = path.join(
      store.tempDir,
      `.${path.posix.basename(job.file)}.${crypto.randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      await fs.mkdir(store.tempDir, { recursive: true });
      let pipeline = (await image(original, { limitInputPixels: job.limitInputPixels })).rotate();
      if (job.width !== job.originalWidth) pipeline = pipeline.resize({ width: job.width });
      pipeline = job.format === 'avif' ? pipeline.avif(job.settings.avif) : pipeline.webp(job.settings.webp);
      await pipeline.toFile(tmp);
      await store.put(job.file, { file: tmp, move: true }, { contentType: `image/${job.format}` });
      failed.delete(job.file);
      return true;
    } finally {
      await fs.rm(tmp, { force: true });
    }
  } finally {
    // Kept for the next job only while another variant of that original waits in the queue.
    const kept = copy;
    if (kept && !queue.some((j) => j.store === kept.store && j.original === kept.key)) await releaseCopy();
  }
}

/** Drops the queued jobs of `owner` and waits for its running one (an app closing). */
export async function drop(owner: object): Promise<void> {
  for (let i = queue.length - 1; i >= 0; i--) {
    const job = queue[i];
    if (job.owner !== owner) continue;
    queue.splice(i, 1);
    queued.delete(job.file);
    job.finish(false);
  }
  if (running?.owner === owner) await running.done;
  // A copy kept for jobs dropped above (the running job's end releases it otherwise).
  const kept = copy;
  if (!running && kept && !queue.some((j) => j.store === kept.store && j.original === kept.key)) await releaseCopy();
}

/** Resolves once no job of `owner` is queued or running. */
export async function settled(owner: object): Promise<void> {
  for (;;) {
    const pending = [running, ...queue].filter((j): j is Job => j !== null && j.owner === owner);
    if (pending.length === 0) return;
    await Promise.all(pending.map((j) => j.done));
  }
}
