import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';

/**
 * The admin lists by item (`view=items`, server/lib/item-list.ts): one entry per translation
 * group with the languages it has, pages counting items, filters matching any language.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await createTestApp();
});

/** What the tests read of a list row (honours, lawyers, practice areas, news). */
interface ItemRow {
  no: string;
  lang: string;
  langs?: string[];
  title?: string;
  name?: string;
}

interface Area {
  name: string;
  path: string;
  /** The query field that searches titles or names. */
  search: 'title' | 'name';
  element(lang: string, label: string): Record<string, unknown>;
  label(row: ItemRow): string | undefined;
  /** Whether items can be pinned (then pinned ones come first). */
  pins: boolean;
}

const AREAS: Area[] = [
  {
    name: 'honours',
    path: '/admin/lawfirm-honour',
    search: 'title',
    element: (lang, label) => ({ lang, title: label, coverUrl: '/api/upload/c.png' }),
    label: (r) => r.title,
    pins: true,
  },
  {
    name: 'lawyers',
    path: '/admin/lawyerTeam',
    search: 'name',
    element: (lang, label) => ({ lang, name: label }),
    label: (r) => r.name,
    pins: true,
  },
  {
    name: 'practice areas',
    path: '/admin/professionalField',
    search: 'name',
    element: (lang, label) => ({ lang, name: label }),
    label: (r) => r.name,
    pins: false,
  },
];

const LANGS = ['de_DE', 'en_US', 'zh_CN'] as const;

