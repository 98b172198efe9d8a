import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { kindVersions, knownKindVersions } from '../lib/content-version';
import { recordReads } from '../lib/content-kinds';
import { sendRouteNotFound } from '../plugins/errors';
import { PageCache, depsOf, freshness, graceServes, toPage, withdrawnSince, type Page } from './page-cache';
import type { KindVersions } from '../lib/content-version';
import { createRenderer, pageLocale, readsUnchanged, requestTarget } from './render';
import { badRequest } from '../lib/http';
import { pageQueryKey } from '#contract/urls.ts';
import { FORM_MAX_MS } from '#contract/inquiries.ts';
import { sendPage } from './send';
import { registerStatic } from './static';
import { previewGrantOf } from '../modules/workflow/preview';
import { isPrefetch, pageViewCounter, registerViewBeacon } from './views';
import { registerInquiryForm } from './inquiry-form';

/** Where `npm run build` wrote the site (BUILD_DIR, default ./build), as the environment says when the app is built. */
const buildDir = () => path.resolve(process.env.BUILD_DIR || 'build');

/**
 * Serves the built React Router app: static client files, server-rendered public pages through
 * the render cache (each page kept with the kinds of content it read, served while they are at
 * the versions it read), and the back office shell.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** How many public pages were rendered for the render cache (server/web/index.ts). */
    pageRenders: { count: number };
  }
}

