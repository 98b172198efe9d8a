import type { QueryCreator, Selectable } from 'kysely';
import { lockRecord } from '#server/lib/record-lock.ts';
import type { Database } from '#server/db/schema.ts';
import { now, onPostgres, type Tx } from '#server/db/index.ts';
import { badRequest, conflict, notFound, type PageQuery } from '#server/lib/http/index.ts';
import { SYSTEM_WRITER, type Writer } from '#server/lib/writer.ts';
import type { AuditDetail, Version, VersionSummary } from '#contract/entities.ts';
import type { ContentKind, VersionAction } from '#contract/enums.ts';
import type { Locale } from '#contract/locales.ts';
import { indexItem } from '../search/index-writer';
import { deleteStoredRows, storedRows, type ContentKindDef, type ItemRow } from './content-kind';

/** How many versions of one item are kept (the oldest go first); the README says what that costs. */
export const VERSIONS_KEPT = 50;

/** A stored version as its summary reads it: every column but its rows. */
type Stored = Omit<Selectable<Database['item_version']>, 'rows'>;

const toSummary = (r: Stored): VersionSummary => ({
  id: Number(r.id),
  kind: r.kind as ContentKind,
  key: r.item_key,
  action: r.action as VersionAction,
  operatorName: r.operator_name,
  createTime: r.create_time,
  langs: JSON.parse(r.langs) as Locale[],
});

/** 'publish' when a language became published, 'unpublish' when one went back to draft, else 'update'. */
function updateAction(before: ItemRow[] | null, after: ItemRow[]): VersionAction {
  if (!before) return 'update';
  const status = (rows: ItemRow[]) => new Map(rows.map((r) => [r.lang, (r as ItemRow & { status?: string }).status]));
  const was = status(before);
  const is = status(after);
  if ([...is].some(([lang, s]) => s === 'published' && was.get(lang) !== 'published')) return 'publish';
  if ([...was].some(([lang, s]) => s === 'published' && is.get(lang) === 'draft')) return 'unpublish';
  return 'update';
}

async function latestRows(db: Tx, kind: ContentKind, key: string): Promise<ItemRow[] | null> {
  const last = await db
    .selectFrom('item_version')
    .select('rows')
    .where('kind', '=', kind)
    .where('item_key', '=', key)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last ? (JSON.parse(last.rows) as ItemRow[]) : null;
}

