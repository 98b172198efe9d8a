import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip';

/** Bodies of this many bytes or fewer are sent as they are. */
export const MIN_COMPRESS_BYTES = 1024;

/** A body with its compressed twins, each made on first demand and kept with it. */
export interface Compressible {
  body: Buffer;
  /** Per encoding: the promise while the twin is being made (shared by every request meanwhile), then its bytes. */
  twins?: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli or gzip, per the request's Accept-Encoding (brotli on a tie); null for neither or a small
 * body. A coding the client refuses with `q=0` (itself or through `*;q=0`) is never sent.
 */
export function pickEncoding(size: number, header: string | string[] | undefined): Encoding | null {
  if (size <= MIN_COMPRESS_BYTES) return null;
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  // Browsers send the same few headers: the last one's answer is kept (pages are the hot path).
  if (value !== lastHeader) {
    lastHeader = value;
    lastChoice = choose(value);
  }
  return lastChoice;
}

let lastHeader: string | undefined;
let lastChoice: Encoding | null = null;

/** negotiator 1.0's encoding() with its tie-break option (@types/negotiator 0.6 does not name the option yet). */
const preferredEncoding: (
  this: Negotiator,
  available: string[],
  options: { preferred: string[] },
) => string | undefined = Negotiator.prototype.encoding;

/** Negotiated by `negotiator`: the client's q-values decide; brotli wins a tie; a coding at q=0 (or `*;q=0`) is never chosen. */
function choose(header: string): Encoding | null {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const best = preferredEncoding.call(negotiator, ['br', 'gzip'], { preferred: ['br', 'gzip'] });
  return best === 'br' || best === 'gzip' ? best : null;
}

/**
 * The body compressed off the event loop (zlib's thread pool), brotli at the fast setting. The
 * twin is kept with the body: concurrent requests share one compression, later ones get the bytes
 * at once (no promise to wait for).
 */
export function compressed(item: Compressible, encoding: Encoding): Buffer | Promise<Buffer> {
  const twins = (item.twins ??= {});
  const kept = twins[encoding];
  if (kept) return kept;
  const making =
    encoding === 'br'
      ? brotli(item.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzip(item.body, { level: 6 });
  return (twins[encoding] = making.then((body) => (twins[encoding] = body)));
}
