import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';

/**
 * What a visitor sees of the site's look (issue #11, "a premium Munich firm"): nothing wider than
 * a phone, the typefaces loaded and preloaded, the language menu's flags and current language, the
 * one LCP image, grids without holes, the firm's name unbroken, a lawyer's own office.
 */

const LANGS = ['de_DE', 'en_US', 'zh_CN'] as const;
type Lang = (typeof LANGS)[number];

const withLang = (path: string, lang: Lang) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * Lays out the whole page as a visitor who scrolled through it sees it: sections below the first
 * screen are content-visibility: auto (site.css), so until then their contents take no width and
 * a placeholder height, which would hide an overflow or misstate the page's length.
 */
async function renderAll(page: Page): Promise<void> {
  // Through the CSSOM: the page's CSP (style-src 'self') refuses an added <style>, as it should.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.section').forEach((s) => (s.style.contentVisibility = 'visible')),
  );
}

/** One public page of every kind, detail pages found through their lists. */
async function publicPages(page: Page): Promise<string[]> {
  const first = async (list: string, selector: string) => {
    await page.goto(withLang(list, 'en_US'));
    const href = (await page.locator(selector).first().getAttribute('href'))!;
    return href.replace(/[?#].*$/, '');
  };
  return [
    '/home',
    '/about',
    '/about/detail',
    '/services',
    await first('/services', '[data-testid="service-list"] a.card__link'),
    '/team',
    await first('/team', '[data-testid="team-list"] a.card__link'),
    '/news',
    await first('/news', '[data-testid="article-list"] a.card__link:not([target])'),
    '/case',
    await first('/case', '[data-testid="article-list"] a.card__link:not([target])'),
    await first('/about', '#honours a.card__link'),
    '/docs/imprint',
    '/docs/privacy',
    '/docs/terms',
  ];
}

test('no page is wider than a phone, from 320 px, in every language', async ({ page }) => {
  test.setTimeout(240_000);
  const pages = await publicPages(page);
  const wide: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of LANGS) {
      for (const path of pages) {
        await page.goto(withLang(path, lang));
        await renderAll(page);
        await page.evaluate(() => document.fonts.ready);
        const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (over > 0) wide.push(`${width}px ${lang} ${path}: ${over}px too wide`);
      }
    }
  }
  expect(wide).toEqual([]);
});

test('form fields on a phone are at least 16 px, so iOS does not zoom in when one is tapped', async ({ page }) => {
  const small: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of LANGS) {
      await page.goto(withLang('/team', lang));
      const fields = await page
        .locator('main input:not([type="hidden"]), main select')
        .evaluateAll((els) =>
          els.map((el) => ({ name: el.getAttribute('name'), px: parseFloat(getComputedStyle(el).fontSize) })),
        );
      expect(fields.length).toBeGreaterThanOrEqual(4);
      for (const { name, px } of fields) if (px < 16) small.push(`${width}px ${lang} ${name} ${px}px`);
    }
  }
  expect(small).toEqual([]);
});

