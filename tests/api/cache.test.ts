import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { ensureFirstAdmin } from '#server/modules/auth/bootstrap.ts';
import { BUSY_REQUESTS, UTILIZATION_MS } from '#server/plugins/load.ts';
import { GRACE_MS } from '#server/web/page-cache.ts';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, createTestDatabase, siteFolders } from '../helper';

/**
 * The render cache and the public API's cache under writes (issue 34): a write invalidates what
 * read the kinds it changed and nothing else; after an edit the previous page is served while one
 * request renders the new one; a withdrawn item and an edited item's own page are never served
 * stale; the JSON lists answer 304 to a current ETag. The built site (its own build), in-process,
 * on SQLite or PostgreSQL (TEST_DATABASE_URL).
 */
const { scratch, buildDir, build: buildSite, remove: removeFolders } = siteFolders('lawfirm-cache-');
let database: Awaited<ReturnType<typeof createTestDatabase>> = null;
let app: FastifyInstance;
let token = '';
let cataId = 0;

beforeAll(async () => {
  buildSite();
  database = await createTestDatabase();
  process.env.BUILD_DIR = buildDir;
  const config = loadConfig({
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: database?.url ?? '',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    SEED: 'none',
  });
  app = await buildApp(config, { logger: false });
  await ensureFirstAdmin(app.db, config, app.log);
  await app.ready();
  const login = await api('POST', '/admin/login', { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD });
  token = login.body.result as string;
  const made = await api('POST', '/admin/catalog', [{ lang: 'en_US', name: 'Updates', type: 0 }]);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  cataId = ((await api('GET', '/admin/catalog?type=0&lang=en_US')).body.result as { id: number }[])[0].id;
}, 600_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
  removeFolders();
});

async function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers = {}) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? { authorization: token } : {}), 'x-language': 'en_US', ...headers },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
}

/** A public API read (no token). */
async function publicApi(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-language': 'en_US', ...headers } });
  return { status: res.statusCode, text: res.body, headers: res.headers };
}

async function page(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return { html: res.body, cache: res.headers['server-timing'] as string | undefined };
}

interface Row {
  id: number;
  no: string;
  lang: string;
}
async function createNews(title: string): Promise<Row> {
  const res = await api('POST', '/admin/latest-news', [
    { lang: 'en_US', title, coverUrl: '/api/upload/c.png', content: '<p>Text</p>', cataId },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.result as Row[])[0];
}
async function editNews(row: Row, fields: Record<string, unknown>) {
  const res = await api('PUT', '/admin/latest-news', [
    { id: row.id, no: row.no, lang: 'en_US', coverUrl: '/api/upload/c.png', content: '<p>Text</p>', cataId, ...fields },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const renders = () => app.pageRenders?.count;

/**
 * Makes the server busy: `n` requests that stay in flight (their head sent, their body not),
 * as a crowd of slow clients would. Returns the function that lets them go.
 */
async function holdRequests(base: string, n: number): Promise<() => Promise<void>> {
  const { port } = new URL(base);
  const sockets = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => {
            socket.write(
              'POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n',
            );
            resolve(socket);
          });
          socket.on('error', reject);
        }),
    ),
  );
  for (let i = 0; i < 100 && app.load.inFlight < n; i++) await new Promise((r) => setTimeout(r, 10));
  expect(app.load.inFlight).toBeGreaterThanOrEqual(n);
  return async () => {
    for (const s of sockets) s.destroy();
    for (let i = 0; i < 100 && app.load.inFlight > 0; i++) await new Promise((r) => setTimeout(r, 10));
  };
}

