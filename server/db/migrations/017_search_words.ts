import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';
import { writeTrigrams } from '#server/modules/search/index-writer.ts';

/**
 * SQLite: the trigram table (search_tri, parts of words) holds each distinct term of a row's title
 * and of its text once instead of the whole analysed text (server/modules/search/index-writer.ts
 * writes it; the insert trigger now feeds the words table alone). A part of a word never spans two
 * terms, so the same rows match; a save commits far fewer trigram positions. The table is filled
 * again from the index rows. PostgreSQL: nothing (its trigram indexes are over expressions).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`drop trigger search_doc_ai`.execute(db);
  await sql`create trigger search_doc_ai after insert on search_doc begin
    insert into search_fts(rowid, title, title_x, body, body_x) values (new.id, new.title_words, new.title_extra, new.body_words, new.body_extra);
  end`.execute(db);
  await sql`insert into search_tri(search_tri) values ('delete-all')`.execute(db);
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('search_doc')
      .select(['id', 'title_words', 'title_extra', 'body_words', 'body_extra'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    await writeTrigrams(db, rows);
    after = Number(rows[rows.length - 1].id);
  }
  await sql`insert into search_tri(search_tri) values ('optimize')`.execute(db);
}
