/**
 * Translation groups: an item is stored one row per language, the rows of one item sharing `no`.
 * Articles, categories, practice areas, offices, jobs and lawyers are all written through this
 * module: create and update bodies are arrays (one element per language), planned here so that
 * every check runs before the first row is touched, with one error format (`body/<i>/<field>`, as
 * the validator writes it).
 *
 * - Create: a new group; a `no` sent by the client is kept unless that group exists (409: add or
 *   change a language with PUT).
 * - Update: the elements name their group by `id` or `no`; an element with an id updates that
 *   row, one without updates the group's row of its language or adds that language. Languages
 *   not sent are kept. A row's language never changes.
 */
import { Type, type TProperties } from '@sinclair/typebox';
import { nextNo, type Tx } from '../db';
import { badRequest, HttpError, LangSchema, MetaDescriptionInput, NoString, notFound, Obj } from './http';
import { isPublic, PublicationProps } from './publication';
import { isLocale, type Locale } from '#contract/locales.ts';
import type { ContentKind } from '#contract/enums.ts';

export type GroupTable = 'article' | 'catalog' | 'professional_field' | 'job' | 'office' | 'lawyer';

/** Which rows form the groups of one kind of item (`T`: its table, for calls that need a column only some tables have). */
export interface GroupKind<T extends GroupTable = GroupTable> {
  table: T;
  /** Prefix of the `no` of a new group, e.g. N00012. */
  prefix: string;
  /** For a table shared by several kinds (articles): the kind's rows. */
  kind?: string;
  /** The item's name in messages, e.g. "news item". */
  noun: string;
  /** Its name in the editorial workflow, for kinds with a trash (whose items keep their `no` reserved). */
  content?: ContentKind;
}

export interface GroupElement {
  id?: number;
  no?: string;
  lang: string;
}

export interface ExistingRow {
  id: number;
  lang: string;
}

export interface PlannedRow<E extends GroupElement> {
  element: E;
  index: number;
  /** The row this element updates, or null when it adds its language. */
  existingId: number | null;
}

export interface GroupPlan<E extends GroupElement> {
  no: string;
  created: boolean;
  rows: PlannedRow<E>[];
  /** The group's rows before the write (empty on create). */
  before: ExistingRow[];
}

/**
 * The kind's rows of a table. One query shape for six tables: Kysely types a query over the union
 * of the table names with the columns of all of them, so `id`, `no` and `lang` (in every table)
 * read as in each; `kind` exists in `article` only and is asked for only when the kind has one.
 */
export function rowsOf(trx: Tx, g: GroupKind) {
  const q = trx.selectFrom(g.table);
  return g.kind === undefined ? q : q.where('kind', '=', g.kind);
}

/** Each language at most once among the languages an item will have. */
export function assertDistinctLangs(langs: string[]): void {
  const seen = new Set<string>();
  langs.forEach((lang, i) => {
    if (seen.has(lang)) throw badRequest(`body/${i}/lang: ${lang} appears twice in one item`);
    seen.add(lang);
  });
}

function sharedNo(elements: GroupElement[]): string | undefined {
  const nos = [...new Set(elements.map((e) => e.no?.trim()).filter((n): n is string => !!n))];
  if (nos.length > 1) throw badRequest(`body/no: the elements of one item must share one no (got ${nos.join(', ')})`);
  return nos[0];
}

export async function planCreate<E extends GroupElement>(trx: Tx, g: GroupKind, elements: E[]): Promise<GroupPlan<E>> {
  if (elements.length === 0) throw badRequest('body: at least one language');
  assertDistinctLangs(elements.map((e) => e.lang));
  let no = sharedNo(elements);
  if (no) {
    const taken = await rowsOf(trx, g).select('id').where('no', '=', no).executeTakeFirst();
    if (taken)
      throw new HttpError(409, 'conflict', `body/no: ${no} already exists (add or change a language with PUT)`);
    const trashed =
      g.content &&
      (await trx
        .selectFrom('trash_item')
        .select('item_key')
        .where('kind', '=', g.content)
        .where('item_key', '=', no)
        .executeTakeFirst());
    if (trashed)
      throw new HttpError(
        409,
        'conflict',
        `body/no: ${no} belongs to an item in the trash (restore it, or delete it there for good)`,
      );
  } else {
    no = await nextNo(trx, g.prefix);
  }
  return {
    no,
    created: true,
    before: [],
    rows: elements.map((element, index) => ({ element, index, existingId: null })),
  };
}

