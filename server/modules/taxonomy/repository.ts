import { sql, type Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import type { Job, Office } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import { conflict, notFound } from '#server/lib/http/index.ts';
import { deleteByNo, noOfId, planCreate, planUpdate, type GroupKind } from '#server/lib/translation-group.ts';
import { assertSharedUnchanged } from '../workflow/authoring';
import { assertRevision, revisionOf } from '#server/lib/revision.ts';
import { lockRecord } from '#server/lib/record-lock.ts';
import { isPublic } from '#server/lib/publication.ts';
import type { TaxonomyInput } from './schema';

/** Offices and jobs: the same shape, two tables. */
export type TaxonomyTable = 'job' | 'office';
/** Offices (prefix O) and jobs (prefix J): one row per language sharing `no`. */
export const GROUPS: Record<TaxonomyTable, GroupKind<TaxonomyTable>> = {
  job: { table: 'job', prefix: 'J', noun: 'job' },
  office: { table: 'office', prefix: 'O', noun: 'office' },
};

/** An office or a job title in one language (an office also has its address and phone). */
export type TaxonomyItem = Job | Office;

/** A row of either table (a job row has no address or phone). */
type Row = Selectable<Database['job']> &
  Partial<Pick<Selectable<Database['office']>, 'address' | 'phone' | 'opening_hours'>>;

/** What a row's dialog changes: its revision covers these (server/lib/revision.ts). */
const editable = (r: Row) => ({
  name: r.name,
  sort: Number(r.sort),
  ...('address' in r ? { address: r.address, phone: r.phone ?? '', openingHours: r.opening_hours ?? '' } : {}),
});

const toItem = (r: Row): TaxonomyItem => ({
  id: Number(r.id),
  no: r.no,
  lang: r.lang as Locale,
  ...editable(r),
  revision: revisionOf(editable(r)),
});

/** Every column of the table (the office's type serves both: a job row simply lacks two of them). */
const selectRows = (db: DB, table: TaxonomyTable) => db.selectFrom(table as 'office').selectAll();

/** Who reads a list: staff (every row), or the public, which may hold a preview link of one lawyer (its `no`, in `langs` or all). */
export type Reader = 'staff' | { previewLawyer: { no: string; langs: readonly string[] | null } | null };

/** Rows a lawyer the reader may see holds (office_id, or a lawyer_job link). */
function heldByVisibleLawyer(table: TaxonomyTable, preview: { no: string; langs: readonly string[] | null } | null) {
  const visible = preview
    ? sql<boolean>`(${isPublic('l')} or (l.no = ${preview.no}${preview.langs ? sql` and l.lang in (${sql.join(preview.langs)})` : sql``}))`
    : isPublic('l');
  return table === 'office'
    ? sql<boolean>`exists (select 1 from lawyer as l where l.office_id = ${sql.ref('office.id')} and ${visible})`
    : sql<boolean>`exists (select 1 from lawyer_job as lj inner join lawyer as l on l.id = lj.lawyer_id where lj.job_id = ${sql.ref('job.id')} and ${visible})`;
}

/**
 * Every row of a language (all languages without one) for staff; for the public, only those a
 * public lawyer holds, and those of the lawyer a preview link shows (its draft's new office).
 */
export async function list(
  db: DB,
  table: TaxonomyTable,
  lang: string | undefined,
  reader: Reader,
): Promise<TaxonomyItem[]> {
  let q = selectRows(db, table);
  if (lang) q = q.where('lang', '=', lang);
  if (reader !== 'staff') q = q.where(heldByVisibleLawyer(table, reader.previewLawyer));
  const rows: Row[] = await q.orderBy('sort').orderBy('no').orderBy('lang').orderBy('id').execute();
  return rows.map(toItem);
}

export async function group(db: DB, table: TaxonomyTable, no: string): Promise<TaxonomyItem[]> {
  const rows: Row[] = await selectRows(db, table).where('no', '=', no).orderBy('lang').orderBy('id').execute();
  return rows.map(toItem);
}

/**
 * Creates (no id) or updates one item in several languages; all or nothing. Answers the group's
 * rows. Its place in the list (`sort`) is every language's: an account limited to some `languages`
 * keeps it as it is (assertSharedUnchanged).
 */
export async function save(
  db: DB,
  table: TaxonomyTable,
  elements: TaxonomyInput[],
  mode: 'create' | 'update',
  languages: readonly Locale[] | null = null,
): Promise<TaxonomyItem[]> {
  const no = await db.transaction().execute(async (trx) => {
    const plan =
      mode === 'create'
        ? await planCreate(trx, GROUPS[table], elements)
        : await planUpdate(trx, GROUPS[table], elements);
    await lockRecord(trx, `${table}:${plan.no}`);
    const existing = plan.created
      ? null
      : await trx.selectFrom(table).select('sort').where('no', '=', plan.no).executeTakeFirst();
    let sort = elements.find((e) => e.sort !== undefined)?.sort;
    for (const e of elements)
      assertSharedUnchanged(
        languages,
        plan.before.map((r) => r.lang),
        'sort',
        e.sort,
        existing?.sort,
      );
    if (sort === undefined) {
      if (existing) sort = Number(existing.sort);
      else {
        const max = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.max('sort').as('m'))
          .executeTakeFirst();
        sort = Number(max?.m ?? 0) + 1;
      }
    }
    for (const { element, existingId } of plan.rows) {
      // A row changed (or added) by someone else since the dialog read it: refused, nothing written (409).
      if (element.revision !== undefined) {
        const stored: Row | undefined = existingId
          ? await selectRows(trx, table).where('id', '=', existingId).executeTakeFirst()
          : undefined;
        assertRevision(
          element.revision,
          stored ? editable(stored) : null,
          `${GROUPS[table].noun} ${plan.no} ${element.lang}`,
        );
      }
      const where =
        table === 'office'
          ? {
              address: element.address?.trim(),
              phone: element.phone?.trim(),
              opening_hours: element.openingHours?.trim(),
            }
          : {};
      const values = { no: plan.no, lang: element.lang, name: element.name.trim(), sort, ...where };
      if (existingId) await trx.updateTable(table).set(values).where('id', '=', existingId).execute();
      else await trx.insertInto(table).values(values).execute();
    }
    await trx.updateTable(table).set({ sort }).where('no', '=', plan.no).execute();
    return plan.no;
  });
  return group(db, table, no);
}

/** Deletes every language of the item; refused while a lawyer uses any of them. */
export async function remove(db: DB, table: TaxonomyTable, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const no = await noOfId(trx, GROUPS[table], id);
    const ids = (await trx.selectFrom(table).select('id').where('no', '=', no).execute()).map((r) => Number(r.id));
    const users =
      table === 'office'
        ? await trx
            .selectFrom('lawyer')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('office_id', 'in', ids)
            .executeTakeFirstOrThrow()
        : await trx
            .selectFrom('lawyer_job')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('job_id', 'in', ids)
            .executeTakeFirstOrThrow();
    if (Number(users.n) > 0) throw conflict('inUse', `${Number(users.n)} lawyer(s)`);
    if (!(await deleteByNo(trx, GROUPS[table], no))) throw notFound(`id: ${id}`);
  });
}