export async function registerSsr(app: FastifyInstance): Promise<void> {
  const BUILD_DIR = buildDir();
  const serverEntry = path.join(BUILD_DIR, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) {
    app.log.warn(`no web build found in ${BUILD_DIR}: run \`npm run build\`; serving the API only`);
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const render = createRenderer(app, build);
  const cache = new PageCache();
  /** The render under way per cached page, with the sequence number of the versions it renders (one render per page and version). */
  const rendering = new Map<string, { at: KindVersions; page: Promise<Page> }>();
  /** Kept pages found unchanged by the API answers they were made from (renderKept), for Server-Timing. */
  const foundUnchanged = new WeakSet<Page>();
  /** Pages rendered for the cache (tests read it: a write elsewhere renders nothing again). */
  app.decorate('pageRenders', { count: 0 });
  const views = pageViewCounter(app);
  const base = app.config.basePath;

  await registerStatic(app, path.join(BUILD_DIR, 'client'));

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const target = requestTarget(req.url);
    if (target === null) throw badRequest('the request must name a path, such as /home');
    // A browser never sends a fragment; one in the request line would be the query for the cache
    // key and a fragment for the renderer (a filtered page's key, the unfiltered page's body).
    if (target.includes('#')) throw badRequest('the address holds a "#": a fragment is not sent to the server');
    // Decisions on the path as the router matched it (percent-escapes decoded), never on the raw
    // URL: /%61dmin is the back office (never cached), /%61pi/… an API address.
    const matched = `/${(req.params as { '*'?: string })['*'] ?? ''}`;
    if (matched === '/api' || matched.startsWith('/api/')) {
      sendRouteNotFound(req, reply, `${base}${matched}`);
      return reply;
    }
    const admin = matched.startsWith('/admin');
    const { locale, fromUrl } = pageLocale(req);
    // A preview link (?preview=<token>) is rendered for its holder alone: never cached, never indexed.
    // A token that does not work (revoked, expired or made up) shows the public page, from the
    // render cache like any other: `?preview=x` is no way around the cache.
    const previewToken = admin ? undefined : (req.query as Record<string, unknown>).preview;
    if (typeof previewToken === 'string' && (await previewGrantOf(app.db, previewToken))) {
      const page = toPage(await render(req, { target, locale, fromUrl, admin, preview: { token: previewToken } }));
      return sendPage(req, reply, page, 'preview');
    }
    // Only pages: the router's own requests (/__manifest?paths=…, *.data?_routes=…, for the
    // hydrated back office) answer by parameters no page reads, so they never share an entry.
    const cacheable = !admin && req.method === 'GET' && matched !== '/__manifest' && !matched.endsWith('.data');
    // One entry per page, whichever spelling asked for it (spellings cannot crowd pages out): the
    // path as matched and the query parameters pages read (PAGE_QUERY), so tracking parameters
    // such as ?fbclid= share the page's entry.
    const query = target.indexOf('?');
    const params = new URLSearchParams(query < 0 ? '' : target.slice(query));
    const key = `${matched}${pageQueryKey(params)}`;
    // A name search says what a visitor looked for: never kept, so nobody can tell from the cache
    // (its header or its speed) what others searched.
    const kept = cacheable && !params.get('q')?.trim();
    // Which kinds of content are at which version (changed by writes, and when a scheduled item
    // comes out), for a page the cache keeps; mostly the process knows them already, and a cached
    // page goes out without waiting.
    const versions = kept ? (knownKindVersions(app.db) ?? (await kindVersions(app.db))) : null;
    // Rendered from the address as keyed: the path as matched, written one way (/h%6fme is
    // /home, and its language links say so), with the query as the request sent it.
    // React Router's catch-all (`*`, the pattern `.*`) cannot match a line break or separator, so
    // such a character is handed on escaped once more: /%0A is then the not-found page of the
    // address "/%0A", as any unknown address is, instead of no route at all.
    const segment = (s: string) => encodeURIComponent(s.replace(/[\n\r\u2028\u2029]/g, encodeURIComponent));
    const canonical = () =>
      `${base}${matched.split('/').map(segment).join('/')}${query < 0 ? '' : target.slice(query)}`;
    /**
     * Renders the page for the cache, recording the kinds of content it reads, filed under the
     * versions known before it began (a write landing meanwhile makes it stale at once). Requests
     * that ask while it renders wait for this render instead of starting their own. A kept page
     * (`previous`) whose API answers all answer the same as when it was made is kept as it is,
     * under the versions now, without rendering it (a news write leaves a lawyer's page that
     * lists none of the news as it was).
     */
    const renderKept = (previous: Page | undefined): Promise<Page> => {
      const entryKey = `${locale}|${key}`;
      const running = rendering.get(entryKey);
      // A render under way serves whoever asks meanwhile, unless something it may show was withdrawn since it began.
      if (running && !withdrawnSince(cache.peek(locale, key)?.deps, running.at, versions!)) return running.page;
      const at = versions!;
      const made = (async () => {
        if (previous?.reads) {
          try {
            const check = await recordReads(() => readsUnchanged(app, previous.reads!));
            if (check.value) {
              const same: Page = {
                ...previous,
                deps: depsOf(at, check.kinds, check.hard, check.items),
                checkedAt: Date.now(),
              };
              cache.set(locale, key, same);
              foundUnchanged.add(same);
              return same;
            }
          } catch (err) {
            // The render below meets the same failure and answers with the site's error page.
            req.log.warn({ err, url: key.slice(0, 300) }, 'checking a kept page failed');
          }
        }
        app.pageRenders.count++;
        const { value, kinds, hard, items } = await recordReads(() =>
          render(req, { target: canonical(), locale, fromUrl, admin }),
        );
        const fresh = toPage(value, depsOf(at, kinds, hard, items));
        cache.set(locale, key, fresh);
        return fresh;
      })();
      const entry = { at, page: made };
      rendering.set(entryKey, entry);
      const done = () => {
        if (rendering.get(entryKey) === entry) rendering.delete(entryKey);
      };
      made.then(done, done);
      return made;
    };
    let page = kept ? cache.peek(locale, key) : undefined;
    let state = page?.deps ? freshness(page.deps, versions!) : 'hard';
    // A page's inquiry form carries the time it was rendered, valid for 24 hours: a kept page is
    // rendered again after half of that, so no form a visitor opens has run out.
    // The footer shows the year: a page from last year is rendered again too.
    const expired =
      !!page &&
      (Date.now() - page.renderedAt > FORM_MAX_MS / 2 ||
        new Date(page.renderedAt).getFullYear() !== new Date().getFullYear());
    if (expired) state = 'hard';
    const previous = expired ? undefined : page;
    // Stale while revalidating: after a change that withdrew nothing, the first visitor waits for
    // the page to be rendered again, and whoever asks while it renders gets the previous page
    // (never a queue of identical renders); while the process is busy, a page made less than
    // GRACE_MS ago goes out as it is. After a withdrawal everyone waits for that one render.
    const servable =
      state === 'fresh' ||
      (state === 'stale' && !!page && (rendering.has(`${locale}|${key}`) || graceServes(page, app.load.busy)));
    if (!servable) page = undefined;
    const cached = state === 'stale' ? 'cache;desc=stale' : 'cache;desc=hit';
    const fromCache = !!page;
    if (!page) {
      page = kept
        ? await renderKept(previous)
        : toPage(await render(req, { target: admin ? target : canonical(), locale, fromUrl, admin }));
    }
    // Whether the page came from the render cache, was found unchanged or was rendered, for
    // whoever looks (DevTools' Timing tab, curl -I).
    if (kept)
      reply.header(
        'Server-Timing',
        fromCache ? cached : foundUnchanged.has(page) ? 'cache;desc=checked' : 'cache;desc=miss',
      );
    // Every visit of an article counts, from the cache or not (a 304 too); a prefetch is no visit.
    if (cacheable && page.status === 200 && !isPrefetch(req)) views.count(matched);
    return sendPage(req, reply, page, admin ? 'admin' : 'public');
  };

  app.route({ method: ['GET', 'HEAD'], url: `${base}/*`, config: { page: true }, handler });
  registerViewBeacon(app, views);
  registerInquiryForm(app, render);
  app.route({ method: ['GET', 'HEAD'], url: base || '/', config: { page: true }, handler });
}
