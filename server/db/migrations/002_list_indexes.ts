import type { Kysely } from 'kysely';

/** List order is top desc, create_time desc, id desc: with id in the index, deep pages need no sort. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('article_list').execute();
  await db.schema
    .createIndex('article_list')
    .on('article')
    .columns(['kind', 'lang', 'top', 'create_time', 'id'])
    .execute();
  await db.schema.dropIndex('article_cata').execute();
  await db.schema.createIndex('article_cata').on('article').columns(['cata_id', 'top', 'create_time', 'id']).execute();
}
