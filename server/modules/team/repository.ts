import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DB, Tx } from '#server/db/index.ts';
import { inTransaction, now } from '#server/db/index.ts';
import { containsPattern, foldForSearch } from '../search/analyse';
import type { Database } from '#server/db/schema.ts';
import type { Flag, LawyerTeam } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import type { LawyerInput } from './schema';
import { badRequest, emptyToNull, type PageQuery } from '#server/lib/http/index.ts';
import { parseJsonList, recordEntry, textEntry } from '#server/lib/stored-lists.ts';
import { sanitizeRichText } from '#server/lib/sanitize.ts';
import { briefHead, briefOf, checkTextBudget } from '#server/lib/answer-budget.ts';
import { noOfId, planCreate, planUpdate, type GroupKind } from '#server/lib/translation-group.ts';
import { itemList, type ItemView } from '#server/lib/item-list.ts';
import { hasStatus, isPublic, publicationColumns, publicationOf, type StatusFilter } from '#server/lib/publication.ts';
import { contentKind } from '../workflow/content-kind';
import { beforeChange, keepOnlyLanguages, recordVersion } from '../workflow/versions';
import { moveToTrash } from '../workflow/trash';
import { SYSTEM_WRITER, type Writer } from '#server/lib/writer.ts';
import { moveGroup, positionOf } from '#server/lib/group-order.ts';

/** A lawyer: one row per language sharing `no` (prefix T). */
export const LAWYERS: GroupKind<'lawyer'> = { table: 'lawyer', prefix: 'T', noun: 'lawyer', content: 'lawyer' };

export interface LawyerFilter {
  lang?: string;
  /** Part of the name in any of the lawyer's languages, any case, accents ignored. */
  name?: string;
  /** An office id or name (any language); lawyers of the same office in the filtered language match. */
  office?: number | string;
  jobId?: number;
  practiceAreaId?: number;
  /** Only rows the public may see now (lib/publication.ts), with only public practice areas. */
  public?: boolean;
  /** Admin lists: rows of this status. */
  status?: StatusFilter;
  /** Introductions as a short plain-text teaser and no further sections (briefOf): a list that shows a teaser at most. */
  brief?: boolean;
}

/** A lawyer row as answered. */
export type LawyerItem = LawyerTeam;

/** Every column a lawyer answers with but his rich text (a brief list's). */
const BRIEF_COLUMNS = [
  'l.id',
  'l.no',
  'l.lang',
  'l.top',
  'l.photo_url',
  'l.photo_alt',
  'l.name',
  'l.phone_number',
  'l.email',
  'l.office_id',
  'l.languages',
  'l.sort',
  'l.update_time',
  'l.status',
  'l.publish_at',
  'l.meta_description',
  'o.name as office_name',
] as const;
/** The columns of a lawyer's rich text (checkTextBudget). */
const TEXT_COLUMNS = ['l.intro', 'l.custom_contents'] as const;
const COLUMNS = [...BRIEF_COLUMNS, ...TEXT_COLUMNS] as const;

/** Translation groups of the offices called `name` in some language (case and accents ignored). */
async function officeNosNamed(db: DB, name: string): Promise<string[]> {
  // Offices are few: folding their names here keeps one rule for both databases.
  const folded = foldForSearch(name.trim());
  const rows = await db.selectFrom('office').select(['no', 'name']).execute();
  return [...new Set(rows.filter((r) => foldForSearch(r.name.trim()) === folded).map((r) => r.no))];
}

