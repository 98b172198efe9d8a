import type { Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import { inTransaction, now } from '#server/db/index.ts';
import { titleMatches } from '../search/query';
import type { PageTurn, ProfessionalField } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import type { PageQuery } from '#server/lib/http/index.ts';
import { sanitizeRichText } from '#server/lib/sanitize.ts';
import { briefHead, briefOf, checkTextBudget } from '#server/lib/answer-budget.ts';
import { emptyToNull } from '#server/lib/http/index.ts';
import { noOfId, planCreate, planUpdate, type GroupKind } from '#server/lib/translation-group.ts';
import { itemList, type ItemView } from '#server/lib/item-list.ts';
import { hasStatus, isPublic, publicationColumns, publicationOf, type StatusFilter } from '#server/lib/publication.ts';
import type { PracticeAreaInput } from './schema';
import { contentKind } from '../workflow/content-kind';
import { beforeChange, keepOnlyLanguages, recordVersion } from '../workflow/versions';
import { moveToTrash } from '../workflow/trash';
import { SYSTEM_WRITER, type Writer } from '#server/lib/writer.ts';
import { moveGroup, positionOf } from '#server/lib/group-order.ts';

/** A practice area: one row per language sharing `no` (prefix P). */
export const PRACTICE_AREAS: GroupKind<'professional_field'> = {
  table: 'professional_field',
  prefix: 'P',
  noun: 'practice area',
  content: 'practiceArea',
};

/** Every column a practice area answers with but its introduction (a brief list's: listByLang). */
const BRIEF_COLUMNS = [
  'id',
  'no',
  'lang',
  'name',
  'icon_url',
  'sort',
  'update_time',
  'status',
  'publish_at',
  'meta_description',
] as const;
const COLUMNS = [...BRIEF_COLUMNS, 'introduce'] as const;

type Row = Pick<Selectable<Database['professional_field']>, (typeof COLUMNS)[number]>;

export const toPracticeArea = (r: Row): ProfessionalField => ({
  id: Number(r.id),
  no: r.no,
  name: r.name,
  introduce: r.introduce,
  iconUrl: r.icon_url,
  lang: r.lang as Locale,
  sort: Number(r.sort),
  updateTime: r.update_time,
  metaDescription: r.meta_description,
  ...publicationOf(r),
});

interface AdminFilter {
  lang?: string;
  name?: string;
  status?: StatusFilter;
}

function adminFiltered(db: DB, f: AdminFilter) {
  let q = db.selectFrom('professional_field');
  if (f.lang) q = q.where('lang', '=', f.lang);
  if (f.name) q = q.where(titleMatches('professional_field', 'professional_field.id', f.name));
  if (f.status) q = q.where(hasStatus('professional_field', f.status));
  return q;
}

export async function adminList(db: DB, f: AdminFilter, page: PageQuery) {
  const q = adminFiltered(db, f);
  const inOrder = q
    .orderBy('sort')
    .orderBy('no')
    .orderBy('lang')
    .orderBy('id')
    .limit(page.pageSize)
    .offset(page.offset);
  await checkTextBudget(db, inOrder, ['introduce'], 'practice areas');
  const [rows, count] = await Promise.all([
    inOrder.select(COLUMNS).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toPracticeArea), total: Number(count.n) };
}

/**
 * The practice areas of `q` as a brief list answers them: each introduction as a short plain-text
 * teaser (briefOf), read from its beginning only, whatever the introductions hold.
 */
async function briefAreas(q: ReturnType<typeof adminFiltered>): Promise<ProfessionalField[]> {
  const rows = await q.select(BRIEF_COLUMNS).select(briefHead('introduce', 'introduce')).execute();
  return rows.map((r) => toPracticeArea({ ...r, introduce: briefOf(r.introduce) }));
}

/**
 * The admin list by item (view=items, lib/item-list.ts), in display order: an area matches when
 * any of its languages does; introductions as a brief list's (briefAreas).
 */
export async function adminItems(db: DB, f: AdminFilter, view: ItemView, page: PageQuery) {
  return itemList(db, PRACTICE_AREAS, {
    // An item matches when any of its languages does (the lang of view=items only picks the one shown).
    matching: f.name || f.status ? adminFiltered(db, { ...f, lang: undefined }).select('no') : undefined,
    order: [{ of: 'min', column: 'sort', dir: 'asc' }],
    view,
    page,
    // Introductions as teasers (the lists of the back office show none): the answer's size does not grow with them.
    load: (ids) => briefAreas(db.selectFrom('professional_field').where('id', 'in', ids)),
  });
}

/** The rows of one language the public may see, in display order (the public list, the page turn). */
const publicInOrder = (db: DB, lang: string) =>
  db
    .selectFrom('professional_field')
    .where('lang', '=', lang)
    .where(isPublic('professional_field'))
    .orderBy('sort')
    .orderBy('no')
    .orderBy('id');

/** The public list of one language, in display order; `brief`: introductions as teasers (briefAreas). */
export async function listByLang(db: DB, lang: string, brief = false): Promise<ProfessionalField[]> {
  if (brief) return briefAreas(publicInOrder(db, lang));
  await checkTextBudget(db, publicInOrder(db, lang), ['introduce'], 'practice areas', 'ask for teasers only (brief=1)');
  return (await publicInOrder(db, lang).select(COLUMNS).execute()).map(toPracticeArea);
}

export async function get(db: DB, id: number, onlyPublic = false): Promise<ProfessionalField | null> {
  let q = db.selectFrom('professional_field').select(COLUMNS).where('id', '=', id);
  if (onlyPublic) q = q.where(isPublic('professional_field'));
  const row = await q.executeTakeFirst();
  return row ? toPracticeArea(row) : null;
}

export async function group(db: DB, no: string): Promise<ProfessionalField[]> {
  const rows = await db
    .selectFrom('professional_field')
    .select([...COLUMNS, 'inquiry_email'])
    .where('no', '=', no)
    .orderBy('lang')
    .orderBy('id')
    .execute();
  // The back office's view: with the area's inquiry recipient (never in a public answer).
  return rows.map((r) => ({ ...toPracticeArea(r), inquiryEmail: r.inquiry_email }));
}

/** Creates or updates one practice area in several languages, in one transaction. */
export async function save(
  db: DB,
  writer: Writer,
  elements: PracticeAreaInput[],
  mode: 'create' | 'update' | 'restore',
): Promise<ProfessionalField[]> {
  return inTransaction(db, async (trx) => {
    const plan =
      mode === 'create'
        ? await planCreate(trx, PRACTICE_AREAS, elements)
        : await planUpdate(trx, PRACTICE_AREAS, elements);
    const before = plan.created ? undefined : await beforeChange(trx, writer, PRACTICE_AREA_CONTENT, plan.no);
    // A new area goes to the end of the list.
    const sort = await positionOf(
      trx,
      'professional_field',
      plan.no,
      elements.find((e) => e.sort !== undefined)?.sort,
      plan.created,
    );
    // The icon is the area's: sent in any element, every language's; a language added without it takes the area's.
    const sentIcon = elements.find((e) => e.iconUrl !== undefined)?.iconUrl;
    const takesAreaIcon = !plan.created && sentIcon === undefined && plan.rows.some((r) => !r.existingId);
    const areaIcon = takesAreaIcon
      ? ((
          await trx
            .selectFrom('professional_field')
            .select('icon_url')
            .where('no', '=', plan.no)
            .where('icon_url', 'is not', null)
            .executeTakeFirst()
        )?.icon_url ?? null)
      : null;
    const t = now();
    for (const { element: e, existingId, index } of plan.rows) {
      const values = {
        no: plan.no,
        lang: e.lang,
        name: e.name.trim(),
        sort,
        update_time: t,
        ...publicationColumns(e, `body/${index}`),
      };
      // On update a field left out keeps its value; an empty string clears it.
      const introduce = e.introduce === undefined ? undefined : sanitizeRichText(e.introduce);
      const icon_url = e.iconUrl === undefined ? undefined : emptyToNull(e.iconUrl);
      const meta_description = e.metaDescription === undefined ? undefined : emptyToNull(e.metaDescription);
      if (existingId) {
        await trx
          .updateTable('professional_field')
          .set({
            ...values,
            ...(introduce !== undefined ? { introduce } : {}),
            ...(icon_url !== undefined ? { icon_url } : {}),
            ...(meta_description !== undefined ? { meta_description } : {}),
          })
          .where('id', '=', existingId)
          .execute();
      } else {
        await trx
          .insertInto('professional_field')
          .values({
            ...values,
            introduce: introduce ?? '',
            icon_url: icon_url ?? areaIcon,
            meta_description: meta_description ?? null,
            create_time: t,
          })
          .execute();
      }
    }
    // The inquiry recipient is the area's too (internal: only the admin API shows it); a new language takes the area's.
    const sentRecipient = elements.find((e) => e.inquiryEmail !== undefined)?.inquiryEmail;
    const inquiry_email =
      sentRecipient !== undefined
        ? emptyToNull(sentRecipient.trim())
        : ((
            await trx
              .selectFrom('professional_field')
              .select('inquiry_email')
              .where('no', '=', plan.no)
              .where('inquiry_email', 'is not', null)
              .executeTakeFirst()
          )?.inquiry_email ?? null);
    // Every language of an area keeps the same place in the list, and the same icon.
    await trx
      .updateTable('professional_field')
      .set({ sort, inquiry_email, ...(sentIcon !== undefined ? { icon_url: emptyToNull(sentIcon) } : {}) })
      .where('no', '=', plan.no)
      .execute();
    return recordVersion(trx, writer, PRACTICE_AREA_CONTENT, plan.no, mode, { before });
  });
}

/** Moves every language of the area to the trash, with the lawyers' links to it (they come back with it). */
export async function removeGroup(db: DB, writer: Writer, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await moveToTrash(trx, writer, PRACTICE_AREA_CONTENT, await noOfId(trx, PRACTICE_AREAS, id));
  });
}

