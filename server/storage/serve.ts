import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { HttpError } from '../lib/http';
import type { BlobInfo, BlobStore, ByteRange } from './blob';

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return value.split(',').some((t) => opaque(t) === opaque(etag));
}

/** Whether If-Range still names this file (a strong ETag or its exact date): then a range may be answered. */
function rangeStillValid(header: string | undefined, info: BlobInfo): boolean {
  if (!header) return true;
  if (header.startsWith('"') || header.startsWith('W/')) return header === info.etag;
  const date = Date.parse(header);
  return Number.isFinite(date) && Math.floor(info.lastModified.getTime() / 1000) === Math.floor(date / 1000);
}

/**
 * Answers a stored file (or a range of it) from `store`: the one way /api/upload/… is served,
 * from the uploads folder or a bucket alike. Streamed: the body goes from the store to the socket
 * as it comes, never whole in memory. `headers` are the file's own (type, cache lifetime, …),
 * set only once the file is known to be there (a failure answers an envelope).
 * Answers 304 for a matching If-None-Match, 206 for one satisfiable byte range (several ranges
 * get the whole file), 416 for an unsatisfiable one, and false when the store has no such key.
 */
export async function sendBlob(
  req: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  key: string,
  headers: Record<string, string>,
): Promise<boolean> {
  const rangeHeader = req.method === 'GET' ? req.headers.range : undefined;
  const conditional = req.headers['if-none-match'] !== undefined;
  let range: ByteRange | undefined;
  let info: BlobInfo | null = null;
  // A plain request is one call to the store (its answer carries the size and validators); a
  // conditional or partial one looks first, so that a 304 or 416 opens no body.
  if (rangeHeader || conditional || req.method === 'HEAD') {
    info = await store.head(key);
    if (!info) return false;
    if (!noneMatch(req.headers['if-none-match'], info.etag) && rangeHeader) {
      const ifRange = req.headers['if-range'];
      const parsed = rangeStillValid(Array.isArray(ifRange) ? ifRange[0] : ifRange, info)
        ? parseRange(info.size, rangeHeader, { combine: true })
        : -2;
      if (parsed === -1) {
        reply.header('Content-Range', `bytes */${info.size}`);
        throw new HttpError(
          416,
          'invalid',
          `the range "${rangeHeader.slice(0, 100)}" is not within the file's ${info.size} bytes`,
        );
      }
      // Malformed (-2) or several ranges: the whole file, as RFC 9110 allows.
      if (parsed !== -2 && parsed.type === 'bytes' && parsed.length === 1) range = parsed[0];
    }
  }
  const validators = (i: BlobInfo) => {
    reply.header('ETag', i.etag).header('Last-Modified', i.lastModified.toUTCString()).header('Accept-Ranges', 'bytes');
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  };
  if (info && noneMatch(req.headers['if-none-match'], info.etag)) {
    validators(info);
    reply.removeHeader('Content-Type');
    reply.removeHeader('Content-Disposition');
    await reply.code(304).send();
    return true;
  }
  if (req.method === 'HEAD' && info) {
    validators(info);
    reply.header('Content-Length', info.size);
    // An empty stream: Fastify's HEAD handling keeps the Content-Length of a stream (for no payload it writes 0).
    await reply.code(200).send(Readable.from([]));
    return true;
  }
  const got = await store.get(key, range);
  if (!got) return false;
  validators(got.info);
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${got.info.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.header('Content-Length', got.info.size);
  }
  await reply.send(got.body);
  return true;
}