/** `officeNos`: the groups an office name filter stands for (resolved by the caller). */
function filtered(db: DB, f: LawyerFilter, officeNos: string[] | null) {
  let q = db.selectFrom('lawyer as l');
  if (f.lang) q = q.where('l.lang', '=', f.lang);
  if (f.public) q = q.where(isPublic('l'));
  if (f.status) q = q.where(hasStatus('l', f.status));
  // A name matches in any language of the lawyer: "Müller" finds him on the Chinese site too. On
  // the public side only in a public language: a draft translation's name is nobody's to find yet.
  if (f.name) {
    const pattern = containsPattern(f.name);
    q = q.where('l.no', 'in', (eb) => {
      const named = eb
        .selectFrom('lawyer as s')
        .select('s.no')
        .where(sql<boolean>`${sql.ref('s.search_name')} like ${pattern} escape '\\'`);
      return f.public ? named.where(isPublic('s')) : named;
    });
  }
  // Filters take an id (or office name) of any language and match its translation group, so a
  // filter kept in a URL survives a switch of language.
  if (f.office) {
    const office = f.office;
    q = q.where('l.office_id', 'in', (eb) =>
      eb
        .selectFrom('office')
        .select('office.id')
        .where(
          'office.no',
          'in',
          officeNos
            ? officeNos.length
              ? officeNos
              : ['']
            : eb.selectFrom('office as o2').select('o2.no').where('o2.id', '=', Number(office)),
        ),
    );
  }
  if (f.jobId) {
    const jobId = f.jobId;
    q = q.where('l.id', 'in', (eb) =>
      eb
        .selectFrom('lawyer_job as lj')
        .innerJoin('job as j', 'j.id', 'lj.job_id')
        .select('lj.lawyer_id')
        .where('j.no', 'in', eb.selectFrom('job as j2').select('j2.no').where('j2.id', '=', jobId)),
    );
  }
  if (f.practiceAreaId) {
    const fieldId = f.practiceAreaId;
    q = q.where('l.id', 'in', (eb) =>
      eb
        .selectFrom('lawyer_field as lf')
        .innerJoin('professional_field as pf', 'pf.id', 'lf.field_id')
        .select('lf.lawyer_id')
        // The public filters by a practice area it may see (the row asked for, and the one it
        // matches in the list's language): a hidden one's id matches nothing.
        .where(
          'pf.no',
          'in',
          eb
            .selectFrom('professional_field as p2')
            .select('p2.no')
            .where('p2.id', '=', fieldId)
            .$if(!!f.public, (w) => w.where(isPublic('p2'))),
        )
        .$if(!!f.public, (w) => w.where(isPublic('pf'))),
    );
  }
  return q;
}

/** A lawyer row with its office's name, as selectRows reads it. */
type Row = Pick<
  Selectable<Database['lawyer']>,
  | 'id'
  | 'no'
  | 'lang'
  | 'top'
  | 'photo_url'
  | 'photo_alt'
  | 'name'
  | 'phone_number'
  | 'email'
  | 'office_id'
  | 'languages'
  | 'intro'
  | 'custom_contents'
  | 'sort'
  | 'update_time'
  | 'status'
  | 'publish_at'
  | 'meta_description'
> & { office_name: string | null };

/** Reads jobs and practice areas of all the rows in two queries (never one per lawyer); for the public, only public practice areas. */
async function hydrate(db: DB, rows: Row[], onlyPublic = false): Promise<LawyerItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const [jobs, fields] = await Promise.all([
    db
      .selectFrom('lawyer_job as lj')
      .innerJoin('job as j', 'j.id', 'lj.job_id')
      .select(['lj.lawyer_id', 'j.id', 'j.name', 'j.lang'])
      .where('lj.lawyer_id', 'in', ids)
      .orderBy('j.sort')
      .orderBy('j.id')
      .execute(),
    db
      .selectFrom('lawyer_field as lf')
      .innerJoin('professional_field as pf', 'pf.id', 'lf.field_id')
      .select(['lf.lawyer_id', 'pf.id', 'pf.name', 'pf.lang'])
      .where('lf.lawyer_id', 'in', ids)
      .$if(onlyPublic, (q) => q.where(isPublic('pf')))
      .orderBy('pf.sort')
      .orderBy('pf.id')
      .execute(),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    const myJobs = jobs
      .filter((j) => Number(j.lawyer_id) === id)
      .map((j) => ({ jobId: Number(j.id), lawyerTeamId: id, name: j.name, lang: j.lang as Locale }));
    const myFields = fields
      .filter((f) => Number(f.lawyer_id) === id)
      .map((f) => ({ professionalFieldId: Number(f.id), lawyerTeamId: id, name: f.name, lang: f.lang as Locale }));
    return {
      id,
      no: r.no,
      lang: r.lang as Locale,
      top: (Number(r.top) ? 1 : 0) as Flag,
      photoUrl: r.photo_url,
      photoAlt: r.photo_alt,
      name: r.name,
      jobs: myJobs,
      jobIds: myJobs.map((j) => j.jobId),
      proFields: myFields,
      proFieldIds: myFields.map((f) => f.professionalFieldId),
      phoneNumber: r.phone_number,
      email: r.email,
      office: r.office_id === null ? null : Number(r.office_id),
      officeName: r.office_name ?? null,
      languages: parseJsonList(r.languages, textEntry),
      intro: r.intro,
      customContents: parseJsonList(r.custom_contents, recordEntry('title', 'content')),
      sort: Number(r.sort),
      updateTime: r.update_time,
      metaDescription: r.meta_description,
      ...publicationOf(r),
    };
  });
}