describe('caches under load: no page rendered again for every edit', () => {
  let base = '';
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  // The load these tests make is gone before the next tests begin.
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 2 * UTILIZATION_MS));
    for (let i = 0; i < 50 && app.load.busy(); i++) await new Promise((r) => setTimeout(r, UTILIZATION_MS));
  });
  const visit = async (url: string) => {
    const res = await fetch(`${base}${url}`);
    expect(res.status, url).toBe(200);
    return { html: await res.text(), cache: res.headers.get('server-timing') };
  };

  it('while busy, a list page edited less than the grace period after its render goes out as it was; then one visitor renders it again', async () => {
    const row = await createNews('Grace one');
    const release = await holdRequests(base, BUSY_REQUESTS);
    try {
      // The grace counts from the page's render: edit and visit right after it (again, if this machine was too slow for that).
      let served: { html: string; cache: string | null } | undefined;
      for (let attempt = 0; attempt < 3 && !served; attempt++) {
        await editNews(row, { title: `Grace one ${attempt}` });
        const rendered = await visit('/news?lang=en_US');
        expect(rendered.html).toContain(`Grace one ${attempt}`);
        const start = Date.now();
        const before = renders();
        await editNews(row, { title: `Grace two ${attempt}` });
        const answer = await visit('/news?lang=en_US');
        if (Date.now() - start > GRACE_MS - 100) continue;
        expect(renders()).toBe(before);
        served = answer;
        expect(answer.cache).toBe('cache;desc=stale');
        expect(answer.html).toContain(`Grace one ${attempt}`);
        // Past the grace period the next visitor gets it rendered again, with the edit.
        await new Promise((r) => setTimeout(r, GRACE_MS + 50 - (Date.now() - start)));
        const later = await visit('/news?lang=en_US');
        expect(later.html).toContain(`Grace two ${attempt}`);
        expect(renders()).toBe(before + 1);
      }
      expect(served, 'each try took longer than the grace period').toBeDefined();
    } finally {
      await release();
    }
  });

  it("while busy, an edited item's own page and a withdrawal are never served from before them", async () => {
    const row = await createNews('Own page before');
    const detail = `/news/detail/${row.id}?lang=en_US`;
    expect((await visit(detail)).html).toContain('Own page before');
    expect((await visit('/news?lang=en_US')).html).toContain('Own page before');
    const release = await holdRequests(base, BUSY_REQUESTS);
    try {
      await editNews(row, { title: 'Own page after' });
      const own = await visit(detail);
      expect(own.html).toContain('Own page after');
      expect(own.html).not.toContain('Own page before');
      await editNews(row, { title: 'Own page after', status: 'draft' });
      expect((await visit('/news?lang=en_US')).html).not.toContain('Own page after');
    } finally {
      await release();
    }
  });

  it('a process sent more requests than it can answer counts as busy; a visitor alone does not make it so', async () => {
    await new Promise((r) => setTimeout(r, 3 * UTILIZATION_MS));
    expect(app.load.busy()).toBe(false);
    // One visitor reading pages one after another (in this process, which keeps the loop at work).
    for (let i = 0; i < 20; i++) await visit('/team?lang=en_US');
    expect(app.load.busy()).toBe(false);
    // A crowd: 50 clients asking for a page again and again for a second and a half.
    let sawBusy = false;
    const until = Date.now() + 1500;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (Date.now() < until) {
          await visit('/team?lang=en_US');
          if (app.load.busy()) sawBusy = true;
        }
      }),
    );
    expect(sawBusy).toBe(true);
    expect(app.load.utilization).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 3 * UTILIZATION_MS));
    expect(app.load.busy()).toBe(false);
  });

  it('when not busy, the first visit after an edit shows it, however soon after the last render', async () => {
    const row = await createNews('Quiet one');
    expect((await visit('/news?lang=en_US')).html).toContain('Quiet one');
    expect(app.load.inFlight).toBeLessThan(BUSY_REQUESTS);
    await editNews(row, { title: 'Quiet two' });
    expect((await visit('/news?lang=en_US')).html).toContain('Quiet two');
  });

  it('pinning an item moves it in the lists but does not render its own page again, even while busy', async () => {
    const row = await createNews('Pinned but unchanged');
    const detail = `/news/detail/${row.id}?lang=en_US`;
    await visit(detail);
    const release = await holdRequests(base, BUSY_REQUESTS);
    try {
      const res = await api('PUT', `/admin/latest-news/pin?no=${encodeURIComponent(row.no)}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const before = renders();
      const own = await visit(detail);
      expect(own.cache).toBe('cache;desc=stale');
      expect(own.html).toContain('Pinned but unchanged');
      expect(renders()).toBe(before);
    } finally {
      await release();
    }
  });
});

describe('caches that survive writes', () => {
  it('a news write does not render /team or /services again; /news shows the new item on the next visit', async () => {
    await createNews('Warm-up');
    for (const url of ['/team?lang=en_US', '/services?lang=en_US', '/news?lang=en_US']) await page(url);
    expect((await page('/team?lang=en_US')).cache).toBe('cache;desc=hit');
    const before = renders();
    await createNews('Fresh from the press');
    expect((await page('/team?lang=en_US')).cache).toBe('cache;desc=hit');
    expect((await page('/services?lang=en_US')).cache).toBe('cache;desc=hit');
    expect(renders()).toBe(before);
    const news = await page('/news?lang=en_US');
    expect(news.html).toContain('Fresh from the press');
    expect(renders()).toBe(before + 1);
  });

  it('a news write keeps the case analyses page and its category tabs; a case category shows once it holds a public case', async () => {
    const made = await api('POST', '/admin/catalog', [{ lang: 'en_US', name: 'Disputes', type: 1 }]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const caseCata = ((await api('GET', '/admin/catalog?type=1&lang=en_US')).body.result as { id: number }[])[0].id;
    expect((await publicApi('/user/catalog?type=1')).text).not.toContain('Disputes');
    const added = await api('POST', '/admin/case-analysis', [
      {
        lang: 'en_US',
        title: 'A settled dispute',
        coverUrl: '/api/upload/c.png',
        content: '<p>Text</p>',
        cataId: caseCata,
      },
    ]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await publicApi('/user/catalog?type=1')).text).toContain('Disputes');
    expect((await page('/case?lang=en_US')).html).toContain('A settled dispute');
    expect((await page('/case?lang=en_US')).cache).toBe('cache;desc=hit');
    const before = renders();
    await createNews('Not a case');
    expect((await publicApi('/user/catalog?type=1')).headers['x-cache']).toBe('hit');
    expect((await page('/case?lang=en_US')).cache).toBe('cache;desc=hit');
    expect(renders()).toBe(before);
  });

  it('a write that changes nothing a kept page shows keeps the page without rendering it; a change it shows is rendered at once', async () => {
    const own = await createNews('Read as it was');
    const other = await createNews('Pinned elsewhere');
    const url = `/news/detail/${own.id}?lang=en_US`;
    const first = await page(url);
    await page('/news?lang=en_US');
    // Visits change the view counts the API answers carry, which no page shows: they count for nothing here.
    const viewsOfOwn = async () =>
      (
        JSON.parse((await publicApi('/user/latest-news?page=1&pageSize=50')).text).result as {
          id: number;
          views: number;
        }[]
      ).find((a) => a.id === own.id)?.views;
    for (let i = 0; i < 60 && (await viewsOfOwn()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await viewsOfOwn()).toBeGreaterThan(0);
    const before = renders();
    const pin = await api('PUT', `/admin/latest-news/pin?no=${encodeURIComponent(other.no)}`);
    expect(pin.status, JSON.stringify(pin.body)).toBe(200);
    const again = await page(url);
    expect(again.html).toBe(first.html);
    expect(again.cache).toBe('cache;desc=checked');
    expect(renders()).toBe(before);
    // Found unchanged, it is kept under the versions now: the next visit is a hit.
    expect((await page(url)).cache).toBe('cache;desc=hit');
    // The list shows the pin: rendered again.
    const list = await page('/news?lang=en_US');
    expect(list.html.indexOf('Pinned elsewhere')).toBeLessThan(list.html.indexOf('Read as it was'));
    expect(renders()).toBe(before + 1);
    await editNews(own, { title: 'Read anew' });
    const edited = await page(url);
    expect(edited.html).toContain('Read anew');
    expect(renders()).toBe(before + 2);
  });

  it('after an edit, concurrent visitors get the previous page while one request renders the new one (one render)', async () => {
    await page('/news?lang=en_US');
    const before = renders();
    await createNews('Concurrent edition');
    const answers = await Promise.all(Array.from({ length: 6 }, () => page('/news?lang=en_US')));
    expect(renders()).toBe(before + 1);
    const fresh = answers.filter((a) => a.html.includes('Concurrent edition'));
    const stale = answers.filter((a) => !a.html.includes('Concurrent edition'));
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    for (const a of stale) expect(a.cache).toBe('cache;desc=stale');
    expect(stale.length).toBeGreaterThanOrEqual(1);
    // The render done, everyone gets the new page from the cache.
    const after = await page('/news?lang=en_US');
    expect(after.html).toContain('Concurrent edition');
    expect(after.cache).toBe('cache;desc=hit');
  });

  it('an unpublished item disappears from its list page at once, for every visitor', async () => {
    const row = await createNews('Soon withdrawn');
    expect((await page('/news?lang=en_US')).html).toContain('Soon withdrawn');
    await editNews(row, { title: 'Soon withdrawn', status: 'draft' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => page('/news?lang=en_US')));
    for (const a of answers) expect(a.html).not.toContain('Soon withdrawn');
    const listed = await publicApi('/user/latest-news?page=1&pageSize=50');
    expect(listed.text).not.toContain('Soon withdrawn');
  });

  it('a deleted item disappears from its list page at once', async () => {
    const row = await createNews('Soon deleted');
    expect((await page('/news?lang=en_US')).html).toContain('Soon deleted');
    const res = await api('DELETE', `/admin/latest-news?no=${encodeURIComponent(row.no)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => page('/news?lang=en_US')));
    for (const a of answers) expect(a.html).not.toContain('Soon deleted');
  });

  it("an edited item's detail page shows the change at once, for every visitor", async () => {
    const row = await createNews('Before the edit');
    const url = `/news/detail/${row.id}?lang=en_US`;
    expect((await page(url)).html).toContain('Before the edit');
    expect((await page(url)).cache).toBe('cache;desc=hit');
    await editNews(row, { title: 'After the edit' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(url)));
    for (const a of answers) {
      expect(a.html).toContain('After the edit');
      expect(a.html).not.toContain('Before the edit');
    }
  });

  it('the public JSON list answers 304 to its ETag, a new ETag after a write, and keeps other kinds cached', async () => {
    const list = '/user/latest-news?page=1&pageSize=50';
    const first = await publicApi(list);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await publicApi(list, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers['x-cache']).toBe('hit');
    // The cache buster every GET accepts shares the entry.
    expect((await publicApi(`${list}&_t=123`)).headers['x-cache']).toBe('hit');
    await publicApi('/user/lawyerTeam?page=1&pageSize=12');
    expect((await publicApi('/user/lawyerTeam?page=1&pageSize=12')).headers['x-cache']).toBe('hit');

    await createNews('Listed after the ETag');
    const changed = await publicApi(list, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Listed after the ETag');
    expect(changed.headers.etag).not.toBe(etag);
    expect((await publicApi(list, { 'if-none-match': changed.headers.etag as string })).status).toBe(304);
    // The team list read nothing the news write changed.
    expect((await publicApi('/user/lawyerTeam?page=1&pageSize=12')).headers['x-cache']).toBe('hit');
    // Another language is another answer; a token's call is never served from the cache.
    expect((await publicApi(list, { 'x-language': 'de_DE' })).headers['x-cache']).toBe('miss');
    expect((await api('GET', list)).headers['x-cache']).toBeUndefined();
  });

  it('an article list shows new view counts within seconds; an answer that shows none stays kept until a write changes what it read', async () => {
    const item = await createNews('Counted by its readers');
    const list = '/user/latest-news?page=1&pageSize=50';
    const team = '/user/lawyerTeam?page=1&pageSize=12';
    const viewsIn = (text: string) =>
      (JSON.parse(text).result as { id: number; views: number }[]).find((a) => a.id === item.id)?.views;
    expect(viewsIn((await publicApi(list)).text)).toBe(0);
    await publicApi(team);
    expect((await publicApi(team)).headers['x-cache']).toBe('hit');
    // A visit writes the view count, not an editor: no kind changes.
    expect((await publicApi(`/user/latest-news/${item.id}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(viewsIn((await publicApi(list)).text)).toBe(1);
    expect((await publicApi(team)).headers['x-cache']).toBe('hit');
  });

  it("saving the Impressum or the inquiry form's texts (kept in site_state) renews the pages and answers showing them", async () => {
    const doc = await api('PUT', '/admin/docs/imprint', [{ lang: 'en_US', title: 'Imprint', content: '<p>Legal</p>' }]);
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);
    const imprintApi = '/user/portal-config/imprint';
    for (const url of ['/docs/imprint?lang=en_US', '/contact?lang=en_US']) {
      await page(url);
      expect((await page(url)).cache).toBe('cache;desc=hit');
    }
    await publicApi(imprintApi);
    expect((await publicApi(imprintApi)).headers['x-cache']).toBe('hit');

    const saved = await api('PUT', '/admin/portal-config/imprint', { en_US: { registerNumber: 'PR 4711' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await publicApi(imprintApi)).text).toContain('PR 4711');
    expect((await page('/docs/imprint?lang=en_US')).html).toContain('PR 4711');

    const texts = await api('PUT', '/admin/inquiries/settings', { texts: { en_US: { consent: 'Consent anew' } } });
    expect(texts.status, JSON.stringify(texts.body)).toBe(200);
    expect((await page('/contact?lang=en_US')).html).toContain('Consent anew');
  });

  it('one entry per answer: parameters the route does not know and the order of those it does share it', async () => {
    const list = '/user/latest-news?page=1&pageSize=50';
    await publicApi(list);
    expect((await publicApi(list)).headers['x-cache']).toBe('hit');
    for (const spelling of [`${list}&zz=1`, `${list}&zz=2`, '/user/latest-news?pageSize=50&page=1']) {
      const res = await publicApi(spelling);
      expect(res.status, spelling).toBe(200);
      expect(res.headers['x-cache'], spelling).toBe('hit');
    }
  });

  it("a list filtered by a hidden lawyer shows the lawyer's articles once the lawyer is published (a kept count of 0 depends on the team too)", async () => {
    const made = await api('POST', '/admin/lawyerTeam', [{ lang: 'en_US', name: 'Hidden Hire', status: 'draft' }]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const [lawyer] = made.body.result as Row[];
    const news = await api('POST', '/admin/latest-news', [
      { lang: 'en_US', title: 'Written by the hire', coverUrl: '/c.png', cataId, authorNos: [lawyer.no] },
    ]);
    expect(news.status, JSON.stringify(news.body)).toBe(200);
    // Two answers of one count (the page size is not part of it): the second takes the count kept by the first.
    const lists = [10, 20].map((size) => `/user/latest-news?author=${lawyer.no}&page=1&pageSize=${size}`);
    for (const list of lists) expect(JSON.parse((await publicApi(list)).text).pageable.totalCount, list).toBe(0);
    const published = await api('PUT', '/admin/lawyerTeam', [
      { id: lawyer.id, no: lawyer.no, lang: 'en_US', name: 'Hidden Hire', status: 'published' },
    ]);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    for (const list of lists) {
      const res = await publicApi(list);
      expect(JSON.parse(res.text).pageable.totalCount, list).toBe(1);
      expect(res.text).toContain('Written by the hire');
    }
  });

  it('an address answers the same whether its page is kept or not: a page number that is not one stays a 404 after the list was kept', async () => {
    for (const list of ['/news?lang=en_US', `/news?cata=${cataId}&lang=en_US`]) {
      await page(list);
      expect((await page(list)).cache, list).toBe('cache;desc=hit');
      for (const bad of ['-1', 'abc', '', '12345678', '0']) {
        const url = `${list}&page=${bad}`;
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        // Asked again (now that it was asked once), still not found.
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    }
    // The team shows its first page for a page number that is not one, kept or not.
    await page('/team?lang=en_US');
    await page('/team?lang=en_US&page=abc');
    // The inquiry form says "sent" for ?sent=1 only: ?sent=01 is the form, even after ?sent=1 was kept.
    expect((await page('/contact?lang=en_US&sent=1')).html).toContain('data-inquiry-sent');
    expect((await page('/contact?lang=en_US&sent=1')).cache).toBe('cache;desc=hit');
    expect((await page('/contact?lang=en_US&sent=01')).html).not.toContain('data-inquiry-sent');
  });

  it('never keeps an error', async () => {
    const missing = '/user/docs/no-such-document';
    const one = await publicApi(missing);
    expect(one.status).toBe(404);
    const two = await publicApi(missing);
    expect(two.status).toBe(404);
    expect(two.headers['x-cache']).toBe('miss');
    expect(two.headers.etag).toBeUndefined();
  });
});
