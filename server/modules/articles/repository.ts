import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { DB } from '#server/db/index.ts';
import { now } from '#server/db/index.ts';
import { titleMatches } from '../search/query';
import type { Database } from '#server/db/schema.ts';
import { badRequest, emptyToNull, type PageQuery } from '#server/lib/http/index.ts';
import { sanitizeRichText } from '#server/lib/sanitize.ts';
import { briefHead, briefOf, checkTextBudget } from '#server/lib/answer-budget.ts';
import type { Article, ArticleItem, Flag, PublicArticle } from '#contract/entities.ts';
import type { ArticleKind } from '#contract/enums.ts';
import type { Locale } from '#contract/locales.ts';
import {
  planCreate,
  planUpdate,
  publicTranslations,
  setTopByNo,
  type GroupKind,
} from '#server/lib/translation-group.ts';
import { contentKind, type ContentKindDef } from '../workflow/content-kind';
import { beforeChange, keepOnlyLanguages, recordVersion } from '../workflow/versions';
import { moveToTrash } from '../workflow/trash';
import { SYSTEM_WRITER, type Writer } from '#server/lib/writer.ts';
import { ARTICLE_KIND_LIST, articleDetailPath } from '#contract/article-kinds.ts';
import { itemList, type ItemView } from '#server/lib/item-list.ts';
import { subtreeIds } from '../catalog/repository';
import type { ArticleKindConfig } from './config';
import type { ArticleElement } from './schema';
import { plainSummary } from './summary';
import { contentVersion } from '#server/lib/content-version.ts';
import { noteKinds, recordReads } from '#server/lib/content-kinds.ts';
import {
  hasPublicRow,
  hasStatus,
  isPublic,
  publicVersion,
  publicationColumns,
  publicationOf,
  utcMoment,
  type StatusFilter,
} from '#server/lib/publication.ts';
import { isHttpUrl } from '#contract/urls.ts';

type ArticleRow = Selectable<Database['article']>;

type Joined = Partial<ArticleRow> &
  Pick<
    ArticleRow,
    | 'id'
    | 'kind'
    | 'no'
    | 'lang'
    | 'title'
    | 'cata_id'
    | 'content_url'
    | 'cover_url'
    | 'is_link'
    | 'note'
    | 'top'
    | 'views'
    | 'operator_name'
    | 'create_time'
    | 'update_time'
    | 'status'
    | 'publish_at'
    | 'meta_description'
    | 'cover_alt'
  > & {
    client_consent?: number | string | null;
    cata_name: string | null;
    content_head?: string | null;
  };

function toBase(r: Joined) {
  return {
    id: r.id,
    kind: r.kind as ArticleKind,
    no: r.no,
    lang: r.lang as Locale,
    title: r.title,
    cataId: r.cata_id,
    cataName: r.cata_name ?? null,
    contentUrl: r.content_url,
    coverUrl: r.cover_url,
    isLink: (r.is_link ? 1 : 0) as Flag,
    note: r.note,
    top: (r.top ? 1 : 0) as Flag,
    views: Number(r.views),
    createTime: r.create_time,
    updateTime: r.update_time,
    coverAlt: r.cover_alt,
  };
}

/** An admin row; its authors and practice areas are filled in by withLinks. */
function toAdmin(r: Joined): Article {
  const content = r.content ?? '';
  return {
    ...toBase(r),
    ...publicationOf(r),
    content,
    summary: plainSummary(content),
    operatorName: r.operator_name,
    metaDescription: r.meta_description,
    authorNos: [],
    practiceAreaNos: [],
    // § 6 BORA: the client's consent to name them is on file (case analyses; the back office only).
    ...(r.kind === 'case' ? { clientConsent: Number(r.client_consent ?? 0) === 1 } : {}),
  };
}

/**
 * What an article (its group) names of other items' groups: its authors and its practice areas.
 * `field`: the admin field; `table`/`column`: the link table; `target`: the named items' table.
 */
const LINKS = [
  { field: 'authorNos', table: 'article_lawyer', column: 'lawyer_no', target: 'lawyer', noun: 'lawyer' },
  {
    field: 'practiceAreaNos',
    table: 'article_field',
    column: 'field_no',
    target: 'professional_field',
    noun: 'practice area',
  },
] as const;
type Link = (typeof LINKS)[number];