/** Practice areas in the editorial workflow (versions, trash, preview links). */
export const PRACTICE_AREA_CONTENT = contentKind<ProfessionalField>({
  name: 'practiceArea',
  table: 'professional_field',
  key: 'no',
  links: [{ table: 'lawyer_field', column: 'field_id', other: { column: 'lawyer_id', table: 'lawyer' } }],
  shared: ['iconUrl', 'sort'],
  read: (db, no) => group(db, no),
  write: async (db, no, rows, writer = SYSTEM_WRITER) => {
    await keepOnlyLanguages(
      db,
      PRACTICE_AREA_CONTENT,
      no,
      rows.map((r) => r.lang),
    );
    await save(
      db,
      writer,
      rows.map((r) => ({
        no: r.no,
        lang: r.lang,
        name: r.name,
        introduce: r.introduce,
        iconUrl: r.iconUrl ?? '',
        metaDescription: r.metaDescription ?? '',
        status: r.status,
        publishAt: r.publishAt,
      })),
      'restore',
    );
  },
  title: (r) => r.name,
  page: (r) => `/services/detail/${r.id}`,
});

/**
 * Moves the source area (every language) to the target area's place; the areas in between
 * shift by one (lib/group-order.ts).
 */
export async function move(db: DB, sourceId: number, targetId: number): Promise<void> {
  await moveGroup(db, PRACTICE_AREAS, sourceId, targetId);
}

