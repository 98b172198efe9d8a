import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const base = context.basePath;
  const body = [
    'User-agent: *',
    `Allow: ${base}/`,
    `Disallow: ${base}/admin`,
    `Disallow: ${base}/admin-login`,
    `Disallow: ${base}/api/`,
    `Allow: ${base}/api/upload/`,
    '',
    `Sitemap: ${context.origin}${base}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
