import type { DB } from '#server/db/index.ts';
import { HttpError } from '#server/lib/http/index.ts';
import { can } from '#contract/roles.ts';
import { isLocale } from '#contract/locales.ts';
import type { SessionUser } from '../auth/sessions';
import type { ContentKindDef } from './content-kind';

/** One language element of a content write, as far as the rule needs it. */
interface Element {
  id?: number;
  no?: string;
  lang?: string;
  status?: string;
  publishAt?: string | null;
  top?: number;
}

/** A field's value as stored or as sent, in one form for comparing: absent and empty alike, lists as lists. */
function comparable(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify([...new Set(value.map(String))]);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(Number(value));
  const text = String(value).trim();
  // A moment (createTime) compares as the instant it names.
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) return String(Date.parse(text));
  return text;
}

/**
 * The fields an item shares between its languages (the kind's `shared`) are every language's: an
 * account limited to some languages may send them only as the item's rows in the other languages
 * have them (the back office sends them unchanged), and changes them only in an item that exists
 * in its languages alone.
 */
async function checkSharedFields(
  db: DB,
  def: ContentKindDef,
  languages: readonly string[],
  elements: Element[],
  ids: number[],
  params: Record<string, string>,
): Promise<void> {
  const field = (row: object, name: string): unknown => Reflect.get(row, name);
  const sent = (def.shared ?? []).filter((name) => elements.some((e) => field(e, name) !== undefined));
  if (!sent.length) return;
  let key: string | undefined = def.key === 'name' ? params.name : elements.find((e) => typeof e.no === 'string')?.no;
  if (key === undefined && ids.length && def.key !== 'id') {
    let q = db.selectFrom(def.table).select(def.key).where('id', 'in', ids);
    if (def.kind !== undefined) q = q.where('kind', '=', def.kind);
    const row = await q.executeTakeFirst();
    key = row ? String(field(row, def.key)) : undefined;
  }
  if (key === undefined) return;
  const others = (await def.read(db, key)).filter((row) => !languages.includes(row.lang));
  for (const name of sent) {
    for (const e of elements) {
      const value = field(e, name);
      if (value !== undefined && others.some((row) => comparable(field(row, name)) !== comparable(value)))
        throw new HttpError(403, 'sharedField', name);
    }
  }
}

/**
 * The same rule for the groups that check inside their own save (categories, offices, job titles):
 * an account limited to some languages (`languages`) sends a value the group keeps the same for
 * every language (an office's place in the list, a category's place in the tree) only as stored,
 * unless the group's languages (`groupLangs`, before the write) are all its own.
 */
export function assertSharedUnchanged(
  languages: readonly string[] | null,
  groupLangs: readonly string[],
  name: string,
  sent: unknown,
  stored: unknown,
): void {
  if (!languages || sent === undefined || groupLangs.every((lang) => languages.includes(lang))) return;
  if (comparable(sent) !== comparable(stored)) throw new HttpError(403, 'sharedField', name);
}

const elementsOf = (body: unknown): Element[] =>
  (Array.isArray(body) ? body : [body]).filter((e): e is Element => typeof e === 'object' && e !== null);

/** The locale-named keys of a value that is a plain object (a map keyed by language). */
const localeKeys = (value: unknown): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value).filter(isLocale) : [];

/**
 * The languages a write element names: its `lang`, and the keys of the maps it keys by language,
 * itself (`{"de_DE": {…}}`) or one of its fields (a media entry's `{"texts": {"de_DE": {…}}}`).
 */
const languagesNamed = (e: Element): string[] => [
  ...(e.lang !== undefined ? [String(e.lang)] : []),
  ...localeKeys(e),
  ...Object.values(e).flatMap(localeKeys),
];

/**
 * An account limited to some languages writes only those: every write's body (content, categories,
 * offices, job titles, anything with a `lang` or keyed by language) is checked before the route runs.
 */
export function checkWriteLanguages(user: SessionUser, body: unknown): void {
  if (!user.languages) return;
  const other = elementsOf(body)
    .flatMap(languagesNamed)
    .find((lang) => !user.languages!.includes(lang as never));
  if (other !== undefined) throw new HttpError(403, 'languageNotAllowed', other);
}

/**
 * What an account may write into an item of content, beyond its role's permission to write at
 * all and its languages (checkWriteLanguages): no row stored in another language, whatever the
 * element names; and without the permission to publish (an Author) only drafts, of
 * items that are neither published nor scheduled in any language (the item someone else
 * published stays theirs to change), never pinned. Checked before the module's own save, on the body as sent.
 */
export async function checkContentWrite(
  db: DB,
  def: ContentKindDef,
  user: SessionUser,
  body: unknown,
  params: Record<string, string>,
): Promise<void> {
  const elements = elementsOf(body);
  const ids = elements.map((e) => e.id).filter((id): id is number => typeof id === 'number');
  if (user.languages && ids.length) {
    // A row is written in its own language, whatever language the element names.
    const stored = await db.selectFrom(def.table).select('lang').where('id', 'in', ids).execute();
    const other = stored.find((r) => !user.languages!.includes(r.lang as never));
    if (other) throw new HttpError(403, 'languageNotAllowed', other.lang);
  }
  if (user.languages) await checkSharedFields(db, def, user.languages, elements, ids, params);
  if (can(user.roleId, 'publish')) return;
  // publishAt: null arrives as '' (the API's type coercion): either means no date.
  const publishing = elements.find((e) => e.status !== 'draft' || !!e.publishAt);
  if (publishing) throw new HttpError(403, 'draftsOnly', publishing.lang);
  if (elements.some((e) => e.top === 1))
    throw new HttpError(403, 'forbidden', 'top: pinning needs publish (editor, administrator)');
  const keys =
    def.key === 'name'
      ? [params.name].filter(Boolean)
      : def.key === 'no'
        ? elements.map((e) => e.no).filter((no): no is string => typeof no === 'string')
        : [];
  if (!ids.length && !keys.length) return;
  // Every row of the item(s) the write touches: found by a row id or by the item's key.
  let q = db.selectFrom(def.table).select(['status']).where('status', '=', 'published');
  if (def.kind !== undefined) q = q.where('kind', '=', def.kind);
  const sameItem = db
    .selectFrom(def.table)
    .select(def.key)
    .where((eb) =>
      eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(keys.length ? [eb(def.key, 'in', keys)] : [])]),
    );
  const published = await q.where(def.key, 'in', sameItem).executeTakeFirst();
  if (published) throw new HttpError(403, 'publishedItem');
}
