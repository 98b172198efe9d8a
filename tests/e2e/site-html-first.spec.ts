import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { test, expect, adminLogin, adminToken, axeViolations, ADMIN_ACCOUNT, ADMIN_PASSWORD } from './fixtures';

/**
 * Public pages are HTML first (docs/decisions/009): no React in the browser, every feature works
 * with JavaScript off, and one small script enhances them. Each feature is tried both ways.
 */

const BOTH = [false, true] as const;
const mode = (js: boolean) => (js ? 'with JavaScript' : 'without JavaScript');

/** The public pages of issue #11's budget, one of each kind. */
const PAGES = ['/home', '/about', '/services', '/team', '/news', '/case', '/docs/privacy'];
/** The budget of issue #11: script transferred per public page, compressed. */
const SCRIPT_BUDGET = 15 * 1024;

async function open(browser: Browser, javaScriptEnabled: boolean, path: string, opts: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled, ...opts });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(String(e)));
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return { page, context, errors };
}

/** The first detail link of a list page, e.g. a news item's (not an external one). */
async function firstDetail(page: Page, path: string) {
  await page.goto(path);
  return (await page.locator('[data-testid="article-list"] a.card__link:not([target])').first().getAttribute('href'))!;
}

test('public pages load no React and no router: one small script, under the budget', async ({ page }) => {
  const detail = await firstDetail(page, '/news?lang=en_US');
  for (const path of [...PAGES, detail]) {
    const scripts: { url: string; bytes: number }[] = [];
    const onResponse = async (res: import('@playwright/test').Response) => {
      if (res.request().resourceType() !== 'script') return;
      const headers = await res.allHeaders();
      scripts.push({ url: res.url(), bytes: Number(headers['content-length'] ?? (await res.body()).length) });
    };
    page.on('response', onResponse);
    const res = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=de_DE`, { waitUntil: 'networkidle' });
    page.off('response', onResponse);
    const html = await res!.text();
    expect(html, path).not.toContain('__reactRouterContext');
    expect(html, path).not.toContain('modulepreload');
    expect(
      scripts.map((s) => new URL(s.url).pathname),
      path,
    ).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, `${path}: ${total} bytes of script`).toBeLessThan(SCRIPT_BUDGET);
    test.info().annotations.push({ type: 'script bytes', description: `${path}: ${total}` });
  }
  // The script is hashed, cached for a year and sent pre-compressed.
  const src = (await page.locator('script[src*="/assets/enhance-"]').getAttribute('src'))!;
  const asset = await page.request.get(src, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

test('the back office still hydrates: its login form works and its pages load their scripts', async ({ page }) => {
  const res = await page.goto('/admin-login');
  expect(await res!.text()).toContain('modulepreload');
  await adminLogin(page);
  // The login form is React's (a native submit would stay on /admin-login): it logged in.
  await expect(page).toHaveURL(/\/admin(\/|$)/);
});

for (const js of BOTH) {
  test(`language menu ${mode(js)}: links to the page in each language; with script the choice is kept`, async ({
    browser,
  }) => {
    const { page, context, errors } = await open(browser, js, '/news?lang=en_US');
    const menu = page.locator('.site-header details.lang-menu');
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', { name: 'Deutsch' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/news?lang=de_DE');
    await Promise.all([page.waitForEvent('load'), menu.getByRole('link', { name: 'Deutsch' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const cookie = (await context.cookies()).find((c) => c.name === 'umi_locale');
    if (js) {
      // Saved (localStorage, mirrored into the cookie), and the address names no language: the choice applies from now on.
      await expect(page).toHaveURL(/\/news$/);
      expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe('de_DE');
      expect(cookie?.value).toBe('de_DE');
      await page.goto('/team');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    } else {
      // A plain link: the page in German at its own address; nothing stored.
      await expect(page).toHaveURL(/\/news\?lang=de_DE$/);
      expect(cookie).toBeUndefined();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`phone menu ${mode(js)}: named at every width, opens, leads to the page`, async ({ browser }) => {
    const { page, context, errors } = await open(browser, js, '/home?lang=en_US', {
      viewport: { width: 390, height: 844 },
    });
    const toggle = page.locator('summary.nav-mobile__toggle');
    // The words are visually hidden on a phone, still the controls' names.
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(page.locator('summary.lang-menu__button')).toHaveAccessibleName('Language: English');
    // axe runs in the page (it needs script): the markup is the same either way.
    if (js) expect(await axeViolations(page)).toEqual([]);
    await toggle.click();
    const nav = page.locator('.nav--mobile');
    await expect(nav).toBeVisible();
    if (js) {
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await toggle.click();
    }
    await nav.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news\?lang=en_US$/);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('carousel without JavaScript: the first banner, no controls that could not work', async ({ browser }) => {
  const { page, context } = await open(browser, false, '/home?lang=en_US');
  const slides = page.locator('.carousel__slide');
  expect(await slides.count()).toBeGreaterThan(1);
  await expect(slides.first()).toBeVisible();
  await expect(slides.first().locator('.carousel__title')).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('.carousel__controls')).toBeHidden();
  await context.close();
});

test('carousel with JavaScript: rotates, pauses on hover and focus and by its button (APG pattern)', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'no-preference',
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/home?lang=en_US');
  const carousel = page.locator('.carousel');
  const slides = carousel.locator('.carousel__slide');
  const viewport = carousel.locator('.carousel__viewport');
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(slides.first()).toHaveAttribute('aria-roledescription', 'slide');
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  // Rotating: the live region is off, the button offers to stop.
  await expect(viewport).toHaveAttribute('aria-live', 'off');
  const stop = carousel.getByRole('button', { name: /Pause automatic/i });
  await expect(stop).toBeVisible();
  await page.clock.runFor(7_500);
  await expect(slides.nth(1)).toHaveClass(/is-active/);
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');

  // Hover pauses (and makes the region polite); leaving resumes.
  await carousel.hover();
  await expect(viewport).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(15_000);
  await expect(slides.nth(1)).toHaveClass(/is-active/);
  await page.mouse.move(5, 5);
  await expect(viewport).toHaveAttribute('aria-live', 'off');

  // Focus pauses too; the pause button stops it for good.
  await stop.focus();
  await expect(viewport).toHaveAttribute('aria-live', 'polite');
  await stop.click();
  await expect(carousel.getByRole('button', { name: /Start automatic/i })).toBeFocused();
  await page.locator('body').focus();
  await page.mouse.move(5, 5);
  await page.clock.runFor(15_000);
  await expect(slides.nth(1)).toHaveClass(/is-active/);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slides.nth(2)).toHaveClass(/is-active/);
  await context.close();
});

test('carousel with JavaScript honours prefers-reduced-motion: no rotation until asked', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/home?lang=en_US');
  const slides = page.locator('.carousel__slide');
  await expect(page.locator('.carousel__viewport')).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('button', { name: /Start automatic/i })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(slides.first()).toHaveClass(/is-active/);
  await context.close();
});

for (const js of BOTH) {
  test(`team filters ${mode(js)}: a GET form whose state is the URL`, async ({ browser }) => {
    const { page, context, errors } = await open(browser, js, '/team?lang=en_US');
    const cards = page.getByTestId('team-list').locator('article');
    const all = await cards.count();
    if (js) await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const area = page.getByLabel('Practice area');
    const value = (await area.locator('option').nth(1).getAttribute('value'))!;
    await area.selectOption(value);
    if (js) {
      // Applied on change, in place: the form keeps focus and the address follows.
      await expect(page).toHaveURL(new RegExp(`/team\\?lang=en_US&area=${value}$`));
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    } else {
      await expect(page).toHaveURL(/\/team\?lang=en_US$/);
      await page.getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]area=${value}(&|$)`));
    }
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await expect(page.getByTestId('team-count')).toContainText(String(await cards.count()));
    await expect(area).toHaveValue(value);

    // The search: Enter without script, a pause in typing with it.
    const name = (await cards.first().locator('h2').textContent())!.trim();
    const word = name
      .split(/\s+/)
      .filter((w) => !/^(Dr|Prof)\.?$/.test(w))
      .at(-1)!;
    await page.getByRole('searchbox').fill(word);
    if (!js) await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(cards.first().locator('h2')).toContainText(word);

    // "Clear filters" is a link to the whole team.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/team(\?lang=en_US)?$/);
    await expect(cards).toHaveCount(all);
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`news tabs and load more ${mode(js)}`, async ({ browser }) => {
    const { page, context, errors } = await open(browser, js, '/news?lang=en_US');
    const items = page.getByTestId('article-list').locator('> li');
    const first = await items.count();
    const total = Number((await page.getByTestId('article-count').textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(first);

    await page.getByTestId('load-more').click();
    await expect.poll(() => items.count()).toBeGreaterThan(first);
    await expect(page.getByTestId('article-count')).toContainText(`1–${await items.count()} of ${total}`);
    if (js) {
      // In place: the address is the next page's (no fragment), focus on the first new item.
      await expect(page).toHaveURL(/\/news\?(cata=\d+&)?page=2&lang=en_US$/);
      await expect(items.nth(first).locator('a').first()).toBeFocused();
    } else {
      // A new page with the items so far, scrolled to the first new one.
      await expect(page).toHaveURL(new RegExp(`/news\\?(cata=\\d+&)?page=2&lang=en_US#item-${first + 1}$`));
    }
    const shown = await items.count();

    // Reload and back/forward keep the list as it was.
    await page.reload();
    await expect(items).toHaveCount(shown);
    await page.getByTestId('article-list').locator('a.card__link:not([target])').last().click();
    await expect(page.locator('h1')).toBeVisible();
    await page.goBack();
    await expect(items).toHaveCount(shown);

    // Tabs are links: the category is in the address.
    const tabs = page.locator('.pg-tabs a');
    const secondName = (await tabs.nth(1).textContent())!;
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/[?&]cata=\d+/);
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('article-list')).toHaveAttribute('aria-label', secondName);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('hover preloading: one static speculation rule set (prefetch, moderate) with the exclusions, allowed by the CSP', async ({
  page,
  consoleErrors,
}) => {
  const res = await page.goto('/news?lang=en_US');
  const rules = page.locator('script[type="speculationrules"]');
  await expect(rules).toHaveCount(1);
  const json = JSON.parse((await rules.textContent())!);
  const [rule] = json.prefetch;
  expect(rule.eagerness).toBe('moderate');
  const text = JSON.stringify(rule.where);
  for (const excluded of ['/admin*', '/api/*', '/team/vcard/*', '[data-no-prefetch]']) expect(text).toContain(excluded);
  expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);

  // Chromium prefetches a news item when the pointer rests on it, and shows the prefetched page.
  const prefetched = page.waitForRequest((r) => /prefetch/.test(r.headers()['sec-purpose'] ?? ''));
  const link = page.locator('[data-testid="article-list"] a.card__link:not([target])').first();
  await link.hover();
  expect(new URL((await prefetched).url()).pathname).toMatch(/^\/news\/detail\/\d+$/);
  await link.click();
  await expect(page.locator('h1')).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string })
          .deliveryType,
    ),
  ).toBe('navigational-prefetch');
  expect(consoleErrors).toEqual([]);
});

