import type { DB, Tx } from '../db';
import { noOfId, type GroupKind } from './translation-group';

/**
 * The display order of items kept as a position per item (`sort`, one value shared by every
 * language of the item's `no`): practice areas and lawyers. Drag-and-drop in the back office
 * (PUT …/sort {sourceId, targetId}) moves an item to another's place; a new item goes last.
 */
export type OrderedTable = 'professional_field' | 'lawyer';

export interface OrderOptions {
  /** Pinned items (`top`) come first whatever their position (lawyers). */
  pinnedFirst?: boolean;
}

/** The items in display order, as group keys: pinned first when asked, then position, then `no`. */
export async function orderedNos(db: Tx, table: OrderedTable, opts: OrderOptions = {}): Promise<string[]> {
  // One query shape for both tables: the columns named here exist in each (the cast only picks one for the types).
  let q = db
    .selectFrom(table as 'lawyer')
    .select((eb) => ['no', eb.fn.min('sort').as('s')])
    .groupBy('no');
  if (opts.pinnedFirst) q = q.orderBy((eb) => eb.fn.max('top'), 'desc');
  const rows = await q.orderBy('s').orderBy('no').execute();
  return rows.map((r) => r.no);
}

/**
 * Moves the source item (every language) to the target item's place; the items in between
 * shift by one. Then renumbers the positions 1..n for every language alike.
 */
export async function moveGroup(
  db: DB,
  kind: GroupKind<OrderedTable>,
  sourceId: number,
  targetId: number,
  opts: OrderOptions = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sourceNo = await noOfId(trx, kind, sourceId);
    const targetNo = await noOfId(trx, kind, targetId);
    const order = await orderedNos(trx, kind.table, opts);
    const rest = order.filter((no) => no !== sourceNo);
    rest.splice(order.indexOf(targetNo), 0, sourceNo);
    await renumber(trx, kind.table, rest);
  });
}

/** Gives the items `nos` the positions 1..n in that order (every language of each alike). */
export async function renumber(trx: Tx, table: OrderedTable, nos: string[]): Promise<void> {
  for (let i = 0; i < nos.length; i++) {
    await trx
      .updateTable(table as 'lawyer')
      .set({ sort: i + 1 })
      .where('no', '=', nos[i]!)
      .execute();
  }
}

/**
 * The position an item's languages share on a save: the one sent, else the item's own, else
 * (a new item) after the last one.
 */
export async function positionOf(
  trx: Tx,
  table: OrderedTable,
  no: string,
  sent: number | undefined,
  created: boolean,
): Promise<number> {
  if (sent !== undefined) return sent;
  if (!created) {
    const row = await trx
      .selectFrom(table as 'lawyer')
      .select('sort')
      .where('no', '=', no)
      .executeTakeFirst();
    if (row) return Number(row.sort);
  }
  const max = await trx
    .selectFrom(table as 'lawyer')
    .select((eb) => eb.fn.max('sort').as('m'))
    .executeTakeFirst();
  return Number(max?.m ?? 0) + 1;
}
