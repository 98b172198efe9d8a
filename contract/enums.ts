export const CatalogType = { NEWS: 0, CASES: 1 } as const;
export type CatalogType = (typeof CatalogType)[keyof typeof CatalogType];

/** The three article kinds share one shape and one implementation. */
export const ARTICLE_KINDS = ['news', 'case', 'honour'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Documents of the public site, editable per language. */
export const DOC_NAMES = ['privacy', 'terms', 'imprint'] as const;
export type DocName = (typeof DOC_NAMES)[number];
