import { promisify } from 'node:util';
import zlib from 'node:zlib';

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
 * Brotli or gzip, per the request's Accept-Encoding (brotli first); null for neither or a small
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

function choose(header: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
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
