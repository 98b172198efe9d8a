import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { purgeTrash } from '#server/modules/workflow/trash.ts';
import { CONTENT } from '#server/modules/content.ts';
import { restoreVersion } from '#server/modules/workflow/versions.ts';

/**
 * The editorial workflow's safety nets, on SQLite and PostgreSQL: every write of an item stores a
 * version that can be restored; a delete moves the item to a trash it can come back from; a
 * preview link shows a draft to whoever holds it, and to nobody else.
 */
let t: TestApp;
const LANGS = ['de_DE', 'en_US', 'zh_CN'] as const;
let cata: Record<string, number>;

type Row = { id: number; no: string; lang: string; title: string; content: string; status: string; top: number };
type Summary = { id: number; action: string; operatorName: string | null; langs: string[]; createTime: string };

beforeAll(async () => {
  t = await createTestApp();
  cata = {};
  const res = await adminCall(
    t,
    'POST',
    '/admin/catalog',
    LANGS.map((lang) => ({ lang, name: `Aktuelles ${lang}`, type: 0 })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const lang of LANGS)
    cata[lang] = (await adminCall(t, 'GET', `/admin/catalog?type=0&lang=${lang}`)).body.result[0].id;
});
afterAll(async () => {
  await t?.close();
});

async function ok(method: string, url: string, body?: unknown) {
  const res = await adminCall(t, method, url, body);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.result;
}
const news = (title: string, langs: readonly string[], extra: Record<string, unknown> = {}) =>
  langs.map((lang) => ({
    lang,
    title: `${title} ${lang}`,
    coverUrl: '/api/upload/c.png',
    content: `<p>${title} text ${lang}</p>`,
    cataId: cata[lang],
    ...extra,
  }));
/** Every language of a news item, in language order. */
const newsGroup = async (no: string): Promise<Row[]> =>
  ((await ok('GET', `/admin/latest-news?no=${no}&pageSize=10`)) as Row[]).sort((a, b) => a.lang.localeCompare(b.lang));
const versions = async (kind: string, key: string | number): Promise<Summary[]> =>
  ok('GET', `/admin/versions?kind=${kind}&${kind === 'banner' ? 'id' : 'no'}=${key}&pageSize=100`);

describe('versions', () => {
  it('each write of a news item stores a version, newest first, with the operator and what happened', async () => {
    const [de] = (await ok('POST', '/admin/latest-news', news('Draft', ['de_DE'], { status: 'draft' }))) as Row[];
    await ok('PUT', '/admin/latest-news', [
      {
        id: de.id,
        lang: 'de_DE',
        title: 'Second title',
        coverUrl: '/api/upload/c.png',
        content: '<p>Second</p>',
        cataId: cata.de_DE,
        status: 'draft',
      },
    ]);
    await ok('PUT', '/admin/latest-news', [
      {
        id: de.id,
        lang: 'de_DE',
        title: 'Second title',
        coverUrl: '/api/upload/c.png',
        content: '<p>Second</p>',
        cataId: cata.de_DE,
        status: 'published',
      },
    ]);
    await ok('PUT', `/admin/latest-news/pin?no=${de.no}`);
    await ok('PUT', `/admin/latest-news/unpin?no=${de.no}`);
    await ok('PUT', '/admin/latest-news', [
      {
        id: de.id,
        lang: 'de_DE',
        title: 'Second title',
        coverUrl: '/api/upload/c.png',
        content: '<p>Second</p>',
        cataId: cata.de_DE,
        status: 'draft',
      },
    ]);

    const list = await versions('news', de.no);
    expect(list.map((v) => v.action)).toEqual(['unpublish', 'unpin', 'pin', 'publish', 'update', 'create']);
    expect(new Set(list.map((v) => v.operatorName))).toEqual(new Set(['admin']));
    expect(list[0].langs).toEqual(['de_DE']);
    const ids = list.map((v) => v.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const paged = await adminCall(t, 'GET', `/admin/versions?kind=news&no=${de.no}&pageNo=2&pageSize=4`);
    expect(paged.body.pageable.totalCount).toBe(6);
    expect(paged.body.result.map((v: Summary) => v.action)).toEqual(['update', 'create']);

    const created = await ok('GET', `/admin/versions/${list[5].id}`);
    expect(created.rows).toHaveLength(1);
    expect(created.rows[0]).toMatchObject({
      id: de.id,
      title: 'Draft de_DE',
      content: '<p>Draft text de_DE</p>',
      status: 'draft',
      lang: 'de_DE',
    });
  });

  it('restoring brings back the exact earlier content of every language as a new version, and removes a language added since', async () => {
    const rows = (await ok('POST', '/admin/latest-news', news('Original', ['de_DE', 'en_US']))) as Row[];
    const no = rows[0].no;
    const original = await ok('GET', `/admin/versions/${(await versions('news', no))[0].id}`);
    // A wrong edit of both languages, and a Chinese translation added after it.
    await ok(
      'PUT',
      '/admin/latest-news',
      rows.map((r) => ({
        id: r.id,
        lang: r.lang,
        title: `Wrong ${r.lang}`,
        coverUrl: '/api/upload/wrong.png',
        content: '<p>wrong</p>',
        cataId: cata[r.lang],
        status: 'draft',
      })),
    );
    await ok('PUT', '/admin/latest-news', news('Chinese', ['zh_CN'], { no }));
    expect((await ok('GET', `/admin/latest-news?no=${no}`)).length).toBe(3);

    const restored = await ok('POST', `/admin/versions/${original.id}/restore`);
    expect(restored.action).toBe('restore');
    const now = await newsGroup(no);
    expect(now.map((r) => [r.id, r.lang, r.title, r.content, r.status])).toEqual(
      rows.map((r) => [r.id, r.lang, r.title, r.content, 'published']),
    );
    expect((await t.call('GET', `/user/latest-news/${rows[0].id}`, { lang: 'de_DE' })).body.result.title).toBe(
      'Original de_DE',
    );

    // Nothing was lost: the wrong state is still in the history and can itself be restored.
    const history = await versions('news', no);
    // Adding a published Chinese translation published it.
    expect(history.map((v) => v.action)).toEqual(['restore', 'publish', 'unpublish', 'create']);
    expect(history[0].langs).toEqual(['de_DE', 'en_US']);
    expect(history[1].langs).toEqual(['de_DE', 'en_US', 'zh_CN']);
    await ok('POST', `/admin/versions/${history[1].id}/restore`);
    expect((await newsGroup(no)).map((r) => r.title)).toEqual(['Wrong de_DE', 'Wrong en_US', 'Chinese zh_CN']);
  });

  it('a restore may leave what is public as it is: a language taken offline stays offline, one that comes back is a draft, one the version lacks stays', async () => {
    const [de] = (await ok('POST', '/admin/latest-news', news('Public', ['de_DE']))) as Row[];
    const onlyGerman = (await versions('news', de.no))[0];
    await ok('PUT', '/admin/latest-news', news('English too', ['en_US'], { no: de.no }));
    const withEnglish = (await versions('news', de.no))[0];
    // The German text is taken offline (a takedown) and rewritten.
    await ok('PUT', '/admin/latest-news', [
      {
        id: de.id,
        lang: 'de_DE',
        title: 'Withdrawn',
        coverUrl: '/api/upload/c.png',
        content: '<p>withdrawn</p>',
        cataId: cata.de_DE,
        status: 'draft',
      },
    ]);
    const publicTitle = async (row: Row, lang: string) => {
      const res = await t.call('GET', `/user/latest-news/${row.id}`, { lang });
      return res.status === 200 ? (res.body.result.title as string) : res.status;
    };
    const [, en] = await newsGroup(de.no);
    expect(await publicTitle(de, 'de_DE')).toBe(404);
    expect(await publicTitle(en, 'en_US')).toBe('English too en_US');

    // The older German text comes back, and stays offline; English, added since and public, stays
    // as it is (text and status): restoring the German text takes no translation off the site.
    await ok('POST', `/admin/versions/${onlyGerman.id}/restore?publication=current`);
    expect((await newsGroup(de.no)).map((r) => [r.lang, r.title, r.status])).toEqual([
      ['de_DE', 'Public de_DE', 'draft'],
      ['en_US', 'English too en_US', 'published'],
    ]);
    expect(await publicTitle(de, 'de_DE')).toBe(404);
    expect(await publicTitle(en, 'en_US')).toBe('English too en_US');
    // Restored exactly (`version`), the German-only version has no English: it goes.
    await ok('POST', `/admin/versions/${onlyGerman.id}/restore?publication=version`);
    expect((await newsGroup(de.no)).map((r) => [r.lang, r.status])).toEqual([['de_DE', 'published']]);
    await ok('PUT', '/admin/latest-news', [
      {
        id: de.id,
        lang: 'de_DE',
        title: 'Withdrawn',
        coverUrl: '/api/upload/c.png',
        content: '<p>withdrawn</p>',
        cataId: cata.de_DE,
        status: 'draft',
      },
    ]);
    // English comes back with the next restore: as a draft, since it is not public now.
    await ok('POST', `/admin/versions/${withEnglish.id}/restore?publication=current`);
    expect((await newsGroup(de.no)).map((r) => [r.lang, r.status])).toEqual([
      ['de_DE', 'draft'],
      ['en_US', 'draft'],
    ]);
    expect(await publicTitle(de, 'de_DE')).toBe(404);
    // The same version restored with its publication status publishes both again.
    await ok('POST', `/admin/versions/${withEnglish.id}/restore?publication=version`);
    expect((await newsGroup(de.no)).map((r) => [r.lang, r.status])).toEqual([
      ['de_DE', 'published'],
      ['en_US', 'published'],
    ]);
    expect(await publicTitle(de, 'de_DE')).toBe('Public de_DE');
    const bad = await adminCall(t, 'POST', `/admin/versions/${withEnglish.id}/restore?publication=later`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/publication/);
  });

  it('a pin and an unpin store the item exactly as a full read of it gives, in every language', async () => {
    const rows = (await ok('POST', '/admin/latest-news', news('Pinned', ['de_DE', 'en_US']))) as Row[];
    const no = rows[0].no;
    for (const action of ['pin', 'unpin', 'pin'] as const) {
      await ok('PUT', `/admin/latest-news/${action}?no=${no}`);
      const [newest] = await versions('news', no);
      expect(newest.action).toBe(action);
      const stored = (await ok('GET', `/admin/versions/${newest.id}`)) as { rows: Row[] };
      const read = await CONTENT.news.read(t.app.db, no);
      expect(stored.rows).toEqual(JSON.parse(JSON.stringify(read)));
      expect(stored.rows.map((r) => r.top)).toEqual([action === 'pin' ? 1 : 0, action === 'pin' ? 1 : 0]);
    }
  });

  it("a restore that keeps a language the version lacks gives it the version's item-wide fields: one item is never pinned in one language only", async () => {
    const [de] = (await ok('POST', '/admin/latest-news', news('Pinned later', ['de_DE']))) as Row[];
    const onlyGerman = (await versions('news', de.no))[0];
    await ok('PUT', '/admin/latest-news', news('Pinned later', ['en_US'], { no: de.no }));
    await ok('PUT', `/admin/latest-news/pin?no=${de.no}`);
    expect((await newsGroup(de.no)).map((r) => [r.lang, r.top])).toEqual([
      ['de_DE', 1],
      ['en_US', 1],
    ]);
    await ok('POST', `/admin/versions/${onlyGerman.id}/restore?publication=current`);
    // English stays (text and status), and takes the version's pin like German: unpinned in both.
    expect((await newsGroup(de.no)).map((r) => [r.lang, r.top, r.status])).toEqual([
      ['de_DE', 0, 'published'],
      ['en_US', 0, 'published'],
    ]);
  });

  it('a restore that keeps what is public sees an unpublish committed while it waited (PostgreSQL: under the item lock)', async () => {
    const [row] = (await ok('POST', '/admin/latest-news', news('Race', ['de_DE']))) as Row[];
    const first = (await versions('news', row.no))[0];
    let restoring: Promise<unknown> | undefined;
    // One editor takes the item offline; a restore of its text starts before that commits.
    await t.app.db.transaction().execute(async (trx) => {
      const [stored] = await CONTENT.news.read(trx, row.no);
      await CONTENT.news.write(trx, row.no, [{ ...stored, status: 'draft' } as typeof stored]);
      restoring = t.app.db.transaction().execute((other) => restoreVersion(other, CONTENT, first.id, 'current'));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await restoring;
    expect((await newsGroup(row.no)).map((r) => [r.title, r.status])).toEqual([['Race de_DE', 'draft']]);
  });

  it('a version naming a category, lawyer or practice area deleted since is restored without them', async () => {
    const made = await ok('POST', '/admin/catalog', [{ lang: 'de_DE', name: 'Bald gelöscht', type: 0 }]);
    const gone = (made as { id: number }[])[0].id;
    const [lawyer] = (await ok('POST', '/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Ausgeschiedene Anwältin' },
    ])) as Row[];
    const [kept] = (await ok('POST', '/admin/lawyerTeam', [{ lang: 'de_DE', name: 'Bleibender Anwalt' }])) as Row[];
    const [row] = (await ok(
      'POST',
      '/admin/latest-news',
      news('Erst', ['de_DE'], { cataId: gone, authorNos: [lawyer.no, kept.no] }),
    )) as Row[];
    const first = (await versions('news', row.no))[0];
    await ok('PUT', '/admin/latest-news', [
      {
        id: row.id,
        lang: 'de_DE',
        title: 'Später',
        coverUrl: '/api/upload/c.png',
        content: '<p>später</p>',
        cataId: cata.de_DE,
      },
    ]);
    await ok('DELETE', `/admin/catalog/${gone}`);
    await ok('DELETE', `/admin/lawyerTeam/${lawyer.id}`);

    await ok('POST', `/admin/versions/${first.id}/restore`);
    const restored = (await ok('GET', `/admin/latest-news/${row.id}`)) as Row & { cataId: number; authorNos: string[] };
    expect(restored).toMatchObject({ title: 'Erst de_DE', cataId: cata.de_DE, authorNos: [kept.no] });

    // A language that comes back, its category gone, takes the category the item has in its language.
    const english = await ok('POST', '/admin/catalog', [{ lang: 'en_US', name: 'Soon gone', type: 0 }]);
    await ok(
      'PUT',
      '/admin/latest-news',
      news('With English', ['en_US'], { no: row.no, cataId: (english as { id: number }[])[0].id }),
    );
    const withEnglish = (await versions('news', row.no))[0];
    const [, en] = await newsGroup(row.no);
    await ok('PUT', '/admin/latest-news', [
      { id: en.id, lang: 'en_US', title: 'With English en_US', coverUrl: '/api/upload/c.png', cataId: cata.en_US },
    ]);
    await ok('DELETE', `/admin/catalog/${(english as { id: number }[])[0].id}`);
    await ok('POST', `/admin/versions/${first.id}/restore`);
    expect((await newsGroup(row.no)).map((r) => r.lang)).toEqual(['de_DE']);
    await ok('POST', `/admin/versions/${withEnglish.id}/restore`);
    expect(((await newsGroup(row.no)) as (Row & { cataId: number })[]).map((r) => [r.lang, r.cataId])).toEqual([
      ['de_DE', cata.de_DE],
      ['en_US', cata.en_US],
    ]);
  });

  it('content from before versions existed keeps its state before the first change', async () => {
    const [row] = (await ok('POST', '/admin/latest-news', news('Old', ['de_DE']))) as Row[];
    // As if the item came from a database older than versions.
    await t.app.db.deleteFrom('item_version').where('item_key', '=', row.no).execute();
    await ok('PUT', '/admin/latest-news', [
      { id: row.id, lang: 'de_DE', title: 'Changed', coverUrl: '/api/upload/c.png', cataId: cata.de_DE },
    ]);
    const list = await versions('news', row.no);
    expect(list.map((v) => [v.action, v.operatorName])).toEqual([
      ['update', 'admin'],
      ['initial', null],
    ]);
    await ok('POST', `/admin/versions/${list[1].id}/restore`);
    expect((await ok('GET', `/admin/latest-news/${row.id}`)).title).toBe('Old de_DE');
  });

  it('lawyers, practice areas, banners and documents are versioned and restored the same way', async () => {
    const [area] = await ok('POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Arbeitsrecht', introduce: '<p>Alt</p>' },
    ]);
    await ok('PUT', '/admin/professionalField', [
      { id: area.id, lang: 'de_DE', name: 'Falsch', introduce: '<p>Falsch</p>' },
    ]);
    await ok('POST', `/admin/versions/${(await versions('practiceArea', area.no))[1].id}/restore`);
    expect(await ok('GET', `/admin/professionalField/detail/${area.id}`)).toMatchObject({
      name: 'Arbeitsrecht',
      introduce: '<p>Alt</p>',
    });

    const [office] = await ok('POST', '/admin/office', [{ lang: 'de_DE', name: 'München' }]);
    const [lawyer] = await ok('POST', '/admin/lawyerTeam', [
      {
        lang: 'de_DE',
        name: 'Dr. Anna Berg',
        email: 'berg@example.com',
        office: office.id,
        proFieldIds: [area.id],
        intro: '<p>Richtig</p>',
      },
    ]);
    await ok('PUT', '/admin/lawyerTeam', [
      { id: lawyer.id, lang: 'de_DE', name: 'Anna Falsch', email: '', proFieldIds: [], intro: '<p>Falsch</p>' },
    ]);
    await ok('POST', `/admin/versions/${(await versions('lawyer', lawyer.no))[1].id}/restore`);
    expect(await ok('GET', `/admin/lawyerTeam/detail/${lawyer.id}`)).toMatchObject({
      name: 'Dr. Anna Berg',
      email: 'berg@example.com',
      office: office.id,
      proFieldIds: [area.id],
      intro: '<p>Richtig</p>',
    });

    const banner = await ok('POST', '/admin/banner', {
      lang: 'de_DE',
      imgPath: '/api/upload/b.png',
      title: 'Willkommen',
    });
    await ok('PUT', '/admin/banner', {
      id: banner.id,
      lang: 'de_DE',
      imgPath: '/api/upload/b.png',
      title: 'Falsch',
      status: 'draft',
    });
    const bannerVersions = await versions('banner', banner.id);
    expect(bannerVersions.map((v) => v.action)).toEqual(['unpublish', 'create']);
    await ok('POST', `/admin/versions/${bannerVersions[1].id}/restore`);
    expect(await ok('GET', `/admin/banner/detail/${banner.id}`)).toMatchObject({
      title: 'Willkommen',
      status: 'published',
    });

    await ok('PUT', '/admin/docs/imprint', [{ lang: 'de_DE', title: 'Impressum', content: '<p>Richtig</p>' }]);
    await ok('PUT', '/admin/docs/imprint', [{ lang: 'de_DE', title: 'Impressum', content: '<p>Falsch</p>' }]);
    await ok('POST', `/admin/versions/${(await versions('document', 'imprint'))[1].id}/restore`);
    expect((await t.call('GET', '/user/docs/imprint', { lang: 'de_DE' })).body.result.content).toBe('<p>Richtig</p>');
  });

  it('keeps the newest 50 versions of an item', async () => {
    const [row] = (await ok('POST', '/admin/latest-news', news('Many', ['de_DE']))) as Row[];
    for (let i = 1; i <= 55; i++) {
      await ok('PUT', '/admin/latest-news', [
        { id: row.id, lang: 'de_DE', title: `Many ${i}`, coverUrl: '/api/upload/c.png', cataId: cata.de_DE },
      ]);
    }
    const list = await versions('news', row.no);
    expect(list).toHaveLength(50);
    expect((await ok('GET', `/admin/versions/${list[0].id}`)).rows[0].title).toBe('Many 55');
  });

  it('answers bad requests with a 4xx that names the problem', async () => {
    expect((await adminCall(t, 'GET', '/admin/versions?kind=news')).status).toBe(400);
    expect((await adminCall(t, 'GET', '/admin/versions?kind=poem&no=N1')).status).toBe(400);
    expect((await adminCall(t, 'GET', '/admin/versions/999999')).status).toBe(404);
    expect((await adminCall(t, 'POST', '/admin/versions/999999/restore')).status).toBe(404);
    expect((await t.call('GET', '/admin/versions?kind=news&no=N00001')).status).toBe(401);
    // A banner's key is its id: anything else names nothing (never a database error).
    expect((await adminCall(t, 'POST', '/admin/trash/banner/abc/restore')).status).toBe(404);
    expect((await adminCall(t, 'DELETE', '/admin/trash/banner/99999999999')).status).toBe(404);
    expect((await adminCall(t, 'GET', '/admin/versions?kind=banner&no=abc')).body.result).toEqual([]);
    expect((await adminCall(t, 'POST', '/admin/trash/news/..%2F..%2Fetc/restore')).status).toBe(400);
  });
});

