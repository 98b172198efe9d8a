import type { Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import { now } from '#server/db/index.ts';
import { planCreate, planUpdate, type GroupKind } from '#server/lib/translation-group.ts';
import { assertSharedUnchanged } from '../workflow/authoring';
import { assertRevision, revisionOf } from '#server/lib/revision.ts';
import { lockRecord } from '#server/lib/record-lock.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError, badRequest, notFound } from '#server/lib/http/index.ts';
import { isPublic } from '#server/lib/publication.ts';
import { format, msg } from '#server/lib/messages.ts';
import { isLocale, localeOrDefault, type Locale } from '#contract/locales.ts';
import { CatalogType } from '#contract/enums.ts';
import { ARTICLE_KIND_LIST } from '#contract/article-kinds.ts';
import { withArticleKind } from '#server/lib/content-kinds.ts';
import type { CatalogElement, CatalogNode } from './schema';

type Row = Selectable<Database['catalog']>;
type Translation = { lang: Locale; id: number };

/** A stored row's type: writes only store NEWS or CASES (CatalogTypeSchema). */
const typeOf = (type: number): CatalogType => (type === CatalogType.CASES ? CatalogType.CASES : CatalogType.NEWS);

/** A category: one row per language sharing `no` (prefix K). */
export const CATEGORIES: GroupKind = { table: 'catalog', prefix: 'K', noun: 'category' };

/**
 * What a category's dialog changes: its revision covers these (server/lib/revision.ts). Not its
 * position: reordering renumbers the siblings, and the dialog sends a position only when it was
 * changed there.
 */
const editable = (r: Row) => ({ name: r.name, parentId: r.parent_id });

function toNode(r: Row, translations: Translation[]): CatalogNode {
  return {
    revision: revisionOf(editable(r)),
    id: r.id,
    no: r.no,
    name: r.name,
    lang: localeOrDefault(r.lang),
    type: typeOf(r.type),
    parentId: r.parent_id,
    sort: r.sort,
    createTime: r.create_time,
    updateTime: r.update_time,
    translations,
    childrenList: [],
  };
}

const bySort = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;

/**
 * Nests rows by parentId; a row whose parent is not in the set is a root. Siblings sorted by sort,
 * then id. `groups` gives each row's translations (every language of its `no`).
 */
export function buildTree(rows: Row[], groups: Map<string, Translation[]>): CatalogNode[] {
  const nodes = new Map(
    rows.map((r) => [r.id, toNode(r, groups.get(r.no) ?? [{ lang: localeOrDefault(r.lang), id: r.id }])]),
  );
  const roots: CatalogNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId != null ? nodes.get(n.parentId) : undefined;
    (parent ? parent.childrenList : roots).push(n);
  }
  const sortDeep = (list: CatalogNode[]) => {
    list.sort(bySort);
    for (const n of list) sortDeep(n.childrenList);
  };
  sortDeep(roots);
  return roots;
}

export async function listRows(db: DB, f: { type?: number; lang?: string; no?: string }): Promise<Row[]> {
  let q = db.selectFrom('catalog').selectAll();
  if (f.type !== undefined) q = q.where('type', '=', f.type);
  if (f.lang) q = q.where('lang', '=', f.lang);
  if (f.no) q = q.where('no', '=', f.no);
  return q.orderBy('sort').orderBy('id').execute();
}

/** Every language (id) of the groups of these rows, by `no`, in LOCALES order. */
async function translationsOf(db: DB, rows: Row[]): Promise<Map<string, Translation[]>> {
  const nos = [...new Set(rows.map((r) => r.no))];
  const out = new Map<string, Translation[]>();
  if (!nos.length) return out;
  const all = await db
    .selectFrom('catalog')
    .select(['id', 'no', 'lang'])
    .where('no', 'in', nos)
    .orderBy('lang')
    .orderBy('id')
    .execute();
  for (const r of all) {
    if (!isLocale(r.lang)) continue;
    const list = out.get(r.no) ?? [];
    list.push({ lang: r.lang, id: r.id });
    out.set(r.no, list);
  }
  return out;
}

