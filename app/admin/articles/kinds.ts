import { CatalogType } from '../../../contract/enums';

/**
 * The admin article kinds (route segment articles/:kind/...): news, case analyses and honours are
 * one implementation configured three times, as on the server (server/modules/articles/config.ts).
 */
export interface AdminArticleKind {
  /** Route segment. */
  kind: 'news' | 'cases' | 'honors';
  /** Admin API base path. */
  api: string;
  /** Catalog type of its categories, or null when the kind has none (honours). */
  catalogType: CatalogType | null;
  /** News only: external links (isLink=1, contentUrl). */
  links: boolean;
  /** Message keys: plural name, singular name. */
  label: string;
  one: string;
  /** Public list and detail paths (to open an item on the site). */
  publicList: string;
  publicDetail: string;
}

export const ARTICLE_KINDS: Record<AdminArticleKind['kind'], AdminArticleKind> = {
  news: {
    kind: 'news',
    api: '/admin/latest-news',
    catalogType: CatalogType.NEWS,
    links: true,
    label: 'kind.news',
    one: 'kind.news.one',
    publicList: '/news',
    publicDetail: '/news/detail',
  },
  cases: {
    kind: 'cases',
    api: '/admin/case-analysis',
    catalogType: CatalogType.CASES,
    links: false,
    label: 'kind.cases',
    one: 'kind.cases.one',
    publicList: '/case',
    publicDetail: '/case/detail',
  },
  honors: {
    kind: 'honors',
    api: '/admin/lawfirm-honour',
    catalogType: null,
    links: false,
    label: 'kind.honors',
    one: 'kind.honors.one',
    publicList: '/about',
    publicDetail: '/honor/detail',
  },
};

/** The kind of a route parameter, or null for anything else (the screen shows its 404). */
export function findKind(param: string | undefined): AdminArticleKind | null {
  return (param && Object.hasOwn(ARTICLE_KINDS, param) ? ARTICLE_KINDS[param as AdminArticleKind['kind']] : null) ?? null;
}
