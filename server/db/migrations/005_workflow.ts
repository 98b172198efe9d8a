import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * The editorial workflow's own tables: the versions of every item (a JSON snapshot of the item as
 * the back office reads it, per write), the trash (the rows of a deleted item, kept as they were so
 * that a restore brings back the same ids, links and all), and the preview links (hashed tokens).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (t: any) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c: any) => c.primaryKey())
      : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('item_version'))
    .addColumn('kind', 'text', (c: any) => c.notNull())
    .addColumn('item_key', 'text', (c: any) => c.notNull())
    .addColumn('action', 'text', (c: any) => c.notNull())
    .addColumn('operator_name', 'text')
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .addColumn('langs', 'text', (c: any) => c.notNull())
    .addColumn('rows', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('item_version_item').on('item_version').columns(['kind', 'item_key', 'id']).execute();

  await db.schema
    .createTable('trash_item')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('langs', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('operator_name', 'text')
    .addColumn('delete_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trash_item_pk', ['kind', 'item_key'])
    .execute();

  await id(db.schema.createTable('preview_link'))
    .addColumn('token_hash', 'text', (c: any) => c.notNull().unique())
    .addColumn('kind', 'text', (c: any) => c.notNull())
    .addColumn('item_key', 'text', (c: any) => c.notNull())
    .addColumn('lang', 'text', (c: any) => c.notNull())
    .addColumn('page', 'text', (c: any) => c.notNull())
    .addColumn('operator_name', 'text')
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .addColumn('expires_at', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('preview_link_item').on('preview_link').columns(['kind', 'item_key']).execute();
}
