import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';
import { rebuildSearchIndex } from '#server/modules/search/index-writer.ts';

/**
 * The site search (server/modules/search): one row per content row in `search_doc`, holding the
 * analysed text (analyse.ts), and over it
 * - on SQLite two FTS5 tables kept in step by triggers: words (unicode61) and parts of words
 *   (trigram);
 * - on PostgreSQL a tsvector ('simple') column computed from the same text, and a pg_trgm index.
 * Then the index is built for the content already there.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  await db.schema
    .createTable('search_doc')
    .$call((t) =>
      pg
        ? t.addColumn('id', 'serial', (c) => c.primaryKey())
        : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    )
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('date', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title_words', 'text', (c) => c.notNull())
    .addColumn('title_extra', 'text', (c) => c.notNull())
    .addColumn('body_words', 'text', (c) => c.notNull())
    .addColumn('body_extra', 'text', (c) => c.notNull())
    .$call((t) =>
      pg
        ? t.addColumn('tsv', sql`tsvector`, (c) =>
            c
              .generatedAlwaysAs(
                sql`setweight(to_tsvector('simple', title_words), 'A') || setweight(to_tsvector('simple', title_extra), 'B') || setweight(to_tsvector('simple', body_words), 'C') || setweight(to_tsvector('simple', body_extra), 'D')`,
              )
              .stored(),
          )
        : t,
    )
    .execute();
  await db.schema.createIndex('search_doc_row').unique().on('search_doc').columns(['source', 'row_id']).execute();
  await db.schema.createIndex('search_doc_item').on('search_doc').columns(['source', 'item_key']).execute();
  await db.schema.createIndex('search_doc_lang_date').on('search_doc').columns(['lang', 'date']).execute();
  // The ranking reads these of thousands of matched rows: from this narrow index, not the wide rows (their text).
  await db.schema
    .createIndex('search_doc_rank')
    .on('search_doc')
    .columns(['id', 'lang', 'type', 'status', 'publish_at', 'date', 'item_key', 'row_id'])
    .execute();
  if (pg) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_doc_tsv on search_doc using gin (tsv)`.execute(db);
    await sql`create index search_doc_trgm on search_doc using gin ((title_words || ' ' || title_extra || ' ' || body_words || ' ' || body_extra) gin_trgm_ops)`.execute(
      db,
    );
  } else {
    await sql`create virtual table search_fts using fts5(title, title_x, body, body_x, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create virtual table search_tri using fts5(title, body, content='', contentless_delete=1, tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger search_doc_ai after insert on search_doc begin
      insert into search_fts(rowid, title, title_x, body, body_x) values (new.id, new.title_words, new.title_extra, new.body_words, new.body_extra);
      insert into search_tri(rowid, title, body) values (new.id, new.title_words || ' ' || new.title_extra, new.body_words || ' ' || new.body_extra);
    end`.execute(db);
    await sql`create trigger search_doc_ad after delete on search_doc begin
      delete from search_fts where rowid = old.id;
      delete from search_tri where rowid = old.id;
    end`.execute(db);
  }
  await rebuildSearchIndex(db);
}
