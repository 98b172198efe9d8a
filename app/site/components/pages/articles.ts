import type { Article, Catalog } from '../../../../contract/entities';
import { CatalogType } from '../../../../contract/enums';

/**
 * News and case analyses: one list and one detail implementation, configured twice. Everything
 * that differs between the two lives here.
 */
export interface ArticleSection {
  kind: 'news' | 'case';
  /** Site path of the list; details live under `${path}/detail/:id`. */
  path: '/news' | '/case';
  /** Public API path (without /api). */
  apiPath: '/user/latest-news' | '/user/case-analysis';
  catalogType: CatalogType;
  /** News opens on its first catalog (tabs); cases offer "all" first (a filter). */
  allTab: boolean;
  /** schema.org type of one item. */
  schemaType: 'NewsArticle' | 'Article';
  /** Message keys. */
  msg: { title: string; intro: string; back: string; nav: string };
}

export const NEWS_SECTION: ArticleSection = {
  kind: 'news',
  path: '/news',
  apiPath: '/user/latest-news',
  catalogType: CatalogType.NEWS,
  allTab: false,
  schemaType: 'NewsArticle',
  msg: { title: 'pages.news.title', intro: 'pages.news.intro', back: 'pages.news.back', nav: 'nav.news' },
};

export const CASE_SECTION: ArticleSection = {
  kind: 'case',
  path: '/case',
  apiPath: '/user/case-analysis',
  catalogType: CatalogType.CASES,
  allTab: true,
  schemaType: 'Article',
  msg: { title: 'pages.case.title', intro: 'pages.case.intro', back: 'pages.case.back', nav: 'nav.cases' },
};

/** Items per page: a full row on every grid width (1, 2 or 3 columns). */
export const ARTICLE_PAGE_SIZE = 9;

/** A list item as the public API sends it: no content, a plain-text summary. */
export type ArticleItem = Omit<Article, 'content' | 'operatorName'> & { cataName: string | null; summary: string };

/** A public detail: the item plus the ids of its other languages. */
export type ArticleDetail = Omit<Article, 'operatorName'> & { cataName: string | null; summary: string; translations?: { lang: string; id: number }[] };

export interface CatalogTab {
  id: number;
  name: string;
}

/** The top-level catalogs of the tree (sub-catalogs are included by the API when filtering by a parent). */
export function catalogTabs(tree: Catalog[] | null | undefined): CatalogTab[] {
  return (tree ?? []).map((c) => ({ id: c.id, name: c.name }));
}

/** An external item (isLink=1 with a URL) opens its URL instead of a detail page. */
export function externalUrl(item: Pick<ArticleItem, 'isLink' | 'contentUrl'>): string | null {
  return item.isLink === 1 && item.contentUrl && /^https?:\/\//i.test(item.contentUrl) ? item.contentUrl : null;
}
