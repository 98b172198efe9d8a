import type { FastifyInstance } from 'fastify';
import type { DB } from '..';

/** True when no content exists yet (the demo content is seeded on the first start only). */
export async function isEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom('site_state').select('value').where('key', '=', 'seeded').executeTakeFirst();
  return !row;
}

/** Fills an empty database with the demo firm. Placeholder until the demo content is written. */
export async function seedDemo(_app: FastifyInstance): Promise<void> {}
