import { sql } from 'kysely';
import { now, type Tx } from '#server/db/index.ts';
import { HttpError, notFound, type PageQuery } from '#server/lib/http/index.ts';
import type { Writer } from '#server/lib/writer.ts';
import type { TrashEntry } from '#contract/entities.ts';
import type { ContentKind, TrashKind } from '#contract/enums.ts';
import type { Locale } from '#contract/locales.ts';
import { deleteStoredRows, storedRows, type ContentKindDef } from './content-kind';
import { indexItem } from '../search/index-writer';
import { forgetVersions, beforeChange, recordVersion } from './versions';

/** Days an item stays in the trash before it is deleted for good (TRASH_DAYS). */
export const DEFAULT_TRASH_DAYS = 30;

type Raw = Record<string, unknown>;
/** What the trash keeps of an item: its rows and link rows exactly as stored, by table. */
export type Kept = Record<string, Raw[]>;

/**
 * A kind of thing besides content that goes to the same trash: the media library's entries
 * (server/modules/media/trash.ts). It has no versions, search entries or preview links; it says
 * how its kept rows come back and what goes with them for good.
 */
export interface TrashKindDef {
  name: Exclude<TrashKind, ContentKind>;
  /** Puts the kept rows back (inside the restore's transaction; 409 when the thing exists again). */
  restore(db: Tx, key: string, kept: Kept): Promise<void>;
  /** Removes what else it left behind; answers the stored files to remove once the deletion has committed. */
  forget(db: Tx, key: string, kept: Kept): Promise<string[]>;
}

/** Every kind the trash holds: the content kinds, and the others (the media library) where given. */
export type TrashKinds = Record<ContentKind, ContentKindDef> & Partial<Record<TrashKindDef['name'], TrashKindDef>>;

const isContent = (def: ContentKindDef | TrashKindDef): def is ContentKindDef => 'table' in def;

/** Keeps `kept` (rows as stored) in the trash as `kind` `key`, replacing an older entry of the same key. */
export async function putInTrash(
  db: Tx,
  writer: Writer,
  kind: TrashKind,
  key: string,
  entry: { title: string; langs: Locale[]; kept: Kept },
): Promise<void> {
  const values = {
    title: entry.title,
    langs: JSON.stringify(entry.langs),
    rows: JSON.stringify(entry.kept),
    operator_name: writer.operator,
    delete_time: now(),
  };
  await db
    .insertInto('trash_item')
    .values({ kind, item_key: key, ...values })
    .onConflict((oc) => oc.columns(['kind', 'item_key']).doUpdateSet(values))
    .execute();
}

/**
 * Deletes an item by moving it to the trash (in one transaction with the caller's): its rows and
 * link rows are kept as they are, then removed from the site. Answers false when there is no such item.
 */
export async function moveToTrash(db: Tx, writer: Writer, def: ContentKindDef, key: string): Promise<boolean> {
  const rows = await storedRows(db, def, key);
  if (rows.length === 0) return false;
  const read = await def.read(db, key);
  const ids = rows.map((r) => Number(r.id));
  const kept: Kept = { [def.table]: rows };
  for (const link of def.links ?? [])
    kept[link.table] = await db.selectFrom(link.table).selectAll().where(link.column, 'in', ids).execute();
  await deleteStoredRows(db, def, ids);
  await indexItem(db, def.table, key, def.kind);
  await db.deleteFrom('preview_link').where('kind', '=', def.name).where('item_key', '=', key).execute();
  await putInTrash(db, writer, def.name, key, {
    title: read[0] ? def.title(read[0]) : key,
    langs: read.map((r) => r.lang),
    kept,
  });
  return true;
}

/** Whether a key is taken by an item in the trash (its `no` stays reserved until it is purged). */
export async function inTrash(db: Tx, kind: TrashKind, key: string): Promise<boolean> {
  return !!(await db
    .selectFrom('trash_item')
    .select('item_key')
    .where('kind', '=', kind)
    .where('item_key', '=', key)
    .executeTakeFirst());
}