/** Fills in the authors and practice areas of admin rows (two queries for any number of rows). */
async function withLinks(db: DB, articles: Article[]): Promise<Article[]> {
  if (!articles.length) return articles;
  const nos = [...new Set(articles.map((a) => a.no))];
  for (const { field, table, column } of LINKS) {
    const rows = await db
      .selectFrom(table)
      .select(['kind', 'article_no', sql.ref<string>(column).as('target')])
      .where('article_no', 'in', nos)
      .orderBy('sort')
      .execute();
    for (const a of articles)
      a[field] = rows.filter((r) => r.kind === a.kind && r.article_no === a.no).map((r) => r.target);
  }
  return articles;
}

const LIST_COLUMNS = [
  'a.id',
  'a.kind',
  'a.no',
  'a.lang',
  'a.title',
  'a.cata_id',
  'a.content_url',
  'a.cover_url',
  'a.is_link',
  'a.note',
  'a.top',
  'a.views',
  'a.operator_name',
  'a.create_time',
  'a.update_time',
  'a.status',
  'a.publish_at',
  'a.meta_description',
  'a.cover_alt',
  'a.client_consent',
  'c.name as cata_name',
] as const;

export interface ListFilter {
  lang?: string;
  title?: string;
  no?: string;
  /** Articles in any of these catalogs; an empty list matches nothing. */
  cataIds?: number[];
  /** Articles written by this lawyer (its no). */
  author?: string;
  /** Articles of this practice area (its no). */
  practiceArea?: string;
  /** Only rows the public may see now (lib/publication.ts); admin lists see every status. */
  public?: boolean;
  /** Admin lists: rows of this status. */
  status?: StatusFilter;
  /** Public lists: the `author` or `practiceArea` is a draft a preview link shows (its page's Publications). */
  previewed?: 'author' | 'practiceArea';
}

function filtered<O>(q: SelectQueryBuilder<Database, 'article', O>, kind: string, f: ListFilter) {
  let out = q.where('kind', '=', kind);
  if (f.lang) out = out.where('lang', '=', f.lang);
  if (f.no) out = out.where('no', '=', f.no);
  if (f.title) out = out.where(titleMatches('article', 'article.id', f.title));
  if (f.cataIds) out = out.where('cata_id', 'in', f.cataIds);
  if (f.author)
    out = out.where('no', 'in', (eb) =>
      eb.selectFrom('article_lawyer').select('article_no').where('kind', '=', kind).where('lawyer_no', '=', f.author!),
    );
  if (f.practiceArea)
    out = out.where('no', 'in', (eb) =>
      eb
        .selectFrom('article_field')
        .select('article_no')
        .where('kind', '=', kind)
        .where('field_no', '=', f.practiceArea!),
    );
  if (f.public) {
    out = out.where(isPublic('article'));
    // The public filters by a lawyer or practice area it may see (in the list's language): the
    // number of a hidden one answers nothing, and never tells that it exists or what it is linked to.
    if (f.author && f.previewed !== 'author') out = out.where(hasPublicRow('lawyer', f.author, f.lang));
    if (f.practiceArea && f.previewed !== 'practiceArea')
      out = out.where(hasPublicRow('professional_field', f.practiceArea, f.lang));
  }
  if (f.status) out = out.where(hasStatus('article', f.status));
  return out;
}

/** The ids of the catalog and its descendants, for the cataId filter. */
export async function catalogFilter(db: DB, cataId: number | undefined): Promise<number[] | undefined> {
  if (!cataId) return undefined;
  return subtreeIds(db, cataId);
}

/**
 * Counts per database and filter, valid for one content version. Every admin write bumps the
 * version in the database, so a count is not reused after a change: at once in the process that
 * wrote, within a second (contentVersion's trust) in the others; losing the cache costs one count
 * query. Views do not change counts, so they need no bump.
 */
const countCaches = new WeakMap<DB, Map<string, { version: string; total: number; kinds: string[] }>>();
const MAX_CACHED_COUNTS = 2000;

