import { DEFAULT_LOCALE, firstSupported, LOCALE_STORAGE_KEY, matchLocale, type Locale } from '#contract/locales.ts';

/** Browser-side locale rules of the spec (section 4). */

export const LOCALE_CHANGE_EVENT = 'umi_locale_change';

/**
 * localStorage umi_locale, else the first of the browser's languages the site has, else the
 * language the server rendered the page in (its DEFAULT_LOCALE), else zh_CN.
 */
export function getStoredLocale(): Locale {
  try {
    const stored = matchLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    /* storage disabled */
  }
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  const rendered = typeof document !== 'undefined' ? matchLocale(document.documentElement.lang) : undefined;
  return firstSupported(navigator.languages ?? [navigator.language]) ?? rendered ?? DEFAULT_LOCALE;
}

/** Mirrors the choice into the umi_locale cookie so the server renders it on the first response. */
export function writeLocaleCookie(locale: Locale, basePath = ''): void {
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=${basePath || '/'}; max-age=31536000; samesite=lax`;
}

export function readLocaleCookie(): Locale | undefined {
  const m = /(?:^|;\s*)umi_locale=([^;]+)/.exec(document.cookie);
  return matchLocale(m?.[1]);
}

/**
 * Saves the choice and by default reloads the page (dropping a ?lang= from the URL so the saved
 * choice wins); with reload off, emits a change event instead.
 */
export function setLocale(locale: Locale, opts: { reload?: boolean; basePath?: string } = {}): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* storage disabled: the cookie still carries the choice */
  }
  writeLocaleCookie(locale, opts.basePath);
  if (opts.reload === false) {
    window.dispatchEvent(new CustomEvent(LOCALE_CHANGE_EVENT, { detail: { locale } }));
    return;
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.location.replace(url.toString());
  } else {
    window.location.reload();
  }
}
