import type { Kysely } from 'kysely';
import { foldForSearch } from '#server/modules/search/analyse.ts';

/** The lawyer's name folded for search (server/modules/search/analyse.ts), filled for the rows already there. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lawyer')
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await db.selectFrom('lawyer').select(['id', 'name']).execute();
  for (const r of rows)
    await db
      .updateTable('lawyer')
      .set({ search_name: foldForSearch(r.name) })
      .where('id', '=', r.id)
      .execute();
}