describe('two editors saving the same item', () => {
  /** A write that says which version it is based on (If-Match), as the edit screens send it. */
  const basedOn = async (method: string, url: string, version: number | string, body: unknown) =>
    t.call(method, url, {
      token: await t.token(),
      body,
      lang: 'en_US',
      headers: { 'if-match': typeof version === 'number' ? `"${version}"` : version },
    });
  const newest = async (kind: string, key: string | number) => (await versions(kind, key))[0]?.id ?? 0;

  it('refuses a save based on an older version with 409, changes nothing, and accepts it based on the newest', async () => {
    const [row] = (await ok('POST', '/admin/latest-news', news('Shared', ['de_DE'], { status: 'draft' }))) as Row[];
    const opened = await newest('news', row.no);
    const edit = (title: string) => [
      {
        id: row.id,
        lang: 'de_DE',
        title,
        coverUrl: '/api/upload/c.png',
        content: `<p>${title}</p>`,
        cataId: cata.de_DE,
        status: 'draft',
      },
    ];
    // Anna and Ben opened the item at the same version; Anna saves first.
    expect((await basedOn('PUT', '/admin/latest-news', opened, edit('Anna'))).status).toBe(200);
    const before = await versions('news', row.no);
    const ben = await basedOn('PUT', '/admin/latest-news', opened, edit('Ben'));
    expect(ben.status).toBe(409);
    expect(ben.body.message).toMatch(/Someone else saved this item/);
    expect(ben.body.message).toContain(`newest version is ${before[0].id}`);
    // Nothing of Ben's arrived: Anna's text stands and no version was added.
    expect((await ok('GET', `/admin/latest-news/${row.id}`)).content).toBe('<p>Anna</p>');
    expect((await versions('news', row.no)).map((v) => v.id)).toEqual(before.map((v) => v.id));
    // Ben chose to save his version anyway: based on the newest version, it goes through.
    expect((await basedOn('PUT', '/admin/latest-news', before[0].id, edit('Ben'))).status).toBe(200);
    expect((await ok('GET', `/admin/latest-news/${row.id}`)).content).toBe('<p>Ben</p>');
  });

  it('checks lawyers, practice areas, banners and documents the same way, also an item that has no version yet', async () => {
    const [area] = await ok('POST', '/admin/professionalField', [{ lang: 'de_DE', name: 'Steuerrecht' }]);
    const areaAt = await newest('practiceArea', area.no);
    expect(
      (
        await basedOn('PUT', '/admin/professionalField', areaAt, [
          { id: area.id, lang: 'de_DE', name: 'Steuerrecht A' },
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await basedOn('PUT', '/admin/professionalField', areaAt, [
          { id: area.id, lang: 'de_DE', name: 'Steuerrecht B' },
        ])
      ).status,
    ).toBe(409);
    expect((await ok('GET', `/admin/professionalField/detail/${area.id}`)).name).toBe('Steuerrecht A');

    const [office] = await ok('POST', '/admin/office', [{ lang: 'de_DE', name: 'Frankfurt' }]);
    const [lawyer] = await ok('POST', '/admin/lawyerTeam', [{ lang: 'de_DE', name: 'Eva Roth', office: office.id }]);
    const lawyerAt = await newest('lawyer', lawyer.no);
    expect(
      (await basedOn('PUT', '/admin/lawyerTeam', lawyerAt, [{ id: lawyer.id, lang: 'de_DE', name: 'Eva Roth A' }]))
        .status,
    ).toBe(200);
    expect(
      (await basedOn('PUT', '/admin/lawyerTeam', lawyerAt, [{ id: lawyer.id, lang: 'de_DE', name: 'Eva Roth B' }]))
        .status,
    ).toBe(409);
    expect((await ok('GET', `/admin/lawyerTeam/detail/${lawyer.id}`)).name).toBe('Eva Roth A');

    const banner = await ok('POST', '/admin/banner', { lang: 'de_DE', imgPath: '/api/upload/b.png', title: 'Start' });
    const bannerAt = await newest('banner', banner.id);
    expect(
      (
        await basedOn('PUT', '/admin/banner', bannerAt, {
          id: banner.id,
          lang: 'de_DE',
          imgPath: '/api/upload/b.png',
          title: 'Start A',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await basedOn('PUT', '/admin/banner', bannerAt, {
          id: banner.id,
          lang: 'de_DE',
          imgPath: '/api/upload/b.png',
          title: 'Start B',
        })
      ).status,
    ).toBe(409);
    expect((await ok('GET', `/admin/banner/detail/${banner.id}`)).title).toBe('Start A');

    // The privacy notice has no version yet: "0" says "opened before any version".
    const docAt = await newest('document', 'privacy');
    expect(docAt).toBe(0);
    const doc = (content: string) => [{ lang: 'de_DE', title: 'Datenschutz', content }];
    expect((await basedOn('PUT', '/admin/docs/privacy', 0, doc('<p>A</p>'))).status).toBe(200);
    expect((await basedOn('PUT', '/admin/docs/privacy', 0, doc('<p>B</p>'))).status).toBe(409);
    expect((await t.call('GET', '/user/docs/privacy', { lang: 'de_DE' })).body.result.content).toBe('<p>A</p>');
  });

  it('a pin or unpin from a list meanwhile refuses only a save that sends the pin itself', async () => {
    const [row] = (await ok(
      'POST',
      '/admin/latest-news',
      news('Pinned meanwhile', ['de_DE'], { status: 'draft' }),
    )) as Row[];
    const edit = (title: string, extra: Record<string, unknown> = {}) => [
      {
        id: row.id,
        lang: 'de_DE',
        title,
        coverUrl: '/api/upload/c.png',
        content: `<p>${title}</p>`,
        cataId: cata.de_DE,
        status: 'draft',
        ...extra,
      },
    ];
    const opened = await newest('news', row.no);
    await ok('PUT', `/admin/latest-news/pin?no=${row.no}`);
    await ok('PUT', `/admin/latest-news/unpin?no=${row.no}`);
    await ok('PUT', `/admin/latest-news/pin?no=${row.no}`);
    // The edit form does not send the pin: its text goes through, and the pin stays.
    expect((await basedOn('PUT', '/admin/latest-news', opened, edit('Text A'))).status).toBe(200);
    expect(await ok('GET', `/admin/latest-news/${row.id}`)).toMatchObject({ title: 'Text A', top: 1 });
    // A save that sends the pin would undo it: refused.
    const since = await newest('news', row.no);
    await ok('PUT', `/admin/latest-news/unpin?no=${row.no}`);
    expect((await basedOn('PUT', '/admin/latest-news', since, edit('Text B', { top: 1 }))).status).toBe(409);
    // So would restoring a version (it brings back that version's pin).
    expect((await basedOn('POST', `/admin/versions/${since}/restore`, since, undefined)).status).toBe(409);
    // A text change meanwhile is a conflict as before, pinned or not.
    const base = await newest('news', row.no);
    await ok('PUT', '/admin/latest-news', edit('Text C'));
    await ok('PUT', `/admin/latest-news/pin?no=${row.no}`);
    expect((await basedOn('PUT', '/admin/latest-news', base, edit('Text D'))).status).toBe(409);
    expect((await ok('GET', `/admin/latest-news/${row.id}`)).title).toBe('Text C');
    // A version of another item is no base for this one.
    const [other] = (await ok('POST', '/admin/latest-news', news('Other', ['de_DE'], { status: 'draft' }))) as Row[];
    const otherAt = await newest('news', other.no);
    await ok('PUT', `/admin/latest-news/unpin?no=${row.no}`);
    expect((await basedOn('PUT', '/admin/latest-news', otherAt, edit('Text E'))).status).toBe(409);
  });

  it('lets exactly one of several saves sent at the same moment from the same version through', async () => {
    const [row] = (await ok('POST', '/admin/latest-news', news('Race', ['de_DE'], { status: 'draft' }))) as Row[];
    const edit = (title: string) => [
      {
        id: row.id,
        lang: 'de_DE',
        title,
        coverUrl: '/api/upload/c.png',
        content: `<p>${title}</p>`,
        cataId: cata.de_DE,
        status: 'draft',
      },
    ];
    for (let round = 0; round < 5; round++) {
      const base = await newest('news', row.no);
      const answers = await Promise.all(
        ['Anna', 'Ben', 'Chen'].map((who) => basedOn('PUT', '/admin/latest-news', base, edit(`${who} ${round}`))),
      );
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409, 409]);
      const winner = answers.findIndex((a) => a.status === 200);
      expect((await ok('GET', `/admin/latest-news/${row.id}`)).title).toBe(
        `${['Anna', 'Ben', 'Chen'][winner]} ${round}`,
      );
    }
    // The creation and one version per round: the refused saves left nothing.
    expect((await versions('news', row.no)).length).toBe(6);
  });

  it('leaves writes that do not say their version unchecked, and refuses a malformed If-Match with 400', async () => {
    const [row] = (await ok('POST', '/admin/latest-news', news('Plain', ['de_DE']))) as Row[];
    const edit = [{ id: row.id, lang: 'de_DE', title: 'Plain 2', coverUrl: '/api/upload/c.png', cataId: cata.de_DE }];
    expect((await adminCall(t, 'PUT', '/admin/latest-news', edit)).status).toBe(200);
    expect((await basedOn('PUT', '/admin/latest-news', '*', edit)).status).toBe(200);
    const count = (await versions('news', row.no)).length;
    for (const bad of ['12', 'W/"12"', '"-1"', '"abc"', '"99999999999"']) {
      const res = await basedOn('PUT', '/admin/latest-news', bad, edit);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/If-Match/);
    }
    expect((await versions('news', row.no)).length).toBe(count);
    // An item that does not exist is a 404 whatever version the write names.
    expect(
      (
        await basedOn('PUT', '/admin/banner', 7, {
          id: 99999999,
          lang: 'de_DE',
          imgPath: '/api/upload/b.png',
          title: 'None',
        })
      ).status,
    ).toBe(404);
  });
});

describe('trash', () => {
  it('a deleted news item disappears everywhere, keeps its no reserved, and comes back whole with the same ids', async () => {
    const rows = (await ok('POST', '/admin/latest-news', news('Trashed', LANGS))) as Row[];
    const no = rows[0].no;
    await ok('DELETE', `/admin/latest-news?no=${no}`);

    expect(await ok('GET', `/admin/latest-news?no=${no}`)).toEqual([]);
    expect((await t.call('GET', `/user/latest-news/${rows[0].id}`, { lang: 'de_DE' })).status).toBe(404);
    expect((await adminCall(t, 'DELETE', `/admin/latest-news?no=${no}`)).status).toBe(404);
    const create = await adminCall(t, 'POST', '/admin/latest-news', news('Same no', ['de_DE'], { no }));
    expect(create.status).toBe(409);
    expect(create.body.message).toContain('trash');

    const trash = await adminCall(t, 'GET', '/admin/trash?pageSize=100');
    const entry = trash.body.result.find((e: { key: string }) => e.key === no);
    expect(entry).toMatchObject({
      kind: 'news',
      no,
      id: null,
      title: 'Trashed de_DE',
      langs: [...LANGS],
      operatorName: 'admin',
    });
    expect(new Date(entry.purgeTime).getTime() - new Date(entry.deleteTime).getTime()).toBe(30 * 86_400_000);

    await ok('POST', `/admin/trash/news/${no}/restore`);
    const back = await newsGroup(no);
    expect(back.map((r) => [r.id, r.lang, r.title, r.content])).toEqual(
      rows.map((r) => [r.id, r.lang, r.title, r.content]),
    );
    expect((await t.call('GET', `/user/latest-news/${rows[0].id}`, { lang: 'de_DE' })).status).toBe(200);
    expect((await versions('news', no))[0].action).toBe('untrash');
    expect((await adminCall(t, 'POST', `/admin/trash/news/${no}/restore`)).status).toBe(404);
  });

  it('a lawyer comes back with its office, jobs and practice areas; a practice area with its lawyers', async () => {
    const [office] = await ok('POST', '/admin/office', [{ lang: 'en_US', name: 'Frankfurt' }]);
    const [job] = await ok('POST', '/admin/job', [{ lang: 'en_US', name: 'Partner' }]);
    const [area] = await ok('POST', '/admin/professionalField', [{ lang: 'en_US', name: 'Tax' }]);
    const [lawyer] = await ok('POST', '/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Max Weber', office: office.id, jobIds: [job.id], proFieldIds: [area.id] },
    ]);

    await ok('DELETE', `/admin/professionalField/${area.id}`);
    expect((await ok('GET', `/admin/lawyerTeam/detail/${lawyer.id}`)).proFieldIds).toEqual([]);
    await ok('DELETE', `/admin/lawyerTeam/${lawyer.id}`);
    expect((await adminCall(t, 'GET', `/admin/lawyerTeam/detail/${lawyer.id}`)).status).toBe(404);

    await ok('POST', `/admin/trash/lawyer/${lawyer.no}/restore`);
    expect(await ok('GET', `/admin/lawyerTeam/detail/${lawyer.id}`)).toMatchObject({
      office: office.id,
      jobIds: [job.id],
      proFieldIds: [],
    });
    await ok('POST', `/admin/trash/practiceArea/${area.no}/restore`);
    expect((await ok('GET', `/admin/lawyerTeam/detail/${lawyer.id}`)).proFieldIds).toEqual([area.id]);
  });

  it('a banner is trashed by its id; deleting for good removes it and its versions; old entries are purged', async () => {
    const banner = await ok('POST', '/admin/banner', {
      lang: 'en_US',
      imgPath: '/api/upload/b.png',
      title: 'Gone soon',
    });
    await ok('DELETE', `/admin/banner/${banner.id}`);
    const entry = (await ok('GET', '/admin/trash?pageSize=100')).find(
      (e: { kind: string; key: string }) => e.kind === 'banner' && e.key === String(banner.id),
    );
    expect(entry).toMatchObject({ id: banner.id, no: null, title: 'Gone soon' });
    await ok('DELETE', `/admin/trash/banner/${banner.id}`);
    expect(await versions('banner', banner.id)).toEqual([]);
    expect((await adminCall(t, 'DELETE', `/admin/trash/banner/${banner.id}`)).status).toBe(404);

    const [old] = (await ok('POST', '/admin/latest-news', news('Old trash', ['en_US']))) as Row[];
    await ok('DELETE', `/admin/latest-news?no=${old.no}`);
    const inTrash = async () =>
      (await ok('GET', '/admin/trash?pageSize=100')).some((e: { key: string }) => e.key === old.no);
    expect(await purgeTrash(t.app.db, CONTENT, 30, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await inTrash()).toBe(true);
    expect(await purgeTrash(t.app.db, CONTENT, 30, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await inTrash()).toBe(false);
    // Its no is free again.
    expect((await adminCall(t, 'POST', '/admin/latest-news', news('Reused', ['en_US'], { no: old.no }))).status).toBe(
      200,
    );
  });
});

describe('preview links', () => {
  it('show a draft through the public API to the holder of the link only, until it expires or is revoked', async () => {
    const [draft, en] = (await ok(
      'POST',
      '/admin/latest-news',
      news('Secret', ['de_DE', 'en_US'], { status: 'draft' }),
    )) as Row[];
    const link = await ok('POST', '/admin/preview-links', { kind: 'news', id: draft.id });
    expect(link.url).toMatch(new RegExp(`^/news/detail/${draft.id}\\?lang=de_DE&preview=[A-Za-z0-9_-]{43}$`));
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // A shorter one when asked (the Preview dialog's own link), never a longer one.
    const short = await ok('POST', '/admin/preview-links', { kind: 'news', id: draft.id, hours: 2 });
    expect((new Date(short.expiresAt).getTime() - Date.now()) / 3_600_000).toBeCloseTo(2, 1);
    for (const hours of [0, 169, 1.5])
      expect((await adminCall(t, 'POST', '/admin/preview-links', { kind: 'news', id: draft.id, hours })).status).toBe(
        400,
      );
    await ok('DELETE', `/admin/preview-links/${short.id}`);
    const token = new URL(link.url, 'http://x').searchParams.get('preview')!;

    const read = (id: number, headers: Record<string, string> = { 'x-preview': token }) =>
      t.call('GET', `/user/latest-news/${id}`, { lang: 'de_DE', headers });
    expect((await read(draft.id, {})).status).toBe(404);
    const seen = await read(draft.id);
    expect(seen.status).toBe(200);
    expect(seen.body.result.title).toBe('Secret de_DE');
    // Every language of the item, no other item, and no view counted.
    expect(
      (await t.call('GET', `/user/latest-news/${en.id}`, { lang: 'en_US', headers: { 'x-preview': token } })).status,
    ).toBe(200);
    const [other] = (await ok(
      'POST',
      '/admin/latest-news',
      news('Other secret', ['de_DE'], { status: 'draft' }),
    )) as Row[];
    expect((await read(other.id)).status).toBe(404);
    expect((await ok('GET', `/admin/latest-news/${draft.id}`)).views).toBe(0);
    // Public lists stay as they are.
    const list = await t.call('GET', '/user/latest-news?pageSize=100', {
      lang: 'de_DE',
      headers: { 'x-preview': token },
    });
    expect(list.body.result.map((a: Row) => a.title)).not.toContain('Secret de_DE');

    const active = await ok('GET', `/admin/preview-links?kind=news&key=${draft.no}`);
    expect(active).toEqual([expect.objectContaining({ id: link.id, lang: 'de_DE', operatorName: 'admin' })]);

    await ok('DELETE', `/admin/preview-links/${token}`);
    expect((await read(draft.id)).status).toBe(404);
    expect(await ok('GET', `/admin/preview-links?kind=news&key=${draft.no}`)).toEqual([]);
    expect((await adminCall(t, 'DELETE', `/admin/preview-links/${token}`)).status).toBe(404);

    const second = await ok('POST', '/admin/preview-links', { kind: 'news', id: draft.id });
    const token2 = new URL(second.url, 'http://x').searchParams.get('preview')!;
    await t.app.db
      .updateTable('preview_link')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.id)
      .execute();
    expect((await read(draft.id, { 'x-preview': token2 })).status).toBe(404);

    const third = await ok('POST', '/admin/preview-links', { kind: 'news', id: draft.id });
    await ok('DELETE', `/admin/preview-links/${third.id}`);
    expect(
      (await read(draft.id, { 'x-preview': new URL(third.url, 'http://x').searchParams.get('preview')! })).status,
    ).toBe(404);
  });

  it('work for lawyers, practice areas, documents and banners (on the home page of their language)', async () => {
    const [area] = await ok('POST', '/admin/professionalField', [
      { lang: 'en_US', name: 'Draft area', status: 'draft' },
    ]);
    const [lawyer] = await ok('POST', '/admin/lawyerTeam', [{ lang: 'en_US', name: 'Draft lawyer', status: 'draft' }]);
    await ok('PUT', '/admin/docs/terms', [
      { lang: 'en_US', title: 'Draft terms', content: '<p>x</p>', status: 'draft' },
    ]);
    const doc = (await ok('GET', '/admin/docs?name=terms&lang=en_US'))[0];
    const banner = await ok('POST', '/admin/banner', {
      lang: 'en_US',
      imgPath: '/api/upload/b.png',
      title: 'Draft banner',
      status: 'draft',
    });

    const cases: [string, number, string, string][] = [
      ['practiceArea', area.id, `/services/detail/${area.id}`, `/user/professionalField/${area.id}`],
      ['lawyer', lawyer.id, `/team/detail/${lawyer.id}`, `/user/lawyerTeam/${lawyer.id}`],
      ['document', doc.id, '/docs/terms', '/user/docs/terms'],
    ];
    for (const [kind, id, page, api] of cases) {
      const link = await ok('POST', '/admin/preview-links', { kind, id });
      expect(link.url.split('?')[0]).toBe(page);
      const token = new URL(link.url, 'http://x').searchParams.get('preview')!;
      expect((await t.call('GET', api, { lang: 'en_US' })).status).toBe(404);
      expect((await t.call('GET', api, { lang: 'en_US', headers: { 'x-preview': token } })).status).toBe(200);
      if (kind === 'practiceArea') {
        // The detail page also asks for the area's neighbours: shown to the link, a 404 to others.
        const turn = `/user/professionalField/pageTurn/${area.no}`;
        expect((await t.call('GET', turn, { lang: 'en_US' })).status).toBe(404);
        expect((await t.call('GET', turn, { lang: 'en_US', headers: { 'x-preview': token } })).status).toBe(200);
      }
    }

    const link = await ok('POST', '/admin/preview-links', { kind: 'banner', id: banner.id });
    expect(link.url.split('?')[0]).toBe('/home');
    const token = new URL(link.url, 'http://x').searchParams.get('preview')!;
    const titles = async (lang: string, headers?: Record<string, string>) =>
      (await t.call('GET', '/user/banner', { lang, headers })).body.result.map((b: { title: string }) => b.title);
    expect(await titles('en_US')).not.toContain('Draft banner');
    expect(await titles('en_US', { 'x-preview': token })).toContain('Draft banner');
    expect(await titles('de_DE', { 'x-preview': token })).not.toContain('Draft banner');
  });

  it('refuse what is not a link, and need a login to be made or revoked', async () => {
    expect((await adminCall(t, 'POST', '/admin/preview-links', { kind: 'news', id: 999999 })).status).toBe(404);
    expect((await adminCall(t, 'POST', '/admin/preview-links', { kind: 'nope', id: 1 })).status).toBe(400);
    expect((await adminCall(t, 'DELETE', '/admin/preview-links/not-a-token')).status).toBe(400);
    expect((await t.call('POST', '/admin/preview-links', { body: { kind: 'news', id: 1 } })).status).toBe(401);
    expect((await t.call('GET', '/user/latest-news/1', { headers: { 'x-preview': 'x'.repeat(5000) } })).status).toBe(
      404,
    );
  });
});

