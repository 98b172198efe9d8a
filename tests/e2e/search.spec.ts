import type { Browser } from '@playwright/test';
import { test, expect, axeViolations, adminLogin } from './fixtures';

/**
 * The site search from the header's box: on a phone (in the menu) and a desktop, without and with
 * JavaScript, in German, English and Chinese; the results page keeps the query, marks the matched
 * words, pages by links, and passes axe at 390 and 1440 px.
 */
const CASES = [
  { locale: 'de_DE', q: 'verordnung', title: 'KI-Verordnung: Was Unternehmen bis August 2026 umsetzen müssen' },
  {
    locale: 'en_US',
    q: 'arbitration',
    title: 'Arbitration Practice Guide Europe 2025: recommended arbitration practice',
  },
  { locale: 'zh_CN', q: '知识产权', title: '知识产权' },
] as const;

async function open(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean, width: number) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

for (const js of [false, true]) {
  for (const width of [390, 1440]) {
    test(`search from the header at ${width} px, JavaScript ${js ? 'on' : 'off'}, in three languages`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page, errors } = await open(browser, baseURL, js, width);
      for (const c of CASES) {
        await page.goto(`/home?lang=${c.locale}`);
        let box;
        if (width < 1080) {
          await expect(page.locator('.search-form--header')).toBeHidden();
          await page.locator('summary.nav-mobile__toggle').click();
          box = page.locator('.search-form--menu input[name="q"]');
        } else {
          box = page.locator('.search-form--header input[name="q"]');
        }
        await expect(box).toBeVisible();
        await box.fill(c.q);
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/search\\?lang=${c.locale}&q=`));
        const results = page.getByTestId('search-results');
        await expect(results.getByRole('link', { name: c.title, exact: true })).toBeVisible();
        await expect(results.locator('.search-result__kind').first()).toBeVisible();
        await expect(results.locator('mark').first()).toBeVisible();
        // The query stays in the page's box, and the page is not for search engines.
        await expect(page.locator('.search-form--page input[name="q"]')).toHaveValue(c.q);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.locator('html')).toHaveAttribute('lang', c.locale.replace('_', '-'));
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test('no results offers the practice areas and the team; a result leads to its page; paging by link', async ({
  page,
}) => {
  await page.goto('/search?lang=zh_CN&q=%E4%BA%A7%E7%9F%A5');
  await expect(page.getByTestId('search-count')).toContainText('未找到');
  await page.locator('.search-suggest').getByRole('link', { name: '专业团队' }).click();
  await expect(page).toHaveURL(/\/team\?lang=zh_CN$/);

  await page.goto('/search?lang=de_DE&q=recht');
  const next = page.locator('.pg-pager a[rel="next"]');
  await expect(next).toHaveAttribute('href', /\/search\?q=recht&page=2&lang=de_DE$/);
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.pg-pager__status')).toContainText('Seite 2');
  await page.getByTestId('search-results').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/search/);
});

for (const width of [390, 1440]) {
  test(`results page passes axe at ${width} px in three languages (screenshots attached)`, async ({
    browser,
    baseURL,
  }, info) => {
    const { context, page } = await open(browser, baseURL, true, width);
    for (const c of CASES) {
      await page.goto(`/search?lang=${c.locale}&q=${encodeURIComponent(c.q)}`);
      expect(await axeViolations(page), `${c.locale} at ${width}`).toEqual([]);
      await page.screenshot({ path: info.outputPath(`search-${c.locale}-${width}.png`), fullPage: false });
    }
    await context.close();
  });
}

test('news and case feeds: Atom per language, the newest 20 public items, absolute URLs, advertised on the lists', async ({
  page,
  request,
  baseURL,
}) => {
  for (const [list, lang, firstTitle] of [
    ['/news', 'de_DE', 'Münchner Wirtschaftsrechtsforum 2026: KI, Lieferketten und Investitionskontrolle'],
    ['/case', 'zh_CN', '在德国申请执行中国国际经济贸易仲裁委员会裁决'],
    ['/news', 'en_US', 'Munich Business Law Forum 2026: AI, supply chains and investment control'],
  ] as const) {
    await page.goto(`${list}?lang=${lang}`);
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(href).toBe(`${baseURL}${list}/feed.xml?lang=${lang}`);
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/atom+xml');
    const xml = await res.text();
    // The structure RFC 4287 requires, read by the browser's XML parser (a parse error fails).
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror')!.textContent };
      const ns = 'http://www.w3.org/2005/Atom';
      const root = doc.documentElement;
      const child = (el: Element, name: string) =>
        Array.from(el.children).filter((c) => c.namespaceURI === ns && c.localName === name);
      const iso = (s: string | null | undefined) =>
        !!s && !Number.isNaN(Date.parse(s)) && /T.*(Z|[+-]\d\d:\d\d)$/.test(s);
      return {
        root: `${root.namespaceURI} ${root.localName}`,
        lang: root.getAttribute('xml:lang'),
        once:
          ['id', 'title', 'updated'].every((n) => child(root, n).length === 1) &&
          iso(child(root, 'updated')[0].textContent),
        self: child(root, 'link')
          .find((l) => l.getAttribute('rel') === 'self')
          ?.getAttribute('href'),
        author: child(root, 'author').length === 1 && child(child(root, 'author')[0], 'name').length === 1,
        entries: child(root, 'entry').map((e) => ({
          ok:
            ['id', 'title', 'updated'].every((n) => child(e, n).length === 1) &&
            iso(child(e, 'updated')[0].textContent) &&
            iso(child(e, 'published')[0]?.textContent),
          title: child(e, 'title')[0]?.textContent,
          link: child(e, 'link')[0]?.getAttribute('href'),
          id: child(e, 'id')[0]?.textContent,
          published: child(e, 'published')[0]?.textContent,
        })),
      };
    }, xml);
    expect(feed).toMatchObject({
      root: 'http://www.w3.org/2005/Atom feed',
      lang: lang.replace('_', '-'),
      once: true,
      self: href,
      author: true,
    });
    const entries = feed.entries!;
    expect(entries.length).toBeGreaterThan(3);
    expect(entries.length).toBeLessThanOrEqual(20);
    expect(
      entries.every(
        (e) => e.ok && e.link === e.id && e.link!.startsWith(`${baseURL}/`) && e.link!.endsWith(`?lang=${lang}`),
      ),
    ).toBe(true);
    // Newest first (other specs may have published newer items meanwhile): the demo's newest item
    // is in it, and the dates only go back; drafts and scheduled items are not in it.
    expect(entries.map((e) => e.title)).toContain(firstTitle);
    const dates = entries.map((e) => Date.parse(e.published!));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    expect(xml).not.toContain('Entwurf: Hinweisgeberschutz');
    expect(xml).not.toContain('针对误导性比较广告取得临时禁令');
  }
});

test('the back office start page searches every kind and language, drafts included', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin?lang=de_DE');
  const box = page.getByTestId('admin-search').getByRole('searchbox');
  await box.fill('Meldestelle');
  await box.press('Enter');
  const draft = page.getByRole('link', {
    name: 'Entwurf: Hinweisgeberschutz – was eine interne Meldestelle leisten muss',
  });
  await expect(draft).toBeVisible();
  await expect(page.locator('.ant-list-item', { has: draft }).locator('.ant-tag').first()).toBeVisible();
  await box.fill('知识产权');
  await box.press('Enter');
  await expect(page.getByRole('link', { name: '知识产权', exact: true })).toBeVisible();
  await page.getByRole('link', { name: '知识产权', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/expertise\/edit\/\d+/);
});
