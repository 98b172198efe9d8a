import type { SiteKey } from '#app/i18n/keys.ts';
import type { ArticleItem, Catalog } from '#contract/entities.ts';
import type { CatalogType } from '#contract/enums.ts';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import { ARTICLE_KIND_CONFIGS, type ArticleKindConfig } from '#contract/article-kinds.ts';

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
  msg: { back: SiteKey; nav: SiteKey; eyebrow?: SiteKey };
}

/** A kind with its own list page (news, case analyses). */
export interface ArticleListSection extends ArticleSection {
  catalogType: CatalogType;
  /** News opens on its first catalog (tabs); cases offer "all" first (a filter). */
  allTab: boolean;
  msg: ArticleSection['msg'] & { title: SiteKey; intro: SiteKey };
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

export interface CatalogTab {
  id: number;
  name: string;
  /** The id of the same category (its translation group) in each language it has. */
  translations: Partial<Record<Locale, number>>;
}

/** The top-level catalogs of the tree (sub-catalogs are included by the API when filtering by a parent). */
export function catalogTabs(tree: Catalog[] | null | undefined): CatalogTab[] {
  return (tree ?? []).map((c) => {
    const translations: Partial<Record<Locale, number>> = { [c.lang]: c.id };
    for (const t of c.translations ?? []) if (isLocale(t.lang)) translations[t.lang] = t.id;
    return { id: c.id, name: c.name, translations };
  });
}

/**
 * The tab a list shows for ?cata=: the tab with that id, else the tab whose category has that id in
 * another language (a link or a reload right after switching the language), else null.
 */
export function findTab(tabs: CatalogTab[], requested: number): CatalogTab | null {
  if (!requested) return null;
  return (
    tabs.find((t) => t.id === requested) ?? tabs.find((t) => Object.values(t.translations).includes(requested)) ?? null
  );
}

/**
 * What each language's URL of a list carries so that switching the language keeps the tab: the
 * id of the same category in that language (none when the category lacks that language, or when
 * the visitor is on the default tab).
 */
export function tabLanguageQuery(tab: CatalogTab | null): Record<Locale, Record<string, string>> {
  const out = {} as Record<Locale, Record<string, string>>;
  for (const l of LOCALES) {
    const id = tab?.translations[l];
    out[l] = id ? { cata: String(id) } : {};
  }
  return out;
}

/** An external item (isLink=1 with a URL) opens its URL instead of a detail page. */
export function externalUrl(item: Pick<ArticleItem, 'isLink' | 'contentUrl'>): string | null {
  return item.isLink === 1 && item.contentUrl && /^https?:\/\//i.test(item.contentUrl) ? item.contentUrl : null;
}
