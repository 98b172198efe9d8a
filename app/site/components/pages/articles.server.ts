import { data, redirect, type AppLoadContext } from 'react-router';
import { apiGet, apiResult, idParam, intQuery } from './api.server';
import { ARTICLE_KIND_CONFIGS, articleDetailPath } from '#contract/article-kinds.ts';
import { pageParam } from '#contract/urls.ts';
import {
  ARTICLE_PAGE_SIZE,
  catalogTabs,
  findTab,
  tabLanguageQuery,
  type ArticleListSection,
  type ArticleSection,
} from './articles';
import type { ArticleItem, Catalog, PublicArticle } from '#contract/entities.ts';
import { MAX_PAGE_SIZE } from '#contract/envelope.ts';
import { languagePathsOf } from '../language-links';

type LoaderArgs = { request: Request; context: AppLoadContext; params: Record<string, string | undefined> };

/** The most pages one list URL shows (?page=N shows pages N-29 to N, from page 1 while N ≤ 30). */
export const MAX_LIST_PAGES = 30;

/** Items per API call: whole list pages, as many as the API's page size allows. */
const CHUNK = Math.floor(MAX_PAGE_SIZE / ARTICLE_PAGE_SIZE) * ARTICLE_PAGE_SIZE;

/**
 * The list page: catalog tabs, the selected catalog (?cata=) and the items of the pages up to
 * ?page=N ("load more" is a link to the next page: without script it shows the list so far plus
 * the next page, and a reload after "load more" in place shows the same list). At most
 * MAX_LIST_PAGES pages, the last ones: further down a long archive the first items give way, so
 * "load more" always reaches the next page. `offset` is the place of the first item shown. A
 * catalog id of another language selects the same category in this one; an unknown one falls
 * back to the default tab. `languageQuery` is what the language links carry to keep the tab.
 */
export async function loadArticleList(section: ArticleListSection, { request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const tree = await apiResult<Catalog[]>(context, `/user/catalog?type=${section.catalogType}`);
  const tabs = catalogTabs(tree);
  const selected = findTab(tabs, intQuery(pageParam(url, 'cata'), 0, 2_147_483_647));
  const cataId = selected?.id ?? (section.allTab ? 0 : (tabs[0]?.id ?? 0));
  // A page that cannot be there (not a number from 1 to 100,000) is a 404, like one past the end.
  const asked = pageParam(url, 'page');
  const page = asked === null ? 1 : intQuery(asked, 0, 100_000);
  if (page === 0) throw data(null, { status: 404 });
  const query = (pageNo: number, pageSize: number) => {
    const q = new URLSearchParams({ page: String(pageNo), pageSize: String(pageSize) });
    if (cataId) q.set('cataId', String(cataId));
    return `${section.userPath}?${q}`;
  };
  // Items [offset, end) in as few calls as the API's page size allows (one up to page 11).
  const offset = Math.max(0, page - MAX_LIST_PAGES) * ARTICLE_PAGE_SIZE;
  const end = page * ARTICLE_PAGE_SIZE;
  const first = Math.floor(offset / CHUNK);
  const calls = Math.floor((end - 1) / CHUNK) - first + 1;
  const answers = await Promise.all(
    Array.from({ length: calls }, (_, i) => apiGet<ArticleItem[]>(context, query(first + i + 1, CHUNK))),
  );
  const seen = new Set<number>();
  const items = answers
    .flatMap((a) => a.result)
    .slice(offset - first * CHUNK, end - first * CHUNK)
    .filter((item) => !seen.has(item.id) && !!seen.add(item.id));
  const total = answers[0].pageable?.totalCount ?? items.length;
  // A page past the end of the list is not there (its items would be none).
  if (page > 1 && offset + items.length <= (page - 1) * ARTICLE_PAGE_SIZE) throw data(null, { status: 404 });
  return {
    tabs,
    cataId,
    page,
    pageSize: ARTICLE_PAGE_SIZE,
    total,
    offset,
    items,
    languageQuery: tabLanguageQuery(selected),
  };
}

/**
 * One item of any kind (news, case analyses, honours); an id that is not a database id is a 404.
 * An id of another language than the visitor's is sent to its translation when there
 * is one (so switching the language on a detail page keeps the visitor on the same article).
 */
export async function loadArticleDetail(section: ArticleSection, { request, context, params }: LoaderArgs) {
  const id = idParam(params.id);
  const item = await apiResult<PublicArticle>(context, `${section.userPath}/${id}`);
  if (item.lang !== context.locale) {
    const other = item.translations?.find((t) => t.lang === context.locale);
    if (other && other.id !== id) {
      const url = new URL(request.url);
      throw redirect(`${context.basePath}${articleDetailPath(section, other.id)}${url.search}`);
    }
  }
  // The language links go straight to each translation (no redirect); a language without one
  // shows this item, as its address would.
  return {
    item,
    ...languagePathsOf(item.translations, (x) => articleDetailPath(section, x), articleDetailPath(section, item.id)),
  };
}

/** One news item or case analysis a lawyer wrote or a practice area has (RelatedArticles). */
export interface RelatedArticle {
  href: string;
  title: string;
  date: string;
  kind: 'news' | 'case';
}

/** The newest public news and case analyses written by a lawyer (`author`) or of a practice area, newest first. */
export async function loadRelatedArticles(
  context: AppLoadContext,
  filter: { author: string } | { practiceArea: string },
  limit = 6,
): Promise<RelatedArticle[]> {
  const query = new URLSearchParams({ ...filter, pageSize: String(limit) });
  const lists = await Promise.all(
    (['news', 'case'] as const).map(async (kind) => {
      const cfg = ARTICLE_KIND_CONFIGS[kind];
      const items = await apiResult<ArticleItem[]>(context, `${cfg.userPath}?${query}`);
      return items.map((a) => ({ href: articleDetailPath(cfg, a.id), title: a.title, date: a.createTime, kind }));
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
}
