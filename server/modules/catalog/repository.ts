import type { Selectable } from 'kysely';
import type { DB } from '../../db';
import { now } from '../../db';
import { planCreate, planUpdate, type GroupKind } from '../../lib/translation-group';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/http';
import type { Catalog } from '../../../contract/entities';
import type { CatalogType } from '../../../contract/enums';
import type { Locale } from '../../../contract/locales';
import type { CatalogElement } from './schema';

type Row = Selectable<Database['catalog']>;

export interface CatalogNode extends Catalog {
  createTime: string;
  updateTime: string;
  childrenList: CatalogNode[];
}

/** A category: one row per language sharing `no` (prefix K). */
export const CATEGORIES: GroupKind = { table: 'catalog', prefix: 'K', noun: 'category' };

function toNode(r: Row): CatalogNode {
  return {
    id: r.id,
    no: r.no,
    name: r.name,
    lang: r.lang as Locale,
    type: r.type as CatalogType,
    parentId: r.parent_id,
    sort: r.sort,
    createTime: r.create_time,
    updateTime: r.update_time,
    childrenList: [],
  };
}

const bySort = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;

/** Nests rows by parentId; a row whose parent is not in the set is a root. Siblings sorted by sort, then id. */
export function buildTree(rows: Row[]): CatalogNode[] {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
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

export async function tree(db: DB, f: { type?: number; lang?: string; no?: string }): Promise<CatalogNode[]> {
  return buildTree(await listRows(db, f));
}

export async function findRow(db: DB, id: number): Promise<Row | undefined> {
  return db.selectFrom('catalog').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One catalog with its whole subtree. */
export async function getNode(db: DB, id: number): Promise<CatalogNode | null> {
  const row = await findRow(db, id);
  if (!row) return null;
  const rows = await listRows(db, { type: row.type, lang: row.lang });
  const all = buildTree(rows);
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
async function checkParent(db: DB, parentId: number | null, lang: string, type: number, selfId: number | null, index: number): Promise<void> {
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

function groupTypeOf(elements: CatalogElement[], fallback: number): number {
  const types = [...new Set(elements.map((e) => e.type).filter((t): t is number => t !== undefined))];
  if (types.length > 1) throw badRequest('body/type: the elements of one category must share one type');
  return types[0] ?? fallback;
}

/**
 * Creates one category in one or more languages, or updates the languages given and adds missing
 * ones (lib/translation-group.ts plans both). A category's type is the group's and never changes.
 * Call inside a transaction.
 */
export async function saveGroup(db: DB, elements: CatalogElement[], mode: 'create' | 'update'): Promise<CatalogNode[]> {
  const plan = mode === 'create' ? await planCreate(db, CATEGORIES, elements) : await planUpdate(db, CATEGORIES, elements);
  const existingType = plan.before.length ? (await findRow(db, plan.before[0].id))!.type : null;
  if (existingType !== null && elements.some((e) => e.type !== undefined && e.type !== existingType)) {
    throw badRequest('body/type: a category cannot change its type');
  }
  const type = existingType ?? groupTypeOf(elements, 0);
  const t = now();
  for (const { element: e, index: i, existingId } of plan.rows) {
    const parentId = normParent(e.parentId);
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
    }
  }
  return tree(db, { no: plan.no });
}

/** Deletes every language of the catalog's group; refused while any of them holds articles or sub-catalogs. */
export async function deleteGroup(db: DB, id: number): Promise<void> {
  const row = await findRow(db, id);
  if (!row) throw notFound(`catalog ${id}`);
  const group = await listRows(db, { no: row.no });
  const ids = group.map((r) => r.id);
  const children = await db
    .selectFrom('catalog')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', 'in', ids)
    .where('id', 'not in', ids)
    .executeTakeFirstOrThrow();
  if (Number(children.n) > 0) throw new HttpError(409, 'inUse', `catalog ${id} has ${children.n} sub-catalog(s)`);
  const articles = await db
    .selectFrom('article')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cata_id', 'in', ids)
    .executeTakeFirstOrThrow();
  if (Number(articles.n) > 0) throw new HttpError(409, 'inUse', `catalog ${id} holds ${articles.n} article(s)`);
  await db.deleteFrom('catalog').where('id', 'in', ids).execute();
}

/** Moves the source to the target's place among the target's siblings and renumbers their sort 1..n. */
export async function move(db: DB, sourceId: number, targetId: number): Promise<CatalogNode[]> {
  const source = await findRow(db, sourceId);
  if (!source) throw notFound(`catalog ${sourceId}`);
  const target = await findRow(db, targetId);
  if (!target) throw notFound(`catalog ${targetId}`);
  if (source.lang !== target.lang || source.type !== target.type) {
    throw badRequest('targetId: source and target must have the same language and type');
  }
  const rows = await listRows(db, { type: source.type, lang: source.lang });
  if (sourceId !== targetId) {
    if (target.parent_id != null && descendantsOf(rows, sourceId).includes(target.parent_id)) {
      throw badRequest('targetId: a catalog cannot move below itself');
    }
    const siblings = rows.filter((r) => r.parent_id === target.parent_id).sort(bySort);
    const at = siblings.findIndex((r) => r.id === targetId);
    const order = siblings.filter((r) => r.id !== sourceId);
    order.splice(at, 0, source);
    const t = now();
    for (const [i, r] of order.entries()) {
      const parentChanged = r.id === sourceId && source.parent_id !== target.parent_id;
      if (r.sort === i + 1 && !parentChanged) continue;
      await db
        .updateTable('catalog')
        .set({ sort: i + 1, parent_id: r.id === sourceId ? target.parent_id : r.parent_id, update_time: t })
        .where('id', '=', r.id)
        .execute();
    }
  }
  return tree(db, { type: source.type, lang: source.lang });
}

/** For the article modules: the catalog's name, or null. */
export async function catalogName(db: DB, id: number | null): Promise<string | null> {
  if (id == null) return null;
  return (await db.selectFrom('catalog').select('name').where('id', '=', id).executeTakeFirst())?.name ?? null;
}
