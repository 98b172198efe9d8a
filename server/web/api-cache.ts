import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { kindVersions, knownKindVersions, type KindVersions } from '../lib/content-version';
import { currentReadScope, noteKinds, recordReads } from '../lib/content-kinds';
import { contentLocale, requestLocale } from '../lib/http';
import { PREVIEW_HEADER } from '../modules/workflow/preview';
import { PageCache, depsOf, freshness, graceServes, pageEtag, type Deps, type Page } from './page-cache';
import { noneMatch } from './send';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a public read whose answer must never be kept (it counts a view, carries a fresh token, tells what someone searched). */
    apiCache?: boolean;
    /** Set when the route is added: its answers are kept by the API cache (server/web/api-cache.ts). */
    apiCached?: boolean;
    /** Set with apiCached: the query parameters the route declares (sorted, without `_t`), its answers' key. */
    apiCacheQuery?: string[];
    /**
     * How long an answer of the route is served as fresh at most, for a route whose answers change
     * without an editor's write (the view counts of an article list, written by the visits): it is
     * made again at least this often (while one request makes it, the others get it as is). Without
     * it, an answer is fresh until a kind it read changes.
     */
    apiCacheMaxAgeMs?: number;
  }
  interface FastifyRequest {
    /** A public read being answered for the API cache: where it goes and the versions it is made at. */
    apiCacheEntry: { lang: string; key: string; at: KindVersions; deps?: Deps } | null;
  }
}

/** The bytes the public API's answers may take (a quarter of the render cache's). */
export const API_CACHE_BYTES = 6 * 1024 * 1024;

/** How long a request making an answer again holds the others to the previous one at most. */
const MAKING_MS = 5000;

/**
 * The key of a request: its path and the query parameters its route declares, by name (the cache
 * buster `_t` left out; every GET ignores it). Parameters the route does not know (removed before
 * the handler sees them) and their order make no entry of their own that would crowd others out.
 */
function keyOf(url: string, names: readonly string[]): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = new URLSearchParams();
  for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
  const rest = kept.toString();
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
}

/**
 * The public JSON API's cache (issue 34): the answers of public GET /api/user/… reads, keyed by
 * path, query and language, kept with the kinds of content they read (recorded as the render
 * cache's pages are) and served while those kinds are at the versions read; after an edit the
 * previous answer goes out while one request makes the new one, after a withdrawal none does.
 * ETag and 304 on If-None-Match. Never kept: a request with a token or a preview link's token,
 * anything but a 200, a route that says apiCache: false.
 */
export function registerApiCache(app: FastifyInstance, prefix: string): void {
  const cache = new PageCache(API_CACHE_BYTES);
  /** The answers being made now (by language and key), with when they began: one that takes over MAKING_MS no longer holds others back. */
  const making = new Map<string, number>();
  app.decorateRequest('apiCacheEntry', null);

  app.addHook('onRoute', (route) => {
    const get = [route.method].flat().every((m) => m === 'GET');
    const publicRead = Array.isArray(route.schema?.security) && route.schema.security.length === 0;
    if (!get || !publicRead || !route.url.startsWith(`${prefix}/user/`) || route.config?.apiCache === false) return;
    const declared = (route.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties;
    const apiCacheQuery = Object.keys(declared ?? {})
      .filter((name) => name !== '_t')
      .sort();
    route.config = { ...route.config, apiCached: true, apiCacheQuery };
    // A route with a parameter answers one item: what it read is never served stale (the item may be the one that changed).
    const detail = route.url.includes(':');
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const entry = req.apiCacheEntry;
      if (!entry) return handler.call(this, req, reply);
      const { value, kinds, hard, items } = await recordReads(() => handler.call(this, req, reply), { detail });
      entry.deps = depsOf(entry.at, kinds, hard, items);
      return value;
    } as typeof route.handler;
  });

  const send = (req: FastifyRequest, reply: FastifyReply, page: Page, state: string) => {
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('ETag', page.etag).header('X-Cache', state);
    if (noneMatch(req.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.code(200).send(page.body);
  };

  app.addHook('onRequest', async (req, reply) => {
    const config = req.routeOptions.config;
    if (!config?.apiCached || req.method !== 'GET') return;
    if (req.headers.authorization || req.headers[PREVIEW_HEADER] !== undefined) return;
    const lang = `${contentLocale(req)}|${requestLocale(req)}`;
    const key = keyOf(req.url, config.apiCacheQuery ?? []);
    const at = knownKindVersions(app.db) ?? (await kindVersions(app.db));
    const page = cache.peek(lang, key);
    let state = page?.deps ? freshness(page.deps, at) : 'hard';
    const maxAge = config.apiCacheMaxAgeMs;
    if (state === 'fresh' && page && maxAge !== undefined && Date.now() - page.renderedAt > maxAge) state = 'stale';
    // A page being rendered takes only fresh answers (it is kept under the versions it read).
    const inPage = currentReadScope() !== undefined;
    if (page?.deps && state === 'fresh') {
      if (inPage)
        noteKinds(
          page.deps.versions.map(([k]) => k),
          page.deps.hard,
          page.deps.items,
        );
      return send(req, reply, page, 'hit');
    }
    // Stale while revalidating: one request makes the answer again, whoever asks meanwhile gets the previous one.
    const entryKey = `${lang}|${key}`;
    const began = making.get(entryKey);
    if (
      page &&
      state === 'stale' &&
      !inPage &&
      ((began !== undefined && Date.now() - began < MAKING_MS) || graceServes(page, app.load.busy))
    )
      return send(req, reply, page, 'stale');
    making.set(entryKey, Date.now());
    req.apiCacheEntry = { lang, key, at };
    reply.header('X-Cache', 'miss');
  });

  // However the request ends (an error, a closed connection), its answer is no longer being made.
  app.addHook('onResponse', async (req) => {
    const entry = req.apiCacheEntry;
    if (entry) making.delete(`${entry.lang}|${entry.key}`);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const entry = req.apiCacheEntry;
    if (!entry?.deps || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie'))
      return payload;
    const body = Buffer.from(payload);
    const type = reply.getHeader('content-type');
    const now = Date.now();
    const page: Page = {
      deps: entry.deps,
      status: 200,
      headers: typeof type === 'string' ? [['content-type', type]] : [],
      body,
      etag: pageEtag(body),
      csp: null,
      renderedAt: now,
      checkedAt: now,
    };
    cache.set(entry.lang, entry.key, page);
    reply.header('ETag', page.etag);
    if (noneMatch(req.headers['if-none-match'], page.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