test('the typefaces are self-hosted, preloaded above the fold and in use; Chinese uses system CJK fonts', async ({
  page,
}) => {
  await page.goto('/home?lang=de_DE');
  // One stylesheet is the only render-blocking request besides the preloaded fonts.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  await expect(page.locator('head script:not([type]):not([defer]):not([async])')).toHaveCount(0);
  // The heading serif and the text sans in its two weights (the semibold of buttons, eyebrows and the language button: issue 29).
  const preloads = page.locator('head link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(3);
  for (const href of await preloads.evaluateAll((links) => links.map((l) => l.getAttribute('href')!))) {
    expect(href).toMatch(/^\/assets\/.+-[\w-]{8}\.woff2$/);
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('immutable');
  }
  expect(await preloads.first().getAttribute('crossorigin')).not.toBeNull();
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(
      () =>
        document.fonts.check('600 32px "EB Garamond"') &&
        document.fonts.check('400 16px "Source Sans 3"') &&
        document.fonts.check('600 16px "Source Sans 3"'),
    ),
  ).toBe(true);
  const families = await page.evaluate(() => ({
    heading: getComputedStyle(document.querySelector('h2')!).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
  }));
  expect(families.heading).toMatch(/^"EB Garamond", "EB Garamond Fallback"/);
  expect(families.body).toMatch(/^"Source Sans 3", "Source Sans 3 Fallback"/);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
  );
  expect(loaded).toEqual(expect.arrayContaining(['EB Garamond', 'Source Sans 3']));

  // Chinese: only the Latin text face is preloaded; Han characters come from the system's CJK fonts.
  await page.goto('/home?lang=zh_CN');
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(1);
  const zh = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(zh).toContain('Noto Sans CJK SC');
  expect(zh).toContain('PingFang SC');
  // No web font larger than a Latin subset is ever fetched.
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => /\.woff2$/.test(r.name))
      .map((r) => (r as PerformanceResourceTiming).encodedBodySize),
  );
  for (const size of fonts) expect(size).toBeLessThan(80_000);
});

test('nothing moves while a page loads and its fonts arrive, in every language, on a phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const probe = await browser.newPage({ baseURL });
  const pages = await publicPages(probe);
  await probe.close();
  const moved: string[] = [];
  for (const lang of LANGS) {
    for (const path of pages) {
      // A new context each time: nothing cached, so the fonts arrive while the page is shown.
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as Window & { shifts?: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) w.shifts = (w.shifts ?? 0) + e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(withLang(path, lang), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const shifts = (await page.evaluate(() => (window as Window & { shifts?: number }).shifts)) ?? 0;
      // The swap of a metric-matched font may still re-wrap a line by a pixel (0.0004–0.0011
      // measured), which nobody sees; what a visitor sees move is 0.01 and more (the banner's
      // controls shown late: 0.028; a Chinese page's Latin font swapped late: 0.049).
      if (shifts >= 0.005) moved.push(`${lang} ${path}: ${shifts.toFixed(4)}`);
      await context.close();
    }
  }
  expect(moved).toEqual([]);
});

test('the language menu shows SVG flags beside each name in its own script, and the current language on a phone', async ({
  page,
}) => {
  for (const [lang, short] of [
    ['de_DE', 'DE'],
    ['en_US', 'EN'],
    ['zh_CN', '中文'],
  ] as const) {
    const summary = page.locator('.lang-menu summary');
    // From the narrowest phone up, the flag and the short name, on one line ("中文" broke into two at 320 px).
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(withLang('/about', lang));
      await expect(summary.locator('svg.flag')).toBeVisible();
      await expect(summary.locator('.lang-menu__short')).toBeVisible();
      await expect(summary.locator('.lang-menu__short')).toHaveText(short);
      expect(await summary.locator('.lang-menu__short').evaluate((el) => el.getClientRects().length)).toBe(1);
    }
    await summary.click();
    const items = page.locator('.lang-menu__list a');
    await expect(items).toHaveCount(3);
    await expect(items.locator('svg.flag')).toHaveCount(3);
    await expect(items).toHaveText(['Deutsch', 'English', '简体中文']);
    // No emoji flags (regional indicator symbols render as empty boxes without an emoji font).
    expect(await page.locator('.lang-menu').innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/home?lang=de_DE');
  await expect(page.locator('.lang-menu summary .lang-menu__long')).toHaveText('Deutsch');
  await expect(page.locator('.lang-menu summary .lang-menu__long')).toBeVisible();
});

test('only the LCP image is fetched with high priority; images below the fold are lazy', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home?lang=en_US');
    const high = page.locator('img[fetchpriority="high"]');
    await expect(high).toHaveCount(1);
    await expect(high).toHaveAttribute('loading', 'eager');
    expect(await high.evaluate((img) => !!img.closest('.carousel__slide'))).toBe(true);
    // The banner comes as AVIF/WebP in several widths.
    expect(
      await page.locator('.carousel__slide').first().locator('source[type="image/avif"]').getAttribute('srcset'),
    ).toMatch(/\.avif \d+w/);
    const belowFold = await page.evaluate(() =>
      [...document.querySelectorAll('img')]
        .filter((img) => img.getBoundingClientRect().top > window.innerHeight * 1.5)
        .map((img) => img.loading),
    );
    expect(belowFold.length).toBeGreaterThan(0);
    expect(belowFold.every((l) => l === 'lazy')).toBe(true);
  }
});

