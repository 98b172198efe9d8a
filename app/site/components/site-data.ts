import { useRouteLoaderData } from 'react-router';
import type { Envelope } from '#contract/envelope.ts';
import type { PortalConfig } from '#contract/entities.ts';
import type { PublicMedia } from '#contract/media.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { createI18n, type I18n, type Messages } from '#app/i18n/index.tsx';
import type { RootData } from '#app/root.tsx';
import { isSitePath } from '#contract/urls.ts';
import { emptyConfig } from '#contract/portal-config.ts';

/** Route id of the site layout (app/site/layout.tsx). */
export const LAYOUT_ID = 'site/layout';

export interface SiteLayoutData {
  config: PortalConfig;
  /** The media library's alt texts and focal points in the page's language (components/library.ts). */
  media?: PublicMedia[];
  /** This render's script mark (SiteContext.scriptNonce), for the page's inline speculation rules. */
  scriptNonce?: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** The site configuration (portal-config) that the layout loaded once for every page. */
export function useSiteConfig(): PortalConfig {
  const layout = useRouteLoaderData<SiteLayoutData>(LAYOUT_ID);
  const root = useRootData();
  return layout?.config ?? emptyConfig(root?.locale ?? 'zh_CN');
}

/** The `matches` of any route's meta args (typed loosely: every route's typegen differs). */
type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** Root loader data inside a `meta` function. */
export function metaRoot(matches: Matches): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}

/** Site configuration inside a `meta` function. */
export function metaConfig(matches: Matches): PortalConfig | undefined {
  return (matches.find((m) => m?.id === LAYOUT_ID)?.data as SiteLayoutData | undefined)?.config;
}

/** Translations inside a `meta` function (hooks are not available there). */
export function metaI18n(matches: Matches): I18n {
  const root = metaRoot(matches);
  return createI18n(root?.locale ?? 'zh_CN', (root?.messages ?? {}) as Messages);
}

/** A list from the API, or [] when the call failed (a page never breaks on one empty section). */
export function listOf<T>(env: Envelope<T[] | null> | undefined): T[] {
  return env && env.status === 200 && Array.isArray(env.result) ? env.result : [];
}

export function resultOf<T>(env: Envelope<T | null> | undefined): T | null {
  return env && env.status === 200 ? env.result : null;
}

/** Keeps ?lang= (and only it) when the page was rendered from a per-language URL. */
export function withLang(to: string, locale: Locale | undefined, fromUrl: boolean | undefined): string {
  if (!fromUrl || !locale || !isSitePath(to) || /[?&]lang=/.test(to)) return to;
  const hash = to.indexOf('#');
  const [path, frag] = hash >= 0 ? [to.slice(0, hash), to.slice(hash)] : [to, ''];
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}${frag}`;
}

export { LOCALES };
