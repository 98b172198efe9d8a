import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from '#contract/locales.ts';
import { excerpt } from '#contract/html.ts';

/**
 * One place that builds a page's head: title, description, canonical, hreflang alternates
 * (+ x-default), Open Graph, Twitter and JSON-LD. Every per-language URL is the page's path
 * with ?lang=<locale>; the canonical URL is the one of the language rendered.
 */
export interface PageMetaInput {
  /** From the root loader data. */
  root: { locale: Locale; defaultLocale?: Locale; origin: string; basePath: string; preview?: boolean } | undefined;
  /** Path without base path and without query, e.g. /team/detail/3 */
  path: string;
  title: string;
  siteName?: string;
  description?: string;
  /** Absolute or site-relative image URL. */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Pages such as 404 are not indexed. */
  noindex?: boolean;
  /**
   * Detail pages whose translations live at other paths (one id per language): the path of each
   * language that exists. Without it every language uses `path`.
   */
  alternates?: Partial<Record<Locale, string>>;
}

/**
 * The alternates of a detail page from its answer's `translations` (the languages the public may
 * open, each with its own id): a draft or missing language is not offered.
 */
export function translationPaths(
  translations: { lang: Locale; id: number }[] | undefined,
  pathOf: (id: number) => string,
): Partial<Record<Locale, string>> | undefined {
  return translations && Object.fromEntries(translations.map((tr) => [tr.lang, pathOf(tr.id)]));
}

export function localizedUrl(origin: string, basePath: string, path: string, locale: Locale): string {
  return `${origin}${basePath}${path}?lang=${locale}`;
}

export function absoluteUrl(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

/** Plain text for descriptions: the prose without headings, cut at a sentence or a word near `max` (contract/html.ts). */
export function plainText(html: string | null | undefined, max = 160): string {
  return excerpt(html, max);
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const root = input.root ?? { locale: DEFAULT_LOCALE, origin: '', basePath: '' };
  const { locale, origin, basePath } = root;
  const defaultLocale = root.defaultLocale ?? DEFAULT_LOCALE;
  const fullTitle =
    input.siteName && input.siteName !== input.title ? `${input.title} | ${input.siteName}` : input.title;
  const pathOf = (l: Locale) => input.alternates?.[l] ?? (input.alternates ? undefined : input.path);
  const canonical = localizedUrl(origin, basePath, input.path, locale);
  const image = absoluteUrl(origin, input.image);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: input.description ?? '' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LOCALES.filter((l) => pathOf(l)).map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LOCALE_TAGS[l],
      href: localizedUrl(origin, basePath, pathOf(l)!, l),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${origin}${basePath}${input.alternates?.[defaultLocale] ?? input.path}`,
    },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description ?? '' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: locale },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: 'og:locale:alternate', content: l })),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description ?? '' },
  ];
  if (input.siteName) tags.push({ property: 'og:site_name', content: input.siteName });
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (input.noindex || root.preview) tags.push({ name: 'robots', content: 'noindex' });
  const ld = Array.isArray(input.jsonLd) ? input.jsonLd : input.jsonLd ? [input.jsonLd] : [];
  for (const item of ld) tags.push({ 'script:ld+json': item });
  return tags;
}