test('the firm name never breaks inside its legal form and is never set in capitals', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['de_DE', 'en_US'] as const) {
    await page.goto(withLang('/about', lang));
    expect(await page.locator('.brand__name').textContent()).toContain('PartG\u00a0mbB');
    const eyebrow = page.locator('.page-header .eyebrow');
    expect(await eyebrow.textContent()).toContain('PartG\u00a0mbB');
    expect(await eyebrow.evaluate((e) => getComputedStyle(e).textTransform)).toBe('none');
  }
  // Chinese headings are balanced: no line of a heading holds one character alone.
  await page.goto('/home?lang=zh_CN');
  expect(
    await page
      .locator('h2')
      .first()
      .evaluate((h) => getComputedStyle(h).textWrap || getComputedStyle(h).getPropertyValue('text-wrap-style')),
  ).toContain('balance');
});

test('Chinese headings break between words, never inside one, from 320 to 1440 px', async ({ page }) => {
  const paths = ['/home', '/about', '/services', '/news', '/case'];
  for (const width of [320, 390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) {
      await page.goto(withLang(path, 'zh_CN'));
      await renderAll(page);
      // Every word of two or more Han characters (the browser's own Chinese word list) on one line.
      const split = await page.evaluate(() => {
        const words = new Intl.Segmenter('zh', { granularity: 'word' });
        const found: string[] = [];
        let checked = 0;
        for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, .carousel__title')) {
          if (!heading.getClientRects().length || !/\p{Script=Han}/u.test(heading.textContent ?? '')) continue;
          const chars: { node: Text; at: number }[] = [];
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (let at = 0; at < node.data.length; at++) chars.push({ node, at });
          }
          const text = chars.map(({ node, at }) => node.data[at]).join('');
          for (const word of words.segment(text)) {
            if (!word.isWordLike || word.segment.length < 2 || !/^\p{Script=Han}+$/u.test(word.segment)) continue;
            checked++;
            const lines = new Set<number>();
            for (let k = word.index; k < word.index + word.segment.length; k++) {
              const range = document.createRange();
              range.setStart(chars[k].node, chars[k].at);
              range.setEnd(chars[k].node, chars[k].at + 1);
              const box = range.getClientRects()[0];
              if (box) lines.add(Math.round(box.top));
            }
            if (lines.size > 1) found.push(`${word.segment} in "${text.trim()}"`);
          }
        }
        return { found, checked };
      });
      expect(split.checked, `${path} at ${width} px has Chinese headings`).toBeGreaterThan(3);
      expect(split.found, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('grids leave no empty cells: practice areas, lawyers and honours fill their rows', async ({ page }) => {
  for (const width of [390, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, selector] of [
      ['/home', '#practice .field-grid'],
      ['/home', '#team .card-grid'],
      ['/services', '[data-testid="service-list"]'],
      ['/about', '#honours .card-grid'],
    ] as const) {
      await page.goto(withLang(path, 'de_DE'));
      const grid = page.locator(selector);
      if (!(await grid.isVisible())) continue;
      const { items, columns } = await grid.evaluate((g) => ({
        items: g.children.length,
        columns: getComputedStyle(g).gridTemplateColumns.split(' ').filter(Boolean).length,
      }));
      expect(items % columns, `${width}px ${path} ${selector}: ${items} items in ${columns} columns`).toBe(0);
    }
  }
});

test('a phone home page gets to the point, and scrollable tabs show that they scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of LANGS) {
    await page.goto(withLang('/home', lang));
    await renderAll(page);
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
    expect(screens, lang).toBeLessThan(7);
  }
  await page.goto('/case?lang=de_DE');
  const tabs = page.locator('.pg-tabs');
  const scrolls = await tabs.evaluate((t) => t.scrollWidth > t.clientWidth);
  if (scrolls) {
    // A shade at the edge with more tabs (backgrounds that scroll with the content reveal it).
    expect(await tabs.evaluate((t) => getComputedStyle(t).backgroundImage)).toContain('linear-gradient');
    expect(await tabs.evaluate((t) => getComputedStyle(t).overflowX)).toBe('auto');
  }
});

