import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '#app/routes.ts';
import { leafRoutes } from '#app/admin/menu.ts';
import { ADMIN_SCREENS } from '#app/admin/screens.ts';
import { ADMIN_CATALOGUES } from '#app/admin/i18n.ts';
import { LOCALES } from '#contract/locales.ts';

/** The full paths of the routes below /admin, as React Router sees them. */
function adminPaths(): string[] {
  const admin = routes.find((r: RouteConfigEntry) => r.path === 'admin');
  return (admin?.children ?? []).map((c) => (c.index ? '/admin' : `/admin/${c.path}`));
}

describe('the one screen table (app/admin/screens.ts)', () => {
  it('gives every menu entry a route, so no menu item leads to "not found"', () => {
    const paths = adminPaths().filter((p) => p !== '/admin/*');
    const orphans = leafRoutes()
      .map((r) => r.path!)
      .filter((p) => !paths.some((pattern) => matchPath({ path: pattern, end: true }, p)));
    expect(orphans).toEqual([]);
  });

  it('gives every route but "not found" a menu entry with its permission', () => {
    const entries = leafRoutes().map((r) => r.path!);
    const unguarded = adminPaths().filter(
      (p) => p !== '/admin/*' && !entries.some((e) => matchPath({ path: p, end: true }, e)),
    );
    expect(unguarded).toEqual([]);
  });

  it('labels every menu entry with a message the back office has in every language', () => {
    const labels = ADMIN_SCREENS.flatMap((s) => s.menu ?? []).map((e) => e.label);
    for (const locale of LOCALES) {
      const known = new Set(Object.values(ADMIN_CATALOGUES).flatMap((c) => Object.keys(c[locale])));
      expect(
        labels.filter((l) => !known.has(l)),
        locale,
      ).toEqual([]);
    }
  });
});