async function countOf(db: DB, kind: string, f: ListFilter): Promise<number> {
  // The version is read before counting: a count taken while a write lands is filed under the old version.
  // Public counts change when a scheduled item comes out, too (publicVersion).
  const version = f.public || f.status ? await publicVersion(db) : await contentVersion(db);
  const key = JSON.stringify([
    kind,
    f.lang ?? null,
    f.no ?? null,
    f.title ?? null,
    f.cataIds ?? null,
    f.public ?? false,
    f.status ?? null,
    f.author ?? null,
    f.practiceArea ?? null,
    f.previewed ?? null,
  ]);
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  // A count kept from before still counts as a read of what it read (the articles, and the lawyers,
  // practice areas or search index its filters look at) for the page or answer being cached.
  if (hit && hit.version === version) {
    noteKinds(hit.kinds);
    return hit.total;
  }
  const { value: total, kinds } = await recordReads(async () => {
    const row = await filtered(db.selectFrom('article'), kind, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  if (cache.size >= MAX_CACHED_COUNTS) cache.clear();
  cache.set(key, { version, total, kinds: [...kinds] });
  return total;
}

/**
 * One page: a count query (cached per content version), an id query that the (kind, lang, top, create_time) index answers,
 * then the rows of that page only (with their catalog names).
 */
async function page(db: DB, kind: string, f: ListFilter, p: PageQuery, withContent: boolean) {
  if (f.cataIds && f.cataIds.length === 0) return { rows: [] as Joined[], total: 0 };
  const total = await countOf(db, kind, f);
  if (total === 0 || p.offset >= total) return { rows: [] as Joined[], total };
  const ids = (
    await filtered(db.selectFrom('article'), kind, f)
      .select('id')
      .orderBy('top', 'desc')
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(p.pageSize)
      .offset(p.offset)
      .execute()
  ).map((r) => r.id);
  if (!ids.length) return { rows: [] as Joined[], total };
  if (withContent) await checkTextBudget(db, db.selectFrom('article').where('id', 'in', ids), ['content'], 'items');
  const base = db
    .selectFrom('article as a')
    .leftJoin('catalog as c', 'c.id', 'a.cata_id')
    .select(LIST_COLUMNS)
    .where('a.id', 'in', ids);
  const rows: Joined[] = withContent
    ? await base.select('a.content').execute()
    : await base.select(briefHead('a.content', 'content_head')).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)).filter((r): r is Joined => !!r), total };
}

export async function adminList(db: DB, kind: string, f: ListFilter, p: PageQuery) {
  const { rows, total } = await page(db, kind, f, p, true);
  return { items: await withLinks(db, rows.map(toAdmin)), total };
}

/**
 * The admin list by item (view=items, lib/item-list.ts): an item matches when any of its languages
 * does; its content as a teaser (briefOf), read from its beginning only.
 */
export async function adminItems(db: DB, cfg: ArticleKindConfig, f: ListFilter, view: ItemView, p: PageQuery) {
  if (f.cataIds && f.cataIds.length === 0) return { items: [], total: 0 };
  const anyFilter = f.title !== undefined || f.no !== undefined || f.cataIds !== undefined || f.status !== undefined;
  return itemList(db, groupKind(cfg), {
    matching: anyFilter
      ? filtered(db.selectFrom('article'), cfg.kind, { ...f, lang: undefined }).select('no')
      : undefined,
    order: [
      { of: 'max', column: 'top', dir: 'desc' },
      { of: 'max', column: 'create_time', dir: 'desc' },
      { of: 'max', column: 'id', dir: 'desc' },
    ],
    view,
    page: p,
    // The content as a teaser (the lists of the back office show none): the answer's size does not grow with it.
    load: async (ids) => {
      const rows = await db
        .selectFrom('article as a')
        .leftJoin('catalog as c', 'c.id', 'a.cata_id')
        .select(LIST_COLUMNS)
        .select(briefHead('a.content', 'content'))
        .where('a.id', 'in', ids)
        .execute();
      // The summary is made from the same beginning, as the public list makes it.
      return withLinks(
        db,
        rows.map((r) => ({ ...toAdmin(r), content: briefOf(r.content) })),
      );
    },
  });
}

export async function publicList(db: DB, kind: string, f: ListFilter, p: PageQuery) {
  const { rows, total } = await page(db, kind, { ...f, public: true }, p, false);
  const items: ArticleItem[] = rows.map((r) => ({ ...toBase(r), summary: plainSummary(r.content_head) }));
  return { items, total };
}

