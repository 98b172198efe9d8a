import type { Locale } from '#contract/locales.ts';
import type { Catalogue, Messages } from '../index';
import { common } from './common';
import { site } from './site';
import { sitePages } from './site-pages';
import { siteSearch } from './site-search';
import { siteInquiry } from './site-inquiry';
import { imprintMessages } from './imprint';

/**
 * Namespaces the public pages need, the ONE list of them (siteMessages and the SiteKey type in
 * app/i18n/keys.ts are made from it); the back office's are ADMIN_CATALOGUES (app/admin/i18n.ts).
 */
export const SITE_CATALOGUES = {
  common,
  site,
  sitePages,
  siteSearch,
  siteInquiry,
  imprintMessages,
} satisfies Record<string, Catalogue>;

export function siteMessages(locale: Locale): Messages {
  return Object.assign({}, ...Object.values(SITE_CATALOGUES).map((c) => c[locale]));
}