/** Lawyers (`q`, from filtered) joined with their office, as every lawyer list reads them. */
const withOffice = (q: ReturnType<typeof filtered>) => q.leftJoin('office as o', 'o.id', 'l.office_id');

function selectRows(db: DB, f: LawyerFilter, officeNos: string[] | null = null) {
  return withOffice(filtered(db, f, officeNos)).select(COLUMNS);
}

/**
 * The rows of `q` (lawyers joined with their office) as a brief list answers them: the
 * introduction as a teaser (briefOf, read from its beginning only), no further sections.
 */
async function briefRows(q: ReturnType<typeof withOffice>): Promise<Row[]> {
  const rows = await q.select(BRIEF_COLUMNS).select(briefHead('l.intro', 'intro')).execute();
  return rows.map((r) => ({ ...r, intro: briefOf(r.intro), custom_contents: '[]' }));
}

/**
 * A page of lawyers: pinned first, then the team's order (one position per lawyer, the same in
 * every language), then the lawyer's `no` (ties in every language alike).
 */
export async function list(db: DB, f: LawyerFilter, page: PageQuery): Promise<{ items: LawyerItem[]; total: number }> {
  const officeNos = typeof f.office === 'string' ? await officeNosNamed(db, f.office) : null;
  const inOrder = filtered(db, f, officeNos)
    .orderBy('l.top', 'desc')
    .orderBy('l.sort', 'asc')
    .orderBy('l.no', 'asc')
    .orderBy('l.id', 'asc')
    .limit(page.pageSize)
    .offset(page.offset);
  if (!f.brief)
    await checkTextBudget(
      db,
      inOrder,
      TEXT_COLUMNS,
      'lawyers',
      f.public ? 'ask for fewer at a time (pageSize), or for teasers only (brief=1)' : undefined,
    );
  const joined = withOffice(inOrder);
  const [rows, count] = await Promise.all([
    f.brief ? briefRows(joined) : joined.select(COLUMNS).execute(),
    filtered(db, f, officeNos)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await hydrate(db, rows, f.public), total: Number(count.n) };
}

/**
 * The admin list by item (view=items, lib/item-list.ts): a lawyer matches when any of his languages
 * does; rich texts as a brief list's (briefRows).
 */
export async function items(db: DB, f: LawyerFilter, view: ItemView, page: PageQuery) {
  const officeNos = typeof f.office === 'string' ? await officeNosNamed(db, f.office) : null;
  const anyFilter =
    f.name !== undefined ||
    f.office !== undefined ||
    f.jobId !== undefined ||
    f.practiceAreaId !== undefined ||
    f.status !== undefined;
  return itemList(db, LAWYERS, {
    matching: anyFilter ? filtered(db, { ...f, lang: undefined }, officeNos).select('l.no') : undefined,
    order: [
      { of: 'max', column: 'top', dir: 'desc' },
      { of: 'min', column: 'sort', dir: 'asc' },
    ],
    view,
    page,
    // Rich texts as teasers (the lists of the back office show none): the answer's size does not grow with them.
    load: async (ids) => hydrate(db, await briefRows(withOffice(filtered(db, {}, null)).where('l.id', 'in', ids))),
  });
}

export async function get(db: DB, id: number, onlyPublic = false): Promise<LawyerItem | null> {
  const rows = await selectRows(db, { public: onlyPublic }).where('l.id', '=', id).execute();
  return (await hydrate(db, rows, onlyPublic))[0] ?? null;
}

export async function group(db: DB, no: string): Promise<LawyerItem[]> {
  const rows = await selectRows(db, {}).where('l.no', '=', no).orderBy('l.lang').orderBy('l.id').execute();
  return hydrate(db, rows);
}

/**
 * Checks that every related id exists in the element's own language; a 400 names the bad ones.
 * An office given by name becomes the id of the office of that name in the element's language.
 */
async function checkRelations(trx: Tx, elements: LawyerInput[]): Promise<void> {
  for (const [i, e] of elements.entries()) {
    if (typeof e.office !== 'string') continue;
    const wanted = foldForSearch(e.office.trim());
    if (!wanted) {
      e.office = 0;
      continue;
    }
    const offices = await trx.selectFrom('office').select(['id', 'name']).where('lang', '=', e.lang).execute();
    const match = offices.find((o) => foldForSearch(o.name.trim()) === wanted);
    if (!match) throw badRequest(`[${i}].office: no office named "${e.office.slice(0, 100)}" in ${e.lang}`);
    e.office = Number(match.id);
  }
  const langsOf = async (table: 'job' | 'professional_field' | 'office', ids: number[]) => {
    if (!ids.length) return new Map<number, string>();
    const rows = await trx.selectFrom(table).select(['id', 'lang']).where('id', 'in', ids).execute();
    return new Map<number, string>(rows.map((r) => [Number(r.id), r.lang]));
  };
  const [jobs, fields, offices] = await Promise.all([
    langsOf(
      'job',
      elements.flatMap((e) => e.jobIds ?? []),
    ),
    langsOf(
      'professional_field',
      elements.flatMap((e) => e.proFieldIds ?? []),
    ),
    // Names were turned into ids above.
    langsOf(
      'office',
      elements.map((e) => Number(e.office ?? 0)).filter((id) => id > 0),
    ),
  ]);
  elements.forEach((e, i) => {
    const bad = (ids: number[], known: Map<number, string>) => ids.filter((id) => known.get(id) !== e.lang);
    const badJobs = bad(e.jobIds ?? [], jobs);
    if (badJobs.length) throw badRequest(`[${i}].jobIds: ${badJobs.join(', ')} (no such job in ${e.lang})`);
    const badFields = bad(e.proFieldIds ?? [], fields);
    if (badFields.length)
      throw badRequest(`[${i}].proFieldIds: ${badFields.join(', ')} (no such practice area in ${e.lang})`);
    if (e.office && offices.get(Number(e.office)) !== e.lang)
      throw badRequest(`[${i}].office: ${e.office} (no such office in ${e.lang})`);
  });
}

type LawyerTable = Database['lawyer'];

/**
 * The column values an element sends. On update a field left out keeps its value (an empty
 * string or null clears it); a new row gets NEW_ROW's value for it.
 */
function sentValues(
  e: LawyerInput,
): Updateable<LawyerTable> & Pick<Insertable<LawyerTable>, 'lang' | 'name' | 'search_name'> {
  const name = e.name.trim();
  const v: Updateable<LawyerTable> & Pick<Insertable<LawyerTable>, 'lang' | 'name' | 'search_name'> = {
    lang: e.lang,
    name,
    search_name: foldForSearch(name),
  };
  if (e.photoUrl !== undefined) v.photo_url = emptyToNull(e.photoUrl);
  if (e.photoAlt !== undefined) v.photo_alt = emptyToNull(e.photoAlt.trim());
  if (e.phoneNumber !== undefined) v.phone_number = emptyToNull(e.phoneNumber);
  if (e.email !== undefined) v.email = emptyToNull(e.email);
  if (e.office !== undefined) v.office_id = Number(e.office) || null;
  if (e.languages !== undefined)
    v.languages = JSON.stringify([...new Set(e.languages.map((s) => s.trim()).filter(Boolean))]);
  if (e.intro !== undefined) v.intro = sanitizeRichText(e.intro);
  if (e.metaDescription !== undefined) v.meta_description = emptyToNull(e.metaDescription);
  if (e.customContents !== undefined) {
    v.custom_contents = JSON.stringify(
      e.customContents
        .map((c) => ({ title: (c.title ?? '').trim(), content: sanitizeRichText(c.content) }))
        .filter((c) => c.title || c.content),
    );
  }
  return v;
}

/** The values of the columns a new row's element leaves out. */
const NEW_ROW = {
  photo_url: null,
  photo_alt: null,
  phone_number: null,
  email: null,
  office_id: null,
  languages: '[]',
  intro: '',
  custom_contents: '[]',
  meta_description: null,
} as const;

/** Creates or updates one lawyer in several languages; every check runs first, all or nothing. */
export async function save(
  db: DB,
  writer: Writer,
  elements: LawyerInput[],
  mode: 'create' | 'update' | 'restore',
): Promise<LawyerItem[]> {
  return inTransaction(db, async (trx) => {
    const plan =
      mode === 'create' ? await planCreate(trx, LAWYERS, elements) : await planUpdate(trx, LAWYERS, elements);
    const before = plan.created
      ? undefined
      : await beforeChange(
          trx,
          writer,
          LAWYER_CONTENT,
          plan.no,
          mode === 'restore' || elements.some((e) => e.top !== undefined),
        );
    await checkRelations(trx, elements);
    // Pinning, place, photo, phone and e-mail are the person's, so every language shares them (a
    // language added without them takes the lawyer's).
    const existing = plan.created
      ? undefined
      : await trx
          .selectFrom('lawyer')
          .select(['top', 'sort', 'photo_url', 'phone_number', 'email'])
          .where('no', '=', plan.no)
          .executeTakeFirst();
    const person: Updateable<LawyerTable> = {};
    const photo = elements.find((e) => e.photoUrl !== undefined)?.photoUrl;
    const phone = elements.find((e) => e.phoneNumber !== undefined)?.phoneNumber;
    const email = elements.find((e) => e.email !== undefined)?.email;
    if (photo !== undefined) person.photo_url = emptyToNull(photo);
    if (phone !== undefined) person.phone_number = emptyToNull(phone);
    if (email !== undefined) person.email = emptyToNull(email);
    const top = elements.find((e) => e.top !== undefined)?.top ?? (existing ? Number(existing.top) : 0);
    // A new lawyer goes last (lib/group-order.ts).
    const sort = await positionOf(
      trx,
      'lawyer',
      plan.no,
      elements.find((e) => e.sort !== undefined)?.sort,
      plan.created,
    );
    const t = now();
    for (const { element: e, existingId, index } of plan.rows) {
      const values = {
        ...sentValues(e),
        ...publicationColumns(e, `body/${index}`),
        no: plan.no,
        top,
        sort,
        update_time: t,
      };
      let id: number;
      if (existingId) {
        await trx.updateTable('lawyer').set(values).where('id', '=', existingId).execute();
        id = existingId;
      } else {
        const row = await trx
          .insertInto('lawyer')
          .values({
            ...NEW_ROW,
            ...(existing
              ? { photo_url: existing.photo_url, phone_number: existing.phone_number, email: existing.email }
              : {}),
            ...values,
            create_time: t,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      }
      // Relations: replaced when sent, kept when the element leaves them out.
      if (e.jobIds !== undefined || !existingId) {
        await trx.deleteFrom('lawyer_job').where('lawyer_id', '=', id).execute();
        const jobIds = [...new Set(e.jobIds ?? [])];
        if (jobIds.length)
          await trx
            .insertInto('lawyer_job')
            .values(jobIds.map((job_id) => ({ lawyer_id: id, job_id })))
            .execute();
      }
      if (e.proFieldIds !== undefined || !existingId) {
        await trx.deleteFrom('lawyer_field').where('lawyer_id', '=', id).execute();
        const fieldIds = [...new Set(e.proFieldIds ?? [])];
        if (fieldIds.length)
          await trx
            .insertInto('lawyer_field')
            .values(fieldIds.map((field_id) => ({ lawyer_id: id, field_id })))
            .execute();
      }
    }
    await trx
      .updateTable('lawyer')
      .set({ top, sort, ...person })
      .where('no', '=', plan.no)
      .execute();
    return recordVersion(trx, writer, LAWYER_CONTENT, plan.no, mode, { before });
  });
}

/**
 * Moves the source lawyer (every language) to the target lawyer's place in the team's order; the
 * lawyers in between shift by one. Pinned lawyers stay first (lib/group-order.ts).
 */
export async function move(db: DB, sourceId: number, targetId: number): Promise<void> {
  await moveGroup(db, LAWYERS, sourceId, targetId, { pinnedFirst: true });
}

/** Moves every language of the lawyer with the row `id` to the trash, with its jobs and practice areas. */
export async function removeGroup(db: DB, writer: Writer, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await moveToTrash(trx, writer, LAWYER_CONTENT, await noOfId(trx, LAWYERS, id));
  });
}

/** Pins or unpins every language of the lawyer with the row `id` (a version records it); answers the group. */
export async function setTop(db: DB, writer: Writer, id: number, top: number): Promise<LawyerItem[]> {
  return db.transaction().execute(async (trx) => {
    const no = await noOfId(trx, LAWYERS, id);
    const before = await beforeChange(trx, writer, LAWYER_CONTENT, no);
    await trx.updateTable('lawyer').set({ top, update_time: now() }).where('no', '=', no).execute();
    return recordVersion(trx, writer, LAWYER_CONTENT, no, top ? 'pin' : 'unpin', { before });
  });
}

/** The ids among `ids` that still exist in `table` (a restored version may name a job or area deleted since). */
async function existing(db: DB, table: 'job' | 'professional_field', ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => Number(r.id)));
}

