/**
 * Searching the index (index-writer.ts) with the analysed query (analyse.ts), the same statement
 * on both databases with a dialect's way of matching:
 * - words: FTS5 MATCH on SQLite, a tsquery over the tsvector on PostgreSQL;
 * - parts of words (three characters or more): the trigram FTS5 table on SQLite, LIKE over the
 *   pg_trgm index on PostgreSQL.
 *
 * Relevance is coarse on purpose, so that "newer first" decides among equals (a page without a date, a lawyer or practice area, first when its name matches, last when its text does): 0 every term a word
 * of the title (or name) as written, 1 a word of the title in another form (its stem, another
 * spelling), 2 a word of the text, 3 part of a word of the title, 4 part of a word of the text;
 * then the newest first. A pin does not count (a pinned item does not jump ahead).
 * A lawyer is also found by a name of another of their public languages (as by their name) and by
 * a practice area of theirs (as by their text).
 */
import { sql, type RawBuilder } from 'kysely';
import type { DB, Dialect } from '#server/db/index.ts';
import { clockNow, isPublic } from '#server/lib/publication.ts';
import type { PageQuery } from '#server/lib/http/index.ts';
import { analyseQuery, type QueryTerm } from './analyse';
import { excerptOf } from './excerpt';
import { SEARCH_COUNT_CAP, type PublicSearchHit, type SearchType } from '#contract/search.ts';

export { SEARCH_TYPES, type SearchType } from '#contract/search.ts';

/** A hit as the module finds it: the public answer's fields, and what the staff search adds. */
export interface SearchHit extends PublicSearchHit {
  lang: string;
  status: string;
  publishAt: string | null;
}

export interface SearchRequest {
  q: string;
  /** The visitor's language; for staff, a language to keep to (else every language). */
  lang?: string;
  type?: SearchType;
  /** Only what the public may see (publication rule), in `lang` only. */
  public: boolean;
}

/** Where a word must match: anywhere, in the title (any form), in the title as written. */
type Scope = 'any' | 'title' | 'exact';

interface Matchers {
  /** The row matches every term as a word. */
  word(terms: QueryTerm[], scope: Scope): RawBuilder<boolean>;
  /** The row matches every term, words of three letters or more as part of a word. */
  part(terms: QueryTerm[], title: boolean): RawBuilder<boolean>;
}

const isPart = (t: QueryTerm): t is Extract<QueryTerm, { kind: 'word' }> =>
  t.kind === 'word' && [...t.part].length >= 3;

/** SQLite: FTS5 query text (tokens are letters and digits only; quoted anyway). */
const q5 = (token: string) => `"${token.replace(/"/g, '""')}"`;
function fts5(t: QueryTerm, prefix: boolean, exact = false): string {
  if (t.kind === 'word')
    return prefix ? `${q5(t.forms[0])}*` : exact ? q5(t.forms[0]) : `(${t.forms.map(q5).join(' OR ')})`;
  if (t.kind === 'han' && t.single) return `${q5(t.tokens[0])}*`;
  return q5(t.tokens.join(' '));
}
/** One FTS5 table and the MATCH text a row must satisfy there. */
interface Fts5Match {
  table: 'search_fts' | 'search_tri';
  match: string;
}
/** SQLite: the FTS5 matches (all of them) of a word scope. */
function fts5Word(terms: QueryTerm[], scope: Scope): Fts5Match[] {
  const expr = terms.map((t) => fts5(t, false, scope === 'exact')).join(' AND ');
  return [
    {
      table: 'search_fts',
      match: { any: expr, title: `{title title_x} : (${expr})`, exact: `{title} : (${expr})` }[scope],
    },
  ];
}
/** SQLite: the FTS5 matches (all of them) of parts of words, in the title or anywhere. */
function fts5Part(terms: QueryTerm[], title: boolean): Fts5Match[] {
  const parts = terms.filter(isPart);
  const rest = terms.filter((t) => !isPart(t));
  const out: Fts5Match[] = [];
  if (parts.length) {
    const expr = parts.map((t) => q5(t.part)).join(' AND ');
    out.push({ table: 'search_tri', match: title ? `{title} : (${expr})` : expr });
  }
  if (rest.length) {
    const expr = rest.map((t) => fts5(t, true)).join(' AND ');
    out.push({ table: 'search_fts', match: title ? `{title title_x} : (${expr})` : expr });
  }
  return out;
}
const inFts5 = (ms: Fts5Match[]) =>
  sql<boolean>`(${sql.join(
    ms.map((x) => sql`d.id in (select rowid from ${sql.table(x.table)} where ${sql.table(x.table)} match ${x.match})`),
    sql` and `,
  )})`;
