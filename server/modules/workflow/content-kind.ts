import type { Tx } from '#server/db/index.ts';
import type { Writer } from '#server/lib/writer.ts';
import type { ContentKind } from '#contract/enums.ts';
import type { Locale } from '#contract/locales.ts';

/** One language row of an item as the back office reads it. */
export interface ItemRow {
  id: number;
  lang: Locale;
}

/** The tables whose items have versions, a trash and preview links. */
export type ContentTable = 'article' | 'banner' | 'lawyer' | 'professional_field' | 'document';

/** Rows of another table that belong to an item's rows (`column` holds the item row's id) and point at `other`. */
export interface StoredLink {
  table: 'lawyer_job' | 'lawyer_field';
  column: 'lawyer_id' | 'field_id';
  other: { column: 'job_id' | 'field_id' | 'lawyer_id'; table: 'job' | 'professional_field' | 'lawyer' };
}

/**
 * What the editorial workflow needs to know of one kind of content: each module declares its
 * kind(s) beside its repository (one definition per kind), and the workflow (versions, trash,
 * preview links) works the same for all of them.
 */
export interface ContentKindDef<R extends ItemRow = ItemRow> {
  name: ContentKind;
  table: ContentTable;
  /** The column that names an item: a translation group's no, a banner's id, a document's name. */
  key: 'no' | 'id' | 'name';
  /** For a table shared by several kinds (articles): this kind's rows. */
  kind?: string;
  /** Link rows that go to the trash and come back with the item. */
  links?: StoredLink[];
  /** Columns of the item's rows that point at other content; cleared on a restore from the trash when that is gone. */
  refs?: { column: 'cata_id' | 'office_id'; table: 'catalog' | 'office' }[];
  /**
   * Fields that belong to the item rather than to one language: the back office shows them once,
   * and the module writes them into every row of the item (or an item-wide table). Named alike in
   * a write's elements and in `read`'s rows. An account limited to some languages may send them
   * only as the item's other languages have them.
   */
  shared?: readonly string[];
  /** Every language row of the item, as the admin detail calls answer them ([] when there is none). */
  read(db: Tx, key: string): Promise<R[]>;
  /**
   * Writes `rows` (an earlier read) back as the item's content, through the module's own checks;
   * languages the rows do not have are removed. `writer` writes it (left out: the system, for a
   * call outside a request). Inside a transaction.
   */
  write(db: Tx, key: string, rows: R[], writer?: Writer): Promise<void>;
  /** The row's title or name (trash list, history). */
  title(row: R): string;
  /** The public page that shows the row, relative to the base path, without a query. */
  page(row: R): string;
  /** Removes what else the item left behind when it is deleted for good (rows keyed by its no). */
  forget?(db: Tx, key: string): Promise<void>;
}

/** Declares a kind (typed on its row shape) for the workflow's registry. */
export const contentKind = <R extends ItemRow>(
  def: ContentKindDef<R> & { shared?: readonly (keyof R & string)[] },
): ContentKindDef<R> => def;

/** The value of the key column for `key`, or null when `key` cannot name an item of the kind (a banner's key is an id). */
function keyValue(def: ContentKindDef, key: string): string | number | null {
  if (def.key !== 'id') return key;
  return /^\d{1,10}$/.test(key) && Number(key) <= 2_147_483_647 ? Number(key) : null;
}

/** An item's rows in its table exactly as stored (every column), in id order; none when `key` cannot name one. */
export async function storedRows(db: Tx, def: ContentKindDef, key: string): Promise<Record<string, unknown>[]> {
  const value = keyValue(def, key);
  if (value === null) return [];
  let q = db.selectFrom(def.table).selectAll().where(def.key, '=', value);
  if (def.kind !== undefined) q = q.where('kind', '=', def.kind);
  return q.orderBy('id').execute();
}

/** Deletes rows of the kind's table, with their link rows. */
export async function deleteStoredRows(db: Tx, def: ContentKindDef, ids: number[]): Promise<void> {
  if (!ids.length) return;
  for (const link of def.links ?? []) await db.deleteFrom(link.table).where(link.column, 'in', ids).execute();
  await db.deleteFrom(def.table).where('id', 'in', ids).execute();
}

/** The item key of a row. */
export const keyOf = (def: ContentKindDef, row: ItemRow & Record<string, unknown>): string => String(row[def.key]);
