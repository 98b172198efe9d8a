export const CatalogType = { NEWS: 0, CASES: 1 } as const;
export type CatalogType = (typeof CatalogType)[keyof typeof CatalogType];

/** The three article kinds share one shape and one implementation. */
export const ARTICLE_KINDS = ['news', 'case', 'honour'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Documents of the public site, editable per language. */
export const DOC_NAMES = ['privacy', 'terms', 'imprint', 'accessibility'] as const;
export type DocName = (typeof DOC_NAMES)[number];

/** Where a language row stands in the editorial workflow (server/lib/publication.ts). */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** The admin lists' status filter: 'scheduled' is published with a publishAt still to come. */
export const STATUS_FILTERS = [...PUBLICATION_STATUSES, 'scheduled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * The kinds of content the editorial workflow knows (versions, trash, preview links): the same
 * names in the API, the back office and the tests. News with an external link is `news`.
 */
export const CONTENT_KINDS = ['news', 'case', 'honour', 'banner', 'lawyer', 'practiceArea', 'document'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What the trash holds: content, and the media library's entries (issue 33), one trash for both. */
export const TRASH_KINDS = [...CONTENT_KINDS, 'media'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** What a stored version records: the write that made it ('initial': the item as it was before its first recorded change). */
export const VERSION_ACTIONS = [
  'initial',
  'create',
  'update',
  'publish',
  'unpublish',
  'pin',
  'unpin',
  'restore',
  'untrash',
] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/**
 * The `revision` a write sends for a record its read did not have (a language added in a dialog):
 * refused with 409 when someone else created that record meanwhile (server/lib/revision.ts).
 */
export const NO_RECORD = 'none';