const sqlite: Matchers = {
  word: (terms, scope) => inFts5(fts5Word(terms, scope)),
  part: (terms, title) => inFts5(fts5Part(terms, title)),
};

/**
 * PostgreSQL: tsquery text. The title scopes ask `tsv_title` (migration 016: the title's words
 * weighted A, its other spellings B), the rest `tsv` (the whole text).
 */
const qpg = (token: string, w: string) => `'${token.replace(/['\\]/g, '')}'${w}`;
function tsq(t: QueryTerm, prefix: boolean, scope: Scope): string {
  const w = { any: '', title: '', exact: ':A' }[scope];
  const pw = `:*${w.slice(1)}`;
  if (t.kind === 'word')
    return prefix
      ? qpg(t.forms[0], pw)
      : `(${(scope === 'exact' ? t.forms.slice(0, 1) : t.forms).map((f) => qpg(f, w)).join(' | ')})`;
  if (t.kind === 'han' && t.single) return qpg(t.tokens[0], pw);
  return `(${t.tokens.map((k) => qpg(k, w)).join(' <-> ')})`;
}
/** Text order as the databases compare ISO dates (code points). */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const likePart = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The analysed text as the trigram indexes hold it (the title's, migration 016; the whole, 013). */
const titleText = sql`(d.title_words || ' ' || d.title_extra)`;
const allText = sql`(d.title_words || ' ' || d.title_extra || ' ' || d.body_words || ' ' || d.body_extra)`;
/** The parts of words among `terms` as LIKEs over the analysed text (what the trigram indexes find). */
const likeParts = (terms: QueryTerm[], title: boolean): RawBuilder<boolean>[] =>
  terms.filter(isPart).map((t) => sql<boolean>`${title ? titleText : allText} like ${likePart(t.part)} escape '\\'`);
const tsvOf = (scope: Scope) => sql.raw(scope === 'any' ? 'd.tsv' : 'd.tsv_title');
const postgres: Matchers = {
  word(terms, scope) {
    return sql<boolean>`${tsvOf(scope)} @@ to_tsquery('simple', ${terms.map((t) => tsq(t, false, scope)).join(' & ')})`;
  },
  part(terms, title) {
    const conds = likeParts(terms, title);
    const rest = terms.filter((t) => !isPart(t));
    const scope = title ? 'title' : 'any';
    if (rest.length)
      conds.push(
        sql<boolean>`${tsvOf(scope)} @@ to_tsquery('simple', ${rest.map((t) => tsq(t, true, scope)).join(' & ')})`,
      );
    return sql<boolean>`(${sql.join(conds, sql` and `)})`;
  },
};

/** How many matches of a tier are read from its index (in no order) before they are taken in date order instead (one more than the count's cap). */
const DENSE = SEARCH_COUNT_CAP + 1;

interface Candidate {
  id: number;
  date: string | null;
}
/** The order of the results: rank, then the newest (undated first when the title matches, else last), then the last indexed. */
const sortKey = (r: number, date: string | null) => date ?? (r <= 1 ? '9999' : '');

/**
 * One page of results, and how many there are in all (at most SEARCH_COUNT_CAP).
 *
 * Not every match is ranked: tier by tier (the relevance above), the best `offset + pageSize`
 * rows matching that tier's condition, newest first; a later tier is asked only while the
 * earlier ones hold fewer rows than that, so a common word reads a few rows of the word index
 * and never the trigram index. A row found at a worse tier than its own cannot take a place it
 * does not deserve: its own tier was then complete, and it was found there first. Lawyers found
 * through another language or a practice area are ranked the same way beside them.
 */
export async function search(
  db: DB,
  dialect: Dialect,
  req: SearchRequest,
  page: PageQuery,
): Promise<{ items: SearchHit[]; total: number }> {
  const { terms, marks } = analyseQuery(req.q);
  if (terms.length === 0) return { items: [], total: 0 };
  const pg = dialect === 'postgres';
  const m = pg ? postgres : sqlite;
  const at = clockNow().toISOString();
  const lang = req.lang ?? null;
  const need = page.offset + page.pageSize;
  const inScope = sql.join(
    [
      ...(req.public ? [sql`d.lang = ${lang}`, isPublic('d', at)] : lang ? [sql`d.lang = ${lang}`] : []),
      ...(req.type ? [sql`d.type = ${req.type}`] : []),
      sql`true`,
    ],
    sql` and `,
  );
  const tierCond = (t: number): RawBuilder<boolean> =>
    t <= 2 ? m.word(terms, (['exact', 'title', 'any'] as const)[t]) : m.part(terms, t === 3);
  const tierFts = (t: number): Fts5Match[] =>
    t <= 2 ? fts5Word(terms, (['exact', 'title', 'any'] as const)[t]) : fts5Part(terms, t === 3);

  /** The first DENSE rows of scope matching tier t, in no order, read once: for the tier and for the count. */
  const read = new Map<number, Promise<Candidate[]>>();
  const firstOf = (t: number) => read.get(t) ?? (read.set(t, firstOfTier(t)), read.get(t)!);
  const firstOfTier = async (t: number): Promise<Candidate[]> => {
    if (pg)
      return (
        await sql<Candidate>`select d.id, d.date from search_doc d where ${tierCond(t)} and ${inScope} limit ${DENSE}`.execute(
          db,
        )
      ).rows;
    // SQLite: from the FTS5 table, joined to the rows by rowid.
    const [first, ...rest] = tierFts(t);
    const more = rest.length ? sql`and ${inFts5(rest)}` : sql``;
    return (
      await sql<Candidate>`select d.id, d.date from ${sql.table(first.table)} f join search_doc d on d.id = f.rowid
      where f.${sql.raw(first.table)} match ${first.match} and ${inScope} ${more} limit ${DENSE}`.execute(db)
    ).rows;
  };
  /** SQLite: each match looked up in its index for the row at hand (d), all of them together. */
  const probe = (ms: Fts5Match[]): RawBuilder<boolean> =>
    sql<boolean>`(${sql.join(
      ms.map(
        (x) =>
          sql`exists (select 1 from ${sql.table(x.table)} f where f.${sql.raw(x.table)} match ${x.match} and f.rowid = d.id)`,
      ),
      sql` and `,
    )})`;
  /**
   * Tier t tested row by row, for walking the language's rows newest first: a LIKE for a part of
   * a word (what the trigram index finds; SQLite's trigram index is slow to ask for one row), on
   * SQLite one word by a lookup of its index, several as one set.
   */
  const rowCheck = (t: number): RawBuilder<boolean> => {
    if (pg) return tierCond(t);
    if (t >= 3) {
      const rest = terms.filter((x) => !isPart(x));
      return sql<boolean>`(${sql.join(
        [...likeParts(terms, t === 3), ...(rest.length ? [inFts5(fts5Part(rest, t === 3))] : [])],
        sql` and `,
      )})`;
    }
    const ms = tierFts(t);
    return ms.length === 1 && terms.length === 1 ? probe(ms) : inFts5(ms);
  };
  /**
   * The language's rows of scope that are dated (`dated`) or not, newest (last indexed) first,
   * at most `bound` of them, each tested with `check` as it is read, until `limit` pass: one walk
   * of the index (lang, date) that stops there, whatever the database guesses of the test's
   * selectivity (the test is a column of the walk, which a condition outside cannot be pushed into).
   */
  const walk = async (dated: boolean, check: RawBuilder<boolean>, bound: number | null, limit: number) => {
    const order = dated ? sql`order by date desc, id desc` : sql`order by id desc`;
    return (
      await sql<Candidate>`select id, date from (
        select d.id, d.date, ${check} as hit from search_doc d ${pg ? sql`` : sql`indexed by search_doc_lang_date`}
        where d.lang = ${lang} and d.date is ${dated ? sql`not null` : sql`null`} and ${inScope}
        ${order} ${bound !== null ? sql`limit ${bound}` : pg ? sql`offset 0` : sql`limit -1`}
      ) w where w.hit ${order} limit ${limit}`.execute(db)
    ).rows;
  };
  /** How many of the language's newest rows the walk tests before it asks the index for every match. */
  const WALK = 1000;
  /** The newest `limit` dated rows of tier t (many matches). */
  const datedRows = async (t: number, limit: number): Promise<Candidate[]> => {
    const newest = await walk(true, rowCheck(t), WALK, limit);
    if (newest.length >= limit) return newest;
    // Its matches are older than the newest rows: every match, in date order.
    return (
      await sql<Candidate>`select d.id, d.date from search_doc d ${pg ? sql`` : sql`indexed by search_doc_lang_date`}
        where d.lang = ${lang} and d.date is not null and ${pg ? tierCond(t) : inFts5(tierFts(t))} and ${inScope}
        order by d.date desc, d.id desc limit ${limit}`.execute(db)
    ).rows;
  };
  /** The last indexed `limit` undated rows (lawyers, practice areas: a language has few) of tier t. */
  const undatedRows = (t: number, limit: number): Promise<Candidate[]> =>
    walk(false, pg || t >= 2 ? rowCheck(t) : inFts5(tierFts(t)), null, limit);
  /** The best `limit` rows of scope matching tier t, in the results' order. */
  const asked = new Map<number, Promise<Candidate[]>>();
  const tierRows = (t: number, limit: number): Promise<Candidate[]> =>
    asked.get(t) ?? (asked.set(t, tierRowsOf(t, limit)), asked.get(t)!);
  const tierRowsOf = async (t: number, limit: number): Promise<Candidate[]> => {
    const few = await firstOf(t);
    if (few.length < DENSE || lang === null) {
      const all =
        few.length < DENSE
          ? few
          : (
              await sql<Candidate>`select d.id, d.date from search_doc d where ${tierCond(t)} and ${inScope}
                order by coalesce(d.date, ${t <= 1 ? '9999' : ''}) desc, d.id desc limit ${limit}`.execute(db)
            ).rows;
      return all.sort((a, b) => cmp(sortKey(t, b.date), sortKey(t, a.date)) || b.id - a.id).slice(0, limit);
    }
    // Many matches: undated rows first when the title matches (else last), the dated newest first.
    const undated = t <= 1 ? await undatedRows(t, limit) : [];
    const dated = undated.length >= limit ? [] : await datedRows(t, limit - undated.length);
    const tail = t > 1 && dated.length < limit ? await undatedRows(t, limit - dated.length) : [];
    return [...undated, ...dated, ...tail];
  };

  const best = new Map<number, { r: number; date: string | null }>();
  const found = (r: number, c: Candidate) => {
    const had = best.get(Number(c.id));
    if (!had || had.r > r) best.set(Number(c.id), { r, date: c.date });
  };
  for (let t = 0; t <= 4 && best.size < need; t++) for (const c of await tierRows(t, need)) found(t, c);
  // Lawyers found by a name in another of their languages (as by their name), or by a practice
  // area of theirs (as by their text): the few lawyer and practice-area rows whose title matches.
  const sourceIds: number[] = [];
  if (req.public) {
    // Parts of words in a title, on SQLite by LIKE over the few lawyer and practice-area rows (the
    // trigram index would read every row holding them).
    const titlePart = rowCheck(3);
    // SQLite: the text's words of the few rows found each looked up in the word index (not every match of the text
    // as one set); a title's matches are few.
    const word = (scope: Scope) => (pg || scope !== 'any' ? m.word(terms, scope) : probe(fts5Word(terms, scope)));
    const rank = sql<number>`case when ${word('exact')} then 0 when ${word('title')} then 1 when ${word('any')} then 2 else 3 end`;
    const expanded = await sql<{ id: number; r: number; date: string | null }>`
      with hit as materialized (
        select d.id, d.type, d.item_key, d.lang, d.row_id, ${rank} as r
        from ${
          pg
            ? // Each of the few rows tested as it is read (a column of the walk), not every title holding a trigram of the query.
              sql`(select d.id, ${m.word(terms, 'title')} or ${titlePart} as hit from search_doc d
                where d.source in ('lawyer', 'professional_field') and (d.lang = ${lang} or d.type = 'lawyer') and ${isPublic('d', at)} offset 0) x
                join search_doc d on d.id = x.id where x.hit`
            : sql`search_doc d
                where d.source in ('lawyer', 'professional_field') and (d.lang = ${lang} or d.type = 'lawyer') and ${isPublic('d', at)}
                  and (${m.word(terms, 'title')} or ${titlePart})`
        }
      ),
      ranked as (
        select o.id, h.r from hit h join search_doc o on o.source = 'lawyer' and o.item_key = h.item_key and o.lang = ${lang}
          where h.type = 'lawyer' and h.lang <> ${lang} and h.r in (0, 1, 3)
        union all
        select o.id, case when h.r = 3 then 4 else 2 end from hit h join lawyer_field lf on lf.field_id = h.row_id join search_doc o on o.source = 'lawyer' and o.row_id = lf.lawyer_id
          where h.type = 'practiceArea' and h.r in (0, 1, 3)
      )
      select d.id, x.r, d.date from (select id, min(r) as r from ranked group by id) x
        ${pg ? sql`join` : sql`cross join` /* SQLite: from the few found, not the language's rows */} search_doc d on d.id = x.id where ${inScope}`.execute(
      db,
    );
    for (const e of expanded.rows) {
      found(Number(e.r), e);
      sourceIds.push(Number(e.id));
    }
  }
  const ordered = [...best].sort(
    ([ia, a], [ib, b]) => a.r - b.r || cmp(sortKey(b.r, b.date), sortKey(a.r, a.date)) || ib - ia,
  );
  const pageIds = ordered.slice(page.offset, need).map(([id]) => id);

  // How many: every row matching a word or a part of a word, and the lawyers found as above,
  // counted up to SEARCH_COUNT_CAP (reading the rows one index at a time, stopping there).
  const all = new Set<number>(sourceIds);
  for (const c of await firstOf(2)) all.add(Number(c.id));
  if (all.size <= SEARCH_COUNT_CAP) for (const c of await firstOf(4)) all.add(Number(c.id));
  const total = Math.min(all.size, SEARCH_COUNT_CAP);

  const rows = pageIds.length
    ? (
        await sql<{
          id: number;
          row_id: number;
          type: SearchType;
          item_key: string;
          title: string;
          body: string;
          url: string;
          date: string | null;
          lang: string;
          status: string;
          publish_at: string | null;
        }>`
      select d.id, d.row_id, d.type, d.item_key, d.title, d.body, d.url, d.date, d.lang, d.status, d.publish_at from search_doc d where d.id in (${sql.join(pageIds)})`.execute(
          db,
        )
      ).rows.sort((a, b) => pageIds.indexOf(Number(a.id)) - pageIds.indexOf(Number(b.id)))
    : [];
  const lawyerIds = rows.filter((r) => r.type === 'lawyer').map((r) => Number(r.row_id));
  const roles = new Map<number, string[]>();
  if (lawyerIds.length) {
    const jobs = await db
      .selectFrom('lawyer_job as lj')
      .innerJoin('job as j', 'j.id', 'lj.job_id')
      .select(['lj.lawyer_id', 'j.name'])
      .where('lj.lawyer_id', 'in', lawyerIds)
      .orderBy('j.sort')
      .execute();
    for (const j of jobs) roles.set(Number(j.lawyer_id), [...(roles.get(Number(j.lawyer_id)) ?? []), j.name]);
  }
  const items = rows.map((r): SearchHit => ({
    type: r.type,
    id: Number(r.row_id),
    no: r.item_key,
    title: r.title,
    excerpt: excerptOf(r.body, marks),
    url: r.url,
    ...(r.date ? { date: r.date } : {}),
    ...(roles.has(Number(r.row_id)) ? { role: roles.get(Number(r.row_id))!.join(', ') } : {}),
    lang: r.lang,
    status: r.status,
    publishAt: r.publish_at,
  }));
  return { items, total };
}

/**
 * SQL: the row (`idColumn`, a row of `source`) has every term of `q` in its title, as a word or a
 * part of one, through the same analyser and index as the search (the back office lists' title
 * filter: "verordnung" finds "KI-Verordnung"). LIKE over the analysed title, the same on both
 * databases; a query without letters or digits ("%_") matches nothing, as in the search.
 */
export function titleMatches(
  source: 'article' | 'professional_field',
  idColumn: string,
  q: string,
): RawBuilder<boolean> {
  const { terms } = analyseQuery(q);
  if (terms.length === 0) return sql<boolean>`false`;
  const text = sql`(' ' || d.title_words || ' ' || d.title_extra || ' ')`;
  const conds = terms.map((t) => {
    const alternatives = t.kind === 'word' ? [...new Set([t.part, ...t.forms])] : [t.tokens.join(' ')];
    return sql<boolean>`(${sql.join(
      alternatives.map((a) => sql`${text} like ${likePart(a)} escape '\\'`),
      sql` or `,
    )})`;
  });
  return sql<boolean>`${sql.ref(idColumn)} in (select d.row_id from search_doc d where d.source = ${source} and ${sql.join(conds, sql` and `)})`;
}
