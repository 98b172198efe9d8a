import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressed, pickEncoding } from './compress';
import type { Page } from './page-cache';

/**
 * Answers with a page: its headers and CSP; Cache-Control no-cache with an ETag (a 304 when
 * If-None-Match matches), or no-store and no ETag for the back office; brotli or gzip when accepted.
 */
export async function sendPage(req: FastifyRequest, reply: FastifyReply, page: Page, admin: boolean): Promise<FastifyReply> {
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.csp) {
    reply.header('Content-Security-Policy', page.csp);
    reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  }
  if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', admin ? 'no-store' : 'no-cache');
  if (!admin) reply.header('ETag', page.etag);
  if (!admin && page.status === 200 && req.headers['if-none-match'] === page.etag) {
    return reply.status(304).send();
  }
  reply.status(page.status);
  const encoding = req.method === 'GET' ? pickEncoding(page.body.length, req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(page.body);
  const body = await compressed(page, encoding);
  reply.header('Content-Encoding', encoding);
  if (!page.csp) reply.header('Vary', 'Accept-Encoding');
  return reply.send(body);
}
