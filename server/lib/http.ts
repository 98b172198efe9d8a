import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Envelope } from '../../contract/envelope';
import { EMAIL_PATTERN, URL_PATTERN } from '../../contract/urls';
import { PageableSchema } from '../../contract/schemas';
import { LOCALES, LOCALE_TAGS, localeOrDefault, matchLocale, type Locale } from '../../contract/locales';
import { msg, type MessageKey } from './messages';

/** An error with an HTTP status and a message for the caller (key into the message catalogue, or literal text). */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    public messageKey: MessageKey | null,
    detail?: string,
  ) {
    super(detail ?? messageKey ?? 'error');
  }
  /** The caller-facing message: catalogue text, plus the detail that names the problem. */
  text(lang: Locale): string {
    const base = this.messageKey ? msg(this.messageKey, lang) : '';
    const detail = this.message !== this.messageKey ? this.message : '';
    return [base, detail].filter(Boolean).join(': ');
  }
}

export const badRequest = (detail: string) => new HttpError(400, 'invalid', detail);
export const notFound = (detail?: string) => new HttpError(404, 'notFound', detail);
export const conflict = (key: MessageKey, detail?: string) => new HttpError(409, key, detail);

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

export function ok<T>(result: T, message = 'OK'): Envelope<T> {
  return { result, message, status: 200 };
}

export function paged<T>(items: T[], page: PageQuery, totalCount: number): Envelope<T[]> {
  return {
    result: items,
    message: 'OK',
    status: 200,
    pageable: { pageNo: page.pageNo, pageSize: page.pageSize, totalCount },
  };
}

/**
 * A route's success answer: the envelope around `result` (what ok() and paged() build), for
 * `schema.response`. It documents the answer in the OpenAPI output and serialises it; a property
 * the schema does not name is not sent. Errors keep the error handler's envelope.
 */
export function envelope<T extends TSchema>(result: T) {
  return {
    200: Type.Object({
      result,
      message: Type.String(),
      status: Type.Integer(),
      pageable: Type.Optional(PageableSchema),
    }),
  };
}

/** The answer of a route that only confirms (`ok(true)`). */
export const Done = envelope(Type.Boolean());

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** Query fields for paging; the spec uses both `pageNo` and `page`. */
export const PagingQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, default 1' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Alias of pageNo' })),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`,
    }),
  ),
  total: Type.Optional(Type.Any({ description: 'Accepted and ignored (sent by the spec client)' })),
  _t: Type.Optional(Type.Any({ description: 'Cache buster, ignored' })),
};

export function pageOf(q: { pageNo?: number; page?: number; pageSize?: number }): PageQuery {
  const pageNo = q.pageNo ?? q.page ?? DEFAULT_PAGE_NO;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** `_t` on any GET: accepted and ignored. */
export const CacheBuster = { _t: Type.Optional(Type.Any()) };

/** An object schema whose unknown fields are dropped (never stored). */
export function Obj<T extends Record<string, TSchema>>(props: T, opts: { description?: string } = {}) {
  return Type.Object(props, { additionalProperties: false, ...opts });
}

export const Flag = Type.Integer({ minimum: 0, maximum: 1, description: '0 or 1' });
export const LangSchema = Type.Union([Type.Literal('de_DE'), Type.Literal('en_US'), Type.Literal('zh_CN')], {
  description: 'de_DE, en_US or zh_CN',
});
/** PUT …/sort of an ordered kind (practice areas, the team): move the source item (every language) to the target's place. */
export const SortBody = Obj({
  sourceId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  targetId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const IdParam = Obj({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const NoQuery = Obj({ no: Type.String({ minLength: 1, maxLength: 40 }), ...CacheBuster });
/** `no` as sent by a client: a short key of letters, digits, - and _. */
export const NoString = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
/** An e-mail address, or empty for none (null is coerced to empty). */
export const OptionalEmail = Type.String({
  maxLength: 254,
  pattern: `^$|${EMAIL_PATTERN}`,
  description: 'e-mail address, empty for none',
});
/** Rich text (HTML); sanitised on write. */
/** A meta description as written: plain text, empty for none (an excerpt of the text is used then). */
export const MetaDescriptionInput = Type.Union([Type.String({ maxLength: 300 }), Type.Null()], {
  description: 'Plain text for search results and link previews (up to 300 characters); empty: an excerpt of the text',
});
export const RichText = Type.String({ maxLength: 500_000, description: 'HTML, sanitised on write' });

export const emptyToNull = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

/** A URL stored in content: http(s), or a path on this site (contract/urls.ts has the rule). */
export const UrlString = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: URL_PATTERN,
  description: 'http(s) URL or site path such as /api/upload/…',
});
/** The same rule, or empty for none. */
export const OptionalUrl = Type.String({
  maxLength: 2000,
  pattern: `^$|${URL_PATTERN}`,
  description: 'http(s) URL or site path such as /api/upload/…; empty for none',
});

export function parseJsonList<T>(text: string | null | undefined, item: (v: unknown) => T | null): T[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.map(item).filter((x): x is T => x !== null) : [];
  } catch {
    return [];
  }
}

/** A stored list entry that is a string (anything else is dropped). */
export const textEntry = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A stored list entry with these string fields (a missing or odd field reads as ""; a non-object is dropped). */
export function recordEntry<K extends string>(...keys: K[]): (v: unknown) => Record<K, string> | null {
  return (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const o = v as Record<string, unknown>;
    return Object.fromEntries(keys.map((k) => [k, typeof o[k] === 'string' ? o[k] : ''])) as Record<K, string>;
  };
}
