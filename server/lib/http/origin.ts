import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser sent this request for another site's page: what a form or a beacon on any
 * site can make its visitors' browsers send here (no preflight asks first). A browser names where
 * a request comes from: `Sec-Fetch-Site` (anything but same-origin is another site's, or no
 * page's), and `Origin` on a POST, which must be the site's public origin (PUBLIC_URL; without it,
 * the host the request was sent to). A request naming neither (an old browser, curl, a server) is
 * no browser's cross-site request and passes.
 */
export function crossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  // "null": a sandboxed frame, a data: page, a redirect from another site: none of ours.
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
