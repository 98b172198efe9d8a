import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bodies of this many bytes or fewer are sent as they are. */
export const MIN_COMPRESS_BYTES = 1024;

/** A body with its compressed twins, each made on first demand and kept with it. */
export interface Compressible {
  body: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  /** The twins once made, to send without waiting. */
  made?: Partial<Record<Encoding, Buffer>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli or gzip, per the request's Accept-Encoding (brotli first); null for neither or a small body. */
export function pickEncoding(size: number, header: string | string[] | undefined): Encoding | null {
  if (size <= MIN_COMPRESS_BYTES) return null;
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  if (/\bbr\b/.test(value)) return 'br';
  if (/\bgzip\b/.test(value)) return 'gzip';
  return null;
}

/**
 * The body compressed off the event loop (zlib's thread pool), brotli at the fast setting.
 * The promise is kept with the body, so concurrent and later requests share one compression.
 */
export function compressed(item: Compressible, encoding: Encoding): Promise<Buffer> {
  const keep = (body: Buffer) => ((item.made ??= {})[encoding] = body);
  if (encoding === 'br') {
    return (item.br ??= brotli(item.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).then(keep));
  }
  return (item.gzip ??= gzip(item.body, { level: 6 }).then(keep));
}