test('hover preloading without Speculation Rules: <link rel=prefetch> on hover, not for excluded links', async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(HTMLScriptElement, 'supports', { value: () => false }));
  await page.goto('/team?lang=en_US');
  const profile = page.getByTestId('team-list').locator('h2 a').first();
  await profile.hover();
  const href = (await profile.getAttribute('href'))!;
  await expect(page.locator(`head link[rel="prefetch"][href$="${href}"]`)).toHaveCount(1);
  // Language links (data-no-prefetch) are not prefetched.
  await page.locator('.site-footer a[data-locale="de_DE"]').hover();
  await expect(page.locator('head link[rel="prefetch"][href*="lang=de_DE"]')).toHaveCount(0);
  // Nor a vCard download.
  await profile.click();
  await page.getByTestId('vcard').hover();
  await expect(page.locator('head link[rel="prefetch"][href*="/vcard/"]')).toHaveCount(0);
});

test('views of news, cases and honours: every visit counts (cached or not), prefetches, previews and other sites do not', async ({
  page,
  request,
}) => {
  const views = async (id: number) => {
    const list = await (
      await request.get('/api/user/latest-news?pageSize=100', { headers: { 'X-Language': 'en_US' } })
    ).json();
    return (list.result as { id: number; views: number }[]).find((a) => a.id === id)!.views;
  };
  const href = await firstDetail(page, '/news?lang=en_US');
  const id = Number(/\/news\/detail\/(\d+)/.exec(href)![1]);
  // Visits are added up and written every two seconds (server/web/views.ts), and the public list
  // that shows them is made again at least every 3 s (a cached answer may be up to 3 s old): the
  // count starts from a settled value, two answers more than 3 s apart that agree, after earlier
  // tests' visits of the same article are written.
  let before = await views(id);
  for (let previous = -1; before !== previous; before = await views(id)) {
    previous = before;
    await page.waitForTimeout(3500);
  }
  const countReaches = (n: number) => expect.poll(() => views(id), { timeout: 10_000 }).toBe(n);
  for (let i = 0; i < 5; i++) expect((await request.get(href)).status()).toBe(200);
  await countReaches(before + 5);

  // A prefetch is no visit; a page shown from one posts its view itself.
  await request.get(href, { headers: { 'Sec-Purpose': 'prefetch' } });
  expect((await request.post(href.split('?')[0])).status()).toBe(204);
  await countReaches(before + 6);
  // … but another site cannot post views through its visitors' browsers (checked below: no count).
  const forged = await request.post(href.split('?')[0], {
    headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);

  // A preview link never counts.
  const login = await request.post('/api/admin/login', {
    data: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
  });
  const token = (await login.json()).result as string;
  const link = await request.post('/api/admin/preview-links', {
    data: { kind: 'news', id },
    headers: { authorization: token },
  });
  const url = ((await link.json()).result as { url: string }).url;
  expect((await request.get(url)).status()).toBe(200);
  expect((await request.post(`${url.split('?')[0]}?preview=x`)).status()).toBe(204);
  await page.waitForTimeout(3000);
  expect(await views(id)).toBe(before + 6);
});

test('a browser or proxy revalidating a page gets 304 for its tag alone, in a list, weakly or as *, and the page for another', async ({
  request,
}) => {
  const first = await request.get('/news?lang=en_US');
  const etag = first.headers().etag;
  expect(etag).toMatch(/^W\/"/);
  for (const header of [etag, `W/"zzz", ${etag}`, etag.slice(2), '*']) {
    expect((await request.get('/news?lang=en_US', { headers: { 'If-None-Match': header } })).status(), header).toBe(
      304,
    );
  }
  const other = await request.get('/news?lang=en_US', { headers: { 'If-None-Match': '"other"' } });
  expect(other.status()).toBe(200);
  expect(await other.text()).toContain('data-testid="article-list"');
});

test('a link with tracking parameters (?fbclid=, ?utm_…) is served from the render cache entry of the page it names; a name search is never kept', async ({
  request,
}) => {
  const cached = (res: { headers(): Record<string, string> }) => res.headers()['server-timing'];
  // A category id as pages read one: at most 7 digits (a longer one is ignored, as by the page).
  const stamp = 1_000_000 + (Date.now() % 8_000_000);
  // A page never asked for before (an unknown category shows the default tab) is rendered; asked
  // again with other tracking parameters, it comes from the cache (polled: another test's write
  // meanwhile renders every page anew).
  const first = await request.get(`/news?lang=en_US&cata=${stamp}&fbclid=IwAR${stamp}`);
  expect(cached(first)).toBe('cache;desc=miss');
  let click = 0;
  for (const [page, again] of [
    [
      `/news?lang=en_US&cata=${stamp}`,
      (id: string) => `/news?utm_source=newsletter&cata=${stamp}&gclid=Cj0${id}&lang=en_US`,
    ],
    ['/news?lang=de_DE&page=2', (id: string) => `/news?page=2&lang=de_DE&fbclid=IwAR${id}&utm_campaign=x`],
  ] as const) {
    // Every ad click carries a tracking value of its own.
    await expect
      .poll(
        async () => {
          await request.get(page);
          return cached(await request.get(again(`${stamp}${++click}`)));
        },
        { message: again('…') },
      )
      .toBe('cache;desc=hit');
    expect(await (await request.get(again(`${stamp}${++click}`))).text()).toBe(await (await request.get(page)).text());
  }
  // What a page reads is part of the key: another category or list page is another page.
  expect(cached(await request.get(`/news?lang=en_US&cata=${stamp + 1}`))).toBe('cache;desc=miss');
  // A name search is rendered every time and never kept: nobody can learn from the cache what others searched.
  for (let i = 0; i < 2; i++) {
    const search = await request.get('/team?lang=en_US&q=Weber');
    expect(search.status()).toBe(200);
    expect(cached(search)).toBeUndefined();
  }
  expect(cached(await request.get('/team?lang=en_US&q=&area='))).toMatch(/^cache;desc=(hit|miss)$/);
  // Admin pages are never cached and say nothing about it.
  expect(cached(await request.get('/admin-login'))).toBeUndefined();
});

test('a long archive: "load more" goes on past the 30 pages one address shows, with JavaScript and without', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await adminLogin(page);
  const headers = { Authorization: await adminToken(page) };
  const stamp = Date.now().toString(36);
  const category = await page.request.post('/api/admin/catalog', {
    headers,
    data: [{ lang: 'en_US', name: `Archive ${stamp}`, type: 0 }],
  });
  expect(category.ok()).toBe(true);
  const cataId = ((await category.json()).result as { id: number }[])[0].id;
  // 280 items, newest first: one page more than an address shows, and one item more than that.
  const nos: string[] = [];
  for (let i = 0; i < 280; i++) {
    const createTime = new Date(Date.UTC(2001, 0, 1) - i * 3_600_000).toISOString();
    const res = await page.request.post('/api/admin/latest-news', {
      headers,
      data: [
        {
          lang: 'en_US',
          title: `Archive ${stamp} item ${i + 1}`,
          coverUrl: '/favicon.svg',
          cataId,
          content: '<p>x</p>',
          createTime,
        },
      ],
    });
    expect(res.ok()).toBe(true);
    nos.push(((await res.json()).result as { no: string }[])[0].no);
  }
  for (const js of BOTH) {
    const { page: visitor, context, errors } = await open(browser, js, `/news?cata=${cataId}&page=30&lang=en_US`);
    const items = visitor.getByTestId('article-list').locator('> li');
    const count = visitor.getByTestId('article-count');
    await expect(items).toHaveCount(270);
    await expect(count).toContainText('1–270 of 280');
    await visitor.getByTestId('load-more').click();
    // The next page's items, not the first page again. The address shows the last 30 pages:
    // items 10 to 279 (in place the first nine leave, so the list, its count and a reload agree).
    await expect(visitor).toHaveURL(new RegExp(`page=31&lang=en_US${js ? '' : '#item-271'}$`));
    await expect(count).toContainText('10–279 of 280');
    await expect(items).toHaveCount(270);
    await expect(visitor.locator('#item-271')).toContainText('item 271');
    await expect(items.first()).toContainText('item 10');
    if (js) await expect(visitor.locator('#item-271 a').first()).toBeFocused();
    await visitor.getByTestId('load-more').click();
    await expect(visitor.getByText(`Archive ${stamp} item 280`, { exact: true })).toBeVisible();
    await expect(visitor.getByTestId('load-more')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  }
  for (const no of nos) await page.request.delete(`/api/admin/latest-news?no=${no}`, { headers });
  await page.request.delete(`/api/admin/catalog/${cataId}`, { headers });
});
