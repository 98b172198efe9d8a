import type { LinkProps } from 'react-router';
import { LocalizedLink } from '../LocalizedLink';
import { useRootData } from '../site-data';

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