export async function tree(db: DB, f: { type?: number; lang?: string; no?: string }): Promise<CatalogNode[]> {
  const rows = await listRows(db, f);
  return buildTree(rows, await translationsOf(db, rows));
}

/**
 * The tree visitors see: a category shows once it holds a public article (lib/publication.ts),
 * itself or below it, and its parents with it. A category made for a matter not yet announced,
 * or left empty, stays off the site (as WordPress's `hide_empty` does); the back office lists
 * every category (`tree`).
 */
export async function publicTree(db: DB, f: { type?: number; lang: string }): Promise<CatalogNode[]> {
  const rows = await listRows(db, f);
  // The tree of one type counts the articles of that type's kind alone, and its answer depends on
  // that kind alone (a news write leaves the cached tree of case categories as it is).
  const kind = f.type === undefined ? undefined : ARTICLE_KIND_LIST.find((k) => k.catalogType === f.type)?.kind;
  let used = db
    .selectFrom('catalog as c')
    .select('c.id')
    .where('c.lang', '=', f.lang)
    .where(({ exists, selectFrom }) => {
      let articles = selectFrom('article as a').select('a.id').whereRef('a.cata_id', '=', 'c.id').where(isPublic('a'));
      if (kind) articles = articles.where('a.kind', '=', kind);
      return exists(articles);
    });
  if (f.type !== undefined) used = used.where('c.type', '=', f.type);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = new Set<number>();
  const usedRows = kind ? await withArticleKind(kind, () => used.execute()) : await used.execute();
  for (const { id } of usedRows) {
    for (let r = byId.get(id); r && !shown.has(r.id); r = r.parent_id != null ? byId.get(r.parent_id) : undefined)
      shown.add(r.id);
  }
  const kept = rows.filter((r) => shown.has(r.id));
  return buildTree(kept, await translationsOf(db, kept));
}