async function findJoined(db: DB, kind: string, id: number, onlyPublic = false): Promise<Joined | undefined> {
  let q = db
    .selectFrom('article as a')
    .leftJoin('catalog as c', 'c.id', 'a.cata_id')
    .select(LIST_COLUMNS)
    .select('a.content')
    .where('a.id', '=', id)
    .where('a.kind', '=', kind);
  if (onlyPublic) q = q.where(isPublic('a'));
  return q.executeTakeFirst();
}

export async function adminGet(db: DB, kind: string, id: number): Promise<Article | null> {
  const r = await findJoined(db, kind, id);
  return r ? (await withLinks(db, [toAdmin(r)]))[0] : null;
}

/** Every language of one item, in locale order. */
export async function group(db: DB, kind: string, no: string): Promise<Article[]> {
  const rows = await db
    .selectFrom('article as a')
    .leftJoin('catalog as c', 'c.id', 'a.cata_id')
    .select(LIST_COLUMNS)
    .select('a.content')
    .where('a.kind', '=', kind)
    .where('a.no', '=', no)
    .orderBy('a.lang')
    .execute();
  return withLinks(db, rows.map(toAdmin));
}

/**
 * A public read of a public row (a draft or a row scheduled for later is not found, unless
 * `mayPreview` allows its item): counts the view (the public API's detail call; a preview counts
 * none, nor does a read that is no visit, `count` false: a HEAD), then answers the article and
 * the languages the public may see of it.
 */
export async function publicGet(
  db: DB,
  cfg: ArticleKindConfig,
  id: number,
  mayPreview?: (no: string, lang: string) => Promise<boolean>,
  count = true,
): Promise<PublicArticle | null> {
  // A row counted is public: read as the public sees it. Otherwise publicRead finds a public row
  // first and asks mayPreview only for one that is not.
  const counted = count && (await countView(db, cfg.kind, id));
  return publicRead(db, cfg, id, counted ? undefined : mayPreview);
}

/** The lawyers or practice areas an article names, in its language, as far as the public may see them, in their order. */
async function linkedItems(db: DB, { table, column, target }: Link, kind: string, no: string, lang: string) {
  const { rows } = await sql<{ id: number; no: string; name: string }>`
    select t.id, t.no, t.name from ${sql.table(table)} x
    join ${sql.table(target)} t on t.no = ${sql.ref(`x.${column}`)} and t.lang = ${lang}
    where x.kind = ${kind} and x.article_no = ${no} and ${isPublic('t')}
    order by x.sort`.execute(db);
  return rows.map((x) => ({ id: Number(x.id), no: x.no, name: x.name }));
}

/** The rows of one kind of article form its translation groups. */
export const groupKind = (cfg: ArticleKindConfig): GroupKind<'article'> => ({
  table: 'article',
  prefix: cfg.prefix,
  kind: cfg.kind,
  noun: `${cfg.kind} item`,
  content: cfg.kind,
});

/** Checks one element against the database and turns it into column values. */
async function columnsOf(db: DB, cfg: ArticleKindConfig, e: ArticleElement, i: number, existingId?: number | null) {
  let cataId: number | null = null;
  if (cfg.catalogType !== null) {
    if (e.cataId === undefined) throw badRequest(`body/${i}/cataId: required`);
    const cat = await db
      .selectFrom('catalog')
      .select(['id', 'type', 'lang'])
      .where('id', '=', e.cataId)
      .executeTakeFirst();
    if (!cat) throw badRequest(`body/${i}/cataId: catalog ${e.cataId} does not exist`);
    if (cat.type !== cfg.catalogType)
      throw badRequest(`body/${i}/cataId: catalog ${e.cataId} is not a ${cfg.kind} catalog`);
    if (cat.lang !== e.lang) throw badRequest(`body/${i}/cataId: catalog ${e.cataId} is not in language ${e.lang}`);
    cataId = cat.id;
  }
  // The text and the external link are written when sent; left out, an update keeps them (a client
  // that sends only what it changes must not erase the article), a new row starts without.
  let link: { is_link: number; content_url: string | null; note: string | null } | undefined;
  if (!cfg.links) link = { is_link: 0, content_url: null, note: null };
  else if (e.isLink !== undefined || e.contentUrl !== undefined || e.note !== undefined) {
    // Each link field left out keeps its stored value; the result is checked whole.
    const stored =
      existingId && (e.isLink === undefined || e.contentUrl === undefined || e.note === undefined)
        ? await db
            .selectFrom('article')
            .select(['is_link', 'content_url', 'note'])
            .where('id', '=', existingId)
            .executeTakeFirst()
        : undefined;
    const isLink = (e.isLink ?? stored?.is_link) === 1 ? 1 : 0;
    const url = (e.contentUrl === undefined ? stored?.content_url : e.contentUrl)?.trim() ?? '';
    if (isLink === 1 && !isHttpUrl(url))
      throw badRequest(`body/${i}/contentUrl: required as an http(s) URL when isLink=1`);
    const note = e.note === undefined ? stored?.note : e.note;
    link = { is_link: isLink, content_url: isLink === 1 ? url : null, note: note?.trim() || null };
  }
  return {
    ...publicationColumns(e, `body/${i}`),
    lang: e.lang,
    title: e.title.trim(),
    cover_url: e.coverUrl,
    cata_id: cataId,
    ...(e.content !== undefined ? { content: sanitizeRichText(e.content) } : {}),
    ...link,
  };
}