/** Lawyers in the editorial workflow (versions, trash, preview links). */
export const LAWYER_CONTENT = contentKind<LawyerItem>({
  name: 'lawyer',
  table: 'lawyer',
  key: 'no',
  links: [
    { table: 'lawyer_job', column: 'lawyer_id', other: { column: 'job_id', table: 'job' } },
    { table: 'lawyer_field', column: 'lawyer_id', other: { column: 'field_id', table: 'professional_field' } },
  ],
  refs: [{ column: 'office_id', table: 'office' }],
  shared: ['photoUrl', 'phoneNumber', 'email', 'top', 'sort'],
  read: (db, no) => group(db, no),
  write: async (db, no, rows, writer = SYSTEM_WRITER) => {
    await keepOnlyLanguages(
      db,
      LAWYER_CONTENT,
      no,
      rows.map((r) => r.lang),
    );
    const jobs = await existing(
      db,
      'job',
      rows.flatMap((r) => r.jobIds),
    );
    const fields = await existing(
      db,
      'professional_field',
      rows.flatMap((r) => r.proFieldIds),
    );
    const offices = new Set((await db.selectFrom('office').select('id').execute()).map((r) => Number(r.id)));
    const elements = rows.map((r): LawyerInput => ({
      no: r.no,
      lang: r.lang,
      top: r.top,
      sort: r.sort,
      photoUrl: r.photoUrl ?? '',
      photoAlt: r.photoAlt ?? '',
      name: r.name,
      jobIds: r.jobIds.filter((id) => jobs.has(id)),
      proFieldIds: r.proFieldIds.filter((id) => fields.has(id)),
      phoneNumber: r.phoneNumber ?? '',
      email: r.email ?? '',
      office: r.office !== null && offices.has(r.office) ? r.office : 0,
      languages: r.languages,
      intro: r.intro,
      customContents: r.customContents,
      metaDescription: r.metaDescription ?? '',
      status: r.status,
      publishAt: r.publishAt,
    }));
    await save(db, writer, elements, 'restore');
  },
  title: (r) => r.name,
  page: (r) => `/team/detail/${r.id}`,
});
