import { sql, type Insertable, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import { inTransaction, now } from '#server/db/index.ts';
import type { Banner, Flag } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import type { PageQuery } from '#server/lib/http/index.ts';
import { badRequest, emptyToNull } from '#server/lib/http/index.ts';
import { hasStatus, isPublic, publicationColumns, publicationOf, type StatusFilter } from '#server/lib/publication.ts';
import { SYSTEM_WRITER, type Writer } from '#server/lib/writer.ts';
import type { BannerInput } from './schema';
import { contentKind } from '../workflow/content-kind';
import { beforeChange, recordVersion } from '../workflow/versions';
import { moveToTrash } from '../workflow/trash';

const COLUMNS = [
  'id',
  'lang',
  'img_path',
  'title',
  'sub_title',
  'top',
  'link_url',
  'sort',
  'update_time',
  'status',
  'publish_at',
] as const;

type BannerTable = Database['banner'];
type Row = Pick<Selectable<BannerTable>, (typeof COLUMNS)[number]>;

const toBanner = (r: Row): Banner => ({
  id: Number(r.id),
  lang: r.lang as Locale,
  imgPath: r.img_path,
  title: r.title,
  subTitle: r.sub_title,
  top: (Number(r.top) ? 1 : 0) as Flag,
  linkUrl: r.link_url,
  sort: Number(r.sort),
  updateTime: r.update_time,
  ...publicationOf(r),
});

/** Display order: pinned first, then sort, then newest (id breaks ties, so the order is stable). */
function ordered<O>(q: SelectQueryBuilder<Database, 'banner', O>) {
  return q.orderBy('top', 'desc').orderBy('sort', 'asc').orderBy('create_time', 'desc').orderBy('id', 'desc');
}

export async function list(db: DB, f: { lang?: string; status?: StatusFilter }, page: PageQuery) {
  let q = db.selectFrom('banner');
  if (f.lang) q = q.where('lang', '=', f.lang);
  if (f.status) q = q.where(hasStatus('banner', f.status));
  const [rows, count] = await Promise.all([
    ordered(q.select(COLUMNS)).limit(page.pageSize).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toBanner), total: Number(count.n) };
}

/** The public banners of a language, and the banner `previewId` in any status (a preview link's). */
export async function publicList(db: DB, lang: string, previewId?: number): Promise<Banner[]> {
  const visible =
    previewId === undefined ? isPublic('banner') : sql<boolean>`(${isPublic('banner')} or id = ${previewId})`;
  const rows = await ordered(db.selectFrom('banner').select(COLUMNS).where('lang', '=', lang).where(visible))
    .limit(100)
    .execute();
  return rows.map(toBanner);
}

export async function get(db: DB, id: number): Promise<Banner | null> {
  const row = await db.selectFrom('banner').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toBanner(row) : null;
}

/** A new banner's column values: fields left out get their defaults. */
function newValues(b: BannerInput): Omit<Insertable<BannerTable>, 'create_time' | 'update_time'> {
  return {
    lang: b.lang,
    img_path: b.imgPath.trim(),
    title: (b.title ?? '').trim(),
    sub_title: emptyToNull(b.subTitle),
    link_url: emptyToNull(b.linkUrl),
    top: b.top ?? 0,
    sort: b.sort ?? 0,
    ...publicationColumns(b, 'body'),
  };
}

/** The column values of the fields sent (an update keeps the fields left out). */
function sentValues(b: BannerInput): Updateable<BannerTable> {
  const v: Updateable<BannerTable> = { lang: b.lang, img_path: b.imgPath.trim() };
  if (b.title !== undefined) v.title = b.title.trim();
  if (b.subTitle !== undefined) v.sub_title = emptyToNull(b.subTitle);
  if (b.linkUrl !== undefined) v.link_url = emptyToNull(b.linkUrl);
  if (b.top !== undefined) v.top = b.top;
  if (b.sort !== undefined) v.sort = b.sort;
  // Like every field of a banner update, the status is kept when not sent.
  if (b.status !== undefined || b.publishAt !== undefined) {
    const p = publicationColumns(b, 'body');
    if (b.status !== undefined) v.status = p.status;
    if (b.publishAt !== undefined) v.publish_at = p.publish_at;
  }
  return v;
}

export async function create(db: DB, writer: Writer, b: BannerInput): Promise<Banner> {
  return inTransaction(db, async (trx) => {
    const t = now();
    const row = await trx
      .insertInto('banner')
      .values({ ...newValues(b), create_time: t, update_time: t })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [banner] = await recordVersion(trx, writer, BANNER_CONTENT, String(row.id), 'create');
    return banner;
  });
}

/** Writes column values to one banner, with its version; null when there is no such banner. */
function write(
  db: DB,
  writer: Writer,
  id: number,
  values: Updateable<BannerTable>,
  action: 'update' | 'restore' | 'pin' | 'unpin',
): Promise<Banner | null> {
  return inTransaction(db, async (trx) => {
    const before = await beforeChange(
      trx,
      writer,
      BANNER_CONTENT,
      String(id),
      action !== 'update' || values.top !== undefined,
    );
    const res = await trx
      .updateTable('banner')
      .set({ ...values, update_time: now() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return null;
    const [banner] = await recordVersion(trx, writer, BANNER_CONTENT, String(id), action, { before });
    return banner;
  });
}

/** Updates the fields sent; fields left out keep their values. */
export async function update(
  db: DB,
  writer: Writer,
  id: number,
  b: BannerInput,
  mode: 'update' | 'restore' = 'update',
): Promise<Banner | null> {
  // A banner is one language's (each language has its own list): an update never moves it to another
  // (a restore writes the version's own language).
  const stored =
    mode === 'update'
      ? await db.selectFrom('banner').select('lang').where('id', '=', id).executeTakeFirst()
      : undefined;
  if (stored && stored.lang !== b.lang)
    throw badRequest(`lang: this banner is ${stored.lang}'s and stays so; add a banner in ${b.lang} instead`);
  return write(db, writer, id, sentValues(b), mode);
}

export const setTop = (db: DB, writer: Writer, id: number, top: number) =>
  write(db, writer, id, { top }, top ? 'pin' : 'unpin');

/** Moves the banner to the trash; false when there is none. */
export async function remove(db: DB, writer: Writer, id: number): Promise<boolean> {
  return inTransaction(db, (trx) => moveToTrash(trx, writer, BANNER_CONTENT, String(id)));
}

/** Banners in the editorial workflow: one row per language, so each row is an item of its own (key: its id). */
export const BANNER_CONTENT = contentKind<Banner>({
  name: 'banner',
  table: 'banner',
  key: 'id',
  read: async (db, id) => {
    const banner = /^\d{1,10}$/.test(id) ? await get(db, Number(id)) : null;
    return banner ? [banner] : [];
  },
  write: async (db, id, [b], writer = SYSTEM_WRITER) => {
    await update(
      db,
      writer,
      Number(id),
      {
        lang: b.lang,
        imgPath: b.imgPath,
        title: b.title,
        subTitle: b.subTitle ?? '',
        linkUrl: b.linkUrl ?? '',
        top: b.top,
        sort: b.sort,
        status: b.status,
        publishAt: b.publishAt,
      },
      'restore',
    );
  },
  title: (b) => b.title,
  page: () => '/home',
});
