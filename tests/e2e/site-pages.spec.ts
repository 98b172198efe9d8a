import type { Page } from '@playwright/test';
import { test, expect, useLocale as setLocale, axeViolations, adminLogin, adminToken } from './fixtures';

/**
 * The services, team, news and case pages against the demo content, in German and English
 * (Chinese where the point is the language): lists, details, filters in the URL, load-more,
 * the vCard, 404s and an axe scan of every page.
 */

type Lang = 'de_DE' | 'en_US' | 'zh_CN';
const TWO: Lang[] = ['de_DE', 'en_US'];

const HTML_LANG: Record<Lang, string> = { de_DE: 'de-DE', en_US: 'en-US', zh_CN: 'zh-CN' };

async function open(page: Page, path: string, lang: Lang) {
  await setLocale(page, lang);
  const res = await page.goto(path);
  expect(res?.status(), `${path} status`).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  return res!;
}

/** The ids linked from a list, in page order. */
async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
}

/** How many items the public API has for a list in this language (other spec files add content). */
async function publicListLength(page: Page, apiPath: string, lang: string): Promise<number> {
  const res = await page.request.get(apiPath, { headers: { 'x-language': lang } });
  const body = await res.json();
  return (body.result as unknown[]).length;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

// A broken page must not pass: no console errors, no uncaught exceptions.
test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

for (const lang of TWO) {
  test.describe(`site pages (${lang})`, () => {
    test('services list and detail with previous/next and the area lawyers', async ({ page }) => {
      await open(page, '/services', lang);
      const tiles = page.getByTestId('service-list').locator('li');
      const areas = await publicListLength(page, '/api/user/professionalField/list', lang);
      expect(areas).toBeGreaterThanOrEqual(8);
      await expect(tiles).toHaveCount(areas);
      await expect(tiles.first().locator('h2')).not.toBeEmpty();
      await expectNoAxeViolations(page);

      const links = await hrefs(page, '[data-testid="service-list"] h2 a');
      await tiles.nth(1).locator('h2 a').click();
      await expect(page).toHaveURL(new RegExp(`${links[1].replace(/[?]/g, '\\?')}$`));
      await expect(page.getByTestId('turn-prev')).toBeVisible();
      await expect(page.getByTestId('turn-next')).toBeVisible();
      const nextName = (await page.getByTestId('turn-next').locator('.pg-turn__name').textContent())!;
      await page.getByTestId('turn-next').click();
      await expect(page.locator('h1')).toHaveText(nextName);
      await expect(page.getByTestId('turn-prev')).toBeVisible();

      // The first area has no previous one; its lawyers are listed with contact links.
      await open(page, links[0], lang);
      await expect(page.getByTestId('turn-prev')).toHaveCount(0);
      const lawyers = page.getByTestId('area-lawyers');
      await expect(lawyers.locator('article').first()).toBeVisible();
      await expect(lawyers.locator('a[href^="mailto:"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('team filters and search live in the URL: shareable and the back button restores', async ({ page }) => {
      await open(page, '/team', lang);
      const cards = page.getByTestId('team-list').locator('article');
      const count = page.getByTestId('team-count');
      await expect(count).toHaveAttribute('aria-live', 'polite');
      const all = await cards.count();
      expect(all).toBeGreaterThanOrEqual(8);
      await expect(cards.first().locator('a[href^="tel:"]')).toBeVisible();
      await expect(cards.first().locator('a[href^="mailto:"]')).toBeVisible();
      await expectNoAxeViolations(page);

      // Practice area: the list shrinks and the URL says so.
      const area = page.getByLabel(lang === 'de_DE' ? 'Rechtsgebiet' : 'Practice area');
      const areaValue = await area.locator('option').nth(1).getAttribute('value');
      await area.selectOption(areaValue!);
      await expect(page).toHaveURL(new RegExp(`[?&]area=${areaValue}`));
      await expect.poll(() => cards.count()).toBeLessThan(all);
      const byArea = await cards.count();
      expect(byArea).toBeGreaterThan(0);

      // Job title on top of it.
      const job = page.getByLabel(lang === 'de_DE' ? 'Position' : 'Position');
      await job.selectOption({ index: 1 });
      await expect(page).toHaveURL(/[?&]job=\d+/);
      const filteredUrl = page.url();
      const filteredNames = await cards.locator('h2').allTextContents();

      // Back restores the area-only list and the select.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`[?&]area=${areaValue}(?!.*job=)`));
      await expect(cards).toHaveCount(byArea);
      await expect(job).toHaveValue('');

      // The filtered URL is shareable: loading it directly shows the same list.
      await open(page, filteredUrl, lang);
      expect(await cards.locator('h2').allTextContents()).toEqual(filteredNames);
      await expect(page.getByLabel(lang === 'de_DE' ? 'Rechtsgebiet' : 'Practice area')).toHaveValue(areaValue!);
    });

    test('team office filter', async ({ page }) => {
      await open(page, '/team', lang);
      const cards = page.getByTestId('team-list').locator('article');
      const all = await cards.count();
      const office = page.getByLabel(lang === 'de_DE' ? 'Standort' : 'Office');
      await office.selectOption({ index: 1 });
      await expect(page).toHaveURL(/[?&]office=\d+/);
      const officeName = (await office.locator('option:checked').textContent())!.trim();
      await expect.poll(() => cards.count()).toBeLessThan(all);
      for (const text of await cards.locator('.card__office').allTextContents()) expect(text).toBe(officeName);
    });

    test('team keyword search by name (also without JavaScript)', async ({ page }) => {
      await open(page, '/team', lang);
      const cards = page.getByTestId('team-list').locator('article');
      const firstName = (await cards.first().locator('h2').textContent())!.trim();
      const word = firstName
        .split(/\s+/)
        .filter((w) => !/^(Dr|Prof)\.?$/.test(w))
        .at(-1)!;
      await page.getByRole('searchbox').fill(word);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
      await expect(cards.first().locator('h2')).toContainText(word);
      await expect.poll(() => cards.count()).toBeLessThanOrEqual(2);
      await expect(page.getByTestId('team-count')).toContainText(/1|2/);

      // The same URL, rendered by the server alone.
      const direct = await page.request.get(`/team?q=${encodeURIComponent(word)}&lang=${lang}`);
      expect(direct.status()).toBe(200);
      expect(await direct.text()).toContain(firstName.replace(/&/g, '&amp;'));

      // Nothing found: a clear message.
      await page.getByRole('searchbox').fill('zzzz-nobody');
      await expect(page.getByTestId('team-count')).toContainText(lang === 'de_DE' ? 'Keine Anwälte' : 'No lawyers');
      await expect(cards).toHaveCount(0);
    });

    test('lawyer profile: languages, sections, tel/mailto, practice areas, JSON-LD Person, vCard', async ({ page }) => {
      await open(page, '/team', lang);
      const first = page.getByTestId('team-list').locator('article').first();
      const name = (await first.locator('h2').textContent())!.trim();
      await first.locator('h2 a').click();
      await expect(page.locator('h1')).toHaveText(name);
      await expect(page.getByTestId('lawyer-languages')).not.toBeEmpty();
      await expect(page.getByTestId('custom-section').first()).toBeVisible();
      await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
      await expect(page.getByTestId('lawyer-areas').locator('a[href*="/services/detail/"]').first()).toBeVisible();

      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const person = ld.map((s) => JSON.parse(s)).find((j) => j['@type'] === 'Person');
      expect(person).toBeTruthy();
      expect(person.name).toBe(name);
      expect(person.jobTitle).toBeTruthy();
      expect(person.knowsAbout.length).toBeGreaterThan(0);
      expect(person.worksFor.name).toBeTruthy();
      expect(person.email).toMatch(/^mailto:/);
      await expectNoAxeViolations(page);

      const href = (await page.getByTestId('vcard').getAttribute('href'))!;
      expect(href).toMatch(/\/team\/vcard\/\d+/);
      const res = await page.request.get(`${href}${href.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/vcard/);
      expect(res.headers()['content-disposition']).toMatch(/attachment; filename=".+\.vcf"/);
      const card = await res.text();
      expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
      expect(card).toContain(`FN:${name.replace(/,/g, '\\,')}`);
      expect(card).toMatch(/\r\nN:[^\r]+\r\n/);
      expect(card).toMatch(/\r\nORG:.+\r\n/);
      expect(card).toMatch(/\r\nTEL;[^\r]+\r\n/);
      expect(card).toMatch(/\r\nEMAIL;[^\r]+\r\n/);
      expect(card).toMatch(/\r\nADR;[^\r]+\r\n/);
      expect(card.trimEnd().endsWith('END:VCARD')).toBe(true);
      // A card that does not exist is a plain 404, not a JSON `null`.
      for (const missing of ['/team/vcard/0', '/team/vcard/abc', '/team/vcard/999999']) {
        const gone = await page.request.get(missing);
        expect(gone.status(), missing).toBe(404);
        expect(gone.headers()['content-type'], missing).toMatch(/^text\/plain/);
        expect(await gone.text(), missing).toBe('No such lawyer.\n');
      }
    });

    test('news tabs switch, load-more appends, external links open in a new tab', async ({ page }) => {
      await open(page, '/news', lang);
      const tabs = page.locator('.pg-tabs a');
      // The two seeded news catalogs (the back-office tests may have added more).
      await expect(tabs.nth(1)).toBeVisible();
      expect(await tabs.count()).toBeGreaterThanOrEqual(2);
      await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
      const list = page.getByTestId('article-list').locator('li');
      const before = await list.count();
      expect(before).toBeGreaterThan(0);

      // Without JavaScript the control is a link to the next page, which the server renders with
      // the items so far (pages 1 and 2), landing on the first new one.
      const more = page.getByTestId('load-more');
      const nextHref = (await more.getAttribute('href'))!;
      expect(nextHref).toMatch(new RegExp(`[?&]page=2.*#item-${before + 1}$`));
      const page2 = await page.request.get(nextHref.split('#')[0]);
      expect(page2.status()).toBe(200);
      const page2Html = await page2.text();
      expect(page2Html).toContain(`id="item-${before + 1}"`);
      expect(page2Html.match(/data-key="\d+"/g)!.length).toBeGreaterThan(before);

      // With JavaScript it appends the next page in place, and the address says how far the list goes.
      const firstTitle = await list.first().locator('h2').textContent();
      await more.click();
      await expect.poll(() => list.count()).toBeGreaterThan(before);
      await expect(list.first().locator('h2')).toHaveText(firstTitle!);
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(list.nth(before).locator('a').first()).toBeFocused();

      // External items: new tab, noopener, marked.
      const external = page.locator('[data-testid="article-list"] a[target="_blank"]').first();
      await expect(external).toHaveAttribute('rel', /noopener/);
      await expect(external).toHaveAttribute('href', /^https?:\/\//);
      await expect(external.locator('.visually-hidden')).not.toBeEmpty();
      await expectNoAxeViolations(page);

      // The second tab: its own list, the tab in the URL.
      const secondName = (await tabs.nth(1).textContent())!;
      await tabs.nth(1).click();
      await expect(page).toHaveURL(/[?&]cata=\d+/);
      await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('article-list')).toHaveAttribute('aria-label', secondName);
      await expect(list.first().locator('h2')).not.toHaveText(firstTitle!);
      await expectNoAxeViolations(page);
    });

    test('news detail with JSON-LD NewsArticle and a back link', async ({ page }) => {
      await open(page, '/news', lang);
      const card = page.locator('[data-testid="article-list"] a.card__link:not([target])').first();
      const title = (await card.textContent())!.trim();
      await card.click();
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('main time').first()).toBeVisible();
      await expect(page.locator('main .prose')).not.toBeEmpty();
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
      const article = ld.find((j) => j['@type'] === 'NewsArticle');
      expect(article.headline).toBe(title);
      expect(article.datePublished).toMatch(/^\d{4}-\d\d-\d\d/);
      expect(article.dateModified).toBeTruthy();
      expect(article.image[0]).toMatch(/^https?:\/\//);
      expect(article.publisher.name).toBeTruthy();
      await expectNoAxeViolations(page);
      await page.locator('main .back-link a').click();
      await expect(page).toHaveURL(/\/news(\?|$)/);
    });

    test('case list with category filter, and case detail', async ({ page }) => {
      await open(page, '/case', lang);
      const list = page.getByTestId('article-list').locator('li');
      // The six seeded case analyses (the back-office tests may have added one).
      await expect(list.nth(5)).toBeVisible();
      const tabs = page.locator('.pg-tabs a');
      expect(await tabs.count()).toBeGreaterThanOrEqual(2);
      await expectNoAxeViolations(page);
      await tabs.nth(1).click();
      await expect(page).toHaveURL(/[?&]cata=\d+/);
      await expect.poll(() => list.count()).toBeLessThan(6);
      const title = (await list.first().locator('h2').textContent())!.trim();
      await list.first().locator('h2 a').click();
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('main .prose')).not.toBeEmpty();
      await expectNoAxeViolations(page);
    });
  });
}

test('the language links of a news tab keep its category (the same category by the other language id)', async ({
  page,
}) => {
  await open(page, '/news?lang=en_US', 'en_US');
  const tabs = page.locator('.pg-tabs a');
  await tabs.nth(1).click();
  await expect(page).toHaveURL(/[?&]cata=\d+/);
  const enId = Number(new URL(page.url()).searchParams.get('cata'));
  const res = await page.request.get('/api/user/catalog?type=0', { headers: { 'x-language': 'de_DE' } });
  const german = ((await res.json()).result as { id: number; name: string; translations: { id: number }[] }[]).find(
    (c) => c.translations.some((t) => t.id === enId),
  )!;
  expect(german, 'the German row of the same category').toBeTruthy();
  const link = page.locator('.site-header .lang-menu__list a[hreflang="de-DE"]');
  await expect(link).toHaveAttribute('href', `/news?cata=${german.id}&lang=de_DE`);
  await expect(page.locator('.site-footer a[hreflang="de-DE"]')).toHaveAttribute(
    'href',
    `/news?cata=${german.id}&lang=de_DE`,
  );
  await page.goto((await link.getAttribute('href'))!);
  await expect(page.locator('.pg-tabs a[aria-current="page"]')).toHaveText(german.name);
});

test('a news category is on the site only once it holds a public article: its name stays off the site before', async ({
  page,
  browser,
}) => {
  await adminLogin(page);
  const headers = { Authorization: await adminToken(page) };
  const name = `Project Falcon ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/catalog', { headers, data: [{ lang: 'en_US', name, type: 0 }] });
  expect(created.ok()).toBe(true);
  const cataId = ((await created.json()).result as { id: number }[])[0].id;
  const post = async (extra: Record<string, unknown>) => {
    const res = await page.request.post('/api/admin/latest-news', {
      headers,
      data: [
        {
          lang: 'en_US',
          title: `${name} ${JSON.stringify(extra)}`,
          coverUrl: '/favicon.svg',
          cataId,
          content: '<p>x</p>',
          ...extra,
        },
      ],
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()).result as { no: string }[])[0].no;
  };
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const expectHidden = async () => {
    for (const path of ['/news?lang=en_US', `/news?cata=${cataId}&lang=en_US`]) {
      expect((await site.goto(path))?.status(), path).toBe(200);
      await expect(site.locator('.pg-tabs a').first()).toHaveAttribute('aria-current', 'page');
      expect((await site.content()).includes(name), `${path} names the category`).toBe(false);
    }
  };
  await expectHidden();
  // A draft and an article scheduled for later do not bring it out either.
  const nos = [await post({ status: 'draft' }), await post({ publishAt: '2999-01-01T00:00:00Z' })];
  await expectHidden();
  nos.push(await post({}));
  await site.goto('/news?lang=en_US');
  const tab = site.locator('.pg-tabs a', { hasText: name });
  await expect(tab).toBeVisible();
  await tab.click();
  await expect(site).toHaveURL(new RegExp(`[?&]cata=${cataId}`));
  await expect(site.getByTestId('article-list').locator('> li')).toHaveCount(1);
  await visitor.close();
  for (const no of nos) await page.request.delete(`/api/admin/latest-news?no=${no}`, { headers });
  await page.request.delete(`/api/admin/catalog/${cataId}`, { headers });
});

test('unknown ids and list pages that cannot be there are 404 with the not-found page', async ({
  page,
  consoleErrors,
}) => {
  await setLocale(page, 'en_US');
  for (const path of [
    '/services/detail/999999',
    '/team/detail/999999',
    '/news/detail/999999',
    '/case/detail/999999',
    '/news/detail/abc',
    '/team/vcard/999999',
    '/news?page=0',
    '/news?page=abc',
    '/case?page=100001',
    '/news?page=99999',
  ]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(404);
  }
  const res = await page.goto('/news/detail/999999');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();
  // Chromium reports the document's own 404 status as a console error: expected here, nothing else.
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test('a mangled link (a NUL or another control character in its query) still shows the page, never an error', async ({
  page,
}) => {
  for (const path of ['/home?lang=en_US&utm_source=%00', '/team?lang=en_US&q=%00', '/team?lang=en_US&q=We%00ber']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('text/html');
  }
  await page.goto('/team?lang=en_US&q=Wolf%01');
  await expect(page.getByRole('searchbox')).toHaveValue('Wolf');
  // The API still refuses the character, naming where it is.
  const api = await page.request.get('/api/user/lawyerTeam?keyword=%00');
  expect(api.status()).toBe(400);
  expect((await api.json()).message).toContain('keyword');
});

test('pages are server-rendered in Chinese too, links keep ?lang=', async ({ page }) => {
  for (const path of ['/services', '/team', '/news', '/case']) {
    const res = await page.request.get(`${path}?lang=zh_CN`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toMatch(/href="[^"]*\/(services|team|news|case)\/detail\/\d+\?lang=zh_CN"/);
  }
  await page.goto('/news?lang=zh_CN');
  await expect(page.locator('h1')).toHaveText('新闻资讯');
  await expectNoAxeViolations(page);
  await page.goto('/team?lang=zh_CN');
  await expect(page.getByTestId('team-count')).toContainText('位律师');
});

test('the news detail of another language follows the visitor to the translation', async ({ page }) => {
  await setLocale(page, 'de_DE');
  await page.goto('/news');
  const href = (await page
    .locator('[data-testid="article-list"] a.card__link:not([target])')
    .first()
    .getAttribute('href'))!;
  const res = await page.goto(`${href.split('?')[0]}?lang=en_US`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/lang=en_US/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(page.url()).not.toContain(href.split('?')[0]);
});

test('the language links of a news detail lead straight to each translation, without a redirect', async ({
  page,
  request,
}) => {
  await setLocale(page, 'en_US');
  await page.goto('/news');
  await page.locator('[data-testid="article-list"] a.card__link:not([target])').first().click();
  const id = Number(/\/news\/detail\/(\d+)/.exec(page.url())![1]);
  const item = (await (await request.get(`/api/user/latest-news/${id}`, { headers: { 'X-Language': 'en_US' } })).json())
    .result as { translations: { lang: string; id: number }[] };
  for (const { lang, id: other } of item.translations) {
    const link = page.locator(`a[data-locale="${lang}"]`).first();
    await expect(link).toHaveAttribute('href', `/news/detail/${other}?lang=${lang}`);
    const res = await request.get(`/news/detail/${other}?lang=${lang}`, { maxRedirects: 0 });
    expect(res.status(), lang).toBe(200);
  }
  expect(item.translations.length).toBeGreaterThan(1);
});