async function ids(db: Tx, table: string, values: unknown[]): Promise<Set<number>> {
  const wanted = [...new Set(values.filter((v) => v !== null && v !== undefined).map(Number))];
  if (!wanted.length) return new Set();
  const { rows } = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} where id in (${sql.join(wanted)})`.execute(db);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Puts an item back as it was deleted: the same ids (so its public addresses work again), its
 * links to what still exists, a version recording the restore. Inside a transaction.
 */
export async function restoreFromTrash(
  db: Tx,
  writer: Writer,
  def: ContentKindDef | TrashKindDef,
  key: string,
): Promise<void> {
  const entry = await db
    .selectFrom('trash_item')
    .selectAll()
    .where('kind', '=', def.name)
    .where('item_key', '=', key)
    .executeTakeFirst();
  if (!entry) throw notFound(`${def.name} ${key} is not in the trash`);
  const kept = JSON.parse(entry.rows) as Kept;
  if (!isContent(def)) {
    await def.restore(db, key, kept);
    await db.deleteFrom('trash_item').where('kind', '=', def.name).where('item_key', '=', key).execute();
    return;
  }
  const rows = kept[def.table] ?? [];
  if ((await storedRows(db, def, key)).length)
    throw new HttpError(409, 'conflict', `${def.name} ${key} exists again; it cannot be restored over it`);
  for (const ref of def.refs ?? []) {
    const present = await ids(
      db,
      ref.table,
      rows.map((r) => r[ref.column]),
    );
    for (const r of rows) if (r[ref.column] !== null && !present.has(Number(r[ref.column]))) r[ref.column] = null;
  }
  for (const r of rows)
    await db
      .insertInto(def.table)
      .values(r as never)
      .execute();
  for (const link of def.links ?? []) {
    const linkRows = kept[link.table] ?? [];
    const present = await ids(
      db,
      link.other.table,
      linkRows.map((r) => r[link.other.column]),
    );
    const back = linkRows.filter((r) => present.has(Number(r[link.other.column])));
    if (back.length)
      await db
        .insertInto(link.table)
        .values(back as never)
        .execute();
  }
  await db.deleteFrom('trash_item').where('kind', '=', def.name).where('item_key', '=', key).execute();
  const before = await beforeChange(db, writer, def, key);
  await recordVersion(db, writer, def, key, 'untrash', { before });
}

/**
 * Deletes an item in the trash for good, with its versions and whatever else it left behind.
 * Answers the stored files (a media entry's) the caller removes from the store once this has committed.
 */
export async function deleteFromTrash(db: Tx, def: ContentKindDef | TrashKindDef, key: string): Promise<string[]> {
  const entry = await db
    .selectFrom('trash_item')
    .select('rows')
    .where('kind', '=', def.name)
    .where('item_key', '=', key)
    .executeTakeFirst();
  const res = await db
    .deleteFrom('trash_item')
    .where('kind', '=', def.name)
    .where('item_key', '=', key)
    .executeTakeFirst();
  if (!entry || Number(res.numDeletedRows) === 0) throw notFound(`${def.name} ${key} is not in the trash`);
  if (!isContent(def)) return def.forget(db, key, JSON.parse(entry.rows) as Kept);
  await forgetVersions(db, def.name, key);
  await def.forget?.(db, key);
  return [];
}

/**
 * Deletes for good what has been in the trash longer than `days`; answers how many items went.
 * The stored files that went with them are added to `files` (removed from the store once this has committed).
 */
export async function purgeTrash(
  db: Tx,
  kinds: TrashKinds,
  days: number,
  at = new Date(),
  files: string[] = [],
): Promise<number> {
  const before = new Date(at.getTime() - days * 86_400_000).toISOString();
  const old = await db
    .selectFrom('trash_item')
    .select(['kind', 'item_key'])
    .where('delete_time', '<', before)
    .execute();
  let gone = 0;
  for (const o of old) {
    const def = kinds[o.kind as TrashKind];
    // A kind this caller does not handle (the media library's, without its definition) waits.
    if (!def) continue;
    files.push(...(await deleteFromTrash(db, def, o.item_key)));
    gone++;
  }
  return gone;
}

export async function listTrash(
  db: Tx,
  days: number,
  page: PageQuery,
): Promise<{ items: TrashEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('trash_item')
      .select(['kind', 'item_key', 'title', 'langs', 'operator_name', 'delete_time'])
      .orderBy('delete_time', 'desc')
      .orderBy('kind')
      .orderBy('item_key')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('trash_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((r): TrashEntry => {
    const banner = r.kind === 'banner';
    return {
      kind: r.kind as TrashKind,
      key: r.item_key,
      no: banner || r.kind === 'document' || r.kind === 'media' ? null : r.item_key,
      id: banner ? Number(r.item_key) : null,
      title: r.title,
      langs: JSON.parse(r.langs) as Locale[],
      deleteTime: r.delete_time,
      purgeTime: new Date(new Date(r.delete_time).getTime() + days * 86_400_000).toISOString(),
      operatorName: r.operator_name,
    };
  });
  return { items, total: Number(count.n) };
}
