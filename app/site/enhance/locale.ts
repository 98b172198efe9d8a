import { firstSupported, LOCALE_STORAGE_KEY, matchLocale, type Locale } from '#contract/locales.ts';
import { readLocaleCookie, writeLocaleCookie } from '#app/i18n/client.ts';
import { closest, isPlainClick } from './dom';

const RELOAD_MARK = 'umi_locale_reloaded';

function savedLocale(): Locale | undefined {
  try {
    return matchLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return undefined; // storage disabled
  }
}

/**
 * Opens this page's local storage, in an idle task of its own before mirrorLocale: the first
 * access is a synchronous call to the browser, and so is the cookie jar's, which mirrorLocale
 * reads; one task with both was long enough to count as blocking on a phone.
 */
export function openStorage(): void {
  savedLocale();
}

/**
 * Spec §4: the stored choice (localStorage umi_locale, else the cookie, else the first of the
 * browser's languages the site has) is mirrored into the cookie the server renders from (when the
 * browser names none of them, no cookie: the server answers in DEFAULT_LOCALE); when a stored choice differs from the
 * language rendered and the URL names none (?lang=), the page reloads once into it. Storage and
 * cookie are read together here, so a language chosen meanwhile is what gets mirrored.
 */
export function mirrorLocale(base: string): void {
  const rendered = matchLocale(document.documentElement.lang);
  const saved = savedLocale();
  const cookie = readLocaleCookie();
  const chosen = saved ?? cookie ?? firstSupported(navigator.languages ?? [navigator.language]);
  if (chosen && cookie !== chosen) writeLocaleCookie(chosen, base);
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
