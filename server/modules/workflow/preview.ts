import type { FastifyRequest } from 'fastify';
import { now, type Tx } from '#server/db/index.ts';
import { HttpError, badRequest, contentLocale, notFound } from '#server/lib/http/index.ts';
import type { Writer } from '#server/lib/writer.ts';
import { type SessionUser } from '../auth/sessions';
import { hashToken, newToken } from '../auth/secrets';
import { can } from '#contract/roles.ts';
import type { PreviewLink, PreviewLinkItem } from '#contract/entities.ts';
import type { ContentKind } from '#contract/enums.ts';
import type { Locale } from '#contract/locales.ts';
import { keyOf, type ContentKindDef } from './content-kind';

/** How long a preview link works. */
export const PREVIEW_DAYS = 7;
/** The header that carries a preview token to the public API (the pages pass it on). */
export const PREVIEW_HEADER = 'x-preview';
/** A token is 43 URL-safe characters (256 bits); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What a valid preview link lets its holder see: one item with its drafts, in every language, or
 * in its maker's languages only when the account that made it is limited to some (`langs`).
 */
export interface PreviewGrant {
  kind: ContentKind;
  key: string;
  langs: Locale[] | null;
}

/** Whether a grant shows the draft of the item `key` of `kind` in `lang`. */
export const grantCovers = (g: PreviewGrant | null, kind: ContentKind, key: string, lang: string): boolean =>
  !!g && g.kind === kind && g.key === key && (g.langs === null || g.langs.includes(lang as Locale));

/**
 * A new link to the public page of the row `id`, showing the item's draft content to whoever has
 * the link: in every language, or for an account limited to some (`languages`) in those only, and
 * then only to a page in one of them.
 */
export async function createPreviewLink(
  db: Tx,
  writer: Writer,
  def: ContentKindDef,
  id: number,
  basePath: string,
  maker: { id: number; languages: readonly Locale[] | null },
  hours = PREVIEW_DAYS * 24,
): Promise<PreviewLink> {
  const { languages } = maker;
  let q = db.selectFrom(def.table).select(['id', def.key]).where('id', '=', id);
  if (def.kind !== undefined) q = q.where('kind', '=', def.kind);
  const found = (await q.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!found) throw notFound(`id: no ${def.name} ${id}`);
  const key = String(found[def.key]);
  const row = (await def.read(db, key)).find((r) => r.id === id);
  if (!row) throw notFound(`id: no ${def.name} ${id}`);
  if (languages && !languages.includes(row.lang)) throw new HttpError(403, 'languageNotAllowed', row.lang);
  const token = newToken();
  const createTime = now();
  const expiresAt = new Date(Date.now() + hours * 3_600_000).toISOString();
  const page = def.page(row);
  const inserted = await db
    .insertInto('preview_link')
    .values({
      token_hash: hashToken(token),
      kind: def.name,
      item_key: keyOf(def, row as never),
      lang: row.lang,
      langs: languages ? JSON.stringify(languages) : null,
      user_id: maker.id,
      page,
      operator_name: writer.operator,
      create_time: createTime,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { url: `${basePath}${page}?lang=${row.lang}&preview=${token}`, expiresAt, id: Number(inserted.id) };
}

export async function listPreviewLinks(
  db: Tx,
  kind: ContentKind,
  key: string,
  by: Revoker,
): Promise<PreviewLinkItem[]> {
  const rows = await db
    .selectFrom('preview_link')
    .select(['id', 'kind', 'item_key', 'lang', 'create_time', 'expires_at', 'operator_name', 'user_id'])
    .where('kind', '=', kind)
    .where('item_key', '=', key)
    .where('expires_at', '>', now())
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as ContentKind,
    key: r.item_key,
    lang: r.lang as Locale,
    createTime: r.create_time,
    expiresAt: r.expires_at,
    operatorName: r.operator_name,
    revocable: revokeRefusal(by, r) === null,
  }));
}

