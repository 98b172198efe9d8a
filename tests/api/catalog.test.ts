import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';

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
  childrenList: Node[];
};

/** Creates a category in the given languages; answers its rows keyed by language. */
async function createCatalog(
  names: Record<string, string>,
  extra: { type?: number; parentIds?: Record<string, number | null> } = {},
) {
  const body = Object.entries(names).map(([lang, name]) => ({
    lang,
    name,
    type: extra.type ?? 0,
    parentId: extra.parentIds?.[lang] ?? null,
  }));
  const res = await adminCall(t, 'POST', '/admin/catalog', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries((res.body.result as Node[]).map((n) => [n.lang, n])) as Record<string, Node>;
}

describe('catalog: authentication', () => {
  it('answers 401 to every admin call without a token', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/catalog?type=0'],
      ['GET', '/admin/catalog/1'],
      ['POST', '/admin/catalog', [{ lang: 'zh_CN', name: 'x' }]],
      ['PUT', '/admin/catalog', [{ lang: 'zh_CN', name: 'x', no: 'K00001' }]],
      ['PUT', '/admin/catalog/sort', { sourceId: 1, targetId: 2 }],
      ['DELETE', '/admin/catalog/1'],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, { body });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.result).toBeNull();
    }
  });
});

describe('catalog: create and read', () => {
  it('creates one category in three languages sharing a server-assigned no, dropping unknown fields', async () => {
    const res = await adminCall(t, 'POST', '/admin/catalog', [
      { lang: 'zh_CN', name: '律所新闻', type: 0, parentId: null, evil: 'dropped' },
      { lang: 'de_DE', name: 'Kanzleinews', type: 0, parentId: 0 },
      { lang: 'en_US', name: 'Firm news', type: 0 },
    ]);
    expect(res.status).toBe(200);
    const rows = res.body.result as (Node & { evil?: string })[];
    expect(rows).toHaveLength(3);
    const nos = new Set(rows.map((r) => r.no));
    expect(nos.size).toBe(1);
    expect([...nos][0]).toMatch(/^K\d{5}$/);
    for (const r of rows) {
      expect(r.parentId).toBeNull();
      expect(r.childrenList).toEqual([]);
      expect(r.evil).toBeUndefined();
    }
    const one = await adminCall(t, 'GET', `/admin/catalog/${rows[0].id}?_t=1`);
    expect(one.status).toBe(200);
    expect(one.body.result.name).toBe(rows[0].name);
    const group = await adminCall(t, 'GET', `/admin/catalog?no=${rows[0].no}`);
    expect(group.body.result).toHaveLength(3);
  });

  it('refuses missing name or lang with 400 naming the field', async () => {
    const noName = await adminCall(t, 'POST', '/admin/catalog', [{ lang: 'zh_CN', type: 0 }]);
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('name');
    const noLang = await adminCall(t, 'POST', '/admin/catalog', [{ name: 'x', type: 0 }]);
    expect(noLang.status).toBe(400);
    expect(noLang.body.message).toContain('lang');
    const badLang = await adminCall(t, 'POST', '/admin/catalog', [{ name: 'x', lang: 'fr_FR' }]);
    expect(badLang.status).toBe(400);
    const notArray = await adminCall(t, 'POST', '/admin/catalog', { name: 'x', lang: 'zh_CN' });
    expect(notArray.status).toBe(400);
    const empty = await adminCall(t, 'POST', '/admin/catalog', []);
    expect(empty.status).toBe(400);
    const dup = await adminCall(t, 'POST', '/admin/catalog', [
      { name: 'a', lang: 'zh_CN' },
      { name: 'b', lang: 'zh_CN' },
    ]);
    expect(dup.status).toBe(400);
    expect(dup.body.message).toContain('lang');
  });

  it('stores nothing when the second element is bad', async () => {
    const before = await adminCall(t, 'GET', '/admin/catalog');
    const count = (list: Node[]): number => list.reduce((n, c) => n + 1 + count(c.childrenList), 0);
    const res = await adminCall(t, 'POST', '/admin/catalog', [
      { lang: 'zh_CN', name: '好的', type: 1 },
      { lang: 'de_DE', name: 'Schlecht', type: 1, parentId: 999999 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('parentId');
    const after = await adminCall(t, 'GET', '/admin/catalog');
    expect(count(after.body.result)).toBe(count(before.body.result));
  });

  it('nests children to any depth, sorted by sort, per language and type', async () => {
    const root = await createCatalog({ zh_CN: '根', de_DE: 'Wurzel' });
    const child = await createCatalog(
      { zh_CN: '子', de_DE: 'Kind' },
      { parentIds: { zh_CN: root.zh_CN.id, de_DE: root.de_DE.id } },
    );
    const grand = await createCatalog({ zh_CN: '孙' }, { parentIds: { zh_CN: child.zh_CN.id } });
    const res = await adminCall(t, 'GET', '/admin/catalog?type=0&lang=zh_CN&_t=5');
    expect(res.status).toBe(200);
    const tree = res.body.result as Node[];
    expect(tree.every((n) => n.lang === 'zh_CN' && n.type === 0)).toBe(true);
    const r = tree.find((n) => n.id === root.zh_CN.id)!;
    expect(r.childrenList.map((c) => c.id)).toEqual([child.zh_CN.id]);
    expect(r.childrenList[0].childrenList.map((c) => c.id)).toEqual([grand.zh_CN.id]);
    expect(r.childrenList[0].childrenList[0].childrenList).toEqual([]);
    const sub = await adminCall(t, 'GET', `/admin/catalog/${child.zh_CN.id}`);
    expect(sub.body.result.childrenList[0].id).toBe(grand.zh_CN.id);
    const cases = await adminCall(t, 'GET', '/admin/catalog?type=1&lang=zh_CN');
    expect((cases.body.result as Node[]).some((n) => n.id === root.zh_CN.id)).toBe(false);
  });

  it('refuses a parent of another language or type, and an unknown lang filter', async () => {
    const news = await createCatalog({ zh_CN: '新闻A', de_DE: 'NewsA' });
    const cases = await createCatalog({ zh_CN: '案例A' }, { type: 1 });
    const wrongLang = await adminCall(t, 'POST', '/admin/catalog', [
      { lang: 'de_DE', name: 'x', type: 0, parentId: news.zh_CN.id },
    ]);
    expect(wrongLang.status).toBe(400);
    expect(wrongLang.body.message).toContain('parentId');
    const wrongType = await adminCall(t, 'POST', '/admin/catalog', [
      { lang: 'zh_CN', name: 'x', type: 0, parentId: cases.zh_CN.id },
    ]);
    expect(wrongType.status).toBe(400);
    const badFilter = await adminCall(t, 'GET', '/admin/catalog?lang=xx');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toContain('lang');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await adminCall(t, 'GET', '/admin/catalog/987654')).status).toBe(404);
    expect((await adminCall(t, 'GET', '/admin/catalog/abc')).status).toBe(400);
    expect((await adminCall(t, 'GET', '/admin/catalog/99999999999')).status).toBe(400);
  });
});

describe('catalog: update', () => {
  it('updates names by id, adds a missing language into the same no', async () => {
    const c = await createCatalog({ zh_CN: '旧名', de_DE: 'Alt' });
    const res = await adminCall(t, 'PUT', '/admin/catalog', [
      { id: c.zh_CN.id, no: c.zh_CN.no, lang: 'zh_CN', name: '新名' },
      { id: c.de_DE.id, lang: 'de_DE', name: 'Neu' },
      { lang: 'en_US', name: 'New' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byLang = Object.fromEntries((res.body.result as Node[]).map((n) => [n.lang, n]));
    expect(byLang.zh_CN.name).toBe('新名');
    expect(byLang.de_DE.name).toBe('Neu');
    expect(byLang.en_US.no).toBe(c.zh_CN.no);
    expect(byLang.zh_CN.id).toBe(c.zh_CN.id);
  });

  it('answers 404 for an unknown group and 400 without no or id', async () => {
    expect((await adminCall(t, 'PUT', '/admin/catalog', [{ no: 'K99999', lang: 'zh_CN', name: 'x' }])).status).toBe(
      404,
    );
    const none = await adminCall(t, 'PUT', '/admin/catalog', [{ lang: 'zh_CN', name: 'x' }]);
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('no');
  });

  it('refuses a cycle', async () => {
    const a = await createCatalog({ zh_CN: '甲' });
    const b = await createCatalog({ zh_CN: '乙' }, { parentIds: { zh_CN: a.zh_CN.id } });
    const self = await adminCall(t, 'PUT', '/admin/catalog', [
      { id: a.zh_CN.id, lang: 'zh_CN', name: '甲', parentId: a.zh_CN.id },
    ]);
    expect(self.status).toBe(400);
    const loop = await adminCall(t, 'PUT', '/admin/catalog', [
      { id: a.zh_CN.id, lang: 'zh_CN', name: '甲', parentId: b.zh_CN.id },
    ]);
    expect(loop.status).toBe(400);
    expect(loop.body.message).toContain('parentId');
    const still = await adminCall(t, 'GET', `/admin/catalog/${a.zh_CN.id}`);
    expect(still.body.result.parentId).toBeNull();
  });

  it('is all or nothing', async () => {
    const c = await createCatalog({ zh_CN: '原', de_DE: 'Original' });
    const res = await adminCall(t, 'PUT', '/admin/catalog', [
      { id: c.zh_CN.id, no: c.zh_CN.no, lang: 'zh_CN', name: '改' },
      { id: c.de_DE.id, lang: 'de_DE', name: 'Geändert', parentId: 987654 },
    ]);
    expect(res.status).toBe(400);
    expect((await adminCall(t, 'GET', `/admin/catalog/${c.zh_CN.id}`)).body.result.name).toBe('原');
  });
});

describe('catalog: sort', () => {
  it("moves the source to the target's place and renumbers", async () => {
    const parent = await createCatalog({ en_US: 'Parent' }, { type: 1 });
    const kids: Node[] = [];
    for (const name of ['A', 'B', 'C', 'D']) {
      kids.push((await createCatalog({ en_US: name }, { type: 1, parentIds: { en_US: parent.en_US.id } })).en_US);
    }
    const names = async () => {
      const res = await adminCall(t, 'GET', `/admin/catalog/${parent.en_US.id}`);
      return (res.body.result.childrenList as Node[]).map((c) => c.name);
    };
    expect(await names()).toEqual(['A', 'B', 'C', 'D']);
    const moved = await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: kids[3].id, targetId: kids[1].id });
    expect(moved.status).toBe(200);
    expect(await names()).toEqual(['A', 'D', 'B', 'C']);
    await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: kids[0].id, targetId: kids[2].id });
    expect(await names()).toEqual(['D', 'B', 'C', 'A']);
    const sub = await adminCall(t, 'GET', `/admin/catalog/${parent.en_US.id}`);
    expect((sub.body.result.childrenList as Node[]).map((c) => c.sort)).toEqual([1, 2, 3, 4]);
  });

  it('answers 404 for unknown ids and 400 across languages or for missing fields', async () => {
    const a = await createCatalog({ zh_CN: '排序甲', de_DE: 'SortA' });
    expect((await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: a.zh_CN.id, targetId: 987654 })).status).toBe(
      404,
    );
    expect(
      (await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: a.zh_CN.id, targetId: a.de_DE.id })).status,
    ).toBe(400);
    const missing = await adminCall(t, 'PUT', '/admin/catalog/sort', { sourceId: a.zh_CN.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('targetId');
  });
});

