import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ARTICLE_KIND_LIST, type ArticleKindConfig } from '#contract/article-kinds.ts';
import type { Envelope } from '#contract/envelope.ts';
import type { PublicArticle } from '#contract/entities.ts';
import { countView, publicRead } from '../modules/articles/repository';
import { grantCovers, previewGrantOf } from '../modules/workflow/preview';
import { noteKinds, withArticleKind } from '../lib/content-kinds';
import { crossSite } from '../lib/http';

/**
 * Views of news, case and honour pages. The page render reads its article without counting
 * (a rendered page is cached and served many times: counting in the render counted one visit of
 * five); the page handler counts each visit instead, cached or not, and a preview or a prefetch
 * counts nothing. A page shown from a prefetch posts its view to its own path (enhance/views.ts).
 */

/** Each kind with the path prefix of its detail pages (`/news/detail/`). */
const DETAIL_PREFIXES = ARTICLE_KIND_LIST.map((cfg) => ({ cfg, prefix: `${cfg.siteDetailPath}/` }));

/** The article a site path shows (`/news/detail/12` → news 12), or null. */
export function articlePageOf(path: string): { cfg: ArticleKindConfig; id: number } | null {
  for (const { cfg, prefix } of DETAIL_PREFIXES) {
    if (!path.startsWith(prefix)) continue;
    const id = path.slice(prefix.length);
    return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? { cfg, id: Number(id) } : null;
  }
  return null;
}

/** Whether the browser is only prefetching the page (Speculation Rules, <link rel=prefetch>): no visit yet. */
export function isPrefetch(req: Pick<FastifyRequest, 'headers'>): boolean {
  const purpose = req.headers['sec-purpose'] ?? req.headers.purpose;
  return typeof purpose === 'string' && purpose.toLowerCase().includes('prefetch');
}

/** How long visits are added up in memory before they are written (one write per article). */
const FLUSH_MS = 2000;

/**
 * Visits of article pages, added up per article and written every FLUSH_MS and when the server
 * stops: a popular page costs one write per two seconds instead of one per visit, and a flood of
 * requests cannot turn into a flood of database writes. A crash loses at most two seconds of
 * counts, which a view counter can afford.
 */
export function pageViewCounter(app: FastifyInstance) {
  const pending = new Map<string, { kind: string; id: number; visits: number }>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const batch = [...pending.values()];
    pending.clear();
    for (const { kind, id, visits } of batch) {
      try {
        await countView(app.db, kind, id, visits);
      } catch (error) {
        app.log.warn({ err: error }, 'page views could not be counted');
      }
    }
  };
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    await flush();
  });
  return {
    /** Counts a visit of the article page at `path` (site path without the base), if it is one. */
    count(path: string): void {
      // A path articlePageOf accepts names one article in one spelling (no leading zeros): the key.
      const entry = pending.get(path);
      if (entry) entry.visits++;
      else {
        const page = articlePageOf(path);
        if (!page) return;
        pending.set(path, { kind: page.cfg.kind, id: page.id, visits: 1 });
      }
      timer ??= setTimeout(() => void flush(), FLUSH_MS);
    },
    /** Writes what is pending now (tests). */
    flush,
  };
}

export type PageViewCounter = ReturnType<typeof pageViewCounter>;

/**
 * For the render's in-process API: the public detail call of an article (`/user/latest-news/12`)
 * answered like the API does, but without counting a view; null for any other path.
 */
export async function articleReadOf(
  app: FastifyInstance,
  apiPath: string,
  previewToken?: string,
): Promise<Envelope<PublicArticle | null> | null> {
  const path = apiPath.split('?')[0];
  const cfg = ARTICLE_KIND_LIST.find((c) => path.startsWith(`${c.userPath}/`));
  const id = cfg ? path.slice(cfg.userPath.length + 1) : '';
  if (!cfg || !/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return null;
  const mayPreview = previewToken
    ? async (no: string, lang: string) => grantCovers(await previewGrantOf(app.db, previewToken), cfg.kind, no, lang)
    : undefined;
  const article = await withArticleKind(cfg.kind, () => publicRead(app.db, cfg, Number(id), mayPreview));
  // This item's own page: never served stale after a change of the item (by its no or an id of its languages).
  if (article)
    noteKinds(
      [],
      [],
      [article.no, article.id, ...article.translations.map((t) => t.id)].map((key) => `${cfg.kind}#${key}`),
    );
  return article
    ? { result: article, message: 'OK', status: 200 }
    : { result: null, message: `not found: ${cfg.kind} ${id}`, status: 404 };
}

/**
 * POST <detail page path>: the view of a page shown from a prefetch (never counted for a preview
 * link). Only the site's own pages post it: a post from another site, which any page could make
 * its visitors' browsers send (sendBeacon and form posts need no preflight), is refused and counts
 * nothing (crossSite: Sec-Fetch-Site and Origin).
 */
export function registerViewBeacon(app: FastifyInstance, views: PageViewCounter): void {
  const base = app.config.basePath;
  for (const cfg of ARTICLE_KIND_LIST) {
    app.post(`${base}${cfg.siteDetailPath}/:id`, { schema: { hide: true } }, async (req, reply) => {
      if (crossSite(req)) return reply.status(403).send();
      if ((req.query as Record<string, unknown>).preview === undefined)
        views.count(`${cfg.siteDetailPath}/${(req.params as { id: string }).id}`);
      return reply.status(204).send();
    });
  }
}
