import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, adminCall, createTestApp, type TestApp } from '../helper';

/**
 * JSON bodies are checked before they are parsed: a few megabytes of nested or of many small
 * arrays took the server's 160 MB heap and the process with it (found by an outside review).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const banners = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('banner')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('JSON bodies', () => {
  it('a call without a sign-in takes at most 16 KB of JSON, whatever it holds', async () => {
    for (const body of [
      '[' + '{},'.repeat(40_000) + '{}]',
      JSON.stringify({ loginAccount: ADMIN_ACCOUNT, password: 'x'.repeat(20_000) }),
    ]) {
      const res = await t.call('POST', '/admin/login', { body, headers: json, lang: 'en_US' });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        result: null,
        status: 413,
        message: expect.stringContaining('16 KB without a sign-in'),
      });
    }
    // An address no route serves reads no more.
    const nowhere = await t.call('POST', '/nowhere', {
      body: '[' + '0,'.repeat(20_000) + '0]',
      headers: json,
      lang: 'en_US',
    });
    expect([404, 413]).toContain(nowhere.status);
    expect(nowhere.body).toMatchObject({ result: null });
    // The sign-in itself works as before.
    expect(
      (await t.call('POST', '/admin/login', { body: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('nesting deeper than 32 levels, or more than 10,000 arrays and objects, is a 400 naming it, signed in or not, and writes nothing', async () => {
    const before = await banners();
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const anonymous = await t.call('POST', '/admin/login', { body: deep(40), headers: json, lang: 'en_US' });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.message).toContain('nested deeper than 32 levels');
    for (const body of [deep(200_000), `{"lang":"en_US","title":${'{"a":'.repeat(50)}1${'}'.repeat(50)}}`]) {
      const res = await t.call('POST', '/admin/banner', { body, headers: json, token: await t.token(), lang: 'en_US' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        result: null,
        status: 400,
        message: expect.stringContaining('nested deeper than 32 levels'),
      });
    }
    // Many small objects cost the heap as much: a signed-in call too holds at most 10,000.
    const many = await t.call('POST', '/admin/banner', {
      body: '[' + '{},'.repeat(200_000) + '{}]',
      headers: json,
      token: await t.token(),
      lang: 'en_US',
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toContain('more than 10000 arrays and objects');
    // Brackets inside strings are text, not nesting.
    const text = await adminCall(t, 'POST', '/admin/banner', {
      lang: 'en_US',
      imgPath: '/api/upload/a.png',
      title: '['.repeat(100),
      top: 0,
    });
    expect(text.status, JSON.stringify(text.body)).toBe(200);
    expect(await banners()).toBe(before + 1);
  });

  it('a signed-in save keeps the server limit: a long text is no 413', async () => {
    const content = `<p>${'Rechtsprechung im Überblick. '.repeat(4_000)}</p>`;
    const res = await adminCall(t, 'POST', '/admin/lawfirm-honour', [
      { lang: 'de_DE', title: 'Lang', coverUrl: '/c.jpg', content, status: 'draft' },
    ]);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  });
});
