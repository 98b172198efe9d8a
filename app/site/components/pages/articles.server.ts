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

type LoaderArgs = { request: Request; context: AppLoadContext; params: Record<string, string | undefined> };

/**
 * The list page: catalog tabs, the selected catalog (?cata=) and one page (?page=, for visitors
 * without JS). A catalog id of another language selects the same category in this one; an unknown
 * one falls back to the default tab. `languageQuery` is what the language links carry to keep the tab.
 */
export async function loadArticleList(section: ArticleListSection, { request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const tree = await apiResult<Catalog[]>(context, `/user/catalog?type=${section.catalogType}`);
  const tabs = catalogTabs(tree);
  const selected = findTab(tabs, intQuery(url.searchParams.get('cata'), 0, 2_147_483_647));
  const cataId = selected?.id ?? (section.allTab ? 0 : (tabs[0]?.id ?? 0));
  const page = intQuery(url.searchParams.get('page'), 1);
  const query = new URLSearchParams({ page: String(page), pageSize: String(ARTICLE_PAGE_SIZE) });
  if (cataId) query.set('cataId', String(cataId));
  const res = await apiGet<ArticleItem[]>(context, `${section.userPath}?${query}`);
  const total = res.pageable?.totalCount ?? res.result.length;
  if (page > 1 && res.result.length === 0) throw data(null, { status: 404 });
  return { tabs, cataId, page, pageSize: ARTICLE_PAGE_SIZE, total, items: res.result, languageQuery: tabLanguageQuery(selected) };
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
