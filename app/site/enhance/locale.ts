import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, matchLocale, type Locale } from '../../../contract/locales';
import { readLocaleCookie, writeLocaleCookie } from '../../i18n/client';
import { closest, isPlainClick, whenIdle } from './dom';

const RELOAD_MARK = 'umi_locale_reloaded';

function savedLocale(): Locale | undefined {
  try {
    return matchLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return undefined; // storage disabled
  }
}

/**
 * Spec §4: the stored choice (localStorage umi_locale, else the cookie, else the browser language)
 * is mirrored into the cookie the server renders from; when a stored choice differs from the
 * language rendered and the URL names none (?lang=), the page reloads once into it.
 */
export function mirrorLocale(base: string): void {
  // Storage now, the cookie jar in the next idle moment: each first access is a call to the browser.
  const saved = savedLocale();
  whenIdle(() => mirrorInto(saved, base));
}

function mirrorInto(saved: Locale | undefined, base: string): void {
  const rendered = matchLocale(document.documentElement.lang);
  const cookie = readLocaleCookie();
  const chosen = saved ?? cookie ?? matchLocale(navigator.language) ?? DEFAULT_LOCALE;
  if (cookie !== chosen) writeLocaleCookie(chosen, base);
  const url = new URL(window.location.href);
  if (!saved || saved === rendered || url.searchParams.has('lang')) return;
  try {
    if (window.sessionStorage.getItem(RELOAD_MARK) === `${saved}|${url.pathname}`) return;
    window.sessionStorage.setItem(RELOAD_MARK, `${saved}|${url.pathname}`);
  } catch {
    return; // without sessionStorage a reload loop could not be ruled out
  }
  window.location.reload();
}

/**
 * A language link (data-locale) is a plain ?lang= link without script; with it the choice is
 * saved (localStorage and cookie) and the page loads in that language without ?lang=, so the
 * saved choice keeps applying (the server renders from the cookie; html dir follows the language).
 */
export function languageChoice(base: string): void {
  document.addEventListener('click', (e) => {
    const link = closest<HTMLAnchorElement>(e, 'a[data-locale]');
    const locale = matchLocale(link?.dataset.locale);
    if (!link || !locale || !isPlainClick(e)) return;
    e.preventDefault();
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      /* storage disabled: the cookie still carries the choice */
    }
    writeLocaleCookie(locale, base);
    const target = new URL(link.href);
    target.searchParams.delete('lang');
    window.location.assign(target.href);
  });
}
