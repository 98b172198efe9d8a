import type { Kysely } from 'kysely';

/** The tables whose rows are published per language (editorial workflow). */
const PUBLISHED_TABLES = ['article', 'banner', 'lawyer', 'professional_field', 'document'] as const;

/**
 * Per language row: `status` ('draft' | 'published') and an optional `publish_at` (ISO 8601 UTC).
 * Every row there is today stays public. Public article lists get an index that starts with the
 * status (and carries publish_at), beside the admin one that lists every status in the same order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of PUBLISHED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
  }
  // publish_at last: the public rule is checked in the index, so a deep page reads no table rows it skips.
  await db.schema
    .createIndex('article_public')
    .on('article')
    .columns(['kind', 'lang', 'status', 'top', 'create_time', 'id', 'publish_at'])
    .execute();
}
