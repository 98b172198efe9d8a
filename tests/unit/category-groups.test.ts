import { describe, expect, it } from 'vitest';
import type { Catalog } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import {
  childrenOf,
  commonLang,
  groupCategories,
  groupsByNo,
  langsOf,
  subtreeNos,
} from '#app/admin/routes/articles/category-groups.ts';

/** The back office's category screen: rows of every language grouped into one tree of categories. */

let nextId = 1;
function row(no: string, lang: Locale, name: string, sort: number, parentId: number | null = null): Catalog {
  return { id: nextId++, no, lang, name, type: 0, parentId, sort, childrenList: [] };
}
/** Per-language trees as GET /admin/catalog answers them (roots of every language, children nested). */
function nest(rows: Catalog[]): Catalog[] {
  const byId = new Map(rows.map((r) => [r.id, { ...r, childrenList: [] as Catalog[] }]));
  const roots: Catalog[] = [];
  for (const r of byId.values()) (r.parentId !== null ? byId.get(r.parentId)!.childrenList : roots).push(r);
  return roots;
}

describe('groupCategories', () => {
  const newsDe = row('K1', 'de_DE', 'Kanzleinews', 2);
  const newsEn = row('K1', 'en_US', 'Firm news', 2);
  const newsZh = row('K1', 'zh_CN', '律所新闻', 2);
  const trendsDe = row('K2', 'de_DE', 'Trends', 1);
  const trendsEn = row('K2', 'en_US', 'Trends EN', 1);
  const childDe = row('K3', 'de_DE', 'Unter', 1, newsDe.id);
  const childEn = row('K3', 'en_US', 'Sub', 1, newsEn.id);
  const onlyZh = row('K4', 'zh_CN', '只有中文', 3);
  const rows = [newsDe, newsEn, newsZh, trendsDe, trendsEn, childDe, childEn, onlyZh];

  it('makes one entry per category (no) with its rows per language, ordered by position', () => {
    const tree = groupCategories(nest(rows), 'en_US');
    expect(tree.map((g) => g.no)).toEqual(['K2', 'K1', 'K4']);
    expect(tree.map((g) => g.shown.name)).toEqual(['Trends EN', 'Firm news', '只有中文']);
    expect(langsOf(tree[1])).toEqual(['de_DE', 'en_US', 'zh_CN']);
    expect(langsOf(tree[0])).toEqual(['de_DE', 'en_US']);
    expect(tree[1].children.map((g) => g.no)).toEqual(['K3']);
    expect(tree[1].children[0].parentNo).toBe('K1');
  });

  it('shows the display language, else the first language the category has', () => {
    const zh = groupCategories(nest(rows), 'zh_CN');
    const byNo = groupsByNo(zh);
    expect(byNo.get('K1')!.shown.name).toBe('律所新闻');
    expect(byNo.get('K2')!.shown.lang).toBe('de_DE');
    expect(byNo.get('K3')!.shown.lang).toBe('de_DE');
    expect(childrenOf(zh, 'K1').map((g) => g.no)).toEqual(['K3']);
    expect(childrenOf(zh, null).map((g) => g.no)).toEqual(['K2', 'K1', 'K4']);
    expect(subtreeNos(byNo.get('K1')!)).toEqual(['K1', 'K3']);
  });

  it('finds a language two categories share, the display language first', () => {
    const byNo = groupsByNo(groupCategories(nest(rows), 'zh_CN'));
    expect(commonLang(byNo.get('K1')!, byNo.get('K2')!, 'zh_CN')).toBe('de_DE');
    expect(commonLang(byNo.get('K1')!, byNo.get('K2')!, 'en_US')).toBe('en_US');
    expect(commonLang(byNo.get('K2')!, byNo.get('K4')!, 'en_US')).toBeUndefined();
  });

  it('cuts a parent chain that loops (rows of older data disagreeing across languages)', () => {
    const aDe = row('A', 'de_DE', 'A', 1);
    const bEn = row('B', 'en_US', 'B', 1);
    const aEn = row('A', 'en_US', 'A en', 1, bEn.id);
    const bDe = row('B', 'de_DE', 'B de', 1, aDe.id);
    // Shown in English: A under B; B has its English row at the top: no loop.
    const en = groupCategories(nest([aDe, bEn, aEn, bDe]), 'en_US');
    expect(en.map((g) => g.no)).toEqual(['B']);
    // A shown in English (under B), B shown in German (under A): the loop is cut at one place, both stay visible.
    const mixed = groupCategories(
      [
        { ...aEn, parentId: bDe.id },
        { ...bDe, parentId: aEn.id },
      ].map((r) => ({ ...r, childrenList: [] })),
      'en_US',
    );
    expect(mixed).toHaveLength(1);
    expect([...groupsByNo(mixed).keys()].sort()).toEqual(['A', 'B']);
  });
});
