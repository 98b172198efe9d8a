import type { Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import { now } from '#server/db/index.ts';
import type { Icon } from '#contract/entities.ts';

const toIcon = (r: Selectable<Database['icon']>): Icon => ({
  id: Number(r.id),
  name: r.name,
  url: r.url,
  createTime: r.create_time,
});

export async function list(db: DB): Promise<Icon[]> {
  return (await db.selectFrom('icon').selectAll().orderBy('id').execute()).map(toIcon);
}

export async function create(db: DB, name: string, url: string): Promise<Icon> {
  const row = await db
    .insertInto('icon')
    .values({ name, url, create_time: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toIcon(row);
}

export async function remove(db: DB, id: number): Promise<boolean> {
  const res = await db.deleteFrom('icon').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