/**
 * Previous and next area (in display order, in the visitor's language) of the area `key`:
 * a group no, or the id of one of its rows. Only a public row answers (or any row of the area
 * `previewNo` that a preview link shows), so the key of a draft or scheduled area is a 404 like
 * any unknown key, and says nothing about its existence.
 */
export async function pageTurn(db: DB, key: string, lang: string, previewNo: string | null): Promise<PageTurn | null> {
  let no: string | null = null;
  const publicRow = db
    .selectFrom('professional_field')
    .select('no')
    .where((eb) =>
      previewNo === null
        ? isPublic('professional_field')
        : eb.or([isPublic('professional_field'), eb('no', '=', previewNo)]),
    );
  const byNo = await publicRow.where('no', '=', key).executeTakeFirst();
  if (byNo) no = byNo.no;
  else if (/^\d{1,10}$/.test(key) && Number(key) <= 2_147_483_647) {
    const byId = await publicRow.where('id', '=', Number(key)).executeTakeFirst();
    if (byId) no = byId.no;
  }
  if (!no) return null;
  const self = await db
    .selectFrom('professional_field')
    .select((eb) => eb.fn.min('sort').as('s'))
    .where('no', '=', no)
    .executeTakeFirstOrThrow();
  const sort = Number(self.s);
  const list = await publicInOrder(db, lang).select(['id', 'no', 'name', 'sort']).execute();
  // Position by (sort, no), so an area missing in this language still gets its neighbours.
  const before = (r: { sort: number; no: string }) => Number(r.sort) < sort || (Number(r.sort) === sort && r.no < no);
  const after = (r: { sort: number; no: string }) => Number(r.sort) > sort || (Number(r.sort) === sort && r.no > no);
  const pick = (r: { id: number; no: string; name: string } | undefined) =>
    r ? { id: Number(r.id), no: r.no, name: r.name } : null;
  return { prev: pick(list.filter(before).at(-1)), next: pick(list.find(after)) };
}
