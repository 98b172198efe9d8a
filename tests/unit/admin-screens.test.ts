import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '#app/routes.ts';
import { leafRoutes } from '#app/admin/menu.ts';

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
});
