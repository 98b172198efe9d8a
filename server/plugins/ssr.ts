import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { matchLocale, localeOrDefault, type Locale } from '../../contract/locales';
import type { ApiCaller, SiteContext } from '../../app/context';
import { contentVersion } from '../lib/content-version';
import { msg } from '../lib/messages';
import { requestLocale } from '../lib/http';
import { siteOrigin } from '../config';

const BUILD_DIR = path.resolve('build');
const CACHE_LIMIT = 500;

interface CachedPage {
  version: string;
  status: number;
  headers: [string, string][];
  /** The page as UTF-8 bytes, encoded once rather than per response. */
  body: Buffer;
  etag: string;
  /** Content-Security-Policy with the hashes of this page's inline scripts. */
  csp: string | null;
  /** Compressed twins, made on first demand and kept with the page. */
  br?: Buffer;
  gzip?: Buffer;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP allows exactly the inline scripts the app emitted for this page, by hash (CSP level 2):
 * only those carrying this render's random mark (SiteContext.scriptNonce), which is then removed.
 * A script that reached the HTML another way is not allowed. Unlike a per-response nonce,
 * hashes let a rendered page be cached and compressed once.
 */
export function withScriptHashes(html: string, nonce: string, admin: boolean): { html: string; csp: string } {
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (!m[1].includes(mark)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[2]).digest('base64')}'`);
  }
  return { html: html.split(mark).join(''), csp: csp([...hashes].join(' '), admin) };
}

/** The visitor's language: ?lang= (crawlable per-language URLs), cookie umi_locale, Accept-Language, zh_CN. */
export function pageLocale(req: FastifyRequest): { locale: Locale; fromUrl: boolean } {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  const fromUrl = matchLocale(typeof q === 'string' ? q : undefined);
  if (fromUrl) return { locale: fromUrl, fromUrl: true };
  const cookie = matchLocale(req.cookies?.umi_locale);
  if (cookie) return { locale: cookie, fromUrl: false };
  return { locale: localeOrDefault(req.headers['accept-language']?.split(',')[0]), fromUrl: false };
}

/** Brotli (fast setting) or gzip for a page, per the request's Accept-Encoding; null for neither. */
function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  if (/\bbr\b/.test(value)) return 'br';
  if (/\bgzip\b/.test(value)) return 'gzip';
  return null;
}

function csp(scriptHashes: string, admin: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes}`.trim(),
    // antd's CSS-in-JS writes style elements at run time in the back office; the public site has only style sheets.
    admin ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built React Router app: static client files (immutable /assets), server-rendered
 * public pages with an in-process render cache keyed on the database's content version, and the
 * back office shell.
 */
export async function registerSsr(app: FastifyInstance): Promise<void> {
  const serverEntry = path.join(BUILD_DIR, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) {
    app.log.warn('no web build found (build/server/index.js): run `npm run build`; serving the API only');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const base = app.config.basePath;

  await app.register(fastifyStatic, {
    root: path.join(BUILD_DIR, 'client'),
    prefix: `${base}/`,
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const cache = new Map<string, CachedPage>();
  const api: ApiCaller = async (apiPath, opts = {}) => {
    const res = await app.inject({
      method: 'GET',
      url: `${base}/api${apiPath}`,
      headers: opts.lang ? { 'x-language': opts.lang } : {},
    });
    return JSON.parse(res.body);
  };

  const render = async (req: FastifyRequest, reply: FastifyReply) => {
    const urlPath = req.url.split('?')[0];
    if (urlPath === `${base}/api` || urlPath.startsWith(`${base}/api/`)) {
      const lang = requestLocale(req);
      return reply.status(404).send({ result: null, message: `${msg('routeNotFound', lang)}: ${req.method} ${urlPath}`, status: 404 });
    }
    const admin = urlPath.startsWith(`${base}/admin`);
    const { locale, fromUrl } = pageLocale(req);
    const version = admin ? '' : await contentVersion(app.db);
    const key = `${locale}|${req.url}`;
    const cacheable = !admin && req.method === 'GET';

    let page = cacheable ? cache.get(key) : undefined;
    if (!page || page.version !== version) {
      // Absolute links come from configuration, never from the request's Host, so a cached page
      // is the same whoever asked first (the cache key needs no host).
      const origin = siteOrigin(app.config, app.server.address());
      const scriptNonce = crypto.randomBytes(18).toString('base64url');
      const controller = new AbortController();
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
      }
      const request = new Request(`${origin}${req.url}`, { method: req.method, headers, signal: controller.signal });
      const context: SiteContext = { api, locale, localeFromUrl: fromUrl, origin, basePath: base, scriptNonce };
      const response = await handle(request, context as any);
      let body = await response.text();
      const outHeaders: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') outHeaders.push([name, value]);
      });
      const isHtmlPage = response.headers.get('content-type')?.includes('text/html') ?? false;
      let pageCsp: string | null = null;
      if (isHtmlPage) ({ html: body, csp: pageCsp } = withScriptHashes(body, scriptNonce, admin));
      page = {
        version,
        status: response.status,
        headers: outHeaders,
        body: Buffer.from(body),
        csp: pageCsp,
        etag: `W/"${crypto.createHash('sha1').update(version).update(body).digest('base64url').slice(0, 27)}"`,
      };
      if (cacheable && response.status === 200 && !response.headers.has('set-cookie')) {
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
        cache.set(key, page);
      }
    }

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
    const encoding = page.body.length > 1024 && req.method === 'GET' ? pickEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(page.body);
    reply.header('Content-Encoding', encoding);
    if (!page.csp) reply.header('Vary', 'Accept-Encoding');
    if (encoding === 'br') {
      page.br ??= zlib.brotliCompressSync(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
      return reply.send(page.br);
    }
    page.gzip ??= zlib.gzipSync(page.body, { level: 6 });
    return reply.send(page.gzip);
  };

  app.route({ method: ['GET', 'HEAD'], url: `${base}/*`, handler: render });
  if (base) app.route({ method: ['GET', 'HEAD'], url: base, handler: render });
  else app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
}
