import type { Catalog } from '#contract/entities.ts';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';

/**
 * One category as the back office shows it: a translation group (its rows share `no`), with its
 * row per language. Its name, parent and place are those of the row shown: the display language's,
 * else the first language it has in LOCALES order. The server keeps every language of a category
 * under one parent category and moves all languages together, so the rows agree.
 */
export interface CategoryGroup {
  no: string;
  rows: Partial<Record<Locale, Catalog>>;
  shown: Catalog;
  parentNo: string | null;
  children: CategoryGroup[];
}

/** Every row of per-language trees (nested childrenList), depth first. */
export function flattenCatalogs(trees: readonly Catalog[]): Catalog[] {
  const out: Catalog[] = [];
  const walk = (list: readonly Catalog[]) => {
    for (const c of list) {
      out.push(c);
      walk(c.childrenList ?? []);
    }
  };
  walk(trees);
  return out;
}

/** The languages in the order a group's shown row is picked. */
export const pickOrder = (display: Locale): Locale[] => [display, ...LOCALES.filter((l) => l !== display)];

/** Groups the rows of every language (GET /admin/catalog without lang) into one tree of categories. */
export function groupCategories(trees: readonly Catalog[], display: Locale): CategoryGroup[] {
  const rows = flattenCatalogs(trees);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const collected = new Map<string, Partial<Record<Locale, Catalog>>>();
  for (const r of rows) {
    if (!isLocale(r.lang)) continue;
    const g = collected.get(r.no) ?? {};
    g[r.lang] ??= r;
    collected.set(r.no, g);
  }
  const order = pickOrder(display);
  const groups = new Map<string, CategoryGroup>();
  for (const [no, byLang] of collected) {
    const shown = order.map((l) => byLang[l]).find((r): r is Catalog => r !== undefined);
    if (!shown) continue;
    const parent = shown.parentId != null ? byId.get(shown.parentId) : undefined;
    groups.set(no, { no, rows: byLang, shown, parentNo: parent && parent.no !== no ? parent.no : null, children: [] });
  }
  // A parent chain that comes back to itself (rows of older data disagreeing) is cut: the group becomes a root.
  const cyclic = (g: CategoryGroup) => {
    const seen = new Set<string>([g.no]);
    for (let p = g.parentNo; p !== null; p = groups.get(p)?.parentNo ?? null) {
      if (seen.has(p)) return true;
      seen.add(p);
    }
    return false;
  };
  const roots: CategoryGroup[] = [];
  for (const g of groups.values()) {
    const parent = g.parentNo !== null && !cyclic(g) ? groups.get(g.parentNo) : undefined;
    if (parent) parent.children.push(g);
    else {
      g.parentNo = null;
      roots.push(g);
    }
  }
  const sortDeep = (list: CategoryGroup[]) => {
    list.sort((a, b) => a.shown.sort - b.shown.sort || a.no.localeCompare(b.no));
    for (const g of list) sortDeep(g.children);
  };
  sortDeep(roots);
  return roots;
}

/** The groups of a tree by `no` (depth first). */
export function groupsByNo(tree: readonly CategoryGroup[]): Map<string, CategoryGroup> {
  const out = new Map<string, CategoryGroup>();
  const walk = (list: readonly CategoryGroup[]) => {
    for (const g of list) {
      out.set(g.no, g);
      walk(g.children);
    }
  };
  walk(tree);
  return out;
}

/** The `no`s of a group and of everything below it. */
export function subtreeNos(group: CategoryGroup): string[] {
  return [group.no, ...group.children.flatMap(subtreeNos)];
}

/** The children of a parent group (null: the top level). */
export function childrenOf(tree: readonly CategoryGroup[], parentNo: string | null): CategoryGroup[] {
  if (parentNo === null) return [...tree];
  return groupsByNo(tree).get(parentNo)?.children ?? [];
}

/** The languages of a group, in LOCALES order. */
export const langsOf = (g: CategoryGroup): Locale[] => LOCALES.filter((l) => g.rows[l] !== undefined);

/** A language both groups have, the display language first (ids of one language name two groups to the server). */
export function commonLang(a: CategoryGroup, b: CategoryGroup, display: Locale): Locale | undefined {
  return pickOrder(display).find((l) => a.rows[l] !== undefined && b.rows[l] !== undefined);
}
