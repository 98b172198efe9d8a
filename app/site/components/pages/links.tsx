import { Link, useRouteLoaderData, type LinkProps } from 'react-router';
import type { RootData } from '../../../root';

/**
 * The visitor's language in links: when the page was opened with ?lang= (a crawlable
 * per-language URL), links keep it; otherwise the cookie carries the choice.
 */
export function useLangParam(): string | null {
  const root = useRouteLoaderData<RootData>('root');
  return root?.localeFromUrl ? root.locale : null;
}

/** Base path of the site ('' by default), for URLs that are not router links (API calls, downloads). */
export function useBasePath(): string {
  return useRouteLoaderData<RootData>('root')?.basePath ?? '';
}

/** `path` plus query, with ?lang= kept when the page carries it. Empty values are dropped. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>, lang: string | null): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  if (lang) params.set('lang', lang);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A router link (base path, preload on hover/focus) that keeps ?lang= when the page has it. */
export function PageLink({ to, query = {}, ...rest }: Omit<LinkProps, 'to'> & { to: string; query?: Record<string, string | number | null | undefined> }) {
  const lang = useLangParam();
  return <Link prefetch="intent" to={withQuery(to, query, lang)} {...rest} />;
}
