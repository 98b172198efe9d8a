import { matchLocale } from './locales';

/**
 * The one rule for every URL stored in content (pictures, banner links, icons, covers): an
 * absolute http(s) URL, or a path on this site — a single "/" not followed by "/" or "\", which
 * browsers would read as another host. No whitespace and no backslash anywhere.
 */
export const URL_PATTERN = '^(https?://[^\\s\\\\]+|/(?![/\\\\])[^\\s\\\\]*)$';
const URL_RE = new RegExp(URL_PATTERN);
const HTTP_RE = /^https?:\/\/[^\s\\]+$/;

/** Whether a stored URL obeys the rule (content written before the rule may not). */
export const isSafeUrl = (url: string): boolean => URL_RE.test(url);

/** An absolute http(s) URL (external news links). */
export const isHttpUrl = (url: string): boolean => HTTP_RE.test(url);

/** A path on this site, safe to treat as an internal link. */
export const isSitePath = (href: string): boolean => isSafeUrl(href) && href.startsWith('/');

/**
 * A request path made safe to put back into a link: leading slashes and backslashes collapse to
 * one, so `//evil.example/home` cannot become a protocol-relative link to another host.
 */
export const sitePathOf = (pathname: string): string => `/${pathname.replace(/^[/\\]+/, '')}`;

/** An e-mail address as the forms and the API accept it (empty means none where optional). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/**
 * The query parameters public pages read: the language, a list's page and tab, the team's filters.
 * Pages read them only through `pageParam`, and the render cache keys a page on these alone
 * (`pageQueryKey`): `?fbclid=…`, `utm_…` and whatever else a page ignores share its entry instead
 * of rendering it again (an ad click carries a new fbclid or gclid every time).
 */
export const PAGE_QUERY = ['lang', 'page', 'cata', 'q', 'area', 'job', 'office', 'sent', 'article'] as const;
export type PageQueryName = (typeof PAGE_QUERY)[number];

/** A query parameter of a public page (the first when repeated, null when absent). */
export const pageParam = (url: URL, name: PageQueryName): string | null => url.searchParams.get(name);

/** A page's whole-number parameter (a list's page, a tab's or filter's id): at most 7 digits, else the page ignores it. */
export const PAGE_INT = /^\d{1,7}$/;

/** A name search as pages read it: control characters as spaces, trimmed, at most 100 characters. */
export const pageSearch = (value: string | null): string =>
  (value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 100);

/**
 * The part of a request's query that decides a public page ('?a=1&b=2' or ''): its PAGE_QUERY
 * parameters, in that order, each as the page reads it: the first value only (pageParam), a
 * number as its value (`007` is 7), a language as the locale it names, a search as searched, `sent`
 * as the inquiry form reads it (exactly "1"). A parameter whose first value the page ignores (not
 * a number, no language, blank) is left out like an absent one, whatever follows it, except
 * `page`: a list page answers 404 for a page number that is not one (`-1`, `abc`, empty), not its
 * first page, so every such value is one key of its own (`page=`), never the first page's. So
 * the key is short whatever the address holds, two addresses share an entry only when they show
 * the same page, and an address answers the same whether its page is kept or not.
 */
export function pageQueryKey(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY) {
    const value = params.get(name);
    if (value === null) continue;
    const read = keyValue(name, value);
    if (read !== null) kept.append(name, read);
  }
  const key = kept.toString();
  return key ? `?${key}` : '';
}

/** A parameter's value as pageQueryKey keeps it, or null where the page reads it as absent. */
function keyValue(name: PageQueryName, value: string): string | null {
  if (name === 'lang') return matchLocale(value) ?? null;
  if (name === 'q') return pageSearch(value) || null;
  if (name === 'sent') return value === '1' ? '1' : null;
  if (PAGE_INT.test(value)) return String(Number(value));
  return name === 'page' ? '' : null;
}
