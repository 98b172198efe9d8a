import { useLocation, useMatches } from 'react-router';
import { isLocale, type Locale } from '#contract/locales.ts';
import { sitePathOf } from '#contract/urls.ts';
import { useRootData } from './site-data';
import { translationPaths } from '../seo';

/**
 * Loader data of a page whose address carries something that differs per language — the id of
 * the news or case category a list shows: for each language, the query its URL carries. The
 * language links (menu and footer) take it from the page, so switching the language keeps what
 * the visitor selected (the same category, by that language's id).
 */
export interface LanguageQueries {
  languageQuery: Partial<Record<Locale, Record<string, string>>>;
}

/**
 * Loader data of a detail page whose item lives at another path in each language (a lawyer, a
 * practice area): the path of each language the public may open, and where the other languages
 * go instead (the section's list), so no language link leads to a page that is not there.
 */
export interface LanguagePaths {
  languagePaths: Partial<Record<Locale, string>>;
  languageFallback: string;
}

/** LanguagePaths from the public translations of an item (the detail answers' `translations`). */
export function languagePathsOf(
  translations: { lang: Locale; id: number }[] | undefined,
  path: (id: number) => string,
  fallback: string,
): LanguagePaths {
  return { languagePaths: translationPaths(translations, path) ?? {}, languageFallback: fallback };
}

function isLanguagePaths(data: unknown): data is LanguagePaths {
  return (
    typeof data === 'object' &&
    data !== null &&
    'languagePaths' in data &&
    'languageFallback' in data &&
    typeof data.languageFallback === 'string'
  );
}

function isLanguageQueries(data: unknown): data is LanguageQueries {
  if (typeof data !== 'object' || data === null || !('languageQuery' in data)) return false;
  const q = data.languageQuery;
  return typeof q === 'object' && q !== null && Object.keys(q).every(isLocale);
}

/** The URL of this page in `lang`: its path, the language's own query, then ?lang= (always last). */
export function languageHref(
  basePath: string,
  pathname: string,
  lang: Locale,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams(query);
  params.delete('lang');
  params.set('lang', lang);
  return `${basePath}${sitePathOf(pathname)}?${params}`;
}

/**
 * The language links of the page being rendered (see LanguageQueries). A page shown through a
 * preview link keeps its token (?preview=) on them: the token shows every language of its item
 * (the detail answers then list those languages too), and without it a draft language is a 404.
 */
export function useLanguageHref(): (lang: Locale) => string {
  const root = useRootData();
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data;
  const queries = isLanguageQueries(leaf) ? leaf.languageQuery : undefined;
  const paths = isLanguagePaths(leaf) ? leaf : undefined;
  const token = root?.previewToken;
  const preview: Record<string, string> = token ? { preview: token } : {};
  return (lang) => {
    if (paths)
      return languageHref(root?.basePath ?? '', paths.languagePaths[lang] ?? paths.languageFallback, lang, preview);
    return languageHref(root?.basePath ?? '', location.pathname, lang, { ...queries?.[lang], ...preview });
  };
}
