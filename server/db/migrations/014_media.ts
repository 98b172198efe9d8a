import type { Kysely } from 'kysely';

/**
 * The media library (issue 33): the `upload` records become its entries. Each gets a focal point
 * (x and y in 0..1, null: the centre), a credit, tags (a JSON array of strings), the account that
 * uploaded it and the time its description or file last changed; its title, alt text and caption
 * are per language in `upload_text` (one row per entry and language that has any of them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of [
    ['focal_x', 'real'],
    ['focal_y', 'real'],
    ['credit', 'text'],
    ['uploader', 'text'],
    ['update_time', 'text'],
  ] as const)
    await db.schema.alterTable('upload').addColumn(name, type).execute();
  await db.schema
    .alterTable('upload')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('upload_text')
    .addColumn('file_id', 'text', (c) => c.notNull().references('upload.file_id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('upload_text_pk', ['file_id', 'lang'])
    .execute();
}