/** Who revokes: an account limited to some languages revokes links to pages in one of them; one without the permission to publish (an Author), only the links it made. */
export interface Revoker {
  id: number;
  languages: readonly Locale[] | null;
  mayPublish: boolean;
}

/** The Revoker a signed-in account is. */
export const revokerOf = (user: Pick<SessionUser, 'id' | 'languages' | 'roleId'>): Revoker => ({
  id: user.id,
  languages: user.languages,
  mayPublish: can(user.roleId, 'publish'),
});

/** Why `by` may not revoke a link (to a page in `lang`, made by `user_id`), or null: the one rule for revoking and for the list. */
function revokeRefusal(by: Revoker, link: { lang: string; user_id: number | null }): HttpError | null {
  if (by.languages && !by.languages.includes(link.lang as Locale))
    return new HttpError(403, 'languageNotAllowed', link.lang);
  // A link shared with a client is withdrawn by whoever made it, or by an Editor.
  if (!by.mayPublish && (link.user_id === null || Number(link.user_id) !== by.id))
    return new HttpError(
      403,
      'forbidden',
      'a preview link made by another account: revoking it needs publish (editor, administrator)',
    );
  return null;
}

/** Revokes a link by its token or by the id the list answers, as far as the Revoker may. */
export async function revokePreviewLink(db: Tx, tokenOrId: string, by: Revoker): Promise<void> {
  const which = /^\d{1,10}$/.test(tokenOrId)
    ? ({ column: 'id', value: Number(tokenOrId) } as const)
    : TOKEN.test(tokenOrId)
      ? ({ column: 'token_hash', value: hashToken(tokenOrId) } as const)
      : null;
  if (!which) throw badRequest('token: not a preview link token or id');
  const link = await db
    .selectFrom('preview_link')
    .select(['id', 'lang', 'user_id'])
    .where(which.column, '=', which.value)
    .executeTakeFirst();
  if (!link) throw notFound('token: no such preview link');
  const refused = revokeRefusal(by, link);
  if (refused) throw refused;
  await db.deleteFrom('preview_link').where('id', '=', link.id).execute();
  // Expired links go at the same time.
  await db.deleteFrom('preview_link').where('expires_at', '<=', now()).execute();
}

/** The grant of a token, when it names a live link. */
export async function previewGrantOf(db: Tx, token: string | undefined): Promise<PreviewGrant | null> {
  if (!token || !TOKEN.test(token)) return null;
  // A link works while its maker's account is enabled (a departed colleague's links end with the account).
  const row = await db
    .selectFrom('preview_link as l')
    .leftJoin('admin_user as u', 'u.id', 'l.user_id')
    .select(['l.kind', 'l.item_key', 'l.langs'])
    .where('l.token_hash', '=', hashToken(token))
    .where('l.expires_at', '>', now())
    .where((eb) => eb.or([eb('l.user_id', 'is', null), eb('u.disabled_at', 'is', null)]))
    .executeTakeFirst();
  return row
    ? {
        kind: row.kind as ContentKind,
        key: row.item_key,
        langs: row.langs === null ? null : (JSON.parse(row.langs) as Locale[]),
      }
    : null;
}

const grants = new WeakMap<FastifyRequest, Promise<PreviewGrant | null>>();

/** The preview grant a public API request carries (header x-preview), looked up once per request. */
export function requestPreview(req: FastifyRequest): Promise<PreviewGrant | null> {
  let g = grants.get(req);
  if (!g) {
    const header = req.headers[PREVIEW_HEADER];
    g = previewGrantOf(req.server.db, typeof header === 'string' ? header : undefined);
    grants.set(req, g);
  }
  return g;
}

/** Whether the request may see the draft of the item `key` of `kind` in `lang` (the visitor's language by default). */
export async function mayPreview(
  req: FastifyRequest,
  kind: ContentKind,
  key: string | null | undefined,
  lang: string = contentLocale(req),
): Promise<boolean> {
  if (key === null || key === undefined || !req.headers[PREVIEW_HEADER]) return false;
  return grantCovers(await requestPreview(req), kind, key, lang);
}
