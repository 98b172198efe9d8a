import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishUnit, inUnit, newUnit } from '#server/db/unit-of-work.ts';
import { adminCall, createTestApp, type TestApp } from '../helper';

/**
 * A write, its audit entry and its content-version bump are one transaction: when any part of it
 * cannot be written, none of it is kept (and the caller hears so), on SQLite and PostgreSQL. The
 * failure is made real with a database trigger that refuses the audit entry, or the version bump,
 * after the content has been written.
 */
let t: TestApp;
const postgres = () => t.app.dialect === 'postgres';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Makes every insert into `table` (or update of the content version) fail from now on, until `lift`. */
async function refuse(table: 'audit_log' | 'site_state'): Promise<() => Promise<void>> {
  const db = t.app.db;
  const name = `refuse_${table}`;
  if (postgres()) {
    await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(name)} before insert or update on ${sql.table(table)} for each row execute function ${sql.raw(name)}()`.execute(
      db,
    );
    return async () => {
      await sql`drop trigger ${sql.raw(name)} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${sql.raw(name)}()`.execute(db);
    };
  }
  await sql`create trigger ${sql.raw(`${name}_i`)} before insert on ${sql.table(table)} begin select raise(abort, 'refused by the test'); end`.execute(
    db,
  );
  await sql`create trigger ${sql.raw(`${name}_u`)} before update on ${sql.table(table)} begin select raise(abort, 'refused by the test'); end`.execute(
    db,
  );
  return async () => {
    await sql`drop trigger ${sql.raw(`${name}_i`)}`.execute(db);
    await sql`drop trigger ${sql.raw(`${name}_u`)}`.execute(db);
  };
}

const honour = (title: string) => [
  { lang: 'en_US', title, coverUrl: '/api/upload/cover.webp', content: `<p>${title}</p>` },
];
const rowsTitled = async (title: string) =>
  (await t.app.db.selectFrom('article').select('no').where('title', '=', title).execute()).length;
const auditCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const version = async () =>
  (await t.app.db.selectFrom('site_state').select('value').where('key', '=', 'content_version').executeTakeFirst())
    ?.value ?? '0';

describe('a write and what it leaves behind are one transaction', () => {
  it('a write whose audit entry cannot be written keeps nothing: no content, no version bump, and the caller gets a 500', async () => {
    await t.token();
    // A write that goes through first, so the content version row exists.
    expect((await adminCall(t, 'POST', '/admin/lawfirm-honour', honour('Before the failure'))).status).toBe(200);
    const entriesBefore = await auditCount();
    const versionBefore = await version();
    const lift = await refuse('audit_log');
    try {
      const res = await adminCall(t, 'POST', '/admin/lawfirm-honour', honour('Written without its audit entry'));
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ result: null, status: 500 });
    } finally {
      await lift();
    }
    expect(await rowsTitled('Written without its audit entry')).toBe(0);
    expect(await auditCount()).toBe(entriesBefore);
    expect(await version()).toBe(versionBefore);
  });

  it('a write whose content-version bump cannot be written keeps nothing: no content, no audit entry', async () => {
    const entriesBefore = await auditCount();
    const lift = await refuse('site_state');
    try {
      const res = await adminCall(t, 'POST', '/admin/lawfirm-honour', honour('Written without its version bump'));
      expect(res.status).toBe(500);
    } finally {
      await lift();
    }
    expect(await rowsTitled('Written without its version bump')).toBe(0);
    expect(await auditCount()).toBe(entriesBefore);
  });

  it('a successful write is kept with its audit entry and one version bump, and a refused one (4xx) with neither', async () => {
    const entriesBefore = await auditCount();
    const versionBefore = Number(await version());
    const res = await adminCall(t, 'POST', '/admin/lawfirm-honour', honour('Kept with its entry'));
    expect(res.status).toBe(200);
    const no = res.body.result[0].no as string;
    const entries = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'kind', 'item_key'])
      .where('id', '>', 0)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(entries[0]).toMatchObject({ action: 'create', kind: 'honour', item_key: no });
    expect(await auditCount()).toBe(entriesBefore + 1);
    expect(Number(await version())).toBe(versionBefore + 1);

    const refused = await adminCall(t, 'POST', '/admin/lawfirm-honour', [{ lang: 'en_US', title: '' }]);
    expect(refused.status).toBe(400);
    expect(await auditCount()).toBe(entriesBefore + 1);
    expect(Number(await version())).toBe(versionBefore + 1);
  });

  it('while a write is under way, other requests are answered (the write holds its transaction, not the site)', async () => {
    // Several writes and reads at once: every write is kept with its entry, every read answers.
    const entriesBefore = await auditCount();
    const writes = Array.from({ length: 6 }, (_, i) =>
      adminCall(t, 'POST', '/admin/lawfirm-honour', honour(`Parallel ${i}`)),
    );
    const reads = Array.from({ length: 6 }, () => t.call('GET', '/user/lawfirm-honour?pageSize=5', { lang: 'en_US' }));
    const answers = await Promise.all([...writes, ...reads]);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(await auditCount()).toBe(entriesBefore + 6);
  });

  it("a read outside a write's transaction neither waits for it nor sees it before it commits", async () => {
    // A write request's transaction stays open from its first statement to its answer (an upload
    // being converted, a slow client): pages and public answers read on meanwhile. On SQLite they
    // read on a connection of their own (server/db/sqlite.ts), on PostgreSQL on the pool's others.
    const db = t.app.db;
    const key = `reader-${Date.now()}`;
    const unit = newUnit();
    await inUnit(unit, () => db.insertInto('site_state').values({ key, value: 'written' }).execute());
    const read = () => db.selectFrom('site_state').select('value').where('key', '=', key).execute();
    const inTime = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2000))]);
    try {
      expect(await inTime(read())).toEqual([]);
    } finally {
      await finishUnit(unit, true);
    }
    expect(await read()).toEqual([{ value: 'written' }]);
  });

  it('a request whose first statement fails keeps none of what it wrote after it when it ends in a rollback', async () => {
    // On PostgreSQL a request's begin goes to the database with its first statement when that has
    // no parameters (server/db/unit-of-work.ts). A statement PostgreSQL cannot parse fails the
    // whole message, begin included: what the request writes next must still be in its transaction.
    const db = t.app.db;
    const key = `first-fails-${Date.now()}`;
    const unit = newUnit();
    await expect(inUnit(unit, () => sql`selec 1`.execute(db))).rejects.toThrow();
    await inUnit(unit, () => db.insertInto('site_state').values({ key, value: 'written' }).execute());
    await finishUnit(unit, false);
    expect(await db.selectFrom('site_state').select('value').where('key', '=', key).execute()).toEqual([]);
  });
});