/**
 * Creates one item in one or more languages, or updates the languages given and adds missing ones
 * (lib/translation-group.ts plans both). Call inside a transaction.
 */
export async function saveGroup(
  db: DB,
  writer: Writer,
  cfg: ArticleKindConfig,
  elements: ArticleElement[],
  mode: 'create' | 'update' | 'restore',
): Promise<Article[]> {
  const g = groupKind(cfg);
  const operator = writer.operator;
  const plan = mode === 'create' ? await planCreate(db, g, elements) : await planUpdate(db, g, elements);
  const before = plan.created
    ? undefined
    : await beforeChange(
        db,
        writer,
        ARTICLE_CONTENT[cfg.kind],
        plan.no,
        mode === 'restore' || elements.some((e) => e.top !== undefined),
      );
  // A language added later shares the item's pin and its place in time.
  const first = plan.before.length
    ? await db
        .selectFrom('article')
        .select(['top', 'create_time'])
        .where('id', '=', plan.before[0].id)
        .executeTakeFirstOrThrow()
    : null;
  const t = now();
  // The publication date belongs to the item: sent in any element, it is every language's.
  const dated = elements.findIndex((e) => e.createTime);
  const published = dated >= 0 ? utcMoment(elements[dated].createTime!, `body/${dated}/createTime`) : undefined;
  for (const { element: e, index, existingId } of plan.rows) {
    const cols = await columnsOf(db, cfg, e, index, existingId);
    const sent = {
      ...(e.top !== undefined ? { top: e.top } : {}),
      ...(e.coverAlt !== undefined ? { cover_alt: emptyToNull(e.coverAlt) } : {}),
      ...(e.metaDescription !== undefined ? { meta_description: emptyToNull(e.metaDescription) } : {}),
    };
    if (existingId) {
      await db
        .updateTable('article')
        .set({ ...cols, ...sent, operator_name: operator, update_time: t })
        .where('id', '=', existingId)
        .execute();
    } else {
      await db
        .insertInto('article')
        .values({
          top: first?.top ?? 0,
          content: '',
          is_link: 0,
          content_url: null,
          note: null,
          ...cols,
          ...sent,
          kind: cfg.kind,
          no: plan.no,
          views: 0,
          operator_name: operator,
          create_time: first?.create_time ?? t,
          update_time: t,
        })
        .execute();
    }
  }
  if (published)
    await db
      .updateTable('article')
      .set({ create_time: published })
      .where('kind', '=', cfg.kind)
      .where('no', '=', plan.no)
      .execute();
  // The client's consent (case analyses) is the item's: sent in any element, every language's; a language added later takes the item's.
  const consent = elements.find((e) => e.clientConsent !== undefined)?.clientConsent;
  if (cfg.kind === 'case') {
    const value =
      consent !== undefined
        ? consent
          ? 1
          : 0
        : plan.before.length
          ? Number(
              (
                await db
                  .selectFrom('article')
                  .select('client_consent')
                  .where('id', '=', plan.before[0].id)
                  .executeTakeFirstOrThrow()
              ).client_consent,
            )
          : 0;
    await db
      .updateTable('article')
      .set({ client_consent: value })
      .where('kind', '=', cfg.kind)
      .where('no', '=', plan.no)
      .execute();
  }
  for (const link of LINKS) {
    const at = elements.findIndex((e) => e[link.field] !== undefined);
    if (at >= 0) await replaceLinks(db, link, cfg.kind, plan.no, elements[at][link.field]!, `body/${at}/${link.field}`);
  }
  return recordVersion(db, writer, ARTICLE_CONTENT[cfg.kind], plan.no, mode, { before });
}

