import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';

/**
 * Every content type stored one row per language (lib/translation-group.ts) answers the same
 * way to the same write: one group per create, languages added with PUT, one error format.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
const cata: Record<string, Record<string, number>> = { news: {}, case: {} };

beforeAll(async () => {
  t = await createTestApp();
  for (const [kind, type] of [
    ['news', 0],
    ['case', 1],
  ] as const) {
    for (const lang of ['de_DE', 'en_US', 'zh_CN']) {
      const res = await adminCall(t, 'POST', '/admin/catalog', [{ lang, name: `${kind} ${lang}`, type }]);
      cata[kind][lang] = res.body.result[0].id;
    }
  }
});
afterAll(() => t.close());

interface Area {
  name: string;
  path: string;
  element(lang: string, n: number): Record<string, unknown>;
}

const AREAS: Area[] = [
  { name: 'office', path: '/admin/office', element: (lang, n) => ({ lang, name: `Office ${n} ${lang}` }) },
  { name: 'job', path: '/admin/job', element: (lang, n) => ({ lang, name: `Job ${n} ${lang}` }) },
  {
    name: 'practice area',
    path: '/admin/professionalField',
    element: (lang, n) => ({ lang, name: `Field ${n} ${lang}` }),
  },
  { name: 'lawyer', path: '/admin/lawyerTeam', element: (lang, n) => ({ lang, name: `Lawyer ${n} ${lang}` }) },
  {
    name: 'category',
    path: '/admin/catalog',
    element: (lang, n) => ({ lang, name: `Category ${n} ${lang}`, type: 0 }),
  },
  {
    name: 'news',
    path: '/admin/latest-news',
    element: (lang, n) => ({ lang, title: `News ${n}`, coverUrl: '/api/upload/c.png', cataId: cata.news[lang] }),
  },
  {
    name: 'case',
    path: '/admin/case-analysis',
    element: (lang, n) => ({ lang, title: `Case ${n}`, coverUrl: '/api/upload/c.png', cataId: cata.case[lang] }),
  },
  {
    name: 'honour',
    path: '/admin/lawfirm-honour',
    element: (lang, n) => ({ lang, title: `Honour ${n}`, coverUrl: '/api/upload/c.png' }),
  },
];

type Row = { id: number; no: string; lang: string };
const rowsOf = (result: Row[]): Row[] =>
  result.map(({ id, no, lang }) => ({ id, no, lang })).sort((a, b) => a.lang.localeCompare(b.lang));

describe.each(AREAS)('translation group: $name', (area) => {
  let n = 0;
  const el = (lang: string, over: Record<string, unknown> = {}) => ({ ...area.element(lang, ++n), ...over });

  it('a create makes one group; its languages share one new no', async () => {
    const res = await adminCall(t, 'POST', area.path, [el('de_DE'), el('en_US')]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = rowsOf(res.body.result);
    expect(rows.map((r) => r.lang)).toEqual(['de_DE', 'en_US']);
    expect(rows[0].no).toBe(rows[1].no);
    expect(rows[0].no).toMatch(/^[A-Z]\d+$/);
  });

  it('a language twice is a 400 naming body/<i>/lang, and nothing is written', async () => {
    const res = await adminCall(t, 'POST', area.path, [el('de_DE', { no: 'TWICE1' }), el('de_DE', { no: 'TWICE1' })]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('body/1/lang');
    const again = await adminCall(t, 'PUT', area.path, [el('en_US', { no: 'TWICE1' })]);
    expect(again.status).toBe(404);
  });

  it('a create with the no of an existing item is a 409; PUT adds the language instead', async () => {
    const made = rowsOf((await adminCall(t, 'POST', area.path, [el('de_DE')])).body.result);
    const no = made[0].no;
    const dup = await adminCall(t, 'POST', area.path, [el('en_US', { no })]);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('body/no');
    const added = await adminCall(t, 'PUT', area.path, [el('en_US', { no })]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(rowsOf(added.body.result).map((r) => [r.lang, r.no])).toEqual([
      ['de_DE', no],
      ['en_US', no],
    ]);
  });

  it('an update answers the same errors: unknown id 404, another item 400, a changed language 400', async () => {
    const a = rowsOf((await adminCall(t, 'POST', area.path, [el('de_DE'), el('en_US')])).body.result);
    const b = rowsOf((await adminCall(t, 'POST', area.path, [el('de_DE')])).body.result);

    const unknown = await adminCall(t, 'PUT', area.path, [el('de_DE', { id: 2_000_000_000 })]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('body/0/id');

    const mixed = await adminCall(t, 'PUT', area.path, [el('de_DE', { id: a[0].id }), el('en_US', { no: b[0].no })]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toContain('body/no');

    const relang = await adminCall(t, 'PUT', area.path, [el('zh_CN', { id: a[0].id })]);
    expect(relang.status).toBe(400);
    expect(relang.body.message).toContain('body/0/lang');

    const clash = await adminCall(t, 'PUT', area.path, [el('de_DE', { id: a[0].id }), el('de_DE', { no: a[0].no })]);
    expect(clash.status).toBe(400);

    const neither = await adminCall(t, 'PUT', area.path, [el('de_DE')]);
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('body/0/id');

    // Nothing of the refused updates was written.
    const groupOf = async (no: string) =>
      (await t.app.db.selectFrom(tableOf(area)).select(['id', 'lang']).where('no', '=', no).execute()).length;
    expect(await groupOf(a[0].no)).toBe(2);
    expect(await groupOf(b[0].no)).toBe(1);
  });
});

function tableOf(area: Area) {
  const tables = {
    office: 'office',
    job: 'job',
    'practice area': 'professional_field',
    lawyer: 'lawyer',
    category: 'catalog',
  } as const;
  return area.name in tables ? tables[area.name as keyof typeof tables] : ('article' as const);
}

describe('articles of one kind are not another kind’s group', () => {
  it('a news id is unknown to the case analyses', async () => {
    const news = (
      await adminCall(t, 'POST', '/admin/latest-news', [
        { lang: 'de_DE', title: 'N', coverUrl: '/x.png', cataId: cata.news.de_DE },
      ])
    ).body.result[0];
    const res = await adminCall(t, 'PUT', '/admin/case-analysis', [
      { id: news.id, lang: 'de_DE', title: 'C', coverUrl: '/x.png', cataId: cata.case.de_DE },
    ]);
    expect(res.status).toBe(404);
    const sameNo = await adminCall(t, 'POST', '/admin/case-analysis', [
      { no: news.no, lang: 'de_DE', title: 'C', coverUrl: '/x.png', cataId: cata.case.de_DE },
    ]);
    expect(sameNo.status).toBe(200);
  });
});
