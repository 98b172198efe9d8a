import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * The search's title tiers on PostgreSQL (server/modules/search/query.ts): a tsvector of the title
 * alone (its words weighted A, other spellings B) and a trigram index of the title's analysed text,
 * so "every term in the title" and "part of a word in the title" read the few rows whose title
 * holds them instead of checking the weight or the LIKE row by row over every match of the text
 * (on the large data set ~19,500 rows for a common word). SQLite needs nothing: its FTS5 tables
 * already keep the title in columns of their own.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table search_doc add column tsv_title tsvector generated always as (setweight(to_tsvector('simple', title_words), 'A') || setweight(to_tsvector('simple', title_extra), 'B')) stored`.execute(
    db,
  );
  await sql`create index search_doc_tsv_title on search_doc using gin (tsv_title)`.execute(db);
  await sql`create index search_doc_trgm_title on search_doc using gin ((title_words || ' ' || title_extra) gin_trgm_ops)`.execute(
    db,
  );
  await sql`analyze search_doc`.execute(db);
}
