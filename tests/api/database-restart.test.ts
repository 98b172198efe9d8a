import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';

/**
 * PostgreSQL closes a connection the pool keeps open when it restarts, fails over or an operator
 * ends the session; the server must go on with a new connection, not stop. Runs on the
 * PostgreSQL run (TEST_DATABASE_URL) only (vitest.config.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = () => adminCall(t, 'GET', '/admin/latest-news?pageSize=5');

it('the site goes on when PostgreSQL ends the connections it holds open', async () => {
  // Several answers at once leave several idle connections in the pool.
  const first = await Promise.all(Array.from({ length: 6 }, list));
  expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);

  const database = new URL(t.config.databaseUrl as string).pathname.slice(1);
  const operator = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await operator.connect();
  try {
    const ended = await operator.query(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1',
      [database],
    );
    expect(ended.rows.length).toBeGreaterThan(0);
  } finally {
    await operator.end();
  }
  // The idle connections learn of it (an error event on each) before the next request.
  await new Promise((resolve) => setTimeout(resolve, 300));

  const after = await Promise.all(Array.from({ length: 3 }, list));
  expect(after.map((r) => r.status)).toEqual([200, 200, 200]);
});
