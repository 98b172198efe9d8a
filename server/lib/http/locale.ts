import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { LOCALES, LOCALE_TAGS, localeOrDefault, matchLocale, type Locale } from '#contract/locales.ts';

/**
 * The languages of a request, decided one way each:
 * - a language a request *names* (a body's `lang`, an admin list's `?lang=`) is validated by its
 *   schema, LangSchema (or LangFilter): anything but de_DE, en_US or zh_CN is a 400 naming the
 *   field before the handler runs (answers document theirs with contract/schemas.ts's LocaleSchema);
 * - a language a request *prefers* (X-Language, the umi_locale cookie, Accept-Language, a public
 *   list's `?lang=` override) is read leniently with contract/locales.ts (matchLocale,
 *   localeOrDefault): one we do not have falls back to the default locale, as the spec says.
 */
const LOCALE_LITERALS = LOCALES.map((l) => Type.Literal(l));
export const LangSchema = Type.Union(LOCALE_LITERALS, { description: 'de_DE, en_US or zh_CN' });

/** A language filter of an admin list: one of ours, or empty for every language (what a form sends for "all"). */
export const LangFilter = (description = 'de_DE, en_US or zh_CN; empty: every language') =>
  Type.Union([...LOCALE_LITERALS, Type.Literal('')], { description });

/** Each supported locale by the language tags a browser may send for it (de-DE and de, …). */
const LOCALE_BY_TAG = new Map<string, Locale>(
  LOCALES.flatMap((l) => [[LOCALE_TAGS[l].toLowerCase(), l] as const, [l.slice(0, 2), l] as const]),
);
/** The tags offered to the negotiation, the default locale's first: it wins ties such as `*`. */
const offeredTags = (first: Locale) =>
  [...LOCALE_BY_TAG.keys()].sort(
    (a, b) => Number(LOCALE_BY_TAG.get(b) === first) - Number(LOCALE_BY_TAG.get(a) === first),
  );

/**
 * The language a request negotiates from its whole Accept-Language list with its q-values
 * (`fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7` → en_US), else `fallback` (the default locale). The header
 * is cut at 1,000 characters: no browser sends more, and the parser's work stays bounded.
 */
export function acceptedLocale(header: string | string[] | undefined, fallback: Locale): Locale {
  const value = (Array.isArray(header) ? header.join(',') : header)?.slice(0, 1000);
  if (!value) return fallback;
  const best = new Negotiator({ headers: { 'accept-language': value } }).language(offeredTags(fallback));
  return (best && LOCALE_BY_TAG.get(best.toLowerCase())) || fallback;
}

/** The site's default language (DEFAULT_LOCALE, zh_CN unless configured): when a request names none of ours. */
export function defaultLocale(req: FastifyRequest): Locale {
  return req.server.config.defaultLocale;
}

/** The caller's language: X-Language (the spec's header), else the umi_locale cookie, else Accept-Language, else DEFAULT_LOCALE. */
export function requestLocale(req: FastifyRequest): Locale {
  const header = req.headers['x-language'];
  const fromHeader = matchLocale(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  const cookie = matchLocale(req.cookies?.umi_locale);
  if (cookie) return cookie;
  return acceptedLocale(req.headers['accept-language'], defaultLocale(req));
}

/** Public calls: only X-Language counts (spec section 7); unknown or missing → DEFAULT_LOCALE. */
export function contentLocale(req: FastifyRequest): Locale {
  const header = req.headers['x-language'];
  return localeOrDefault(Array.isArray(header) ? header[0] : header, defaultLocale(req));
}
