import type { Kysely } from 'kysely';

/**
 * A lawyer's photo described in the row's language (issue 33: the alt text of a use can be
 * overridden per use); null: the media library's alt text in that language is shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lawyer').addColumn('photo_alt', 'text').execute();
}
