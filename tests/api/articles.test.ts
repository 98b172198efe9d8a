import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { ARTICLE_KIND_CONFIGS, ARTICLE_KIND_LIST, type ArticleKindConfig } from '#contract/article-kinds.ts';
import { CatalogType } from '#contract/enums.ts';
import type { Article, ArticleItem, Catalog } from '#contract/entities.ts';

let t: TestApp;
/** Catalog ids by type and language: cats[CatalogType.NEWS].zh_CN … */
const cats: Record<CatalogType, Record<string, number>> = { [CatalogType.NEWS]: {}, [CatalogType.CASES]: {} };
let newsChild: Record<string, number> = {};

const LANGS = ['zh_CN', 'de_DE', 'en_US'] as const;
const COVER = '/api/upload/cover.webp';

async function createCatalog(type: number, parentIds?: Record<string, number>) {
  const res = await adminCall(
    t,
    'POST',
    '/admin/catalog',
    LANGS.map((lang) => ({ lang, name: `cat-${type}-${lang}`, type, parentId: parentIds?.[lang] ?? null })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(res.body.result.map((c: Catalog) => [c.lang, c.id])) as Record<string, number>;
}

beforeAll(async () => {
  t = await createTestApp();
  cats[CatalogType.NEWS] = await createCatalog(CatalogType.NEWS);
  cats[CatalogType.CASES] = await createCatalog(CatalogType.CASES);
  newsChild = await createCatalog(CatalogType.NEWS, cats[CatalogType.NEWS]);
});
afterAll(async () => {
  await t.close();
});

function element(k: ArticleKindConfig, lang: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    lang,
    title,
    coverUrl: COVER,
    content: `<p>${title} body</p>`,
    ...(k.catalogType !== null ? { cataId: cats[k.catalogType][lang] } : {}),
    ...extra,
  };
}

/** Creates one item in the given languages; answers its rows keyed by language. */
async function create(
  k: ArticleKindConfig,
  title: string,
  langs: readonly string[] = LANGS,
  extra: Record<string, unknown> = {},
) {
  const res = await adminCall(
    t,
    'POST',
    k.adminPath,
    langs.map((lang) => element(k, lang, `${title} ${lang}`, extra)),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(res.body.result.map((a: Article) => [a.lang, a])) as Record<string, Article>;
}

for (const k of ARTICLE_KIND_LIST) {
  describe(`${k.kind}: admin`, () => {
    it('answers 401 to every admin call without a token', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', k.adminPath],
        ['GET', `${k.adminPath}/1`],
        ['POST', k.adminPath, [element(k, 'zh_CN', 'x')]],
        ['PUT', k.adminPath, [element(k, 'zh_CN', 'x', { no: 'X1' })]],
        ['DELETE', `${k.adminPath}?no=X1`],
        ['PUT', `${k.adminPath}/pin?no=X1`],
        ['PUT', `${k.adminPath}/unpin?no=X1`],
      ];
      for (const [method, url, body] of calls) {
        const res = await t.call(method, url, { body, token: 'not-a-token' });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect((await t.call(method, url, { body })).status).toBe(401);
      }
    });

    it('creates one item in three languages sharing a server-assigned no', async () => {
      const rows = await create(k, 'Create');
      const nos = new Set(Object.values(rows).map((r) => r.no));
      expect(nos.size).toBe(1);
      expect([...nos][0]).toMatch(new RegExp(`^${k.prefix}\\d{5}$`));
      const zh = rows.zh_CN;
      expect(zh.kind).toBe(k.kind);
      expect(zh.title).toBe('Create zh_CN');
      expect(zh.coverUrl).toBe(COVER);
      expect(zh.top).toBe(0);
      expect(zh.views).toBe(0);
      expect(zh.operatorName).toBe('admin');
      expect(new Date(zh.createTime).toISOString()).toBe(zh.createTime);
      expect(zh.updateTime).toBe(zh.createTime);
      if (k.catalogType !== null) {
        expect(zh.cataId).toBe(cats[k.catalogType].zh_CN);
        expect(zh.cataName).toBe(`cat-${k.catalogType}-zh_CN`);
      } else {
        expect(zh.cataId).toBeNull();
      }
      const one = await adminCall(t, 'GET', `${k.adminPath}/${zh.id}?_t=1`);
      expect(one.status).toBe(200);
      expect(one.body.result.content).toBe('<p>Create zh_CN body</p>');
      const group = await adminCall(t, 'GET', `${k.adminPath}?no=${zh.no}&_t=2`);
      expect(group.status).toBe(200);
      expect(group.body.result.map((a: Article) => a.lang).sort()).toEqual([...LANGS].sort());
      expect(group.body.result.every((a: Article) => typeof a.content === 'string')).toBe(true);
    });

    it('refuses missing fields with 400 naming the field', async () => {
      const required = ['title', 'coverUrl', 'lang', ...(k.catalogType !== null ? ['cataId'] : [])];
      for (const field of required) {
        const el: Record<string, unknown> = element(k, 'zh_CN', 'Missing');
        delete el[field];
        const res = await adminCall(t, 'POST', k.adminPath, [el]);
        expect(res.status, field).toBe(400);
        expect(res.body.result).toBeNull();
        expect(res.body.message).toContain(field);
      }
      const blank = await adminCall(t, 'POST', k.adminPath, [element(k, 'zh_CN', '   ')]);
      expect(blank.status).toBe(400);
      expect(blank.body.message).toContain('title');
      const badCover = await adminCall(t, 'POST', k.adminPath, [
        element(k, 'zh_CN', 'x', { coverUrl: 'javascript:alert(1)' }),
      ]);
      expect(badCover.status).toBe(400);
      expect(badCover.body.message).toContain('coverUrl');
      const dup = await adminCall(t, 'POST', k.adminPath, [element(k, 'zh_CN', 'a'), element(k, 'zh_CN', 'b')]);
      expect(dup.status).toBe(400);
      expect(dup.body.message).toContain('lang');
      expect((await adminCall(t, 'POST', k.adminPath, [])).status).toBe(400);
      expect((await adminCall(t, 'POST', k.adminPath, element(k, 'zh_CN', 'not an array'))).status).toBe(400);
      const text = await adminCall(t, 'POST', k.adminPath, 'garbage');
      expect(text.status).toBe(415);
      const broken = await t.call('POST', k.adminPath, {
        token: await t.token(),
        body: '[{"lang":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
    });

    it('stores nothing when the second element is bad', async () => {
      const title = `AllOrNothing-${k.kind}`;
      const res = await adminCall(t, 'POST', k.adminPath, [
        element(k, 'zh_CN', title),
        { ...element(k, 'de_DE', title), coverUrl: undefined },
      ]);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('coverUrl');
      const list = await adminCall(t, 'GET', `${k.adminPath}?title=${title}`);
      expect(list.body.pageable.totalCount).toBe(0);
    });

    it('drops unknown fields', async () => {
      const res = await adminCall(t, 'POST', k.adminPath, [
        element(k, 'zh_CN', 'Unknown fields', { views: 999, kind: 'other', hacker: true }),
      ]);
      expect(res.status).toBe(200);
      const a = res.body.result[0];
      expect(a.views).toBe(0);
      expect(a.kind).toBe(k.kind);
      expect(a.hacker).toBeUndefined();
    });

    it('an update that leaves out the text (or the link fields) keeps them; one that sends them changes them', async () => {
      const extra = k.links ? { note: 'Anmerkung' } : {};
      const rows = await create(k, 'Keep', ['de_DE'], extra);
      const { content, ...rest } = element(k, 'de_DE', 'Keep renamed');
      expect(content).toBeTruthy();
      const renamed = await adminCall(t, 'PUT', k.adminPath, [{ ...rest, id: rows.de_DE.id }]);
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const kept = (await adminCall(t, 'GET', `${k.adminPath}/${rows.de_DE.id}`)).body.result;
      expect(kept).toMatchObject({
        title: 'Keep renamed',
        content: '<p>Keep de_DE body</p>',
        ...(k.links ? { note: 'Anmerkung' } : {}),
      });
      expect(
        (
          await adminCall(t, 'PUT', k.adminPath, [
            { ...rest, id: rows.de_DE.id, content: '', ...(k.links ? { note: '' } : {}) },
          ])
        ).status,
      ).toBe(200);
      expect((await adminCall(t, 'GET', `${k.adminPath}/${rows.de_DE.id}`)).body.result).toMatchObject({
        content: '',
        ...(k.links ? { note: null } : {}),
      });
      if (!k.links) return;
      // Link fields one at a time: each one left out keeps its value (the item stays an external link).
      const link = { isLink: 1, contentUrl: 'https://example.com/artikel', note: 'Quelle' };
      expect((await adminCall(t, 'PUT', k.adminPath, [{ ...rest, id: rows.de_DE.id, ...link }])).status).toBe(200);
      expect(
        (await adminCall(t, 'PUT', k.adminPath, [{ ...rest, id: rows.de_DE.id, note: 'Neue Quelle' }])).status,
      ).toBe(200);
      expect((await adminCall(t, 'GET', `${k.adminPath}/${rows.de_DE.id}`)).body.result).toMatchObject({
        isLink: 1,
        contentUrl: link.contentUrl,
        note: 'Neue Quelle',
      });
      expect((await adminCall(t, 'PUT', k.adminPath, [{ ...rest, id: rows.de_DE.id, isLink: 1 }])).status).toBe(200);
      expect((await adminCall(t, 'GET', `${k.adminPath}/${rows.de_DE.id}`)).body.result).toMatchObject({
        isLink: 1,
        contentUrl: link.contentUrl,
        note: 'Neue Quelle',
      });
    });

    it('sanitises rich text', async () => {
      const html =
        '<p>ok<script>alert(1)</script></p><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>';
      const rows = await create(k, 'Sanitise', ['en_US'], { content: html });
      const stored = (await adminCall(t, 'GET', `${k.adminPath}/${rows.en_US.id}`)).body.result.content as string;
      expect(stored).toContain('<p>ok</p>');
      expect(stored).toContain('https://example.com/a.png');
      expect(stored).not.toMatch(/script|onerror|javascript:|iframe/i);
    });

    it('updates given languages by id, adds a language into the same no, and keeps the others', async () => {
      const rows = await create(k, 'Update', ['zh_CN', 'de_DE']);
      const no = rows.zh_CN.no;
      const res = await adminCall(t, 'PUT', k.adminPath, [
        element(k, 'zh_CN', 'Updated zh', { id: rows.zh_CN.id, no }),
        element(k, 'en_US', 'Added en', { no }),
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const byLang = Object.fromEntries(res.body.result.map((a: Article) => [a.lang, a]));
      expect(Object.keys(byLang).sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);
      expect(byLang.zh_CN.title).toBe('Updated zh');
      expect(byLang.zh_CN.id).toBe(rows.zh_CN.id);
      expect(byLang.de_DE.title).toBe('Update de_DE');
      expect(byLang.en_US.no).toBe(no);
      expect(byLang.zh_CN.updateTime >= byLang.zh_CN.createTime).toBe(true);
    });

    it('answers 404 for an unknown no on update, 400 without no, and changes nothing on a bad element', async () => {
      expect((await adminCall(t, 'PUT', k.adminPath, [element(k, 'zh_CN', 'x', { no: 'Z99999' })])).status).toBe(404);
      const noNo = await adminCall(t, 'PUT', k.adminPath, [element(k, 'zh_CN', 'x')]);
      expect(noNo.status).toBe(400);
      expect(noNo.body.message).toContain('no');
      const rows = await create(k, 'Atomic', ['zh_CN', 'de_DE']);
      const res = await adminCall(t, 'PUT', k.adminPath, [
        element(k, 'zh_CN', 'Changed', { id: rows.zh_CN.id, no: rows.zh_CN.no }),
        element(k, 'de_DE', '', { id: rows.de_DE.id }),
      ]);
      expect(res.status).toBe(400);
      expect((await adminCall(t, 'GET', `${k.adminPath}/${rows.zh_CN.id}`)).body.result.title).toBe('Atomic zh_CN');
    });

    it('answers 404 for an unknown id and for an id of another kind', async () => {
      expect((await adminCall(t, 'GET', `${k.adminPath}/987654`)).status).toBe(404);
      const other = ARTICLE_KIND_LIST.find((o) => o !== k)!;
      const rows = await create(other, 'Other kind', ['zh_CN']);
      expect((await adminCall(t, 'GET', `${k.adminPath}/${rows.zh_CN.id}`)).status).toBe(404);
      expect((await t.call('GET', `${k.userPath}/${rows.zh_CN.id}`)).status).toBe(404);
    });

    it('pages with defaults and bounds', async () => {
      for (let i = 0; i < 12; i++) await create(k, `Paging ${i}`, ['de_DE']);
      const first = await adminCall(t, 'GET', `${k.adminPath}?lang=de_DE&title=paging&total=0&_t=3`);
      expect(first.status).toBe(200);
      expect(first.body.pageable).toEqual({ pageNo: 1, pageSize: 10, totalCount: 12 });
      expect(first.body.result).toHaveLength(10);
      const second = await adminCall(t, 'GET', `${k.adminPath}?lang=de_DE&title=PAGING&pageNo=2`);
      expect(second.body.result).toHaveLength(2);
      const alias = await adminCall(t, 'GET', `${k.adminPath}?lang=de_DE&title=Paging&page=2&pageSize=5`);
      expect(alias.body.pageable).toEqual({ pageNo: 2, pageSize: 5, totalCount: 12 });
      const ids = [...first.body.result, ...second.body.result].map((a: Article) => a.id);
      expect(new Set(ids).size).toBe(12);
      // Newest first; ties on createTime broken by id, newest first.
      expect(first.body.result[0].title).toBe('Paging 11 de_DE');
      const times = [...first.body.result, ...second.body.result].map((a: Article) => [a.createTime, a.id]);
      for (let i = 1; i < times.length; i++) {
        const [t0, id0] = times[i - 1];
        const [t1, id1] = times[i];
        expect(t0 > t1 || (t0 === t1 && id0 > id1)).toBe(true);
      }
      const tooBig = await adminCall(t, 'GET', `${k.adminPath}?pageSize=101`);
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.message).toContain('pageSize');
      expect((await adminCall(t, 'GET', `${k.adminPath}?pageSize=0`)).status).toBe(400);
      expect((await adminCall(t, 'GET', `${k.adminPath}?pageNo=0`)).status).toBe(400);
      expect((await adminCall(t, 'GET', `${k.adminPath}?pageNo=abc`)).status).toBe(400);
      expect((await adminCall(t, 'GET', `${k.adminPath}?lang=xx`)).status).toBe(400);
      const beyond = await adminCall(t, 'GET', `${k.adminPath}?lang=de_DE&title=paging&pageNo=99`);
      expect(beyond.body.result).toEqual([]);
      expect(beyond.body.pageable.totalCount).toBe(12);
      const wild = await adminCall(t, 'GET', `${k.adminPath}?title=${encodeURIComponent('%_\\')}`);
      expect(wild.status).toBe(200);
      expect(wild.body.pageable.totalCount).toBe(0);
    });

    it('deletes every language of an item by no', async () => {
      const rows = await create(k, 'Delete me');
      const no = rows.zh_CN.no;
      const res = await adminCall(t, 'DELETE', `${k.adminPath}?no=${no}`);
      expect(res.status).toBe(200);
      for (const lang of LANGS) expect((await adminCall(t, 'GET', `${k.adminPath}/${rows[lang].id}`)).status).toBe(404);
      expect((await adminCall(t, 'GET', `${k.adminPath}?no=${no}`)).body.pageable.totalCount).toBe(0);
      expect((await adminCall(t, 'DELETE', `${k.adminPath}?no=${no}`)).status).toBe(404);
      const missing = await adminCall(t, 'DELETE', k.adminPath);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('no');
    });
  });

  describe(`${k.kind}: public`, () => {
    it('pins and unpins every language; pinned items come first on the public list', async () => {
      const old = await create(k, 'Pinned later');
      await create(k, 'Newer');
      const no = old.zh_CN.no;
      expect((await adminCall(t, 'PUT', `${k.adminPath}/pin?no=${no}`)).status).toBe(200);
      for (const lang of LANGS) {
        const res = await t.call('GET', `${k.userPath}?_t=1`, { lang });
        expect(res.status).toBe(200);
        expect(res.body.result[0].id).toBe(old[lang].id);
        expect(res.body.result[0].top).toBe(1);
      }
      const adminFirst = await adminCall(t, 'GET', k.adminPath);
      expect(adminFirst.body.result[0].no).toBe(no);
      expect((await adminCall(t, 'PUT', `${k.adminPath}/unpin?no=${no}`)).status).toBe(200);
      const after = await t.call('GET', k.userPath, { lang: 'de_DE' });
      expect(after.body.result[0].id).not.toBe(old.de_DE.id);
      expect((await adminCall(t, 'GET', `${k.adminPath}/${old.de_DE.id}`)).body.result.top).toBe(0);
      expect((await adminCall(t, 'PUT', `${k.adminPath}/pin?no=NOPE1`)).status).toBe(404);
      expect((await adminCall(t, 'PUT', `${k.adminPath}/unpin`)).status).toBe(400);
    });

    it('answers only the X-Language language (unknown → zh_CN; lang query wins)', async () => {
      await create(k, 'Isolation');
      const check = async (url: string, headerLang: string | undefined, expected: string) => {
        const res = await t.call('GET', url, { lang: headerLang });
        expect(res.status).toBe(200);
        expect(res.body.result.length).toBeGreaterThan(0);
        expect(res.body.result.every((a: Article) => a.lang === expected)).toBe(true);
        expect(res.body.pageable.pageNo).toBe(1);
        expect(res.body.pageable.pageSize).toBe(10);
      };
      await check(k.userPath, 'de_DE', 'de_DE');
      await check(k.userPath, 'en_US', 'en_US');
      await check(k.userPath, 'xx_YY', 'zh_CN');
      await check(k.userPath, undefined, 'zh_CN');
      await check(`${k.userPath}?lang=en_US`, 'de_DE', 'en_US');
      await check(`${k.userPath}?lang=bogus`, 'de_DE', 'de_DE');
      const counts = await Promise.all(
        LANGS.map(async (lang) => (await t.call('GET', k.userPath, { lang })).body.pageable.totalCount),
      );
      const total = (await adminCall(t, 'GET', `${k.adminPath}?pageSize=1`)).body.pageable.totalCount;
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    });

    it('keeps public counts right across writes', async () => {
      const count = async () => (await t.call('GET', k.userPath, { lang: 'en_US' })).body.pageable.totalCount as number;
      const before = await count();
      expect(await count()).toBe(before);
      const rows = await create(k, 'Counted', ['en_US']);
      expect(await count()).toBe(before + 1);
      await adminCall(t, 'DELETE', `${k.adminPath}?no=${rows.en_US.no}`);
      expect(await count()).toBe(before);
    });

    it('lists summaries instead of content, filters by no and pages', async () => {
      const long = `<p>${'Wort &amp; Satz '.repeat(60)}</p>`;
      const rows = await create(k, 'Summary', LANGS, { content: long });
      const res = await t.call('GET', `${k.userPath}?no=${rows.de_DE.no}&pageSize=5&page=1&total=0`, { lang: 'de_DE' });
      expect(res.status).toBe(200);
      expect(res.body.result).toHaveLength(1);
      const item = res.body.result[0];
      expect(item.id).toBe(rows.de_DE.id);
      expect(item.content).toBeUndefined();
      expect(item.operatorName).toBeUndefined();
      expect(item.summary.startsWith('Wort & Satz')).toBe(true);
      expect(item.summary.length).toBeLessThanOrEqual(201);
      expect(item.summary).not.toContain('<');
      expect(item).toMatchObject({ title: 'Summary de_DE', coverUrl: COVER, lang: 'de_DE', kind: k.kind, top: 0 });
      expect(res.body.pageable).toEqual({ pageNo: 1, pageSize: 5, totalCount: 1 });
      expect((await t.call('GET', `${k.userPath}?pageSize=101`)).status).toBe(400);
    });

    it('counts views on the public detail and answers 404 for unknown ids', async () => {
      const rows = await create(k, 'Views', ['zh_CN', 'en_US']);
      const id = rows.en_US.id;
      const a = await t.call('GET', `${k.userPath}/${id}?_t=1`, { lang: 'en_US' });
      expect(a.status).toBe(200);
      expect(a.body.result.views).toBe(1);
      expect(a.body.result.content).toBe('<p>Views en_US body</p>');
      expect(a.body.result.translations).toEqual(
        expect.arrayContaining([
          { lang: 'en_US', id },
          { lang: 'zh_CN', id: rows.zh_CN.id },
        ]),
      );
      await Promise.all([1, 2, 3].map(() => t.call('GET', `${k.userPath}/${id}`)));
      // A HEAD is no visit (a link checker's probe): it answers, and counts nothing.
      const head = await t.call('HEAD', `${k.userPath}/${id}`);
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toMatch(/json/);
      const b = await t.call('GET', `${k.userPath}/${id}`);
      expect(b.body.result.views).toBe(5);
      if (k.catalogType !== null) expect(b.body.result.cataName).toBe(`cat-${k.catalogType}-en_US`);
      expect((await adminCall(t, 'GET', `${k.adminPath}/${id}`)).body.result.views).toBe(5);
      expect((await t.call('GET', `${k.userPath}/987654`)).status).toBe(404);
      expect((await t.call('GET', `${k.userPath}/abc`)).status).toBe(400);
    });
  });
}

describe('news: catalogs and links', () => {
  const news = ARTICLE_KIND_CONFIGS.news;

  it('refuses a catalog that is missing, of another type or of another language (400 naming cataId)', async () => {
    for (const cataId of [987654, cats[CatalogType.CASES].zh_CN, cats[CatalogType.NEWS].de_DE]) {
      const res = await adminCall(t, 'POST', news.adminPath, [element(news, 'zh_CN', 'Bad catalog', { cataId })]);
      expect(res.status, String(cataId)).toBe(400);
      expect(res.body.message).toContain('cataId');
    }
    const cases = ARTICLE_KIND_CONFIGS.case;
    const res = await adminCall(t, 'POST', cases.adminPath, [
      element(cases, 'zh_CN', 'Bad', { cataId: cats[CatalogType.NEWS].zh_CN }),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('cataId');
  });

  it('stores an external link with an http(s) contentUrl, refusing a missing or bad one', async () => {
    const ok = await adminCall(t, 'POST', news.adminPath, [
      element(news, 'zh_CN', 'Link', { isLink: 1, contentUrl: 'https://example.com/article', note: 'Quelle: FAZ' }),
      element(news, 'de_DE', 'Written', { isLink: 0, contentUrl: 'https://ignored.example' }),
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const byLang = Object.fromEntries(ok.body.result.map((a: Article) => [a.lang, a]));
    expect(byLang.zh_CN).toMatchObject({ isLink: 1, contentUrl: 'https://example.com/article', note: 'Quelle: FAZ' });
    expect(byLang.de_DE).toMatchObject({ isLink: 0, contentUrl: null });
    for (const contentUrl of [undefined, '', 'ftp://example.com/x', 'javascript:alert(1)', 'not a url']) {
      const res = await adminCall(t, 'POST', news.adminPath, [
        element(news, 'zh_CN', 'Bad link', { isLink: 1, contentUrl }),
      ]);
      expect(res.status, String(contentUrl)).toBe(400);
      expect(res.body.message).toContain('contentUrl');
    }
    expect((await adminCall(t, 'POST', news.adminPath, [element(news, 'zh_CN', 'x', { isLink: 2 })])).status).toBe(400);
  });

  it('filters by catalog including sub-catalogs, publicly and in the admin', async () => {
    const inChild = await create(news, 'In child', ['zh_CN'], { cataId: newsChild.zh_CN });
    const inRoot = await create(news, 'In root', ['zh_CN']);
    const root = await t.call('GET', `${news.userPath}?cataId=${cats[CatalogType.NEWS].zh_CN}&pageSize=100`);
    const rootIds = root.body.result.map((a: ArticleItem) => a.id);
    expect(rootIds).toContain(inChild.zh_CN.id);
    expect(rootIds).toContain(inRoot.zh_CN.id);
    const child = await t.call('GET', `${news.userPath}?cataId=${newsChild.zh_CN}`);
    expect(child.body.result.map((a: ArticleItem) => a.id)).toEqual([inChild.zh_CN.id]);
    expect(child.body.result[0].cataName).toBe(`cat-0-zh_CN`);
    const adminChild = await adminCall(t, 'GET', `${news.adminPath}?cataId=${newsChild.zh_CN}`);
    expect(adminChild.body.result.map((a: Article) => a.id)).toEqual([inChild.zh_CN.id]);
    const unknown = await t.call('GET', `${news.userPath}?cataId=987654`);
    expect(unknown.status).toBe(200);
    expect(unknown.body.result).toEqual([]);
    expect(unknown.body.pageable.totalCount).toBe(0);
    const all = await t.call('GET', `${news.userPath}?cataId=0`);
    expect(all.body.pageable.totalCount).toBeGreaterThan(1);
  });

  it('ignores a cataId sent for honours', async () => {
    const honour = ARTICLE_KIND_CONFIGS.honour;
    const res = await adminCall(t, 'POST', honour.adminPath, [
      element(honour, 'zh_CN', 'Honour', { cataId: cats[CatalogType.NEWS].zh_CN, isLink: 1 }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result[0]).toMatchObject({ cataId: null, isLink: 0, contentUrl: null });
  });

  it('survives hostile input without a 500', async () => {
    const hostile = [
      [{ ...element(news, 'zh_CN', 'nul\u0000byte'), note: 'a\u0000b', content: '<p>\u0000</p>' }],
      [element(news, 'zh_CN', 'x', { cataId: 2 ** 40 })],
      [element(news, 'zh_CN', 'x', { cataId: 'abc' })],
      [element(news, 'zh_CN', 'x', { no: 'N'.repeat(100) })],
      [element(news, 'zh_CN', 'x', { id: -1, no: 'N1' })],
      [null],
    ];
    for (const body of hostile) {
      for (const method of ['POST', 'PUT']) {
        const res = await adminCall(t, method, news.adminPath, body);
        expect(res.status, `${method} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    for (const url of [
      `${news.adminPath}?title=%00`,
      `${news.adminPath}?no=%00`,
      `${news.userPath}?no=%00`,
      `${news.adminPath}?cataId=99999999999`,
    ]) {
      expect((await adminCall(t, 'GET', url)).status, url).toBeLessThan(500);
    }
    expect((await adminCall(t, 'DELETE', `${news.adminPath}?no=%00`)).status).toBeLessThan(500);
  });
});

describe('documentation', () => {
  it('lists every article route in the OpenAPI document', async () => {
    const res = await t.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    for (const k of ARTICLE_KIND_LIST) {
      expect(Object.keys(res.body.paths[`/api${k.adminPath}`]).sort()).toEqual(['delete', 'get', 'post', 'put']);
      expect(res.body.paths[`/api${k.adminPath}/pin`].put).toBeDefined();
      expect(res.body.paths[`/api${k.adminPath}/unpin`].put).toBeDefined();
      expect(res.body.paths[`/api${k.userPath}/{id}`].get).toBeDefined();
    }
    expect(res.body.paths['/api/admin/catalog/sort'].put).toBeDefined();
    expect(res.body.paths['/api/user/catalog'].get).toBeDefined();
  });
});
