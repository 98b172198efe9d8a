import { data, redirect, type AppLoadContext } from 'react-router';
import { apiGet, apiResult, idParam, intQuery } from './api.server';
import { ARTICLE_KIND_CONFIGS, articleDetailPath } from '../../../../contract/article-kinds';
import {
  ARTICLE_PAGE_SIZE,
  catalogTabs,
  findTab,
  tabLanguageQuery,
  type ArticleListSection,
  type ArticleSection,
} from './articles';
import type { ArticleItem, Catalog, PublicArticle } from '../../../../contract/entities';
import { MAX_PAGE_SIZE } from '../../../../contract/envelope';

type LoaderArgs = { request: Request; context: AppLoadContext; params: Record<string, string | undefined> };

/** The most pages one list URL shows (?page=N shows pages 1 to N). */
export const MAX_LIST_PAGES = 30;

/**
 * The list page: catalog tabs, the selected catalog (?cata=) and the items of pages 1 to ?page=N
 * ("load more" is a link to the next page: without script it shows the list so far plus the next
 * page, and a reload after "load more" in place shows the same list). A catalog id of another
 * language selects the same category in this one; an unknown one falls back to the default tab.
 * `languageQuery` is what the language links carry to keep the tab.
 */
export async function loadArticleList(section: ArticleListSection, { request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const tree = await apiResult<Catalog[]>(context, `/user/catalog?type=${section.catalogType}`);
  const tabs = catalogTabs(tree);
  const selected = findTab(tabs, intQuery(url.searchParams.get('cata'), 0, 2_147_483_647));
  const cataId = selected?.id ?? (section.allTab ? 0 : (tabs[0]?.id ?? 0));
  const page = intQuery(url.searchParams.get('page'), 1, MAX_LIST_PAGES);
  const query = (pageNo: number, pageSize: number) => {
    const q = new URLSearchParams({ page: String(pageNo), pageSize: String(pageSize) });
    if (cataId) q.set('cataId', String(cataId));
    return `${section.userPath}?${q}`;
  };
  // One call while the API's page size allows, else one per page.
  const upTo = page * ARTICLE_PAGE_SIZE;
  const answers =
    upTo <= MAX_PAGE_SIZE
      ? [await apiGet<ArticleItem[]>(context, query(1, upTo))]
      : await Promise.all(Array.from({ length: page }, (_, i) => apiGet<ArticleItem[]>(context, query(i + 1, ARTICLE_PAGE_SIZE))));
  const seen = new Set<number>();
  const items = answers.flatMap((a) => a.result).filter((item) => !seen.has(item.id) && !!seen.add(item.id));
  const total = answers[0].pageable?.totalCount ?? items.length;
  if (page > 1 && items.length <= (page - 1) * ARTICLE_PAGE_SIZE) throw data(null, { status: 404 });
  return { tabs, cataId, page, pageSize: ARTICLE_PAGE_SIZE, total, items, languageQuery: tabLanguageQuery(selected) };
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
  return { item };
}

/** One news item or case analysis a lawyer wrote or a practice area has (RelatedArticles). */
export interface RelatedArticle {
  href: string;
  title: string;
  date: string;
  kind: 'news' | 'case';
}

/** The newest public news and case analyses written by a lawyer (`author`) or of a practice area, newest first. */
export async function loadRelatedArticles(context: AppLoadContext, filter: { author: string } | { practiceArea: string }, limit = 6): Promise<RelatedArticle[]> {
  const query = new URLSearchParams({ ...filter, pageSize: String(limit) });
  const lists = await Promise.all(
    (['news', 'case'] as const).map(async (kind) => {
      const cfg = ARTICLE_KIND_CONFIGS[kind];
      const items = await apiResult<ArticleItem[]>(context, `${cfg.userPath}?${query}`);
      return items.map((a) => ({ href: articleDetailPath(cfg, a.id), title: a.title, date: a.createTime, kind }));
    }),
  );
  return lists.flat().sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
}