/** Which of the lawyers or practice areas named by `nos` exist (in any language, any status). */
async function knownNos(db: DB, target: Link['target'], nos: string[]): Promise<Set<string>> {
  const wanted = [...new Set(nos)];
  return new Set(
    wanted.length
      ? (await db.selectFrom(target).select('no').where('no', 'in', wanted).execute()).map((r) => r.no)
      : [],
  );
}

/** Replaces the lawyers or practice areas an article names; each must exist (in any language, any status). */
async function replaceLinks(
  db: DB,
  { table, column, target, noun }: Link,
  kind: string,
  no: string,
  nos: string[],
  where: string,
) {
  const wanted = [...new Set(nos)];
  if (wanted.length) {
    const found = await knownNos(db, target, wanted);
    const missing = wanted.filter((n) => !found.has(n));
    if (missing.length) throw badRequest(`${where}: no ${noun} ${missing.join(', ')}`);
  }
  await db.deleteFrom(table).where('kind', '=', kind).where('article_no', '=', no).execute();
  if (wanted.length) {
    await sql`insert into ${sql.table(table)} (kind, article_no, ${sql.ref(column)}, sort) values ${sql.join(wanted.map((n, i) => sql`(${kind}, ${no}, ${n}, ${i})`))}`.execute(
      db,
    );
  }
}

/** Moves every language of the item to the trash; answers false when there is no such item. Call inside a transaction. */
export const deleteGroup = (db: DB, writer: Writer, cfg: ArticleKindConfig, no: string) =>
  moveToTrash(db, writer, ARTICLE_CONTENT[cfg.kind], no);

/** Pins or unpins every language of the item (a version records it); answers how many rows matched. Call inside a transaction. */
export async function setTop(db: DB, writer: Writer, cfg: ArticleKindConfig, no: string, top: 0 | 1): Promise<number> {
  const before = await beforeChange(db, writer, ARTICLE_CONTENT[cfg.kind], no);
  const n = await setTopByNo(db, groupKind(cfg), no, top);
  if (n > 0)
    await recordVersion(db, writer, ARTICLE_CONTENT[cfg.kind], no, top ? 'pin' : 'unpin', { before, pinned: top });
  return n;
}

/**
 * A version's elements without what was deleted since it was stored: a language whose category is
 * gone keeps the category it has now (a language that comes back takes, in its language, the
 * category another language has), and lawyers or practice areas no longer there are left out (as
 * a lawyer's restore leaves out a deleted office or job). Only a language with no category to take
 * is still refused, naming the field.
 */
async function withoutGone(db: DB, elements: ArticleElement[], current: Article[]): Promise<ArticleElement[]> {
  const ids = [
    ...new Set(
      [...elements.map((e) => e.cataId), ...current.map((r) => r.cataId)].filter(
        (id): id is number => typeof id === 'number',
      ),
    ),
  ];
  const found = ids.length ? await db.selectFrom('catalog').select(['id', 'no']).where('id', 'in', ids).execute() : [];
  const categories = new Set(found.map((r) => Number(r.id)));
  // The category of a language that has one (now, else in the version), as a group.
  const group =
    found.find((r) => current.some((c) => c.cataId === Number(r.id)))?.no ??
    found.find((r) => elements.some((e) => e.cataId === Number(r.id)))?.no;
  const sameGroup = async (lang: string) =>
    group === undefined
      ? undefined
      : (
          await db
            .selectFrom('catalog')
            .select('id')
            .where('no', '=', group)
            .where('lang', '=', lang)
            .executeTakeFirst()
        )?.id;
  const lawyers = await knownNos(
    db,
    'lawyer',
    elements.flatMap((e) => e.authorNos ?? []),
  );
  const areas = await knownNos(
    db,
    'professional_field',
    elements.flatMap((e) => e.practiceAreaNos ?? []),
  );
  return Promise.all(
    elements.map(async (e) => ({
      ...e,
      cataId:
        e.cataId === undefined || categories.has(e.cataId)
          ? e.cataId
          : (current.find((r) => r.lang === e.lang)?.cataId ?? (await sameGroup(e.lang)) ?? e.cataId),
      authorNos: e.authorNos?.filter((n) => lawyers.has(n)),
      practiceAreaNos: e.practiceAreaNos?.filter((n) => areas.has(n)),
    })),
  );
}