export async function findRow(db: DB, id: number): Promise<Row | undefined> {
  return db.selectFrom('catalog').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One catalog with its whole subtree. */
export async function getNode(db: DB, id: number): Promise<CatalogNode | null> {
  const row = await findRow(db, id);
  if (!row) return null;
  const rows = await listRows(db, { type: row.type, lang: row.lang });
  const all = buildTree(rows, await translationsOf(db, rows));
  const find = (list: CatalogNode[]): CatalogNode | null => {
    for (const n of list) {
      if (n.id === id) return n;
      const hit = find(n.childrenList);
      if (hit) return hit;
    }
    return null;
  };
  return find(all);
}

/** The id and the ids of all its descendants (same language and type). */
export async function subtreeIds(db: DB, id: number): Promise<number[]> {
  const row = await findRow(db, id);
  if (!row) return [];
  const rows = await listRows(db, { type: row.type, lang: row.lang });
  return descendantsOf(rows, id);
}

function descendantsOf(rows: Row[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) {
    if (r.parent_id == null) continue;
    const list = children.get(r.parent_id) ?? [];
    list.push(r.id);
    children.set(r.parent_id, list);
  }
  const out: number[] = [];
  const stack = [id];
  const seen = new Set<number>();
  while (stack.length) {
    const cur = stack.pop()!;
    if (seen.has(cur)) continue;
    seen.add(cur);
    out.push(cur);
    stack.push(...(children.get(cur) ?? []));
  }
  return out;
}

/** Checks that parentId names a catalog of the same language and type that is not the node itself or below it. */
async function checkParent(
  db: DB,
  parentId: number | null,
  lang: string,
  type: number,
  selfId: number | null,
  index: number,
): Promise<void> {
  if (parentId == null) return;
  const parent = await findRow(db, parentId);
  if (!parent) throw badRequest(`body/${index}/parentId: catalog ${parentId} does not exist`);
  if (parent.lang !== lang) throw badRequest(`body/${index}/parentId: catalog ${parentId} is not in language ${lang}`);
  if (parent.type !== type) throw badRequest(`body/${index}/parentId: catalog ${parentId} is of another type`);
  if (selfId != null) {
    const rows = await listRows(db, { type, lang });
    if (descendantsOf(rows, selfId).includes(parentId)) {
      throw badRequest(`body/${index}/parentId: catalog ${parentId} is the catalog itself or one of its descendants`);
    }
  }
}

/**
 * Every category write (save, move, delete) runs under one lock on PostgreSQL, taken before it reads:
 * a save or a move renumbers sibling rows of other categories, a delete checks for children that a
 * save could be adding, and a revision is checked before the write. Categories change rarely, so
 * one at a time costs nothing. SQLite runs one write transaction at a time anyway. Inside a transaction.
 */
const lockCategories = (db: DB) => lockRecord(db, 'categories');

async function nextSort(db: DB, lang: string, type: number, parentId: number | null): Promise<number> {
  let q = db
    .selectFrom('catalog')
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('lang', '=', lang)
    .where('type', '=', type);
  q = parentId == null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
  const r = await q.executeTakeFirst();
  return Number(r?.m ?? 0) + 1;
}

const normParent = (p: number | null | undefined): number | null | undefined => (p === 0 ? null : p);

/**
 * The languages of one category sit under one parent category (its row in each language) or all
 * at the top level. Checked when a write names a parent or creates the category; the other
 * checks (language, type, cycles) run per row in checkParent.
 */
async function checkOneParent(
  db: DB,
  rows: { element: CatalogElement; index: number; existingId: number | null }[],
  before: { id: number }[],
): Promise<void> {
  if (before.length && rows.every((r) => r.element.parentId === undefined)) return;
  const touched = new Set(rows.map((r) => r.existingId));
  const current = new Map(
    (before.length
      ? await db
          .selectFrom('catalog')
          .select(['id', 'parent_id'])
          .where(
            'id',
            'in',
            before.map((b) => b.id),
          )
          .execute()
      : []
    ).map((r) => [r.id, r.parent_id]),
  );
  // Each language's parent after the write, with the index of the element that sets it (-1: kept).
  const parents: { parentId: number | null; index: number }[] = [
    ...rows.map((r) => {
      const given = normParent(r.element.parentId);
      return {
        parentId: given !== undefined ? given : r.existingId ? (current.get(r.existingId) ?? null) : null,
        index: r.index,
      };
    }),
    ...before.filter((b) => !touched.has(b.id)).map((b) => ({ parentId: current.get(b.id) ?? null, index: -1 })),
  ];
  const ids = [...new Set(parents.map((p) => p.parentId).filter((id): id is number => id !== null))];
  const noOf = new Map(
    (ids.length ? await db.selectFrom('catalog').select(['id', 'no']).where('id', 'in', ids).execute() : []).map(
      (r) => [r.id, r.no],
    ),
  );
  // Unknown parents are left to checkParent, which names them; here only the group matters.
  const known = parents.filter((p) => p.parentId === null || noOf.has(p.parentId));
  const groupOf = (p: number | null) => (p === null ? null : noOf.get(p));
  const first = known.length ? groupOf(known[0].parentId) : null;
  const odd = known.find((p) => groupOf(p.parentId) !== first);
  if (odd) {
    const index = odd.index >= 0 ? odd.index : (parents.find((p) => p.index >= 0 && p.parentId !== null)?.index ?? 0);
    throw badRequest(
      `body/${index}/parentId: every language of a category has the same parent category (its row in that language) or none`,
    );
  }
}

function groupTypeOf(elements: CatalogElement[], fallback: number): number {
  const types = [...new Set(elements.map((e) => e.type).filter((t): t is number => t !== undefined))];
  if (types.length > 1) throw badRequest('body/type: the elements of one category must share one type');
  return types[0] ?? fallback;
}

/**
 * Creates one category in one or more languages, or updates the languages given and adds missing
 * ones (lib/translation-group.ts plans both). A category's type is the group's and never changes.
 * An account limited to some `languages` leaves a category's position among its siblings as it is,
 * unless the category exists in its languages alone (assertSharedUnchanged).
 * Call inside a transaction.
 */
export async function saveGroup(
  db: DB,
  elements: CatalogElement[],
  mode: 'create' | 'update',
  languages: readonly Locale[] | null = null,
): Promise<CatalogNode[]> {
  await lockCategories(db);
  const plan =
    mode === 'create' ? await planCreate(db, CATEGORIES, elements) : await planUpdate(db, CATEGORIES, elements);
  const existing = plan.before.length ? await findRow(db, plan.before[0].id) : undefined;
  const existingType = existing?.type ?? null;
  if (existingType !== null && elements.some((e) => e.type !== undefined && e.type !== existingType)) {
    throw badRequest('body/type: a category cannot change its type');
  }
  const type = existingType ?? groupTypeOf(elements, 0);
  await checkOneParent(db, plan.rows, plan.before);
  const t = now();
  /** Languages added to an existing category without a position of their own. */
  const placeLater: string[] = [];
  for (const { element: e, index: i, existingId } of plan.rows) {
    // A language added without a parent goes under the parent the category has in its other languages.
    const parentId =
      e.parentId === undefined && !existingId && existing
        ? await parentIn(db, existing, e.lang, i)
        : normParent(e.parentId);
    // A row changed (or added) by someone else since the dialog read it: refused, nothing written (409).
    const stored = existingId && (e.revision !== undefined || languages) ? await findRow(db, existingId) : undefined;
    if (e.revision !== undefined)
      assertRevision(e.revision, stored ? editable(stored) : null, `category ${plan.no} ${e.lang}`);
    // (Its parent is the same in every language already: checkOneParent.)
    if (stored && languages)
      assertSharedUnchanged(
        languages,
        plan.before.map((r) => r.lang),
        'sort',
        e.sort,
        stored.sort,
      );
    if (existingId) {
      if (parentId !== undefined) await checkParent(db, parentId, e.lang, type, existingId, i);
      await db
        .updateTable('catalog')
        .set({
          name: e.name.trim(),
          ...(parentId !== undefined ? { parent_id: parentId } : {}),
          ...(e.sort !== undefined ? { sort: e.sort } : {}),
          update_time: t,
        })
        .where('id', '=', existingId)
        .execute();
    } else {
      await checkParent(db, parentId ?? null, e.lang, type, null, i);
      await db
        .insertInto('catalog')
        .values({
          no: plan.no,
          lang: e.lang,
          type,
          name: e.name.trim(),
          parent_id: parentId ?? null,
          sort: e.sort ?? (await nextSort(db, e.lang, type, parentId ?? null)),
          create_time: t,
          update_time: t,
        })
        .execute();
      if (e.sort === undefined && existing) placeLater.push(e.lang);
    }
  }
  if (existing && placeLater.length) {
    const rows = await listRows(db, { no: plan.no });
    const reference = rows.find((r) => r.id === existing.id)!;
    for (const lang of placeLater)
      await placeLike(
        db,
        rows.find((r) => r.lang === lang)!,
        reference,
      );
  }
  return tree(db, { no: plan.no });
}

/** The row in `lang` of `row`'s parent category (null at the top); a 400 when the parent lacks that language. */
async function parentIn(db: DB, row: Row, lang: string, index: number): Promise<number | null> {
  if (row.parent_id === null) return null;
  const parent = await findRow(db, row.parent_id);
  const there = parent ? (await listRows(db, { no: parent.no })).find((r) => r.lang === lang) : undefined;
  if (!there)
    throw badRequest(
      `body/${index}/parentId: the parent category ${parent?.no ?? row.parent_id} has no ${lang} row yet; add that language to it first`,
    );
  return there.id;
}

/**
 * A language added to a category takes the category's place among its siblings in the language it
 * already had (`reference`): before the first sibling that follows it there, else last.
 */
async function placeLike(db: DB, added: Row, reference: Row): Promise<void> {
  const siblingsOf = async (row: Row) =>
    (await listRows(db, { type: row.type, lang: row.lang })).filter((r) => r.parent_id === row.parent_id);
  const there = await siblingsOf(reference);
  const following = there.slice(there.findIndex((r) => r.id === reference.id) + 1).map((r) => r.no);
  const here = await siblingsOf(added);
  const next = following.map((no) => here.find((r) => r.no === no)).find((r) => r !== undefined);
  if (next) await moveInLanguage(db, added, next);
}

/**
 * Refusal to delete a category in use, in the caller's language: the category's name in that
 * language (else the name of the row asked for) and what uses it, counted in items (an article in
 * three languages is one) and sub-categories (one per group).
 */
export class CategoryInUse extends HttpError {
  constructor(
    readonly names: Partial<Record<Locale, string>>,
    readonly fallbackName: string,
    readonly articles: number,
    readonly children: number,
  ) {
    super(409, 'inUse', `category ${fallbackName}: ${articles} article(s), ${children} sub-category(ies)`);
  }

  override text(lang: Locale): string {
    const name = this.names[lang] ?? this.fallbackName;
    const { articles, children } = this;
    const detail =
      articles > 0 && children > 0
        ? format('categoryUsedByAndHasChildren', lang, { name, articles, children })
        : articles > 0
          ? format('categoryUsedBy', lang, { name, articles })
          : format('categoryHasChildren', lang, { name, children });
    return `${msg('inUse', lang)}${lang === 'zh_CN' ? '：' : ': '}${detail}`;
  }
}

/** Deletes every language of the catalog's group; refused (409) while any of them holds articles or sub-categories. */
export async function deleteGroup(db: DB, id: number): Promise<void> {
  await lockCategories(db);
  const row = await findRow(db, id);
  if (!row) throw notFound(`catalog ${id}`);
  const group = await listRows(db, { no: row.no });
  const ids = group.map((r) => r.id);
  const children = await db
    .selectFrom('catalog')
    .select((eb) => eb.fn.count('no').distinct().as('n'))
    .where('parent_id', 'in', ids)
    .where('id', 'not in', ids)
    .executeTakeFirstOrThrow();
  const articles = await db
    .selectFrom('article')
    .select((eb) => eb.fn.count('no').distinct().as('n'))
    .where('cata_id', 'in', ids)
    .executeTakeFirstOrThrow();
  if (Number(children.n) > 0 || Number(articles.n) > 0) {
    const names: Partial<Record<Locale, string>> = {};
    for (const r of group) if (isLocale(r.lang)) names[r.lang] = r.name;
    throw new CategoryInUse(names, row.name, Number(articles.n), Number(children.n));
  }
  await db.deleteFrom('catalog').where('id', 'in', ids).execute();
}

/**
 * Moves the source category to the target's place among the target's siblings and renumbers
 * their sort 1..n — in every language both categories have (ids of one language name the two
 * groups), so the order is the same in each language.
 */
export async function move(db: DB, sourceId: number, targetId: number): Promise<CatalogNode[]> {
  await lockCategories(db);
  const source = await findRow(db, sourceId);
  if (!source) throw notFound(`catalog ${sourceId}`);
  const target = await findRow(db, targetId);
  if (!target) throw notFound(`catalog ${targetId}`);
  if (source.lang !== target.lang || source.type !== target.type) {
    throw badRequest('targetId: source and target must have the same language and type');
  }
  if (sourceId !== targetId) {
    const targets = await listRows(db, { no: target.no });
    for (const s of await listRows(db, { no: source.no })) {
      const t = targets.find((r) => r.lang === s.lang);
      if (t) await moveInLanguage(db, s, t);
    }
  }
  return tree(db, { type: source.type, lang: source.lang });
}

async function moveInLanguage(db: DB, source: Row, target: Row): Promise<void> {
  const rows = await listRows(db, { type: source.type, lang: source.lang });
  if (target.parent_id != null && descendantsOf(rows, source.id).includes(target.parent_id)) {
    throw badRequest('targetId: a catalog cannot move below itself');
  }
  const siblings = rows.filter((r) => r.parent_id === target.parent_id).sort(bySort);
  const at = siblings.findIndex((r) => r.id === target.id);
  const order = siblings.filter((r) => r.id !== source.id);
  order.splice(at, 0, source);
  const t = now();
  for (const [i, r] of order.entries()) {
    const parentChanged = r.id === source.id && source.parent_id !== target.parent_id;
    if (r.sort === i + 1 && !parentChanged) continue;
    await db
      .updateTable('catalog')
      .set({ sort: i + 1, parent_id: r.id === source.id ? target.parent_id : r.parent_id, update_time: t })
      .where('id', '=', r.id)
      .execute();
  }
}
