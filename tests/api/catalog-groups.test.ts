import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { LOCALES } from '#contract/locales.ts';

/**
 * Categories as translation groups (issue #10): one category is one `no` in every language,
 * written, moved and deleted as a whole; a refused delete names the category in the caller's
 * language and counts items (an article in three languages is one), not rows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Node = {
  id: number;
  no: string;
  name: string;
  lang: string;
  type: number;
  parentId: number | null;
  sort: number;
  createTime: string;
  updateTime: string;
  translations: { lang: string; id: number }[];
  childrenList: Node[];
};
type Names = Partial<Record<(typeof LOCALES)[number], string>>;

/** One category in the languages named; answers its rows by language. */
async function createGroup(names: Names, opts: { type?: number; parent?: Record<string, Node>; sort?: number } = {}) {
  const body = Object.entries(names).map(([lang, name]) => ({
    lang,
    name,
    type: opts.type ?? 0,
    parentId: opts.parent?.[lang]?.id ?? null,
    ...(opts.sort !== undefined ? { sort: opts.sort } : {}),
  }));
  const res = await adminCall(t, 'POST', '/admin/catalog', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries((res.body.result as Node[]).map((n) => [n.lang, n])) as Record<string, Node>;
}

/** One news item in the languages given, in the category's row of each language. */
async function createNews(category: Record<string, Node>, langs: readonly string[], title: string) {
  const res = await adminCall(
    t,
    'POST',
    '/admin/latest-news',
    langs.map((lang) => ({
      lang,
      title: `${title} ${lang}`,
      coverUrl: '/api/upload/c.png',
      cataId: category[lang].id,
      content: '<p>x</p>',
    })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result[0].no as string;
}

const deleteAs = async (id: number, lang: string) =>
  t.call('DELETE', `/admin/catalog/${id}`, { token: await t.token(), lang });
const group = async (no: string) => (await adminCall(t, 'GET', `/admin/catalog?no=${no}`)).body.result as Node[];

describe('categories as translation groups: create', () => {
  it('creates one category in three languages under one no; every node lists its translations', async () => {
    const c = await createGroup({ de_DE: 'Kanzleinews', en_US: 'Firm news', zh_CN: '律所新闻' });
    const nos = new Set(Object.values(c).map((n) => n.no));
    expect(nos.size).toBe(1);
    const expected = LOCALES.map((lang) => ({ lang, id: c[lang].id }));
    for (const n of Object.values(c)) {
      expect(n.translations).toEqual(expected);
      expect(n.createTime).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(n.childrenList).toEqual([]);
    }
    expect(await group(c.en_US.no)).toHaveLength(3);
    // The public tree of each language carries the same translations (once the category holds a
    // public article: an empty one is not on the site).
    const news = await adminCall(
      t,
      'POST',
      '/admin/latest-news',
      LOCALES.map((lang) => ({
        lang,
        title: `Firm news ${lang}`,
        coverUrl: '/api/upload/c.png',
        content: '<p>x</p>',
        cataId: c[lang].id,
      })),
    );
    expect(news.status).toBe(200);
    for (const lang of LOCALES) {
      const pub = await t.call('GET', '/user/catalog?type=0', { lang });
      const node = (pub.body.result as Node[]).find((n) => n.no === c.en_US.no)!;
      expect(node.id).toBe(c[lang].id);
      expect(node.translations).toEqual(expected);
    }
  });

  it('puts every language under the parent category chosen once, and refuses parents of different categories', async () => {
    const a = await createGroup({ de_DE: 'Elternteil A', en_US: 'Parent A', zh_CN: '父甲' });
    const b = await createGroup({ de_DE: 'Elternteil B', en_US: 'Parent B', zh_CN: '父乙' });
    const child = await createGroup({ de_DE: 'Kind', en_US: 'Child', zh_CN: '子' }, { parent: a });
    for (const lang of LOCALES) expect(child[lang].parentId).toBe(a[lang].id);

    const mixed = await adminCall(t, 'POST', '/admin/catalog', [
      { lang: 'de_DE', name: 'Gemischt', type: 0, parentId: a.de_DE.id },
      { lang: 'en_US', name: 'Mixed', type: 0, parentId: b.en_US.id },
    ]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toContain('body/1/parentId');
    const halfRoot = await adminCall(t, 'POST', '/admin/catalog', [
      { lang: 'de_DE', name: 'Halb', type: 0, parentId: a.de_DE.id },
      { lang: 'en_US', name: 'Half', type: 0, parentId: null },
    ]);
    expect(halfRoot.status).toBe(400);
    expect(halfRoot.body.message).toContain('parentId');

    // Moving one language of an existing category elsewhere alone would split it: refused.
    const split = await adminCall(t, 'PUT', '/admin/catalog', [
      { id: child.de_DE.id, lang: 'de_DE', name: 'Kind', parentId: b.de_DE.id },
    ]);
    expect(split.status).toBe(400);
    expect(split.body.message).toContain('body/0/parentId');
    for (const n of await group(child.de_DE.no)) expect(n.parentId).toBe(a[n.lang].id);
  });
});

describe('categories as translation groups: update', () => {
  it('renames every language, adds a missing one, moves the whole category under a new parent and sets one position', async () => {
    const parent = await createGroup({ de_DE: 'Oben', en_US: 'Top', zh_CN: '上' });
    const c = await createGroup({ de_DE: 'Alt', en_US: 'Old' });
    const res = await adminCall(t, 'PUT', '/admin/catalog', [
      { id: c.de_DE.id, lang: 'de_DE', name: 'Neu', parentId: parent.de_DE.id, sort: 7 },
      { id: c.en_US.id, lang: 'en_US', name: 'New', parentId: parent.en_US.id, sort: 7 },
      { no: c.de_DE.no, lang: 'zh_CN', name: '新', type: 0, parentId: parent.zh_CN.id, sort: 7 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await group(c.de_DE.no);
    expect(rows.map((r) => [r.lang, r.name, r.sort]).sort()).toEqual([
      ['de_DE', 'Neu', 7],
      ['en_US', 'New', 7],
      ['zh_CN', '新', 7],
    ]);
    for (const r of rows) expect(r.parentId).toBe(parent[r.lang].id);
    expect(rows.find((r) => r.lang === 'de_DE')!.id).toBe(c.de_DE.id);
    // A new language is added to the group with PUT; POST with the group's no is a conflict.
    const again = await adminCall(t, 'POST', '/admin/catalog', [{ no: c.de_DE.no, lang: 'zh_CN', name: 'x', type: 0 }]);
    expect(again.status).toBe(409);
  });

  it('refuses a change based on a category someone else changed since (409), and writes nothing', async () => {
    const made = await createGroup({ de_DE: 'Arbeitsrecht', en_US: 'Employment' });
    const opened = made as Record<string, Node & { revision: string }>;
    const renamed = await adminCall(t, 'PUT', '/admin/catalog', [
      { id: made.de_DE.id, lang: 'de_DE', name: 'Arbeitsrecht & Compliance', revision: opened.de_DE.revision },
    ]);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const stale = await adminCall(t, 'PUT', '/admin/catalog', [
      { id: made.de_DE.id, lang: 'de_DE', name: 'Arbeitsrecht', revision: opened.de_DE.revision },
      { id: made.en_US.id, lang: 'en_US', name: 'Employment law', revision: opened.en_US.revision },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/其他人保存过.*category K\d+ de_DE/);
    const names = ((await adminCall(t, 'GET', `/admin/catalog?type=0`)).body.result as Node[])
      .filter((n) => n.no === made.de_DE.no)
      .map((n) => n.name);
    expect(names.sort()).toEqual(['Arbeitsrecht & Compliance', 'Employment']);
    // Reordering renumbers the siblings: a dialog open on one of them is not stale for that.
    const tree = async () =>
      (await adminCall(t, 'GET', `/admin/catalog?type=0&lang=en_US`)).body.result as (Node & { revision: string })[];
    const before = await tree();
    const sibling = before.find((n) => n.no !== made.de_DE.no)!;
    expect(
      (await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: made.en_US.id, targetId: sibling.id })).status,
    ).toBe(200);
    expect(
      (
        await adminCall(t, 'PUT', '/admin/catalog', [
          { id: sibling.id, lang: 'en_US', name: sibling.name, parentId: null, revision: sibling.revision },
        ])
      ).status,
    ).toBe(200);
    // A language the dialog did not have, added meanwhile: refused ("none").
    expect(
      (await adminCall(t, 'PUT', '/admin/catalog', [{ no: made.de_DE.no, lang: 'zh_CN', name: '劳动法' }])).status,
    ).toBe(200);
    const added = await adminCall(t, 'PUT', '/admin/catalog', [
      { no: made.de_DE.no, lang: 'zh_CN', name: '劳动法（旧）', revision: 'none' },
    ]);
    expect(added.status).toBe(409);
  });

  it('a language added to a category takes its place among the siblings, as in its other languages', async () => {
    const names = ['P1', 'P2', 'P3'];
    const made = [];
    for (const n of names) made.push(await createGroup({ de_DE: `${n} de`, en_US: `${n} en` }, { type: 1 }));
    const q = await createGroup({ de_DE: 'Q de' }, { type: 1 });
    const order = async (lang: string) =>
      ((await adminCall(t, 'GET', `/admin/catalog?type=1&lang=${lang}`)).body.result as Node[])
        .map((n) => n.name.split(' ')[0])
        .filter((n) => [...names, 'Q'].includes(n));
    expect(
      (await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: q.de_DE.id, targetId: made[1].de_DE.id })).status,
    ).toBe(200);
    expect(await order('de_DE')).toEqual(['P1', 'Q', 'P2', 'P3']);
    // The English row is added as the back office adds it: without a position.
    const added = await adminCall(t, 'PUT', '/admin/catalog', [
      { no: q.de_DE.no, lang: 'en_US', name: 'Q en', type: 1 },
    ]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await order('en_US')).toEqual(['P1', 'Q', 'P2', 'P3']);
    // Added last in German, it is last in Chinese too.
    const r = await createGroup({ de_DE: 'R de' }, { type: 1 });
    expect(
      (await adminCall(t, 'PUT', '/admin/catalog', [{ no: r.de_DE.no, lang: 'zh_CN', name: 'R zh', type: 1 }])).status,
    ).toBe(200);
    expect(
      (await adminCall(t, 'PUT', '/admin/catalog', [{ no: q.de_DE.no, lang: 'zh_CN', name: 'Q zh', type: 1 }])).status,
    ).toBe(200);
    const zh = ((await adminCall(t, 'GET', `/admin/catalog?type=1&lang=zh_CN`)).body.result as Node[])
      .map((n) => n.name.split(' ')[0])
      .filter((n) => ['Q', 'R'].includes(n));
    expect(zh).toEqual(['Q', 'R']);

    // A sub-category stays under its parent, in that parent's row of the new language.
    const parent = await createGroup({ de_DE: 'Eltern', en_US: 'Parent' }, { type: 1 });
    const child = await createGroup({ de_DE: 'Kind' }, { type: 1, parent });
    const withEnglish = await adminCall(t, 'PUT', '/admin/catalog', [
      { no: child.de_DE.no, lang: 'en_US', name: 'Child' },
    ]);
    expect(withEnglish.status, JSON.stringify(withEnglish.body)).toBe(200);
    expect((await group(child.de_DE.no)).find((r) => r.lang === 'en_US')!.parentId).toBe(parent.en_US.id);
    const noChinese = await t.call('PUT', '/admin/catalog', {
      token: await t.token(),
      lang: 'en_US',
      body: [{ no: child.de_DE.no, lang: 'zh_CN', name: '子' }],
    });
    expect(noChinese.status).toBe(400);
    expect(noChinese.body.message).toMatch(/parent category K\d+ has no zh_CN row/);
    expect((await group(child.de_DE.no)).map((r) => r.lang).sort()).toEqual(['de_DE', 'en_US']);
  });

  it('adding a language and reordering its siblings at the same moment both succeed (no deadlock on PostgreSQL)', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const siblings = [];
      for (let i = 0; i < 5; i++)
        siblings.push(await createGroup({ de_DE: `S${round}-${i} de`, en_US: `S${round}-${i} en` }, { type: 0 }));
      const q = await createGroup({ de_DE: `Q${round} de` });
      expect(
        (await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: q.de_DE.id, targetId: siblings[0].de_DE.id }))
          .status,
      ).toBe(200);
      const answers = await Promise.all([
        adminCall(t, 'PUT', '/admin/catalog', [{ no: q.de_DE.no, lang: 'en_US', name: `Q${round} en` }]),
        adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: siblings[4].en_US.id, targetId: siblings[0].en_US.id }),
        adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: siblings[3].en_US.id, targetId: siblings[1].en_US.id }),
      ]);
      statuses.push(...answers.map((r) => r.status));
    }
    expect(
      statuses.every((s) => s === 200),
      statuses.join(','),
    ).toBe(true);
  });

  it('moves a category in every language at once', async () => {
    const names = ['M1', 'M2', 'M3'];
    const made = [];
    for (const n of names)
      made.push(await createGroup({ de_DE: `${n} de`, en_US: `${n} en`, zh_CN: `${n} zh` }, { type: 1 }));
    const order = async (lang: string) =>
      ((await adminCall(t, 'GET', `/admin/catalog?type=1&lang=${lang}`)).body.result as Node[])
        .map((n) => n.name.split(' ')[0])
        .filter((n) => names.includes(n));
    for (const lang of LOCALES) expect(await order(lang)).toEqual(['M1', 'M2', 'M3']);
    // Ids of one language (English) name the two categories; every language follows.
    const moved = await adminCall(t, 'PUT', '/admin/catalog/sort', {
      sourceId: made[2].en_US.id,
      targetId: made[0].en_US.id,
    });
    expect(moved.status).toBe(200);
    expect((moved.body.result as Node[]).every((n) => n.lang === 'en_US')).toBe(true);
    for (const lang of LOCALES) expect(await order(lang)).toEqual(['M3', 'M1', 'M2']);
  });
});

