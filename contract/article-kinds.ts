/**
 * The ONE table of article kinds: news, case analyses and honours share one shape, one table
 * and one implementation (docs/decisions/003-articles-one-table.md); everything that differs
 * between them is here. Used by the API (server/modules/articles), the back office
 * (app/admin/articles/kinds.ts), the public site (app/site/components/pages/articles.ts), the
 * seed and the tests. Paths are without /api and without the site's base path.
 */
import type { AdminKey } from '#app/i18n/keys.ts';
import { ARTICLE_KINDS, CatalogType, type ArticleKind } from './enums';

/** The article kinds' admin API base paths (documented routes: the back office calls them through its typed client). */
export type ArticleAdminPath = '/admin/latest-news' | '/admin/case-analysis' | '/admin/lawfirm-honour';

export interface ArticleKindConfig {
  kind: ArticleKind;
  /** Prefix of the translation-group key (`no`), e.g. N00012. */
  prefix: string;
  /** Admin API base path. */
  adminPath: ArticleAdminPath;
  /** Public API base path. */
  userPath: string;
  /** The catalog type articles of this kind belong to; null when they have no category. */
  catalogType: CatalogType | null;
  /** External links (isLink, contentUrl) and a note: news only. */
  links: boolean;
  /** OpenAPI tag of its routes. */
  tag: string;
  /** Back-office route segment: /admin/articles/<adminSegment>/list|edit|edit-external|folder. */
  adminSegment: string;
  /** Back-office message keys: the plural name (titles, menu) and one item ("New …"). */
  adminMsg: { label: AdminKey; one: AdminKey };
  /** Back-office menu group of its screens, also the stem of their labels (menu.<adminMenu>.list, …). */
  adminMenu: 'news' | 'cases' | 'honours';
  /** Public site page that lists the kind (honours are listed on /about). */
  siteListPath: string;
  /** Public site detail path; one item is `${siteDetailPath}/${id}` (see articleDetailPath). */
  siteDetailPath: string;
}

export const ARTICLE_KIND_CONFIGS = {
  news: {
    kind: 'news',
    prefix: 'N',
    adminPath: '/admin/latest-news',
    userPath: '/user/latest-news',
    catalogType: CatalogType.NEWS,
    links: true,
    tag: 'news',
    adminSegment: 'news',
    adminMsg: { label: 'kind.news', one: 'kind.news.one' },
    adminMenu: 'news',
    siteListPath: '/news',
    siteDetailPath: '/news/detail',
  },
  case: {
    kind: 'case',
    prefix: 'C',
    adminPath: '/admin/case-analysis',
    userPath: '/user/case-analysis',
    catalogType: CatalogType.CASES,
    links: false,
    tag: 'cases',
    adminSegment: 'cases',
    adminMsg: { label: 'kind.cases', one: 'kind.cases.one' },
    adminMenu: 'cases',
    siteListPath: '/case',
    siteDetailPath: '/case/detail',
  },
  honour: {
    kind: 'honour',
    prefix: 'H',
    adminPath: '/admin/lawfirm-honour',
    userPath: '/user/lawfirm-honour',
    catalogType: null,
    links: false,
    tag: 'honours',
    adminSegment: 'honors',
    adminMsg: { label: 'kind.honors', one: 'kind.honors.one' },
    adminMenu: 'honours',
    siteListPath: '/about',
    siteDetailPath: '/honor/detail',
  },
} as const satisfies { readonly [K in ArticleKind]: ArticleKindConfig & { kind: K } };

/** Every kind's configuration, in the order of ARTICLE_KINDS (news, case, honour). */
export const ARTICLE_KIND_LIST: readonly ArticleKindConfig[] = ARTICLE_KINDS.map((kind) => ARTICLE_KIND_CONFIGS[kind]);

/** The public site path of one item, e.g. /honor/detail/12. */
export function articleDetailPath(cfg: Pick<ArticleKindConfig, 'siteDetailPath'>, id: number): string {
  return `${cfg.siteDetailPath}/${id}`;
}