describe('what an editor controls about an article', () => {
  it('publication date, meta description, cover alt text, authors and practice areas: written, shown publicly, filterable, versioned', async () => {
    const [area] = await ok('POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Steuerrecht', metaDescription: 'Steuerberatung für Unternehmen' },
    ]);
    const [hidden] = await ok('POST', '/admin/professionalField', [{ lang: 'de_DE', name: 'Geheim', status: 'draft' }]);
    const [author] = await ok('POST', '/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Dr. Eva Lang', metaDescription: 'Partnerin für Steuerrecht' },
    ]);
    expect(area.metaDescription).toBe('Steuerberatung für Unternehmen');
    expect(author.metaDescription).toBe('Partnerin für Steuerrecht');

    const [row] = (await ok(
      'POST',
      '/admin/latest-news',
      news('Steuern', ['de_DE'], {
        createTime: '2024-03-01',
        metaDescription: 'Kurz und klar.',
        coverAlt: 'Ein Stapel Akten',
        authorNos: [author.no],
        practiceAreaNos: [area.no, hidden.no],
      }),
    )) as (Row & {
      createTime: string;
      metaDescription: string;
      coverAlt: string;
      authorNos: string[];
      practiceAreaNos: string[];
    })[];
    expect(row).toMatchObject({
      createTime: '2024-03-01T00:00:00.000Z',
      metaDescription: 'Kurz und klar.',
      coverAlt: 'Ein Stapel Akten',
      authorNos: [author.no],
      practiceAreaNos: [area.no, hidden.no],
    });

    const detail = (await t.call('GET', `/user/latest-news/${row.id}`, { lang: 'de_DE' })).body.result;
    expect(detail).toMatchObject({
      createTime: '2024-03-01T00:00:00.000Z',
      metaDescription: 'Kurz und klar.',
      coverAlt: 'Ein Stapel Akten',
    });
    expect(detail.authors).toEqual([{ id: author.id, no: author.no, name: 'Dr. Eva Lang' }]);
    // A practice area the public may not see is not named.
    expect(detail.practiceAreas).toEqual([{ id: area.id, no: area.no, name: 'Steuerrecht' }]);

    // The lawyer's profile and the practice area list it; backdated, it sorts by its date.
    const byAuthor = await t.call('GET', `/user/latest-news?author=${author.no}`, { lang: 'de_DE' });
    expect(byAuthor.body.result.map((a: Row) => a.id)).toEqual([row.id]);
    expect(
      (await t.call('GET', `/user/latest-news?practiceArea=${area.no}`, { lang: 'de_DE' })).body.result.map(
        (a: Row) => a.id,
      ),
    ).toEqual([row.id]);
    const all = (await t.call('GET', '/user/latest-news?pageSize=100', { lang: 'de_DE' })).body.result as Row[];
    expect(all.at(-1)!.id).toBe(row.id);

    // A PUT that leaves them out keeps them (clients of the specification do not know them).
    await ok('PUT', '/admin/latest-news', [
      { id: row.id, lang: 'de_DE', title: 'Steuern neu', coverUrl: '/api/upload/c.png', cataId: cata.de_DE },
    ]);
    expect(await ok('GET', `/admin/latest-news/${row.id}`)).toMatchObject({
      metaDescription: 'Kurz und klar.',
      coverAlt: 'Ein Stapel Akten',
      authorNos: [author.no],
      createTime: '2024-03-01T00:00:00.000Z',
    });
    // Changed, then restored from the history.
    await ok('PUT', '/admin/latest-news', [
      {
        id: row.id,
        lang: 'de_DE',
        title: 'Steuern neu',
        coverUrl: '/api/upload/c.png',
        cataId: cata.de_DE,
        authorNos: [],
        metaDescription: '',
        createTime: '2025-01-01T10:00:00Z',
      },
    ]);
    expect(await ok('GET', `/admin/latest-news/${row.id}`)).toMatchObject({
      metaDescription: null,
      authorNos: [],
      createTime: '2025-01-01T10:00:00.000Z',
    });
    await ok('POST', `/admin/versions/${(await versions('news', row.no))[1].id}/restore`);
    expect(await ok('GET', `/admin/latest-news/${row.id}`)).toMatchObject({
      metaDescription: 'Kurz und klar.',
      authorNos: [author.no],
      createTime: '2024-03-01T00:00:00.000Z',
    });

    // Bad input names the field and changes nothing.
    const bad = await adminCall(t, 'PUT', '/admin/latest-news', [
      {
        id: row.id,
        lang: 'de_DE',
        title: 'X',
        coverUrl: '/api/upload/c.png',
        cataId: cata.de_DE,
        authorNos: ['T99999'],
      },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('authorNos');
    expect(
      (
        await adminCall(t, 'PUT', '/admin/latest-news', [
          {
            id: row.id,
            lang: 'de_DE',
            title: 'X',
            coverUrl: '/api/upload/c.png',
            cataId: cata.de_DE,
            createTime: '2024-02-30',
          },
        ])
      ).status,
    ).toBe(400);
    expect((await ok('GET', `/admin/latest-news/${row.id}`)).title).toBe('Steuern neu');
  });

  it('summaries are clean excerpts: no headings glued into sentences, no ellipsis after a full stop', async () => {
    const content = `<h3>Überschrift</h3><p>${'Ein ganzer Satz mit einigen Wörtern. '.repeat(8)}</p>`;
    const [row] = (await ok('POST', '/admin/latest-news', news('Excerpt', ['de_DE'], { content }))) as Row[];
    const item = (await t.call('GET', `/user/latest-news?no=${row.no}`, { lang: 'de_DE' })).body.result[0];
    expect(item.summary.startsWith('Ein ganzer Satz')).toBe(true);
    expect(item.summary).not.toContain('Überschrift');
    expect(item.summary.endsWith('Wörtern.')).toBe(true);
  });
});
