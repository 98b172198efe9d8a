import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressed, pickEncoding } from './compress';
import type { Page } from './page-cache';
import { framedBySite } from './csp';

/**
 * Answers with a page: its headers and CSP; for a public page Cache-Control no-cache with an ETag
 * (a 304 when If-None-Match matches); the back office no-store and no ETag; a page seen through a
 * preview link no-store, private and noindex, whatever the route says; brotli or gzip when accepted.
 */
export function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  audience: 'public' | 'admin' | 'preview',
): FastifyReply | Promise<FastifyReply> {
  const privatePage = audience !== 'public';
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.csp) {
    reply.header('Content-Security-Policy', audience === 'preview' ? framedBySite(page.csp) : page.csp);
    reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  }
  if (audience === 'preview') {
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Robots-Tag', 'noindex');
  } else if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', privatePage ? 'no-store' : 'no-cache');
  if (!privatePage) reply.header('ETag', page.etag);
  if (!privatePage && page.status === 200 && noneMatch(req.headers['if-none-match'], page.etag)) {
    return reply.status(304).send();
  }
  reply.status(page.status);
  const encoding = req.method === 'GET' ? pickEncoding(page.body.length, req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(page.body);
  const send = (body: Buffer) => {
    reply.header('Content-Encoding', encoding);
    if (!page.csp) reply.header('Vary', 'Accept-Encoding');
    return reply.send(body);
  };
  const body = compressed(page, encoding);
  return Buffer.isBuffer(body) ? send(body) : body.then(send);
}

/**
 * Whether If-None-Match names the page's current version (RFC 9110 §13.1.2): `*`, or one tag of a
 * comma-separated list, compared weakly (a `W/` prefix on either side does not matter).
 */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const own = opaque(etag);
  return value.split(',').some((tag) => opaque(tag) === own);
}