async function insertVersion(
  db: Tx,
  kind: ContentKind,
  key: string,
  action: VersionAction,
  rows: ItemRow[],
  operator: string | null,
): Promise<number> {
  const values = {
    kind,
    item_key: key,
    action,
    operator_name: operator,
    create_time: now(),
    langs: JSON.stringify(rows.map((r) => r.lang)),
    rows: JSON.stringify(rows),
  };
  // All but the newest `skip` versions of this item go.
  const prune = (q: QueryCreator<Database>, skip: number) =>
    q
      .deleteFrom('item_version')
      .where('kind', '=', kind)
      .where('item_key', '=', key)
      .where('id', '<=', (eb) =>
        eb
          .selectFrom('item_version')
          .select('id')
          .where('kind', '=', kind)
          .where('item_key', '=', key)
          .orderBy('id', 'desc')
          .offset(skip)
          .limit(1),
      );
  // Keep the newest VERSIONS_KEPT of this item (nothing goes while there are fewer). On PostgreSQL
  // in the insert's statement, one round trip fewer while the item is locked: the delete there sees
  // the versions before the insert, so of them it keeps one fewer.
  if (onPostgres(db)) {
    const row = await db
      .with('pruned', (q) => prune(q, VERSIONS_KEPT - 1))
      .insertInto('item_version')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const row = await db.insertInto('item_version').values(values).returning('id').executeTakeFirstOrThrow();
  await prune(db, VERSIONS_KEPT).execute();
  return Number(row.id);
}

/**
 * The version a write is based on: If-Match: "<id>" names the item's newest version when the editor
 * opened it ("0": the item had none). Null when the request does not say (a list's pin, a restore,
 * an API client): such a write is not checked.
 */
function expectedVersion(writer: Writer): number | null {
  const header = writer.ifMatch?.trim();
  if (header === undefined || header === '*') return null;
  const m = /^"(\d{1,10})"$/.exec(header);
  if (!m || Number(m[1]) > 2_147_483_647)
    throw badRequest('If-Match: the version the change is based on, as "<id>" ("0" for an item without versions)');
  return Number(m[1]);
}

/**
 * Whether the item's versions after `expected` (one of its versions, or 0: none yet) only pinned or
 * unpinned it (from a list): a write that does not set the pin changes nothing they changed.
 */
async function onlyPinnedSince(db: Tx, def: ContentKindDef, key: string, expected: number): Promise<boolean> {
  const versions = db
    .selectFrom('item_version')
    .select(['id', 'action'])
    .where('kind', '=', def.name)
    .where('item_key', '=', key);
  if (expected !== 0 && !(await versions.where('id', '=', expected).executeTakeFirst())) return false;
  const since = await versions.where('id', '>', expected).orderBy('id').execute();
  // With no version seen ("0"), the first one recorded the item as the editor saw it.
  return since.every(
    (v, i) => v.action === 'pin' || v.action === 'unpin' || (expected === 0 && i === 0 && v.action === 'initial'),
  );
}

/** Holds the item's lock until the transaction ends (PostgreSQL; taken again by the same transaction, it is held once). */
const lockItem = (db: Tx, def: ContentKindDef, key: string) => lockRecord(db, `${def.name}:${key}`);

/**
 * Before a change to an existing item, in its transaction and before anything is written (on
 * PostgreSQL holding the item's lock until the transaction ends):
 * - a write based on another version than the item's newest (expectedVersion) is refused with 409,
 *   so an editor never overwrites unseen what someone else saved meanwhile (pins and unpins from
 *   a list meanwhile refuse only a write that sets the pin itself: `setsPin`, false only for a
 *   save whose elements leave `top` out);
 * - an item that has no version yet (content from before versions existed, or the seed) is kept
 *   as it is, so the first change can be undone too.
 * Answers the item as its newest version holds it (null: none, and none was kept), which
 * recordVersion then compares with what the write leaves (read once, under the lock).
 */
export async function beforeChange(
  db: Tx,
  writer: Writer,
  def: ContentKindDef,
  key: string,
  setsPin = true,
): Promise<ItemRow[] | null> {
  // Writes of one item wait here for each other until commit, so two cannot both pass the check below.
  await lockItem(db, def, key);
  const last = await db
    .selectFrom('item_version')
    .select(['id', 'operator_name', 'create_time', 'rows'])
    .where('kind', '=', def.name)
    .where('item_key', '=', key)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const expected = expectedVersion(writer);
  // Without a version yet, the item as it is: its baseline, and whether it exists at all.
  const rows = last ? null : await def.read(db, key);
  // (An item that does not exist is left to the module's own 404.)
  if (
    expected !== null &&
    expected !== (last ? Number(last.id) : 0) &&
    (last || rows?.length) &&
    (setsPin || !(await onlyPinnedSince(db, def, key, expected)))
  ) {
    throw conflict(
      'staleVersion',
      last
        ? `its newest version is ${last.id} (${last.operator_name ?? 'system'}, ${last.create_time}), the change was based on ${expected}`
        : `the change was based on version ${expected}, the item has none`,
    );
  }
  if (rows?.length) {
    await insertVersion(db, def.name, key, 'initial', rows, null);
    return rows;
  }
  return last ? (JSON.parse(last.rows) as ItemRow[]) : null;
}

/**
 * After a successful write of an item (in its transaction): stores the item as it now is, and
 * answers it (the write's answer, read once). `before`: what beforeChange answered (else the
 * newest version is read here). A pin or unpin (`pinned`, the new flag) that follows it changed
 * nothing but the flag: the item as it now is is that version with the flag set (its view count
 * as that version had it: views are no edit), which spares reading the whole item (every
 * language's text) again under the item's lock.
 */
export async function recordVersion<R extends ItemRow>(
  db: Tx,
  writer: Writer,
  def: ContentKindDef<R>,
  key: string,
  action: Exclude<VersionAction, 'publish' | 'unpublish' | 'initial'>,
  opts: { before?: ItemRow[] | null; pinned?: 0 | 1 } = {},
): Promise<R[]> {
  const before = opts.before !== undefined ? opts.before : await latestRows(db, def.name, key);
  const rows =
    opts.pinned !== undefined && before?.length && before.every((r) => 'top' in r)
      ? before.map((r) => ({ ...r, top: opts.pinned }) as ItemRow as R)
      : await def.read(db, key);
  const act = action === 'update' ? updateAction(before, rows) : action;
  await insertVersion(db, def.name, key, act, rows, writer.operator);
  // The search index holds no pin: pinning leaves it as it is.
  if (act !== 'pin' && act !== 'unpin') await indexItem(db, def.table, key, def.kind);
  writer.note({
    action: act === 'untrash' || act === 'initial' ? 'restore' : act,
    kind: def.name,
    key,
    ...changeNote(def, before, rows),
  });
  return rows;
}

/** Fields that change with every save, or say who saved: they say nothing about what the editor changed. */
const NOISE = new Set(['id', 'updateTime', 'views', 'translations', 'langs', 'operatorName']);

/**
 * For the audit trail: the item's title and, per language, which fields a write changed, in
 * English (e.g. "Title — de_DE: title, content; en_US: added") and as data (AuditDetail).
 */
function changeNote<R extends ItemRow>(
  def: ContentKindDef<R>,
  before: ItemRow[] | null,
  after: R[],
): { summary: string; detail: AuditDetail } {
  const title = after[0] ? def.title(after[0]) : '';
  const was = new Map((before ?? []).map((r) => [r.lang, { ...r } as Record<string, unknown>]));
  const changes: NonNullable<AuditDetail['changes']> = [];
  for (const row of after) {
    const old = was.get(row.lang);
    if (!old) {
      if (before) changes.push({ lang: row.lang, change: 'added' });
      continue;
    }
    const now = { ...row } as Record<string, unknown>;
    const fields = Object.keys(now).filter((f) => !NOISE.has(f) && JSON.stringify(now[f]) !== JSON.stringify(old[f]));
    if (fields.length) changes.push({ lang: row.lang, change: 'changed', fields });
  }
  for (const lang of was.keys()) if (!after.some((r) => r.lang === lang)) changes.push({ lang, change: 'removed' });
  const parts = changes.map((c) => `${c.lang}: ${c.change === 'changed' ? c.fields!.join(', ') : c.change}`);
  const text = [title, parts.join('; ')].filter(Boolean).join(' — ');
  return {
    summary: text.length > 500 ? `${text.slice(0, 499)}…` : text,
    detail: { note: 'content', values: { title }, changes },
  };
}

export async function listVersions(
  db: Tx,
  kind: ContentKind,
  key: string,
  page: PageQuery,
): Promise<{ items: VersionSummary[]; total: number }> {
  const q = db.selectFrom('item_version').where('kind', '=', kind).where('item_key', '=', key);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'kind', 'item_key', 'action', 'operator_name', 'create_time', 'langs'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSummary), total: Number(count.n) };
}

