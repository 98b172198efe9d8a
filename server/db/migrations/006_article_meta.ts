import type { Kysely } from 'kysely';

/**
 * What an editor controls about an item beyond its text: a meta description per language
 * (articles, lawyers, practice areas), the cover's alt text per language, and for articles the
 * lawyers who wrote it and the practice areas it belongs to. Those two are properties of the
 * item (its translation group), so they link group keys: they outlive a language being added,
 * and an item in the trash keeps them for its return.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('article').addColumn('meta_description', 'text').execute();
  await db.schema.alterTable('article').addColumn('cover_alt', 'text').execute();
  await db.schema.alterTable('lawyer').addColumn('meta_description', 'text').execute();
  await db.schema.alterTable('professional_field').addColumn('meta_description', 'text').execute();
  for (const [table, column] of [
    ['article_lawyer', 'lawyer_no'],
    ['article_field', 'field_no'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('article_no', 'text', (c) => c.notNull())
      .addColumn(column, 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['kind', 'article_no', column])
      .execute();
    await db.schema.createIndex(`${table}_target`).on(table).columns([column, 'kind', 'article_no']).execute();
  }
}
