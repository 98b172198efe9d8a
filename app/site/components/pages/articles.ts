import type { Article, Catalog } from '../../../../contract/entities';
import type { CatalogType } from '../../../../contract/enums';
import { ARTICLE_KIND_CONFIGS, type ArticleKindConfig } from '../../../../contract/article-kinds';

/**
 * How the public site presents one article kind: its paths, API and catalog type come from the
 * one table (contract/article-kinds.ts); what is only the site's (message keys, schema.org type,
 * tabs) is added here. News, case analyses and honours share one detail implementation; news and
 * case analyses also share one list (honours are listed on /about).
 */
export interface ArticleSection extends ArticleKindConfig {
  /** schema.org type of one item. */
  schemaType: 'NewsArticle' | 'Article';
  /** Message keys: the back link and the breadcrumb of the list; the detail's eyebrow when an item has no category. */
  msg: { back: string; nav: string; eyebrow?: string };
}

/** A kind with its own list page (news, case analyses). */
export interface ArticleListSection extends ArticleSection {
  catalogType: CatalogType;
  /** News opens on its first catalog (tabs); cases offer "all" first (a filter). */
  allTab: boolean;
  msg: ArticleSection['msg'] & { title: string; intro: string };
}

export const NEWS_SECTION: ArticleListSection = {
  ...ARTICLE_KIND_CONFIGS.news,
  allTab: false,
  schemaType: 'NewsArticle',
  msg: { title: 'pages.news.title', intro: 'pages.news.intro', back: 'pages.news.back', nav: 'nav.news' },
};

export const CASE_SECTION: ArticleListSection = {
  ...ARTICLE_KIND_CONFIGS.case,
  allTab: true,
  schemaType: 'Article',
  msg: { title: 'pages.case.title', intro: 'pages.case.intro', back: 'pages.case.back', nav: 'nav.cases' },
};

export const HONOUR_SECTION: ArticleSection = {
  ...ARTICLE_KIND_CONFIGS.honour,
  schemaType: 'Article',
  msg: { back: 'honour.back', nav: 'nav.about', eyebrow: 'honour.eyebrow' },
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
