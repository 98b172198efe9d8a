import type { LinkProps } from 'react-router';
import { LocalizedLink } from '../LocalizedLink';
import { useRootData } from '../site-data';
import { useI18n } from '#app/i18n/index.tsx';

/** ?lang=<locale> when the page was opened from a per-language URL (links and forms keep it), else null. */
export function useLangParam(): string | null {
  const root = useRootData();
  return root?.localeFromUrl ? root.locale : null;
}

/** Base path of the site ('' by default), for URLs that are not router links (API calls, downloads). */
export function useBasePath(): string {
  return useRootData()?.basePath ?? '';
}

/** `path` plus query (empty values dropped), with ?lang= when `lang` is given. */
export function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
  lang: string | null = null,
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  if (lang) params.set('lang', lang);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** LocalizedLink (base path, ?lang= kept, preload on intent) with a query object. */
export function PageLink({
  to,
  query = {},
  ...rest
}: Omit<LinkProps, 'to'> & { to: string; query?: Record<string, string | number | null | undefined> }) {
  return <LocalizedLink to={withQuery(to, query)} {...rest} />;
}

/**
 * The previous/next pager of a paged public list ("Page 2 of 5"), nothing when everything fits on
 * one page. `query` is the list's other parameters; the first page leaves `page` out of its URL.
 */
export function Pager({
  to,
  page,
  pages,
  query = {},
}: {
  to: string;
  page: number;
  pages: number;
  query?: Record<string, string | number | null | undefined>;
}) {
  const { t, formatNumber } = useI18n();
  if (pages <= 1) return null;
  const at = (p: number) => ({ ...query, page: p > 1 ? p : undefined });
  return (
    <nav className="pg-pager" aria-label={t('pages.pager.label')}>
      {page > 1 ? (
        <PageLink to={to} query={at(page - 1)} className="button button--ghost" rel="prev">
          {t('pages.pager.prev')}
        </PageLink>
      ) : null}
      <span className="pg-pager__status">
        {t('pages.pager.status', { page: formatNumber(page), pages: formatNumber(pages) })}
      </span>
      {page < pages ? (
        <PageLink to={to} query={at(page + 1)} className="button" rel="next">
          {t('pages.pager.next')}
        </PageLink>
      ) : null}
    </nav>
  );
}
