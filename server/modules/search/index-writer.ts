/**
 * Writes the search index (migration 013): one `search_doc` row per row of news, case analyses,
 * honours, lawyers, practice areas and documents, in every language and state (drafts too: the
 * back office searches them). What the public may find is decided when searching, by the
 * publication rule over the row's status and publishAt, copied here, so a scheduled item is found
 * from its time on with nothing to run.
 *
 * indexItem is called in the transaction of every write of an item (the workflow's recordVersion
 * and moveToTrash: create, update, pin, restore from history or trash, delete), bulk loads call
 * indexRows or rebuildSearchIndex. Rows are deleted and inserted, never updated (the SQLite
 * triggers that feed FTS5 know insert and delete only).
 *
 * SQLite: a trigger feeds the words table (search_fts); the trigram table (search_tri, parts of
 * words) is written here, with each distinct term of the title and of the text once (migration
 * 017): a part of a word never spans two terms, so it finds the same rows as the whole text did,
 * and FTS5 commits far fewer trigram positions (a text repeats its words).
 */
import { SqliteAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { htmlToText } from '#contract/html.ts';
import { ARTICLE_KIND_CONFIGS, articleDetailPath } from '#contract/article-kinds.ts';
import type { ArticleKind } from '#contract/enums.ts';
import { analyse } from './analyse';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also called by the migration, against the tables as they were then
type AnyDb = Kysely<any>;

/** The content tables the search indexes. */
export const SEARCH_SOURCES = ['article', 'lawyer', 'professional_field', 'document'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
export const isSearchSource = (t: string): t is SearchSource => (SEARCH_SOURCES as readonly string[]).includes(t);

/** How much of a body is indexed and kept for excerpts. */
const BODY_CHARS = 10_000;

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The plain text of a lawyer's custom sections (JSON [{title, content}]). */
function sections(json: unknown): string {
  try {
    const list = JSON.parse(text(json) || '[]') as { title?: unknown; content?: unknown }[];
    return Array.isArray(list) ? list.map((s) => `${text(s?.title)} ${htmlToText(text(s?.content))}`).join(' ') : '';
  } catch {
    return '';
  }
}

/** The searchable parts of one content row. */
function partsOf(
  source: SearchSource,
  r: Row,
): { type: string; key: string; title: string; body: string; date: string | null; url: string } | null {
  const id = Number(r.id);
  switch (source) {
    case 'article': {
      const cfg = ARTICLE_KIND_CONFIGS[r.kind as ArticleKind];
      if (!cfg) return null;
      const body = [htmlToText(text(r.content)), text(r.meta_description)].filter(Boolean).join(' ');
      return {
        type: cfg.kind,
        key: text(r.no),
        title: text(r.title),
        body,
        date: text(r.create_time) || null,
        url: articleDetailPath(cfg, id),
      };
    }
    case 'lawyer':
      return {
        type: 'lawyer',
        key: text(r.no),
        title: text(r.name),
        body: `${htmlToText(text(r.intro))} ${sections(r.custom_contents)}`.trim(),
        date: null,
        url: `/team/detail/${id}`,
      };
    case 'professional_field':
      return {
        type: 'practiceArea',
        key: text(r.no),
        title: text(r.name),
        body: [htmlToText(text(r.introduce)), text(r.meta_description)].filter(Boolean).join(' '),
        date: null,
        url: `/services/detail/${id}`,
      };
    case 'document':
      return {
        type: 'doc',
        key: text(r.name),
        title: text(r.title),
        body: htmlToText(text(r.content)),
        date: text(r.update_time) || null,
        url: `/docs/${text(r.name)}`,
      };
  }
}

/** The analysed text of a title or body: kept from the index row when the text is the same (analysing ~4 KB costs ~2 ms). */
type Reuse = { text: string; words: string; extra: string } | undefined;
const analysed = (text: string, had: Reuse) =>
  had && had.text === text ? { words: had.words, extra: had.extra } : analyse(text);

/** A search_doc row as the writer writes it (the table's columns: server/db/schema.ts). */
type Doc = Omit<Selectable<Database['search_doc']>, 'id' | 'source'> & { source: SearchSource };

/** The search_doc row of a content row; `had`, the row's index row as it is, when there is one. */
function docOf(source: SearchSource, r: Row, had?: IndexRow): Doc | null {
  const p = partsOf(source, r);
  if (!p) return null;
  const body = p.body.length > BODY_CHARS ? p.body.slice(0, BODY_CHARS) : p.body;
  const title = analysed(p.title, had && { text: had.title, words: had.title_words, extra: had.title_extra });
  const analysedBody = analysed(body, had && { text: had.body, words: had.body_words, extra: had.body_extra });
  return {
    source,
    row_id: Number(r.id),
    type: p.type,
    item_key: p.key,
    lang: text(r.lang),
    status: text(r.status) || 'published',
    publish_at: (r.publish_at as string | null) ?? null,
    date: p.date,
    title: p.title,
    body,
    url: p.url,
    title_words: title.words,
    title_extra: title.extra,
    body_words: analysedBody.words,
    body_extra: analysedBody.extra,
  };
}
/** An index row as stored (the columns docOf writes, and its id). */
type IndexRow = Doc & { id: number };
const DOC_COLUMNS = [
  'source',
  'row_id',
  'type',
  'item_key',
  'lang',
  'status',
  'publish_at',
  'date',
  'title',
  'body',
  'url',
  'title_words',
  'title_extra',
  'body_words',
  'body_extra',
] as const satisfies readonly (keyof Doc)[];
const sameDoc = (a: Doc, b: Doc) => DOC_COLUMNS.every((c) => (a[c] ?? null) === (b[c] ?? null));

const keyColumn = (source: SearchSource) => (source === 'document' ? 'name' : 'no');

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The distinct terms of analysed texts, space-separated (what the trigram table holds). */
const distinctTerms = (...texts: string[]) => [...new Set(texts.join(' ').split(' '))].filter(Boolean).join(' ');

/** The trigram table's part of index rows (SQLite; search_tri, see above and migration 017). */
type TrigramRow = Pick<Doc, 'title_words' | 'title_extra' | 'body_words' | 'body_extra'> & { id: number };
export async function writeTrigrams(db: AnyDb, rows: TrigramRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows
      .slice(i, i + 200)
      .map(
        (r) =>
          sql`(${Number(r.id)}, ${distinctTerms(r.title_words, r.title_extra)}, ${distinctTerms(r.body_words, r.body_extra)})`,
      );
    // "or replace": a database before migration 017 still has a trigger that wrote the whole text.
    await sql`insert or replace into search_tri(rowid, title, body) values ${sql.join(values)}`.execute(db);
  }
}

/** Inserts index rows of one source, and on SQLite their trigram rows. */
async function insertSearchDocs(db: AnyDb, docs: Doc[]): Promise<void> {
  const sqlite = isSqlite(db);
  // 17 values a row: batches stay far below both databases' parameter limits.
  for (let i = 0; i < docs.length; i += 200) {
    const part = docs.slice(i, i + 200);
    const insert = db.insertInto('search_doc').values(part);
    if (!sqlite) {
      await insert.execute();
      continue;
    }
    // RETURNING's order is not the order of the values: each id is matched to its row by row_id.
    const ids = new Map(
      ((await insert.returning(['id', 'row_id']).execute()) as { id: number; row_id: number }[]).map((r) => [
        Number(r.row_id),
        Number(r.id),
      ]),
    );
    await writeTrigrams(
      db,
      part.map((d) => ({ ...d, id: ids.get(d.row_id)! })),
    );
  }
}

async function insertDocs(db: AnyDb, source: SearchSource, rows: Row[]): Promise<void> {
  await insertSearchDocs(
    db,
    rows.map((r) => docOf(source, r)).filter((d) => d !== null),
  );
}

/**
 * Indexes one item (every language row of `key` in `table`, `kind` for articles) as it now is:
 * its rows are gone from the index when the item is (trash, delete). Inside the write's transaction.
 * Only what changed is written: a language row whose index row would be the same is left alone,
 * and a title or body whose text is the same is not analysed again.
 */
export async function indexItem(db: AnyDb, table: string, key: string, kind?: string): Promise<void> {
  if (!isSearchSource(table)) return;
  const column = keyColumn(table);
  let rows = db.selectFrom(table).selectAll().where(column, '=', key);
  if (kind !== undefined) rows = rows.where('kind', '=', kind);
  const current = (await rows.execute()) as Row[];
  let indexed = db
    .selectFrom('search_doc')
    .select(['id', ...DOC_COLUMNS])
    .where('source', '=', table)
    .where('item_key', '=', key);
  if (kind !== undefined) indexed = indexed.where('type', '=', kind);
  const had = new Map(((await indexed.execute()) as IndexRow[]).map((d) => [Number(d.row_id), d]));
  const docs: Doc[] = [];
  const stale: number[] = [];
  for (const r of current) {
    const old = had.get(Number(r.id));
    had.delete(Number(r.id));
    const doc = docOf(table, r, old);
    if (old && doc && sameDoc(old, doc)) continue;
    if (old) stale.push(Number(old.id));
    if (doc) docs.push(doc);
  }
  // Index rows of content rows that are gone, or no longer of this item.
  for (const d of had.values()) stale.push(Number(d.id));
  if (stale.length) await db.deleteFrom('search_doc').where('id', 'in', stale).execute();
  if (docs.length) await insertSearchDocs(db, docs);
}

/** Indexes content rows by id (bulk loads: the large seed), in the caller's transaction. */
export async function indexRows(db: AnyDb, table: SearchSource, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    await db.deleteFrom('search_doc').where('source', '=', table).where('row_id', 'in', part).execute();
    await insertDocs(db, table, (await db.selectFrom(table).selectAll().where('id', 'in', part).execute()) as Row[]);
  }
}

/** Builds the whole index anew from the content tables (the migration, a restored backup). */
export async function rebuildSearchIndex(db: AnyDb): Promise<void> {
  await db.deleteFrom('search_doc').execute();
  for (const source of SEARCH_SOURCES) {
    let after = 0;
    for (;;) {
      const rows = (await db
        .selectFrom(source)
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(500)
        .execute()) as Row[];
      if (rows.length === 0) break;
      await insertDocs(db, source, rows);
      after = Number(rows[rows.length - 1].id);
    }
  }
}
