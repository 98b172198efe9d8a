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

describe('JSON text (found by an outside tester: bytes that are not UTF-8 were stored as U+FFFD, answered 200)', () => {
  const articles = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('article')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let cataId = 0;
  beforeAll(async () => {
    const made = await adminCall(t, 'POST', '/admin/catalog', [{ lang: 'de_DE', name: 'Aktuelles', type: 0 }]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    cataId = (await adminCall(t, 'GET', '/admin/catalog?type=0&lang=de_DE')).body.result[0].id;
  });
  /** The tester's body: one news item whose title is `title` (bytes as given, else UTF-8). */
  const news = (title: Buffer | string) =>
    Buffer.concat([
      Buffer.from('[{"lang":"de_DE","title":"'),
      Buffer.isBuffer(title) ? title : Buffer.from(title),
      Buffer.from(`","coverUrl":"/x.jpg","cataId":${cataId},"status":"draft"}]`),
    ]);
  const post = async (body: Buffer | string, contentType = 'application/json') =>
    t.call('POST', '/admin/latest-news', {
      body,
      headers: { 'content-type': contentType },
      token: await t.token(),
      lang: 'en_US',
    });

  it('bytes that are not UTF-8 are a 400 naming the first of them, and nothing is written', async () => {
    const before = await articles();
    const cases: [string, Buffer][] = [
      ['Latin-1 ü', Buffer.from('M\xfcller', 'latin1')],
      ['overlong /', Buffer.from([0x61, 0xc0, 0xaf])],
      ['an encoded surrogate', Buffer.from([0x61, 0xed, 0xa0, 0x80])],
      ['above U+10FFFF', Buffer.from([0x61, 0xf4, 0x90, 0x80, 0x80])],
      ['a sequence cut short', Buffer.from([0x61, 0xe2, 0x82])],
    ];
    for (const [what, title] of cases) {
      const body = news(title);
      const res = await post(body);
      expect(res.status, what).toBe(400);
      expect(res.body, what).toMatchObject({
        result: null,
        status: 400,
        message: `Invalid input: the body is not valid UTF-8 (byte ${body.indexOf(title) + 1})`,
      });
    }
    expect(await articles()).toBe(before);
  });

  it('a charset other than UTF-8 is a 415 naming it; utf-8 declared or none is read', async () => {
    const before = await articles();
    for (const type of [
      'application/json; charset=iso-8859-1',
      'application/json;charset="windows-1252"',
      'application/json; charset=UTF-16',
    ]) {
      const res = await post(news(Buffer.from('M\xfcller', 'latin1')), type);
      expect(res.status, type).toBe(415);
      expect(res.body.message, type).toMatch(
        /^Invalid input: a JSON body is UTF-8, not "(iso-8859-1|windows-1252|utf-16)"/,
      );
    }
    expect(await articles()).toBe(before);
    // Where the text is UTF-8, it is stored as sent (with or without the charset; a BOM is no text).
    for (const [type, body] of [
      ['application/json; charset=utf-8', news('Müller')],
      ['application/json; charset="UTF8"', news('Müller')],
      ['application/json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), news('Müller \u{1F600}')])],
    ] as const) {
      const res = await post(body, type);
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(await articles()).toBe(before + 3);
    const titles = await t.app.db.selectFrom('article').select('title').orderBy('id', 'desc').limit(3).execute();
    expect(titles.map((r) => r.title).sort()).toEqual(['Müller', 'Müller', 'Müller \u{1F600}']);
  });

  it('a lone surrogate escape is a 400 naming the field, and nothing is written; a pair is a character', async () => {
    const before = await articles();
    for (const [title, field] of [
      ['M\\ud800ller', 'body/0/title'],
      ['end \\uDFFF', 'body/0/title'],
      ['\\ude00\\ud83d', 'body/0/title'],
    ]) {
      const res = await post(news(title));
      expect(res.status, title).toBe(400);
      expect(res.body.message, title).toBe(
        `Invalid input: ${field} must be Unicode text: it holds a lone surrogate (an escape from \\ud800 to \\udfff)`,
      );
    }
    // In a property name, and deeper than the walk went before (21 levels).
    const key = await post(`[{"lang":"de_DE","title":"x","coverUrl":"/x.jpg","cataId":${cataId},"\\ud800":1}]`);
    expect(key.status).toBe(400);
    expect(key.body.message).toContain('a property name in body/0 must be Unicode text');
    const deep = await post(`[{"lang":"de_DE","title":${'['.repeat(25)}"\\u0000"${']'.repeat(25)}}]`);
    expect(deep.status).toBe(400);
    expect(deep.body.message).toContain('body/0/title/0/0/0');
    expect(await articles()).toBe(before);
    const pair = await post(news('M\\ud83d\\ude00ller'));
    expect(pair.status, JSON.stringify(pair.body)).toBe(200);
    expect(await articles()).toBe(before + 1);
    const [stored] = await t.app.db.selectFrom('article').select('title').orderBy('id', 'desc').limit(1).execute();
    expect(stored.title).toBe('M\u{1F600}ller');
  });

  it('a query parameter with an invalid escape is text as sent, never U+FFFD or a lone surrogate', async () => {
    for (const url of [
      '/admin/latest-news?title=%FF',
      '/admin/latest-news?title=%ED%A0%80',
      '/user/search?q=%FF',
      '/admin/media?q=%ED%A0%80',
    ]) {
      const res = await t.call('GET', url, { token: await t.token(), lang: 'en_US' });
      expect(res.status, url).toBe(200);
      expect(res.body.result, url).toEqual([]);
    }
  });
});
