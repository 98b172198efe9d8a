import path from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError } from '../lib/http';

/**
 * Where uploaded files live: a small interface over the local uploads folder (disk.ts, the
 * default) and an S3-compatible bucket (s3.ts, STORAGE_URL). Keys are relative paths with `/`
 * (`2026/11/<id>_<w>x<h>.jpg`) that checkedKey() accepted; the upload logic (index.ts) and
 * everything that serves, checks or backs up files goes through it, so both behave the same.
 * Bodies are streams or files, never whole files in memory.
 */
export interface BlobInfo {
  size: number;
  /** A strong validator, quoted (`"…"`), the same for the same bytes on every node. */
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end`, both included (as in a Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /** Where the files are, for messages: the folder, or s3://bucket/prefix. */
  readonly where: string;
  /**
   * Stores `source` under `key` (replacing what is there). A file given with `move` may be taken
   * over (renamed) instead of copied; the caller removes its file in any case. A stream is taken
   * as it comes (the disk writes it; S3 receives it through a temporary file, as a PUT needs its length).
   */
  put(
    key: string,
    source: { file: string; move?: boolean } | Buffer | Readable,
    opts?: { contentType?: string },
  ): Promise<void>;
  /** Size, validator and time of `key`; null when there is none. */
  head(key: string): Promise<BlobInfo | null>;
  /** A stream of `key` (or of `range` of it); null when there is none. The caller consumes or destroys the body. */
  get(key: string, range?: ByteRange): Promise<{ info: BlobInfo; body: Readable } | null>;
  /** Removes `key`; nothing when it is not there. */
  delete(key: string): Promise<void>;
  /** Every key below `prefix` (a folder such as `2026/11/`, or '' for all), with its size; hidden files left out. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /**
   * A local file with the bytes of `key` for a reader that needs a file (sharp): the disk's own
   * file, or a temporary copy. `done` removes a copy. Null when there is no such key.
   */
  localCopy(key: string): Promise<{ file: string; done(): Promise<void> } | null>;
  /** A local folder for temporary files (received uploads, converted images) on the same file system as put's moves. */
  readonly tempDir: string;
}

/** The store cannot be reached (the bucket is down, refuses our credentials, …): 503, nothing recorded. */
export class StoreUnavailable extends HttpError {
  constructor(where: string, cause: unknown) {
    super(503, 'storageUnavailable', `${where}: ${describe(cause)}`);
  }
}

function describe(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode;
  return [e?.code ?? e?.name, status ? `HTTP ${status}` : null, e?.message].filter(Boolean).join(' ').slice(0, 300);
}

/** One path segment we may serve: no leading dot (so no `.`/`..`/hidden files), a safe alphabet. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * A request path below /api/upload/ as a key, or null when it is no key we could have made (a
 * path that would leave the uploads, a hidden file, anything encoded twice).
 */
export function checkedKey(requestPath: string): string | null {
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
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.startsWith('/') || path.isAbsolute(decoded))
    return null;
  const segments = decoded.split('/');
  if (!segments.every((s) => SAFE_SEGMENT.test(s))) return null;
  return segments.join('/');
}
