import type { DB } from '../../db';
import { HttpError } from '../../lib/http';
import { can } from '../../../contract/roles';
import type { SessionUser } from '../auth/sessions';
import { CONTENT } from './registry';
import type { ContentKind } from '../../../contract/enums';

/** One language element of a content write, as far as the rule needs it. */
interface Element {
  id?: number;
  no?: string;
  lang?: string;
  status?: string;
  publishAt?: string | null;
  top?: number;
}

const elementsOf = (body: unknown): Element[] => (Array.isArray(body) ? body : [body]).filter((e): e is Element => typeof e === 'object' && e !== null);

/**
 * An account limited to some languages writes only those: every write's body (content, categories,
 * offices, job titles, anything with a `lang`) is checked before the route runs.
 */
export function checkWriteLanguages(user: SessionUser, body: unknown): void {
  if (!user.languages) return;
  const other = elementsOf(body).find((e) => e.lang !== undefined && !user.languages!.includes(e.lang as never));
  if (other) throw new HttpError(403, 'languageNotAllowed', String(other.lang));
}

/**
 * What an account may write into an item of content, beyond its role's permission to write at
 * all and its languages (checkWriteLanguages): no row stored in another language, whatever the
 * element names; and without the permission to publish (an Author) only drafts, of
 * items that are neither published nor scheduled in any language (the item someone else
 * published stays theirs to change), never pinned. Checked before the module's own save, on the body as sent.
 */
export async function checkContentWrite(db: DB, kind: ContentKind, user: SessionUser, body: unknown, params: Record<string, string>): Promise<void> {
  const elements = elementsOf(body);
  const def = CONTENT[kind];
  const ids = elements.map((e) => e.id).filter((id): id is number => typeof id === 'number');
  if (user.languages && ids.length) {
    // A row is written in its own language, whatever language the element names.
    const stored = await db.selectFrom(def.table).select('lang').where('id', 'in', ids).execute();
    const other = stored.find((r) => !user.languages!.includes(r.lang as never));
    if (other) throw new HttpError(403, 'languageNotAllowed', other.lang);
  }
  if (can(user.roleId, 'publish')) return;
  // publishAt: null arrives as '' (the API's type coercion): either means no date.
  const publishing = elements.find((e) => e.status !== 'draft' || !!e.publishAt);
  if (publishing) throw new HttpError(403, 'draftsOnly', publishing.lang);
  if (elements.some((e) => e.top === 1)) throw new HttpError(403, 'forbidden', 'top: pinning needs publish (editor, administrator)');
  const keys = def.key === 'name' ? [params.name].filter(Boolean) : def.key === 'no' ? elements.map((e) => e.no).filter((no): no is string => typeof no === 'string') : [];
  if (!ids.length && !keys.length) return;
  // Every row of the item(s) the write touches: found by a row id or by the item's key.
  let q = db.selectFrom(def.table).select(['status']).where('status', '=', 'published');
  if (def.kind !== undefined) q = q.where('kind', '=', def.kind);
  const sameItem = db
    .selectFrom(def.table)
    .select(def.key)
    .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(keys.length ? [eb(def.key, 'in', keys)] : [])]));
  const published = await q.where(def.key, 'in', sameItem).executeTakeFirst();
  if (published) throw new HttpError(403, 'publishedItem');
}
