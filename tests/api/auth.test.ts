import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../helper';
import type { Language } from '#contract/entities.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('login and sessions', () => {
  it('answers the token as result in the envelope', async () => {
    const res = await t.call('POST', '/admin/login', { body: { loginAccount: 'admin', password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    expect(typeof res.body.result).toBe('string');
    expect(res.body.result.length).toBeGreaterThanOrEqual(22);
  });

  it('refuses a missing field with 400 naming it', async () => {
    const res = await t.call('POST', '/admin/login', { body: { loginAccount: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body.result).toBeNull();
    expect(res.body.message).toContain('password');
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const a = await t.call('POST', '/admin/login', { body: { loginAccount: 'nobody', password: 'x' }, lang: 'en_US' });
    const b = await t.call('POST', '/admin/login', {
      body: { loginAccount: 'admin', password: 'wrong' },
      lang: 'en_US',
    });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body.message).toBe(b.body.message);
  });

  it('answers 401 without, with an unknown and with a logged-out token', async () => {
    expect((await t.call('GET', '/admin/mine')).status).toBe(401);
    expect((await t.call('GET', '/admin/mine', { token: 'nonsense' })).status).toBe(401);
    const login = await t.call('POST', '/admin/login', { body: { loginAccount: 'admin', password: ADMIN_PASSWORD } });
    const token = login.body.result;
    const mine = await t.call('GET', '/admin/mine?_t=123', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.result.loginAccount).toBe('admin');
    expect((await t.call('GET', '/admin/mine', { token: `Bearer ${token}` })).status).toBe(200);
    expect((await t.call('GET', '/admin/quit', { token })).status).toBe(200);
    const after = await t.call('GET', '/admin/mine', { token, lang: 'zh_CN' });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('登录失效，请重新登录');
  });

  it('checks the old password and ends other sessions on a change', async () => {
    const login = async (password: string) =>
      (await t.call('POST', '/admin/login', { body: { loginAccount: 'admin', password } })).body.result as string;
    const first = await login(ADMIN_PASSWORD);
    const second = await login(ADMIN_PASSWORD);
    const wrong = await t.call('PUT', '/admin/modify-password', {
      token: first,
      body: { oldPassword: 'nope', newPassword: 'another-password-1' },
    });
    expect(wrong.status).toBe(400);
    const changed = await t.call('PUT', '/admin/modify-password', {
      token: first,
      body: { oldPassword: ADMIN_PASSWORD, newPassword: 'another-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/admin/mine', { token: second })).status).toBe(401);
    expect((await t.call('GET', '/admin/mine', { token: first })).status).toBe(200);
    const old = await t.call('POST', '/admin/login', { body: { loginAccount: 'admin', password: ADMIN_PASSWORD } });
    expect(old.status).toBe(401);
    await t.call('PUT', '/admin/modify-password', {
      token: first,
      body: { oldPassword: 'another-password-1', newPassword: ADMIN_PASSWORD },
    });
  });

  it('sets the avatar', async () => {
    const token = await t.token();
    const res = await t.call('PUT', '/admin/modify-head-img', {
      token,
      body: { headImg: '/api/upload/a.png', extra: 'dropped' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.headImg).toBe('/api/upload/a.png');
    expect(res.body.result.extra).toBeUndefined();
  });

  it('rate-limits login failures per account with 429', async () => {
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/admin/login', { body: { loginAccount: 'victim', password: `guess${i}` } });
    }
    const res = await t.call('POST', '/admin/login', {
      body: { loginAccount: 'victim', password: 'guess' },
      lang: 'en_US',
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/too many/i);
  });
});

describe('input that databases cannot store', () => {
  it('refuses NUL characters with 400 naming the field', async () => {
    const res = await t.call('POST', '/admin/login', { body: { loginAccount: 'ad\u0000min', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('body/loginAccount');
  });
});

describe('common', () => {
  it('lists the three languages', async () => {
    const res = await t.call('GET', '/common/language?_t=1');
    expect(res.body.result.map((l: Language) => l.langCode)).toEqual(['de_DE', 'en_US', 'zh_CN']);
  });
  it('reports health: ready when the database answers with the current schema, 503 when its schema is another', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ database: 'up', schema: 'current' });
    // As if another version of the site had migrated (or a restore had left) the schema elsewhere.
    const [last] = (
      await sql<{
        name: string;
        timestamp: string;
      }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.app.db)
    ).rows;
    await sql`delete from kysely_migration where name = ${last.name}`.execute(t.app.db);
    try {
      const behind = await t.call('GET', '/health', { lang: 'en_US' });
      expect(behind.status).toBe(503);
      expect(behind.body).toMatchObject({ status: 503, result: null });
      expect(behind.body.message).toMatch(/schema/);
      expect(JSON.stringify(behind.body)).not.toMatch(/\d{3}_|sqlite|postgres|\/tmp/);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
        t.app.db,
      );
    }
  });
  it('answers unknown routes with a 404 envelope', async () => {
    const res = await t.call('GET', '/user/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.status).toBe(404);
  });
  it('serves the OpenAPI document', async () => {
    const res = await t.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/admin/login']).toBeDefined();
  });
});
