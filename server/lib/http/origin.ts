import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser sent this request for another site's page: what a form or a beacon on any
 * site can make its visitors' browsers send here (no preflight asks first). A browser names where
 * a request comes from: `Sec-Fetch-Site` (anything but same-origin is another site's, or no
 * page's) decides where it is sent. Only without it (older browsers) the `Origin` of a POST must
 * be the site's public origin (PUBLIC_URL; without it, the host the request was sent to). An
 * Origin of "null" is no evidence either way: the site's own pages send it (their
 * Referrer-Policy is no-referrer, and a browser then sends a form's Origin as "null"), so it
 * passes like a request naming no origin at all (an old browser, curl, a server).
 */
export function crossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = req.headers.origin;
  if (origin === undefined || origin === 'null') return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true;
  }
  const publicUrl = req.server.config.publicUrl;
  if (publicUrl) return from.origin !== new URL(publicUrl).origin;
  return from.host !== req.host.toLowerCase();
}