export async function planUpdate<E extends GroupElement>(trx: Tx, g: GroupKind, elements: E[]): Promise<GroupPlan<E>> {
  if (elements.length === 0) throw badRequest('body: at least one language');
  const ids = elements.map((e) => e.id).filter((id): id is number => !!id);
  const byId = new Map<number, { id: number; no: string; lang: string }>();
  if (ids.length) {
    for (const r of await rowsOf(trx, g).select(['id', 'no', 'lang']).where('id', 'in', ids).execute()) {
      byId.set(Number(r.id), { id: Number(r.id), no: r.no, lang: r.lang });
    }
  }
  const nos = new Set<string>();
  const named = sharedNo(elements);
  if (named) nos.add(named);
  elements.forEach((e, i) => {
    if (!e.id) return;
    const row = byId.get(e.id);
    if (!row) throw notFound(`body/${i}/id: no ${g.noun} ${e.id}`);
    if (row.lang !== e.lang)
      throw badRequest(`body/${i}/lang: ${g.noun} ${e.id} is ${row.lang}; its language cannot change`);
    nos.add(row.no);
  });
  if (nos.size === 0) throw badRequest('body/0/id: each element needs the id of its row or the no of its item');
  if (nos.size > 1)
    throw badRequest(`body/no: the elements of one update must belong to one item (got ${[...nos].join(', ')})`);
  const no = [...nos][0];
  const before = (await rowsOf(trx, g).select(['id', 'lang']).where('no', '=', no).execute()).map((r) => ({
    id: Number(r.id),
    lang: r.lang,
  }));
  if (before.length === 0) throw notFound(`body/no: no ${g.noun} ${no}`);

  const rows: PlannedRow<E>[] = elements.map((element, index) => ({
    element,
    index,
    existingId: element.id ?? before.find((r) => r.lang === element.lang)?.id ?? null,
  }));
  const touched = rows.map((r) => r.existingId).filter((id): id is number => id !== null);
  if (new Set(touched).size !== touched.length) throw badRequest('body: two elements change the same language');
  // The languages the item will have: the elements' and those of the rows left alone.
  assertDistinctLangs([
    ...rows.map((r) => r.element.lang),
    ...before.filter((r) => !touched.includes(r.id)).map((r) => r.lang),
  ]);
  return { no, created: false, before, rows };
}

/** The `no` of a row, or a 404. */
export async function noOfId(trx: Tx, g: GroupKind, id: number): Promise<string> {
  const row = await rowsOf(trx, g).select('no').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`id: no ${g.noun} ${id}`);
  return row.no;
}

/**
 * A row for a visitor: the row itself when it is in the visitor's language, else its translation
 * in that language (so a detail page keeps working after a language switch), else null.
 */
export async function idInLanguage(
  trx: Tx,
  g: GroupKind<'article' | 'lawyer' | 'professional_field'>,
  id: number,
  lang: string,
): Promise<number | null> {
  const row = await rowsOf(trx, g)
    .select(['id', 'no', 'lang'])
    .select(isPublic(g.table).as('visible'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.lang === lang) return Number(row.id);
  // Only a row the public may see leads on to its translation: the id of a hidden one (a draft
  // translation) then answers as an unknown id does.
  if (!row.visible) return null;
  const sibling = await rowsOf(trx, g)
    .select('id')
    .where('no', '=', row.no)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return sibling ? Number(sibling.id) : null;
}

/**
 * The languages of an item the public may see, with each row's id (hreflang, language links).
 * Through a preview link (`previewed`: whether its token shows the item in a language), the
 * languages it shows too, so its page's language links lead to the drafts it covers.
 */
export async function publicTranslations(
  trx: Tx,
  g: GroupKind<'article' | 'lawyer' | 'professional_field'>,
  no: string,
  previewed?: (lang: Locale) => Promise<boolean>,
): Promise<{ lang: Locale; id: number }[]> {
  let q = rowsOf(trx, g).select(['lang', 'id']).select(isPublic(g.table).as('visible')).where('no', '=', no);
  if (!previewed) q = q.where(isPublic(g.table));
  const rows = await q.orderBy('lang').execute();
  const out: { lang: Locale; id: number }[] = [];
  for (const r of rows) {
    if (!isLocale(r.lang)) continue;
    if (r.visible || (previewed && (await previewed(r.lang)))) out.push({ lang: r.lang, id: Number(r.id) });
  }
  return out;
}

/** Deletes every language of an item; answers how many rows went (0 when there is no such item). */
export async function deleteByNo(trx: Tx, g: GroupKind, no: string): Promise<number> {
  const q = trx.deleteFrom(g.table).where('no', '=', no);
  const res = await (g.kind === undefined ? q : q.where('kind', '=', g.kind)).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Pins (1) or unpins (0) every language of an item; answers how many rows matched. */
export async function setTopByNo(trx: Tx, g: GroupKind<'article' | 'lawyer'>, no: string, top: 0 | 1): Promise<number> {
  const q = trx.updateTable(g.table).set({ top }).where('no', '=', no);
  const res = await (g.kind === undefined ? q : q.where('kind', '=', g.kind)).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * The fields every element of a write body of a published group kind (lawyers, practice areas)
 * has: its group (no), its language, its name and meta description, and its publication.
 */
export const GroupElementProps = {
  no: Type.Optional(NoString),
  lang: LangSchema,
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  metaDescription: Type.Optional(MetaDescriptionInput),
  ...PublicationProps,
};

/**
 * The write bodies of a group kind whose elements have `props`: POST, one element per language
 * of a new item; PUT, elements that carry id (or no). `element`: one of either.
 */
export function groupBodies<P extends TProperties>(props: P) {
  const element = Obj({ id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })), ...props });
  return {
    create: Type.Array(Obj(props), { minItems: 1, maxItems: 10 }),
    update: Type.Array(element, { minItems: 1, maxItems: 10 }),
    element,
  };
}
