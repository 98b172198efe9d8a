import { useLocation, useMatches } from 'react-router';
import { isLocale, type Locale } from '../../../contract/locales';
import { sitePathOf } from '../../../contract/urls';
import { useRootData } from './site-data';

/**
 * Loader data of a page whose address carries something that differs per language — the id of
 * the news or case category a list shows: for each language, the query its URL carries. The
 * language links (menu and footer) take it from the page, so switching the language keeps what
 * the visitor selected (the same category, by that language's id).
 */
export interface LanguageQueries {
  languageQuery: Partial<Record<Locale, Record<string, string>>>;
}

function isLanguageQueries(data: unknown): data is LanguageQueries {
  if (typeof data !== 'object' || data === null || !('languageQuery' in data)) return false;
  const q = data.languageQuery;
  return typeof q === 'object' && q !== null && Object.keys(q).every(isLocale);
}

/** The URL of this page in `lang`: its path, the language's own query, then ?lang= (always last). */
export function languageHref(basePath: string, pathname: string, lang: Locale, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  params.delete('lang');
  params.set('lang', lang);
  return `${basePath}${sitePathOf(pathname)}?${params}`;
}

/** The language links of the page being rendered (see LanguageQueries). */
export function useLanguageHref(): (lang: Locale) => string {
  const root = useRootData();
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data;
  const queries = isLanguageQueries(leaf) ? leaf.languageQuery : undefined;
  return (lang) => languageHref(root?.basePath ?? '', location.pathname, lang, queries?.[lang]);
}
