import { Type, type TSchema } from '@sinclair/typebox';
import { EMAIL_PATTERN, URL_PATTERN } from '#contract/urls.ts';
import { CacheBuster } from './paging';

/** The request schemas the routes share: objects, ids, keys, flags, URLs, rich text. */
/** An object schema whose unknown fields are dropped (never stored). */
export function Obj<T extends Record<string, TSchema>>(props: T, opts: { description?: string } = {}) {
  return Type.Object(props, { additionalProperties: false, ...opts });
}

export const Flag = Type.Integer({ minimum: 0, maximum: 1, description: '0 or 1' });
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
/** A meta description as written: plain text, empty for none (an excerpt of the text is used then). */
export const MetaDescriptionInput = Type.Union([Type.String({ maxLength: 300 }), Type.Null()], {
  description: 'Plain text for search results and link previews (up to 300 characters); empty: an excerpt of the text',
});
/** Rich text (HTML); sanitised on write. */
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