describe('catalog: delete', () => {
  it('deletes an unused category in every language, then answers 404', async () => {
    const c = await createCatalog({ zh_CN: '删', de_DE: 'Weg' });
    const res = await adminCall(t, 'DELETE', `/admin/catalog/${c.zh_CN.id}`);
    expect(res.status).toBe(200);
    expect((await adminCall(t, 'GET', `/admin/catalog/${c.zh_CN.id}`)).status).toBe(404);
    expect((await adminCall(t, 'GET', `/admin/catalog/${c.de_DE.id}`)).status).toBe(404);
    expect((await adminCall(t, 'DELETE', `/admin/catalog/${c.zh_CN.id}`)).status).toBe(404);
  });

  it('refuses with 409 while it has children', async () => {
    const p = await createCatalog({ zh_CN: '父' });
    await createCatalog({ zh_CN: '子女' }, { parentIds: { zh_CN: p.zh_CN.id } });
    const res = await t.call('DELETE', `/admin/catalog/${p.zh_CN.id}`, { token: await t.token(), lang: 'en_US' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/in use/i);
    expect((await adminCall(t, 'GET', `/admin/catalog/${p.zh_CN.id}`)).status).toBe(200);
  });

  it('refuses with 409 while it holds articles', async () => {
    const c = await createCatalog({ zh_CN: '有文章' });
    const art = await adminCall(t, 'POST', '/admin/latest-news', [
      { lang: 'zh_CN', title: '文章', coverUrl: '/api/upload/a.png', cataId: c.zh_CN.id, content: '<p>x</p>' },
    ]);
    expect(art.status).toBe(200);
    const res = await t.call('DELETE', `/admin/catalog/${c.zh_CN.id}`, { token: await t.token(), lang: 'en_US' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/in use/i);
    expect(res.body.message).toMatch(/article/);
    await adminCall(t, 'DELETE', `/admin/latest-news?no=${art.body.result[0].no}`);
    expect((await adminCall(t, 'DELETE', `/admin/catalog/${c.zh_CN.id}`)).status).toBe(200);
  });
});

describe('catalog: public tree', () => {
  /** Puts one article in a category (its rows by language); `extra` sets the status or publishAt. */
  async function addNews(cat: Record<string, Node>, title: string, extra: Record<string, unknown> = {}) {
    const body = Object.values(cat).map((c) => ({
      lang: c.lang,
      title: `${title} ${c.lang}`,
      coverUrl: '/api/upload/c.png',
      content: '<p>x</p>',
      cataId: c.id,
      ...extra,
    }));
    const res = await adminCall(t, 'POST', '/admin/latest-news', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result as { no: string }[];
  }
  const publicIds = async (lang?: string, type = 0) => {
    const res = await t.call('GET', `/user/catalog?type=${type}`, lang ? { lang } : {});
    expect(res.status).toBe(200);
    const ids: number[] = [];
    const walk = (list: Node[]) => list.forEach((n) => (ids.push(n.id), walk(n.childrenList)));
    walk(res.body.result as Node[]);
    return ids;
  };

  it('answers the tree in the X-Language language without a token', async () => {
    const c = await createCatalog({ zh_CN: '公开', de_DE: 'Öffentlich', en_US: 'Public' });
    await addNews(c, 'Public tree');
    const de = await t.call('GET', '/user/catalog?type=0&_t=9', { lang: 'de_DE' });
    expect(de.status).toBe(200);
    const deTree = de.body.result as Node[];
    expect(deTree.every((n) => n.lang === 'de_DE')).toBe(true);
    expect(deTree.some((n) => n.id === c.de_DE.id)).toBe(true);
    const unknown = await t.call('GET', '/user/catalog?type=0', { lang: 'xx_XX' });
    expect((unknown.body.result as Node[]).every((n) => n.lang === 'zh_CN')).toBe(true);
    expect((unknown.body.result as Node[]).some((n) => n.id === c.zh_CN.id)).toBe(true);
    const none = await t.call('GET', '/user/catalog?type=0');
    expect((none.body.result as Node[]).every((n) => n.lang === 'zh_CN')).toBe(true);
  });

  it('leaves out a category until it holds a public article (a matter not yet announced keeps its name to itself)', async () => {
    const c = await createCatalog({ de_DE: 'Übernahme Projekt Falke', en_US: 'Takeover Project Falcon' });
    // Created, then given a draft and an article scheduled for later: not on the site.
    expect(await publicIds('en_US')).not.toContain(c.en_US.id);
    await addNews(c, 'Falcon draft', { status: 'draft' });
    await addNews(c, 'Falcon embargo', { publishAt: '2999-01-01T00:00:00Z' });
    expect(await publicIds('en_US')).not.toContain(c.en_US.id);
    expect(await publicIds('de_DE')).not.toContain(c.de_DE.id);
    // The back office lists it all along.
    const admin = await adminCall(t, 'GET', '/admin/catalog?type=0&lang=en_US');
    expect((admin.body.result as Node[]).some((n) => n.id === c.en_US.id)).toBe(true);

    // Published in English only: the English row shows, the German one stays out.
    const res = await adminCall(t, 'POST', '/admin/latest-news', [
      {
        lang: 'en_US',
        title: 'Falcon announced',
        coverUrl: '/api/upload/c.png',
        content: '<p>x</p>',
        cataId: c.en_US.id,
      },
    ]);
    expect(res.status).toBe(200);
    expect(await publicIds('en_US')).toContain(c.en_US.id);
    expect(await publicIds('de_DE')).not.toContain(c.de_DE.id);

    // Its only article taken back (to the trash): the category leaves the site again.
    const gone = await adminCall(t, 'DELETE', `/admin/latest-news?no=${(res.body.result as { no: string }[])[0].no}`);
    expect(gone.status).toBe(200);
    expect(await publicIds('en_US')).not.toContain(c.en_US.id);
  });

  it('shows a parent whose article is in a sub-category, and not its empty siblings', async () => {
    const parent = await createCatalog({ en_US: 'Sectors' });
    const parentIds = { en_US: parent.en_US.id };
    const used = await createCatalog({ en_US: 'Energy' }, { parentIds });
    const empty = await createCatalog({ en_US: 'Aviation' }, { parentIds });
    expect(await publicIds('en_US')).not.toContain(parent.en_US.id);
    await addNews(used, 'Wind farm');
    const res = await t.call('GET', '/user/catalog?type=0', { lang: 'en_US' });
    const node = (res.body.result as Node[]).find((n) => n.id === parent.en_US.id);
    expect(node?.childrenList.map((n) => n.id)).toEqual([used.en_US.id]);
    expect(await publicIds('en_US')).not.toContain(empty.en_US.id);
  });
});

describe('catalog: hostile input', () => {
  it('never answers 500', async () => {
    const bodies: [string, string, unknown][] = [
      ['POST', '/admin/catalog', [{ lang: 'zh_CN', name: 'nul\u0000name', type: 0 }]],
      ['POST', '/admin/catalog', [{ lang: 'zh_CN', name: 'x', parentId: 2 ** 40 }]],
      ['POST', '/admin/catalog', [{ lang: 'zh_CN', name: 'x', type: 7 }]],
      ['POST', '/admin/catalog', [null]],
      ['PUT', '/admin/catalog', [{ lang: 'zh_CN', name: 'x', id: 987654 }]],
      ['PUT', '/admin/catalog', [{ lang: 'zh_CN', name: 'x', no: '\u0000' }]],
      ['PUT', '/admin/catalog/sort', null],
      ['PUT', '/admin/catalog/sort', { sourceId: 'a', targetId: [] }],
      ['DELETE', '/admin/catalog/0', undefined],
      ['GET', '/admin/catalog?type=abc&lang=%00', undefined],
      ['GET', '/admin/catalog?no=%00', undefined],
    ];
    for (const [method, url, body] of bodies) {
      const res = await adminCall(t, method, url, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(res.body.status).toBe(res.status);
    }
    expect((await t.call('GET', '/user/catalog?type=9')).status).toBe(400);
  });
});
