import type { Kysely } from 'kysely';

/**
 * The account that made a preview link: the link stops working when that account is disabled
 * (null for links made before: they run out as before).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('preview_link').addColumn('user_id', 'integer').execute();
}