test('the firm profile on /about is shown whole, not cut mid-sentence', async ({ page, request }) => {
  for (const lang of LANGS) {
    const config = await (await request.get('/api/user/portal-config', { headers: { 'X-Language': lang } })).json();
    const text = String(config.result.introduce)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const lastWords = text.slice(-30).trim();
    await page.goto(withLang('/about', lang));
    const shown = (await page.locator('#profile .intro__text').innerText()).replace(/\s+/g, ' ');
    expect(shown, lang).toContain(lastWords);
  }
});

test("a Frankfurt lawyer's profile, vCard and JSON-LD give the Frankfurt office's address and phone", async ({
  page,
  request,
}) => {
  const offices = (await (await request.get('/api/admin/office?lang=de_DE')).json()).result as {
    id: number;
    name: string;
    address: string;
    phone: string;
  }[];
  const frankfurt = offices.find((o) => /Frankfurt/.test(o.name))!;
  expect(frankfurt, 'the demo has a Frankfurt office').toBeTruthy();
  const [street, city] = frankfurt.address.split('\n');

  await page.goto('/team?lang=de_DE');
  await page
    .locator('[data-testid="team-list"] article', { hasText: frankfurt.name })
    .first()
    .locator('a.card__link')
    .click();
  const office = page.getByTestId('lawyer-office');
  await expect(office).toContainText(street);
  await expect(office).toContainText(city);
  await expect(office).toContainText(frankfurt.phone);
  await expect(page.locator('.pg-profile')).not.toContainText('Brienner');

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const person = ld.map((t) => JSON.parse(t)).find((x) => x['@type'] === 'Person');
  expect(person.workLocation.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode: city.split(' ')[0],
  });
  expect(person.workLocation.telephone).toBe(frankfurt.phone);

  const href = (await page.getByTestId('vcard').getAttribute('href'))!;
  const vcard = await (await request.get(href)).text();
  const unfolded = vcard.replace(/\r\n /g, '');
  expect(unfolded).toMatch(
    new RegExp(`^ADR;TYPE=WORK:;;${street};${city.split(' ').slice(1).join(' ')};;${city.split(' ')[0]};`, 'm'),
  );
  expect(unfolded).toContain(`TEL;TYPE=WORK:${frankfurt.phone}`);
  expect(unfolded).not.toContain('Brienner');
});

test('axe finds no WCAG 2.1 AA violations on the public pages at 390 and 1440 px', async ({ page }) => {
  test.setTimeout(300_000);
  const pages = await publicPages(page);
  const found: string[] = [];
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of LANGS) {
      // Every page in English; the pages with the most layout in German and Chinese too.
      const paths = lang === 'en_US' ? pages : pages.filter((p) => /^\/(home|about|team|news)/.test(p));
      for (const path of paths) {
        await page.goto(withLang(path, lang));
        for (const v of await axeViolations(page))
          found.push(`${width}px ${lang} ${path}: ${v.id} ${v.nodes.join(', ')}`);
      }
    }
  }
  expect(found).toEqual([]);
});
