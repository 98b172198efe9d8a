import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helper';
import { contentVersion } from '#server/lib/content-version.ts';

/**
 * Every route the router knows is either declared public or needs a token, whatever the
 * spelling of its URL: the check is taken on the matched route, never on the raw URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Route {
  path: string;
  methods: string[];
}

/** The router's own list (printRoutes draws a tree; each line's depth says which prefix it extends). */
function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const out: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    if (m[3]) out.push({ path: stack.join(''), methods: m[3].split(', ') });
  }
  return out;
}

const concrete = (p: string) => p.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');

/** Spellings a router may route to the same handler. */
function spellings(url: string): string[] {
  return [
    url,
    url.replace('/api/admin/', '/api/%61dmin/'),
    url.replace('/api/admin/', '/api/adm%69n/'),
    url.replace('/api/', '/%61pi/'),
    url.replace('/api/admin/', '/api/%61%64%6d%69%6e/'),
    url.replace('/api/', '/api//'),
    url.replace('/api/', '//api/'),
    `${url}/`,
    url.replace('/api/admin/', '/api/Admin/'),
    url.toUpperCase(),
    url.replace(/\/([^/]+)$/, '/%2e/$1'),
  ];
}

describe('authorisation on the matched route', () => {
  it('lists the routes from the router', () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.some((r) => r.path === '/api/admin/banner' && r.methods.includes('POST'))).toBe(true);
  });

  it('every admin route answers 401 without a token, in every spelling', async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((r) => r.path.startsWith('/api/'));
    const tokenRoutes: string[] = [];
    const publicRoutes: string[] = [];
    const bypassed: string[] = [];
    for (const route of routes) {
      for (const method of route.methods) {
        const url = concrete(route.path);
        const raw = await t.app.inject({
          method: method as InjectOptions['method'],
          url,
          payload: method === 'GET' || method === 'HEAD' ? undefined : {},
        });
        if (raw.statusCode === 401) tokenRoutes.push(`${method} ${route.path}`);
        else publicRoutes.push(`${method} ${route.path}`);
        for (const spelled of spellings(url)) {
          const res = await t.app.inject({
            method: method as InjectOptions['method'],
            url: spelled,
            payload: method === 'GET' || method === 'HEAD' ? undefined : {},
          });
          // A spelling either reaches the route (and its token check) or no route at all.
          const reachedWithoutToken = res.statusCode !== 401 && res.statusCode !== 404;
          if (raw.statusCode === 401 && reachedWithoutToken) bypassed.push(`${method} ${spelled} → ${res.statusCode}`);
        }
      }
    }
    expect(bypassed).toEqual([]);
    // Only reads are public, and login, and a visitor's inquiry (its own spam checks: tests/api/inquiries.test.ts).
    const publicWrites = publicRoutes.filter(
      (r) => !/^(GET|HEAD) /.test(r) && r !== 'POST /api/admin/login' && r !== 'POST /api/user/inquiry',
    );
    expect(publicWrites).toEqual([]);
    // The spec's public admin reads stay public; every other admin route needs a token.
    const publicAdmin = publicRoutes.filter((r) => r.includes(' /api/admin/') && !r.startsWith('HEAD '));
    expect(publicAdmin.sort()).toEqual(
      [
        'GET /api/admin/job',
        'GET /api/admin/office',
        'GET /api/admin/professionalField/lang/list',
        'POST /api/admin/login',
      ].sort(),
    );
    expect(tokenRoutes.length).toBeGreaterThan(80);
  });

  it('a token opens the routes the spellings could not', async () => {
    const token = await t.token();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/mine', headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/%61dmin/banner',
      payload: { lang: 'en_US', imgPath: '/x.png', title: 'pwned' },
    });
    expect(created.statusCode).toBe(401);
    const list = await t.call('GET', '/admin/banner', { token });
    expect(list.body.result.filter((b: { title: string }) => b.title === 'pwned')).toEqual([]);
  });

  it('a write through another spelling of an admin URL still renews every cached page', async () => {
    const before = await contentVersion(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/%61dmin/banner',
      headers: { authorization: await t.token() },
      payload: { lang: 'en_US', imgPath: '/x.png', title: 'spelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(await contentVersion(t.app.db)).not.toBe(before);
  });

  it('the admin rate limit is applied on the matched route, and never to public reads', async () => {
    // 650 public reads of the spec's public admin calls (what the team page makes) stay 200.
    const refused: number[] = [];
    for (let i = 0; i < 650; i++) {
      const res = await t.call('GET', `/admin/job?_t=${i}`);
      if (res.status !== 200) refused.push(res.status);
    }
    expect(refused).toEqual([]);
    const after = await t.call('GET', '/admin/office');
    expect(after.status).toBe(200);
    // Authenticated calls count whatever their spelling: the 601st within a minute is refused.
    const token = await t.token();
    let limited = 0;
    for (let i = 0; i < 620; i++) {
      const url = i % 2 ? '/api/admin/mine' : '/api/%61dmin/mine';
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
      if (res.statusCode === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});
