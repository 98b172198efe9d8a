import type { Locale } from '#contract/locales.ts';

/** One text in each of the site's three languages, side by side. */
export type Tri<T = string> = Record<Locale, T>;

/** A locally generated picture: which generator and a seed that makes it distinct. */
export interface ImageSpec {
  kind: 'banner' | 'cover' | 'environment' | 'icon' | 'logo';
  seed: number;
}

/** A news article, case analysis or honour with its three language versions. */
export interface ArticleSeed {
  /** Catalog key (news and cases); honours have none. */
  catalog?: string;
  /** Publication date (UTC, YYYY-MM-DD); the seed backdates createTime to it. */
  date: string;
  top?: 0 | 1;
  cover: ImageSpec;
  title: Tri;
  content: Tri;
  note?: Tri;
  /** External link (news only): the article is a link to this URL. */
  contentUrl?: string;
  /** Editorial workflow in the demo: languages kept as drafts, or a publication this many days after seeding. */
  drafts?: Locale[];
  /** The lawyers who wrote it (their e-mail names) and its practice areas (their keys). */
  authors?: string[];
  areas?: string[];
  scheduledInDays?: number;
}

export interface CatalogSeed {
  key: string;
  type: 0 | 1;
  name: Tri;
}