export async function getVersion(db: Tx, id: number): Promise<Version> {
  const row = await db.selectFrom('item_version').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`id: no version ${id}`);
  return { ...toSummary(row), rows: JSON.parse(row.rows) as Version['rows'] };
}

/**
 * What a restore does with publication: `version` brings back the item as the version had it (each
 * language's status and scheduled time, and only its languages); `current` leaves what is public as
 * it is: each language keeps its status now, a language that comes back comes back as a draft, and
 * a language the version lacks (a translation added since) stays as it is, text and status.
 */
export type RestorePublication = 'version' | 'current';

type Published = ItemRow & { status?: string; publishAt?: string | null };

/** Writes a version's content back through the module's save, as a new version (the state before stays in the history). Inside a transaction. */
export async function restoreVersion(
  db: Tx,
  kinds: Record<ContentKind, ContentKindDef>,
  id: number,
  publication: RestorePublication = 'version',
  writer: Writer = SYSTEM_WRITER,
): Promise<VersionSummary> {
  const stored = await db
    .selectFrom('item_version')
    .select(['kind', 'item_key', 'rows'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!stored) throw notFound(`id: no version ${id}`);
  const def = kinds[stored.kind as ContentKind];
  // Today's state is read under the item's lock (taken again by the save): an unpublish committed
  // meanwhile is seen, not undone.
  await lockItem(db, def, stored.item_key);
  const current = (await def.read(db, stored.item_key)) as Published[];
  if (current.length === 0)
    throw notFound(`${def.name} ${stored.item_key} does not exist (restore it from the trash first)`);
  let rows = JSON.parse(stored.rows) as Published[];
  if (publication === 'current') {
    const langs = new Set(rows.map((r) => r.lang));
    rows = rows.map((row) => {
      const now = current.find((r) => r.lang === row.lang);
      return { ...row, status: now?.status ?? 'draft', publishAt: now ? (now.publishAt ?? null) : null };
    });
    // Kept as they are, but with the item-wide fields (the pin, authors, date…) the version gives
    // every language: one item never ends up pinned in one language and not in another.
    const model = new Map(Object.entries(rows[0] ?? {}));
    const shared = Object.fromEntries((def.shared ?? []).filter((k) => model.has(k)).map((k) => [k, model.get(k)]));
    rows.push(...current.filter((r) => !langs.has(r.lang)).map((r) => ({ ...r, ...shared })));
  }
  await def.write(db, stored.item_key, rows, writer);
  const latest = await db
    .selectFrom('item_version')
    .select('id')
    .where('kind', '=', def.name)
    .where('item_key', '=', stored.item_key)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { rows: _rows, ...summary } = await getVersion(db, Number(latest.id));
  return summary;
}

/** The versions of an item go when the item is deleted for good. */
export async function forgetVersions(db: Tx, kind: ContentKind, key: string): Promise<void> {
  await db.deleteFrom('item_version').where('kind', '=', kind).where('item_key', '=', key).execute();
}

/** Removes the languages of an item that `langs` does not name (a restored version without them), with their link rows. */
export async function keepOnlyLanguages(db: Tx, def: ContentKindDef, key: string, langs: string[]): Promise<void> {
  const gone = (await storedRows(db, def, key)).filter((r) => !langs.includes(String(r.lang)));
  await deleteStoredRows(
    db,
    def,
    gone.map((r) => Number(r.id)),
  );
}
