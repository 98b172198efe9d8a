import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';

/**
 * What the editors' screens read and cause on the server (issue 29): how long the trash keeps a
 * deleted item (for the delete dialogs), and History's record of a Publish that adds a language.
 */
let t: TestApp;
const LANGS = ['de_DE', 'en_US', 'zh_CN'] as const;
let cata: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ TRASH_DAYS: '12' });
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

describe('trash settings', () => {
  it('says how many days a deleted item stays in the trash (TRASH_DAYS), to a signed-in account only', async () => {
    const res = await adminCall(t, 'GET', '/admin/trash/settings?_t=1');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ days: 12 });
    const anonymous = await t.call('GET', '/admin/trash/settings');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.result).toBeNull();
    // The same number decides when a deleted item goes for good.
    const [row] = (
      await adminCall(t, 'POST', '/admin/latest-news', [
        { lang: 'de_DE', title: 'Weg', coverUrl: '/api/upload/c.png', content: '<p>x</p>', cataId: cata.de_DE },
      ])
    ).body.result;
    expect((await adminCall(t, 'DELETE', `/admin/latest-news?no=${row.no}`)).status).toBe(200);
    const entry = (await adminCall(t, 'GET', '/admin/trash?pageSize=100')).body.result.find(
      (e: { key: string }) => e.key === row.no,
    );
    expect(Date.parse(entry.purgeTime) - Date.parse(entry.deleteTime)).toBe(12 * 86_400_000);
  });
});

describe('publishing a new translation', () => {
  it('German and English live, Chinese added as published: the Chinese row is public and History records a publication', async () => {
    const body = (langs: readonly string[], status: string) =>
      langs.map((lang) => ({
        lang,
        title: `Mietrecht ${lang}`,
        coverUrl: '/api/upload/c.png',
        coverAlt: 'Gericht',
        content: `<p>Text ${lang}</p>`,
        cataId: cata[lang],
        status,
      }));
    const created = (await adminCall(t, 'POST', '/admin/latest-news', body(['de_DE', 'en_US'], 'published'))).body
      .result as { id: number; no: string; lang: string }[];
    const no = created[0].no;
    const withIds = body(LANGS, 'published').map((e) => ({
      ...e,
      no,
      ...(created.find((c) => c.lang === e.lang) ? { id: created.find((c) => c.lang === e.lang)!.id } : {}),
    }));
    const saved = await adminCall(t, 'PUT', '/admin/latest-news', withIds);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const zh = (saved.body.result as { lang: string; id: number; status: string }[]).find((r) => r.lang === 'zh_CN')!;
    expect(zh.status).toBe('published');
    expect((await t.call('GET', `/user/latest-news/${zh.id}`, { lang: 'zh_CN' })).status).toBe(200);
    const history = (await adminCall(t, 'GET', `/admin/versions?kind=news&no=${no}`)).body.result as {
      action: string;
      langs: string[];
    }[];
    expect(history[0]).toMatchObject({ action: 'publish', langs: [...LANGS] });
  });
});
