/**
 * Admin lists by item: the spec's admin lists answer one row per language (`lang` filters, pages
 * count rows); with `view=items` the same list answers one entry per item (translation group, see
 * translation-group.ts) — shared by articles, lawyers and practice areas:
 *
 * - an item matches when any of its languages matches the list's filters;
 * - pages count items, in the list's own order applied to items (pinned first etc.);
 * - each item is its row in the preferred language (`lang`, else the caller's language), else in
 *   the first language it has in LOCALES order, plus `langs`: the languages it has (LOCALES order);
 * - `missing=<lang>` keeps the items that lack that language (what still needs translating);
 * - rich texts come as a brief list's teasers (answer-budget.ts briefOf): the lists that ask show none.
 *
 * Plain SQL both databases run alike (group by, count(distinct), coalesce, case).
 */
import { Type } from '@sinclair/typebox';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Tx } from '../db';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import { badRequest, LangSchema, requestLocale, type PageQuery } from './http';
import { rowsOf, type GroupKind } from './translation-group';

/** The query fields of the item view, spread into each admin list's querystring schema. */
export const ItemViewQuery = {
  view: Type.Optional(
    Type.Union([Type.Literal('rows'), Type.Literal('items')], {
      description:
        'rows (default, the spec): one row per language. items: one entry per item (any language matching the filters), in the `lang` language (else X-Language, else the first it has), with `langs`; pages count items; rich texts come as teasers (at most 300 characters of plain text, further sections of a lawyer empty), as with brief=1, so such a list is never refused for its size',
    }),
  ),
  missing: Type.Optional(
    Type.Union(LangSchema.anyOf, { description: 'With view=items: only the items that lack this language' }),
  ),
};

export interface ItemView {
  /** The language an item is shown in when it has it. */
  preferred: Locale;
  /** Only items without this language. */
  missing?: Locale;
}

/** The item view a list query asks for, or null for the spec's rows. */
export function itemViewOf(
  q: { view?: string; lang?: string; missing?: string },
  req: FastifyRequest,
): ItemView | null {
  if (q.view !== 'items') {
    if (q.missing) throw badRequest('missing: only with view=items');
    return null;
  }
  return {
    preferred: isLocale(q.lang) ? q.lang : requestLocale(req),
    missing: isLocale(q.missing) ? q.missing : undefined,
  };
}

/**
 * One key of the list order, computed per item: `max`/`min` of a column over the item's rows (for
 * columns every language shares: pinned, place, time), or `shown`: the value in the row the item
 * is shown in (a name or title). The item's `no` breaks the last tie.
 */
export interface ItemOrder {
  of: 'max' | 'min' | 'shown';
  column: string;
  dir: 'asc' | 'desc';
}

export interface ItemListOptions<T extends { id: number }> {
  /** The `no`s of the items with a row matching the list's filters; omitted: every item. */
  matching?: SelectQueryBuilder<Database, never, { no: string }>;
  order: ItemOrder[];
  view: ItemView;
  page: PageQuery;
  /** The list's own rows for these ids (any order). */
  load: (ids: number[]) => Promise<T[]>;
}

/** Languages in the order an item's shown row is picked: the preferred one, then LOCALES order. */
const pickOrder = (preferred: Locale): Locale[] => [preferred, ...LOCALES.filter((l) => l !== preferred)];

const localeIndex = (lang: string) => {
  const i = (LOCALES as readonly string[]).indexOf(lang);
  return i < 0 ? LOCALES.length : i;
};

function orderKey(o: ItemOrder, preferred: Locale): RawBuilder<unknown> {
  const col = sql.ref(o.column);
  if (o.of === 'max') return sql`max(${col})`;
  if (o.of === 'min') return sql`min(${col})`;
  const perLang = pickOrder(preferred).map((l) => sql`max(case when ${sql.ref('lang')} = ${l} then ${col} end)`);
  return sql`coalesce(${sql.join(perLang)}, min(${col}))`;
}

/** One page of items of the kind `g`: see the top of this file. */
export async function itemList<T extends { id: number }>(
  db: Tx,
  g: GroupKind,
  o: ItemListOptions<T>,
): Promise<{ items: (T & { langs: Locale[] })[]; total: number }> {
  const { view, page } = o;
  let items = rowsOf(db, g);
  if (o.matching) items = items.where('no', 'in', o.matching);
  if (view.missing) items = items.where('no', 'not in', rowsOf(db, g).select('no').where('lang', '=', view.missing));

  const counted = await items.select((eb) => eb.fn.count('no').distinct().as('n')).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (total === 0 || page.offset >= total) return { items: [], total };

  let ordered = items.select('no').groupBy('no');
  for (const key of o.order) ordered = ordered.orderBy(orderKey(key, view.preferred), key.dir);
  const nos: string[] = (await ordered.orderBy('no', 'asc').limit(page.pageSize).offset(page.offset).execute()).map(
    (r) => r.no,
  );
  if (!nos.length) return { items: [], total };

  const rows: { id: number; no: string; lang: string }[] = await rowsOf(db, g)
    .select(['id', 'no', 'lang'])
    .where('no', 'in', nos)
    .execute();
  const byNo = new Map<string, { id: number; lang: string }[]>();
  for (const r of rows) {
    const list = byNo.get(r.no) ?? [];
    list.push({ id: Number(r.id), lang: r.lang });
    byNo.set(r.no, list);
  }
  const order = pickOrder(view.preferred);
  const shown = nos.map((no) => {
    const group = byNo.get(no) ?? [];
    const pick = order.map((l) => group.find((r) => r.lang === l)).find((r) => r !== undefined) ?? group[0];
    const langs = group
      .map((r) => r.lang)
      .filter(isLocale)
      .sort((a, b) => localeIndex(a) - localeIndex(b));
    return { id: pick?.id, langs };
  });

  const loaded = new Map(
    (await o.load(shown.map((s) => s.id).filter((id): id is number => id !== undefined))).map((r) => [Number(r.id), r]),
  );
  const out: (T & { langs: Locale[] })[] = [];
  for (const s of shown) {
    const row = s.id === undefined ? undefined : loaded.get(s.id);
    // A row deleted between the queries is left out of this page.
    if (row) out.push({ ...row, langs: s.langs });
  }
  return { items: out, total };
}
