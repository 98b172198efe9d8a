import type { Locale } from '#contract/locales.ts';
import type { Catalogue, Messages } from '../index';
import { common } from './common';
import { site } from './site';
import { sitePages } from './site-pages';
import { siteSearch } from './site-search';
import { siteInquiry } from './site-inquiry';
import { imprintMessages } from './imprint';

/** Namespaces the public pages need; the back office loads its own catalogue on demand. */
export const SITE_CATALOGUES: Record<string, Catalogue> = {
  common,
  site,
  sitePages,
  siteSearch,
  siteInquiry,
  imprintMessages,
};

export function siteMessages(locale: Locale): Messages {
  return Object.assign({}, ...Object.values(SITE_CATALOGUES).map((c) => c[locale]));
}
