import type { Kysely } from 'kysely';

/**
 * A preview link made by an account limited to some languages shows the drafts of those languages
 * only (JSON array of locales; null: every language, as before).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('preview_link').addColumn('langs', 'text').execute();
}