describe.each(AREAS)('item view: $name', (area) => {
  let n = 0;
  /** Creates one item with a label per language (undefined: the language is left out). */
  const create = async (
    labels: Partial<Record<(typeof LANGS)[number], string>>,
    extra: Record<string, unknown> = {},
  ) => {
    const elements = LANGS.filter((l) => labels[l] !== undefined).map((l) => ({
      ...area.element(l, labels[l]!),
      ...extra,
    }));
    const res = await adminCall(t, 'POST', area.path, elements);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result[0].no as string;
  };
  const list = (query: Record<string, string | number>, lang?: string) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return adminCall(t, 'GET', `${area.path}?${qs}`, undefined, lang);
  };
  const token = () => `Tok${area.name.replace(/\W/g, '')}${++n}x`;

  it('an item with 2 of 3 languages is one entry with langs [de_DE, en_US]; the rows view still has its 2 rows', async () => {
    const tok = token();
    const no = await create({ de_DE: `${tok} de`, en_US: `${tok} en` });
    const items = await list({ view: 'items', [area.search]: tok });
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    expect(items.body.pageable.totalCount).toBe(1);
    expect(items.body.result).toHaveLength(1);
    expect(items.body.result[0].no).toBe(no);
    expect(items.body.result[0].langs).toEqual(['de_DE', 'en_US']);

    const rows = await list({ [area.search]: tok });
    expect(rows.body.pageable.totalCount).toBe(2);
    expect(rows.body.result.every((r: ItemRow) => r.langs === undefined)).toBe(true);
  });

  it('pages count items: pageSize 2 over three items of three rows each', async () => {
    const tok = token();
    const nos = new Set<string>();
    for (let i = 0; i < 3; i++)
      nos.add(await create({ de_DE: `${tok} ${i} de`, en_US: `${tok} ${i} en`, zh_CN: `${tok} ${i} zh` }));
    const first = await list({ view: 'items', [area.search]: tok, pageSize: 2 });
    const second = await list({ view: 'items', [area.search]: tok, pageSize: 2, pageNo: 2 });
    const third = await list({ view: 'items', [area.search]: tok, pageSize: 2, pageNo: 3 });
    expect(first.body.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3 });
    expect(second.body.pageable.totalCount).toBe(3);
    expect(first.body.result).toHaveLength(2);
    expect(second.body.result).toHaveLength(1);
    expect(third.body.result).toEqual([]);
    const seen = [...first.body.result, ...second.body.result].map((r: ItemRow) => r.no);
    expect(new Set(seen)).toEqual(nos);
    for (const r of [...first.body.result, ...second.body.result]) expect(r.langs).toEqual(['de_DE', 'en_US', 'zh_CN']);
    // The rows view pages rows, as the spec says.
    expect((await list({ [area.search]: tok, pageSize: 2 })).body.pageable.totalCount).toBe(9);
  });

  it('a search that matches only the English row finds the item, shown in the preferred language', async () => {
    const tok = token();
    const no = await create({ de_DE: `Nur Deutsch ${tok}a`, en_US: `Only English ${tok}b` });
    const res = await list({ view: 'items', [area.search]: `English ${tok}b`, lang: 'de_DE' });
    expect(res.body.pageable.totalCount).toBe(1);
    expect(res.body.result[0].no).toBe(no);
    expect(res.body.result[0].lang).toBe('de_DE');
    expect(area.label(res.body.result[0])).toBe(`Nur Deutsch ${tok}a`);
    expect(res.body.result[0].langs).toEqual(['de_DE', 'en_US']);
  });

  it('the preferred language: lang, else X-Language, else the first language the item has', async () => {
    const tok = token();
    await create({ en_US: `${tok} en`, zh_CN: `${tok} zh` });
    const byParam = await list({ view: 'items', [area.search]: tok, lang: 'zh_CN' }, 'de_DE');
    expect(byParam.body.result.map((r: ItemRow) => [r.lang, area.label(r)])).toEqual([['zh_CN', `${tok} zh`]]);
    const byHeader = await list({ view: 'items', [area.search]: tok }, 'zh_CN');
    expect(byHeader.body.result.map((r: ItemRow) => r.lang)).toEqual(['zh_CN']);
    const fallback = await list({ view: 'items', [area.search]: tok }, 'de_DE');
    expect(fallback.body.result.map((r: ItemRow) => r.lang)).toEqual(['en_US']);
    expect(fallback.body.result[0].langs).toEqual(['en_US', 'zh_CN']);
  });

  it('missing=<lang> keeps the items that lack that language', async () => {
    const tok = token();
    const full = await create({ de_DE: `${tok} de`, en_US: `${tok} en`, zh_CN: `${tok} zh` });
    const noZh = await create({ de_DE: `${tok} de2`, en_US: `${tok} en2` });
    const res = await list({ view: 'items', [area.search]: tok, missing: 'zh_CN' });
    expect(res.body.pageable.totalCount).toBe(1);
    expect(res.body.result.map((r: ItemRow) => r.no)).toEqual([noZh]);
    const none = await list({ view: 'items', [area.search]: tok, missing: 'de_DE' });
    expect(none.body.pageable.totalCount).toBe(0);
    expect(none.body.result).toEqual([]);
    expect(full).not.toBe(noZh);
  });

  it('the start page counts agree: the rows of a language are the items that have it', async () => {
    await create({ de_DE: `${token()} de`, zh_CN: `${token()} zh` });
    const total = (await list({ view: 'items', pageSize: 1 })).body.pageable.totalCount;
    expect(total).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const rows = (await list({ lang, pageSize: 1 })).body.pageable.totalCount;
      const lacking = (await list({ view: 'items', missing: lang, pageSize: 1 })).body.pageable.totalCount;
      expect(rows, lang).toBe(total - lacking);
    }
  });

  it('keeps the list order for items', async () => {
    const tok = token();
    if (area.pins) {
      const plain = await create({ de_DE: `${tok} a de`, en_US: `${tok} a en` });
      const pinned = await create({ de_DE: `${tok} b de`, zh_CN: `${tok} b zh` }, { top: 1 });
      const res = await list({ view: 'items', [area.search]: tok });
      expect(res.body.result.map((r: ItemRow) => r.no)).toEqual([pinned, plain]);
    } else {
      const later = await create({ de_DE: `${tok} a de`, en_US: `${tok} a en` }, { sort: 900_001 });
      const earlier = await create({ en_US: `${tok} b en` }, { sort: 900_000 });
      const res = await list({ view: 'items', [area.search]: tok });
      expect(res.body.result.map((r: ItemRow) => r.no)).toEqual([earlier, later]);
    }
  });

  it('bad input is a 400 envelope', async () => {
    const bad: Record<string, string>[] = [
      { view: 'groups' },
      { view: 'items', missing: 'fr_FR' },
      { missing: 'en_US' },
      { view: 'items', lang: 'xx' },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ result: null, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('item view: lawyers follow the team order, the same in every language', () => {
  // Issue 29: the firm orders its lawyers (PUT /admin/lawyerTeam/sort); the back office's list is
  // that order in every language, whatever name a language shows, so dragging a row means one thing.
  it('one order in every preferred language, changed by a move', async () => {
    const make = async (de: string, en: string) =>
      (
        await adminCall(t, 'POST', '/admin/lawyerTeam', [
          { lang: 'de_DE', name: de },
          { lang: 'en_US', name: en },
        ])
      ).body.result[0];
    const a = await make('Zeta OrderTok', 'Alpha OrderTok');
    const b = await make('Beta OrderTok', 'Omega OrderTok');
    const order = async (lang: string) =>
      (await adminCall(t, 'GET', `/admin/lawyerTeam?view=items&name=OrderTok&lang=${lang}`)).body.result.map(
        (r: ItemRow) => r.no,
      );
    for (const lang of ['de_DE', 'en_US', 'zh_CN']) expect(await order(lang)).toEqual([a.no, b.no]);
    expect((await adminCall(t, 'PUT', '/admin/lawyerTeam/sort', { sourceId: b.id, targetId: a.id })).status).toBe(200);
    for (const lang of ['de_DE', 'en_US', 'zh_CN']) expect(await order(lang)).toEqual([b.no, a.no]);
  });
});

describe('item view: filters of articles', () => {
  it('a category of one language finds the item; it is shown in the preferred language', async () => {
    const cata: Record<string, number> = {};
    for (const lang of LANGS) {
      const res = await adminCall(t, 'POST', '/admin/catalog', [{ lang, name: `Items ${lang}`, type: 0 }]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      cata[lang] = res.body.result[0].id;
    }
    const made = await adminCall(t, 'POST', '/admin/latest-news', [
      { lang: 'de_DE', title: 'Kategorie de', coverUrl: '/c.png', cataId: cata.de_DE },
      { lang: 'en_US', title: 'Category en', coverUrl: '/c.png', cataId: cata.en_US },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const res = await adminCall(t, 'GET', `/admin/latest-news?view=items&cataId=${cata.de_DE}&lang=en_US`);
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: ItemRow) => [r.no, r.lang, r.title, r.langs])).toEqual([
      [made.body.result[0].no, 'en_US', 'Category en', ['de_DE', 'en_US']],
    ]);
    const byNo = await adminCall(
      t,
      'GET',
      `/admin/latest-news?view=items&no=${made.body.result[0].no}`,
      undefined,
      'zh_CN',
    );
    expect(byNo.body.result.map((r: ItemRow) => r.lang)).toEqual(['de_DE']);
    const emptyCategory = await adminCall(t, 'GET', `/admin/latest-news?view=items&cataId=${cata.zh_CN}`);
    expect(emptyCategory.body).toMatchObject({ result: [], pageable: { totalCount: 0 } });
  });
});
