/** The kinds of content the site search finds (GET /api/user/search `type`). */
export const SEARCH_TYPES = ['news', 'case', 'honour', 'lawyer', 'practiceArea', 'doc'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** A search counts its matches up to this many; beyond, its total says this number (the results page: "1,000 or more"). */
export const SEARCH_COUNT_CAP = 1000;

/** One result of GET /api/user/search, as the results page shows it. */
export interface PublicSearchHit {
  type: SearchType;
  id: number;
  no: string;
  title: string;
  /** HTML made by the server: escaped text with the matched words in <mark>. */
  excerpt: string;
  /** The public page, relative to the base path. */
  url: string;
  date?: string;
  /** A lawyer's job titles in the row's language. */
  role?: string;
}
