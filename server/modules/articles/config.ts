import { CatalogType, type ArticleKind } from '../../../contract/enums';

/** News, case analyses and honours: one implementation, configured three times. */
export interface ArticleKindConfig {
  kind: ArticleKind;
  /** Prefix of the translation-group key, e.g. N00012. */
  prefix: string;
  adminPath: string;
  userPath: string;
  /** The catalog type articles of this kind belong to; null when they have no category. */
  catalogType: CatalogType | null;
  /** News only: external links (isLink, contentUrl) and a note. */
  links: boolean;
  tag: string;
}

export const ARTICLE_CONFIGS: readonly ArticleKindConfig[] = [
  { kind: 'news', prefix: 'N', adminPath: '/admin/latest-news', userPath: '/user/latest-news', catalogType: CatalogType.NEWS, links: true, tag: 'news' },
  { kind: 'case', prefix: 'C', adminPath: '/admin/case-analysis', userPath: '/user/case-analysis', catalogType: CatalogType.CASES, links: false, tag: 'cases' },
  { kind: 'honour', prefix: 'H', adminPath: '/admin/lawfirm-honour', userPath: '/user/lawfirm-honour', catalogType: null, links: false, tag: 'honours' },
];
