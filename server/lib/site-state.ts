import type { DB } from '../db';

/**
 * The site's settings kept in the site_state table, one text value per key (the inquiry form's
 * texts, the imprint, whether two-factor sign-in is required, …): read and written here, one
 * way. A key's value is the module's to shape (JSON, "true", …).
 */

/** The value stored under `key`, or undefined when none is. */
export async function readState(db: DB, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('site_state').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores `value` under `key`, replacing what was there. */
export async function writeState(db: DB, key: string, value: string): Promise<void> {
  await db
    .insertInto('site_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
