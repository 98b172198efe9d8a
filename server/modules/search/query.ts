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
import type { DB, Dialect } from '../../db';
import { clockNow, isPublic } from '../../lib/publication';
import type { PageQuery } from '../../lib/http';
import { analyseQuery, type QueryTerm } from './analyse';
import { excerptOf } from './excerpt';

export const SEARCH_TYPES = ['news', 'case', 'honour', 'lawyer', 'practiceArea', 'doc'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchHit {
  type: SearchType;
  id: number;
  no: string;
  title: string;
  /** HTML: escaped text with the matched words in <mark>. */
  excerpt: string;
  /** The public page, relative to the base path. */
  url: string;
  date?: string;
  /** A lawyer's job titles in the row's language. */
  role?: string;
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

const isPart = (t: QueryTerm): t is Extract<QueryTerm, { kind: 'word' }> => t.kind === 'word' && [...t.part].length >= 3;

/** SQLite: FTS5 query text (tokens are letters and digits only; quoted anyway). */
const q5 = (token: string) => `"${token.replace(/"/g, '""')}"`;
function fts5(t: QueryTerm, prefix: boolean, exact = false): string {
  if (t.kind === 'word') return prefix ? `${q5(t.forms[0])}*` : exact ? q5(t.forms[0]) : `(${t.forms.map(q5).join(' OR ')})`;
  if (t.kind === 'han' && t.single) return `${q5(t.tokens[0])}*`;
  return q5(t.tokens.join(' '));
}
const sqlite: Matchers = {
  word(terms, scope) {
    const expr = terms.map((t) => fts5(t, false, scope === 'exact')).join(' AND ');
    const columns = { any: expr, title: `{title title_x} : (${expr})`, exact: `{title} : (${expr})` }[scope];
    return sql<boolean>`d.id in (select rowid from search_fts where search_fts match ${columns})`;
  },
  part(terms, title) {
    const parts = terms.filter(isPart);
    const rest = terms.filter((t) => !isPart(t));
    const conds: RawBuilder<boolean>[] = [];
    if (parts.length) {
      const expr = parts.map((t) => q5(t.part)).join(' AND ');
      conds.push(sql<boolean>`d.id in (select rowid from search_tri where search_tri match ${title ? `{title} : (${expr})` : expr})`);
    }
    if (rest.length) {
      const expr = rest.map((t) => fts5(t, true)).join(' AND ');
      conds.push(sql<boolean>`d.id in (select rowid from search_fts where search_fts match ${title ? `{title title_x} : (${expr})` : expr})`);
    }
    return sql<boolean>`(${sql.join(conds, sql` and `)})`;
  },
};

/** PostgreSQL: tsquery text (weights A, B: the title's words and other spellings). */
const qpg = (token: string, w: string) => `'${token.replace(/['\\]/g, '')}'${w}`;
function tsq(t: QueryTerm, prefix: boolean, scope: Scope): string {
  const w = { any: '', title: ':AB', exact: ':A' }[scope];
  const pw = `:*${w.slice(1)}`;
  if (t.kind === 'word') return prefix ? qpg(t.forms[0], pw) : `(${(scope === 'exact' ? t.forms.slice(0, 1) : t.forms).map((f) => qpg(f, w)).join(' | ')})`;
  if (t.kind === 'han' && t.single) return qpg(t.tokens[0], pw);
  return `(${t.tokens.map((k) => qpg(k, w)).join(' <-> ')})`;
}
const likePart = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const postgres: Matchers = {
  word(terms, scope) {
    return sql<boolean>`d.tsv @@ to_tsquery('simple', ${terms.map((t) => tsq(t, false, scope)).join(' & ')})`;
  },
  part(terms, title) {
    const text = title ? sql`(d.title_words || ' ' || d.title_extra)` : sql`(d.title_words || ' ' || d.title_extra || ' ' || d.body_words || ' ' || d.body_extra)`;
    const conds: RawBuilder<boolean>[] = terms.filter(isPart).map((t) => sql<boolean>`${text} like ${likePart(t.part)} escape '\\'`);
    const rest = terms.filter((t) => !isPart(t));
    if (rest.length) conds.push(sql<boolean>`d.tsv @@ to_tsquery('simple', ${rest.map((t) => tsq(t, true, title ? 'title' : 'any')).join(' & ')})`);
    return sql<boolean>`(${sql.join(conds, sql` and `)})`;
  },
};

/** One page of results, and how many there are in all. */
export async function search(db: DB, dialect: Dialect, req: SearchRequest, page: PageQuery): Promise<{ items: SearchHit[]; total: number }> {
  const { terms, marks } = analyseQuery(req.q);
  if (terms.length === 0) return { items: [], total: 0 };
  const m = dialect === 'postgres' ? postgres : sqlite;
  const at = clockNow().toISOString();
  const rank = sql<number>`case when ${m.word(terms, 'exact')} then 0 when ${m.word(terms, 'title')} then 1 when ${m.word(terms, 'any')} then 2 when ${m.part(terms, true)} then 3 else 4 end`;
  const lang = req.lang ?? null;
  // Hits in other languages count for lawyers only (a name in another language), on the public side.
  const scope = req.public ? sql`and (d.lang = ${lang} or d.type = 'lawyer')` : lang ? sql`and d.lang = ${lang}` : sql``;
  const expand = req.public
    ? sql`
      union all
      select o.id, h.r from hit h join search_doc o on o.source = 'lawyer' and o.item_key = h.item_key and o.lang = ${lang}
        where h.type = 'lawyer' and h.lang <> ${lang} and h.r in (0, 1, 3) and ${isPublic('h', at)}
      union all
      select o.id, case when h.r = 3 then 4 else 2 end from hit h join lawyer_field lf on lf.field_id = h.row_id join search_doc o on o.source = 'lawyer' and o.row_id = lf.lawyer_id
        where h.type = 'practiceArea' and h.r in (0, 1, 3) and ${isPublic('h', at)}`
    : sql``;
  const ranked = sql`
    with hit as (
      select d.id, d.type, d.item_key, d.lang, d.row_id, d.status, d.publish_at, ${rank} as r
      from search_doc d
      where (${m.word(terms, 'any')} or ${m.part(terms, false)}) ${scope}
    ),
    ranked as (
      select h.id, h.r from hit h ${req.public ? sql`where h.lang = ${lang}` : sql``}
      ${expand}
    ),
    best as (select id, min(r) as r from ranked group by id)`;
  const where = sql.join(
    [sql`true`, ...(req.public ? [isPublic('d', at)] : []), ...(req.type ? [sql`d.type = ${req.type}`] : [])],
    sql` and `,
  );
  // One statement answers the page and the count (the matching is the costly part); a page past
  // the end has no row to carry the count, and asks for it alone.
  const rows = await sql<{ id: number; row_id: number; type: SearchType; item_key: string; title: string; body: string; url: string; date: string | null; lang: string; status: string; publish_at: string | null; n: number }>`
      ${ranked}
      select d.id, d.row_id, d.type, d.item_key, d.title, d.body, d.url, d.date, d.lang, d.status, d.publish_at, count(*) over () as n
      from best join search_doc d on d.id = best.id
      where ${where}
      order by best.r, coalesce(d.date, case when best.r <= 1 then '9999' else '' end) desc, d.id desc
      limit ${page.pageSize} offset ${page.offset}`.execute(db);
  const total = rows.rows.length
    ? Number(rows.rows[0].n)
    : page.offset > 0
      ? Number((await sql<{ n: number }>`${ranked} select count(*) as n from best join search_doc d on d.id = best.id where ${where}`.execute(db)).rows[0]?.n ?? 0)
      : 0;
  const lawyerIds = rows.rows.filter((r) => r.type === 'lawyer').map((r) => Number(r.row_id));
  const roles = new Map<number, string[]>();
  if (lawyerIds.length) {
    const jobs = await db.selectFrom('lawyer_job as lj').innerJoin('job as j', 'j.id', 'lj.job_id').select(['lj.lawyer_id', 'j.name']).where('lj.lawyer_id', 'in', lawyerIds).orderBy('j.sort').execute();
    for (const j of jobs) roles.set(Number(j.lawyer_id), [...(roles.get(Number(j.lawyer_id)) ?? []), j.name]);
  }
  const items = rows.rows.map((r): SearchHit => ({
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
export function titleMatches(source: 'article' | 'professional_field', idColumn: string, q: string): RawBuilder<boolean> {
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