/** An item's rows as the body of an update that writes them back (a version being restored). */
const elementOf = (a: Article): ArticleElement => ({
  no: a.no,
  lang: a.lang,
  title: a.title,
  coverUrl: a.coverUrl,
  content: a.content,
  top: a.top,
  status: a.status,
  publishAt: a.publishAt,
  cataId: a.cataId ?? undefined,
  isLink: a.isLink,
  contentUrl: a.contentUrl,
  note: a.note,
  coverAlt: a.coverAlt ?? '',
  metaDescription: a.metaDescription ?? '',
  createTime: a.createTime,
  authorNos: a.authorNos,
  practiceAreaNos: a.practiceAreaNos,
  ...(a.clientConsent !== undefined ? { clientConsent: a.clientConsent } : {}),
});

/** News, case analyses and honours in the editorial workflow (versions, trash, preview links). */
export const ARTICLE_CONTENT = Object.fromEntries(
  ARTICLE_KIND_LIST.map((cfg) => [
    cfg.kind,
    contentKind<Article>({
      name: cfg.kind,
      table: 'article',
      key: 'no',
      kind: cfg.kind,
      refs: [{ column: 'cata_id', table: 'catalog' }],
      shared: ['createTime', 'authorNos', 'practiceAreaNos', 'top', 'clientConsent'],
      read: (db, no) => group(db, cfg.kind, no),
      write: async (db, no, rows, writer = SYSTEM_WRITER) => {
        const elements = await withoutGone(db, rows.map(elementOf), await group(db, cfg.kind, no));
        await keepOnlyLanguages(
          db,
          ARTICLE_CONTENT[cfg.kind],
          no,
          rows.map((r) => r.lang),
        );
        await saveGroup(db, writer, cfg, elements, 'restore');
      },
      title: (r) => r.title,
      page: (r) => articleDetailPath(cfg, r.id),
      forget: async (db, no) => {
        for (const { table } of LINKS)
          await db.deleteFrom(table).where('kind', '=', cfg.kind).where('article_no', '=', no).execute();
      },
    }),
  ]),
) as Record<ArticleKind, ContentKindDef<Article>>;

/**
 * Counts one visit of a public article's page (server/web/views.ts; the page render itself reads
 * with publicRead and counts nothing). False when the row is not public.
 */
export async function countView(db: DB, kind: string, id: number, visits = 1): Promise<boolean> {
  const res = await db
    .updateTable('article')
    .set({ views: sql`views + ${visits}` })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where(isPublic('article'))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * What publicGet answers, without counting a view: the read of a page render, which may be kept
 * in the render cache and served many times (the page's visits are counted by countView).
 */
export async function publicRead(
  db: DB,
  cfg: ArticleKindConfig,
  id: number,
  mayPreview?: (no: string, lang: string) => Promise<boolean>,
): Promise<PublicArticle | null> {
  let r = await findJoined(db, cfg.kind, id, true);
  if (!r && mayPreview) {
    const draft = await findJoined(db, cfg.kind, id);
    if (draft && (await mayPreview(draft.no, draft.lang))) r = draft;
  }
  if (!r) return null;
  const content = r.content ?? '';
  const [authors, practiceAreas, translations] = await Promise.all([
    linkedItems(db, LINKS[0], cfg.kind, r.no, r.lang),
    linkedItems(db, LINKS[1], cfg.kind, r.no, r.lang),
    publicTranslations(db, groupKind(cfg), r.no, mayPreview && ((lang) => mayPreview(r!.no, lang))),
  ]);
  return {
    ...toBase(r),
    content,
    summary: plainSummary(content),
    metaDescription: r.meta_description,
    authors,
    practiceAreas,
    translations,
  };
}