describe('categories as translation groups: delete', () => {
  it('deletes an unused category in every language', async () => {
    const c = await createGroup({ de_DE: 'Weg', en_US: 'Gone', zh_CN: '删' });
    const res = await adminCall(t, 'DELETE', `/admin/catalog/${c.en_US.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);
    expect(await group(c.en_US.no)).toEqual([]);
    for (const lang of LOCALES) expect((await adminCall(t, 'GET', `/admin/catalog/${c[lang].id}`)).status).toBe(404);
  });

  it('refuses a category in use with 409, naming it in the caller language and counting items, not rows', async () => {
    const c = await createGroup({ de_DE: 'Kanzleinachrichten', en_US: 'Firm News', zh_CN: '律所动态' });
    // One item in three languages and one in English only: two items, four rows.
    await createNews(c, LOCALES, 'three');
    const single = await createNews(c, ['en_US'], 'one');

    const en = await deleteAs(c.zh_CN.id, 'en_US');
    expect(en.status).toBe(409);
    expect(en.body.result).toBeNull();
    expect(en.body.message).toBe('Still in use and cannot be deleted: “Firm News” is used by 2 articles');
    const de = await deleteAs(c.zh_CN.id, 'de_DE');
    expect(de.body.message).toBe(
      'Wird noch verwendet und kann nicht gelöscht werden: „Kanzleinachrichten“ wird von 2 Beiträgen verwendet',
    );
    const zh = await deleteAs(c.en_US.id, 'zh_CN');
    expect(zh.body.message).toBe('仍在使用中，无法删除：“律所动态”被 2 篇文章使用');

    // One item left: the singular.
    expect((await adminCall(t, 'DELETE', `/admin/latest-news?no=${single}`)).status).toBe(200);
    expect((await deleteAs(c.de_DE.id, 'en_US')).body.message).toBe(
      'Still in use and cannot be deleted: “Firm News” is used by 1 article',
    );
    expect((await deleteAs(c.de_DE.id, 'de_DE')).body.message).toContain(
      '„Kanzleinachrichten“ wird von 1 Beitrag verwendet',
    );
    expect(await group(c.en_US.no)).toHaveLength(3);
  });

  it('counts sub-categories per category, and names the category by the row asked for when the caller language is missing', async () => {
    const p = await createGroup({ de_DE: 'Hauptthema', en_US: 'Main topic' });
    await createGroup({ de_DE: 'Unterthema', en_US: 'Subtopic' }, { parent: p });
    const zh = await deleteAs(p.de_DE.id, 'zh_CN');
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('仍在使用中，无法删除：“Hauptthema”下有 1 个子分类');
    const en = await deleteAs(p.de_DE.id, 'en_US');
    expect(en.body.message).toBe('Still in use and cannot be deleted: “Main topic” has 1 sub-category');

    // Articles and sub-categories together.
    await createNews(p, ['de_DE', 'en_US'], 'both');
    const both = await deleteAs(p.en_US.id, 'en_US');
    expect(both.body.message).toBe(
      'Still in use and cannot be deleted: “Main topic” is used by 1 article and has 1 sub-category',
    );
    const deBoth = await deleteAs(p.en_US.id, 'de_DE');
    expect(deBoth.body.message).toBe(
      'Wird noch verwendet und kann nicht gelöscht werden: „Hauptthema“ wird von 1 Beitrag verwendet und hat 1 Unterkategorie',
    );
    expect(await group(p.en_US.no)).toHaveLength(2);
  });

  it('answers 404 for an unknown category and 400 for a malformed id, never 500', async () => {
    expect((await adminCall(t, 'DELETE', '/admin/catalog/987654')).status).toBe(404);
    expect((await adminCall(t, 'DELETE', '/admin/catalog/x')).status).toBe(400);
    expect((await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: 987654, targetId: 987655 })).status).toBe(404);
  });
});
