export const CatalogType = { NEWS: 0, CASES: 1 } as const;
export type CatalogType = (typeof CatalogType)[keyof typeof CatalogType];

/** The three article kinds share one shape and one implementation. */
export const ARTICLE_KINDS = ['news', 'case', 'honour'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Documents of the public site, editable per language. */
export const DOC_NAMES = ['privacy', 'terms', 'imprint'] as const;
export type DocName = (typeof DOC_NAMES)[number];

/** Where a language row stands in the editorial workflow (server/lib/publication.ts). */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** The admin lists' status filter: 'scheduled' is published with a publishAt still to come. */
export const STATUS_FILTERS = [...PUBLICATION_STATUSES, 'scheduled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
