import { test, expect, useLocale, axeViolations } from './fixtures';
import type { Page } from '@playwright/test';

/** The public site's shell, home, about, honours, documents, 404, language switching, sitemap and robots. */

const LOCALES = ['de_DE', 'en_US'] as const;
const TAGS = { de_DE: 'de-DE', en_US: 'en-US', zh_CN: 'zh-CN' } as const;

async function expectSeoHead(page: Page, path: string) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical, `canonical on ${path}`).toContain('?lang=');
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('hreflang')));
  expect(hreflangs).toEqual(expect.arrayContaining(['de-DE', 'en-US', 'zh-CN', 'x-default']));
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.length, `JSON-LD on ${path}`).toBeGreaterThan(0);
  for (const text of ld) JSON.parse(text);
}

test('/ redirects to /home, keeping ?lang=', async ({ page }) => {
  const res = await page.goto('/?lang=en_US');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home\?lang=en_US$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

for (const locale of LOCALES) {
  test(`unknown path is a designed 404 in ${locale}`, async ({ page, request }) => {
    await useLocale(page, locale);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', TAGS[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'de_DE' ? 'Seite nicht gefunden' : 'Page not found',
    );
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await axeViolations(page)).toEqual([]);
    const direct = await request.get('/honor/detail/999999');
    expect(direct.status()).toBe(404);
  });
}

test('switching language persists across reload, sets the cookie and the server renders it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // cookie only: useLocale's init script would rewrite localStorage on every load
  await context.addCookies([{ name: 'umi_locale', value: 'de_DE', url: baseURL! }]);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // A disclosure (<details>): it opens without script; with it Escape closes it and the arrow keys walk the list.
  const menu = page.locator('.site-header details.lang-menu');
  const button = menu.locator('summary');
  await button.click();
  await expect(menu).toHaveAttribute('open', '');
  const list = menu.locator('.lang-menu__list');
  const box = await list.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(160);
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list.locator('a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(button).toBeFocused();

  await button.click();
  await Promise.all([page.waitForEvent('load'), list.getByRole('link', { name: 'English' }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe('en_US');
  const cookie = (await context.cookies()).find((c) => c.name === 'umi_locale');
  expect(cookie?.value).toBe('en_US');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeAttached();

  // a fresh request with only the cookie is rendered in that language on the server
  const html = await (
    await request.get('/home', { headers: { Cookie: 'umi_locale=en_US', 'Accept-Language': 'de-DE' } })
  ).text();
  expect(html).toMatch(/<html lang="en-US"/);
  const zh = await (await request.get('/home', { headers: { Cookie: 'umi_locale=zh_CN' } })).text();
  expect(zh).toMatch(/<html lang="zh-CN"/);
});

test('a stored choice different from the rendered language reloads once into it', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'de_DE'));
  await page.goto('/about', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // a ?lang= URL wins over the stored choice
  await page.goto('/about?lang=en_US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('.nav--desktop a[href*="/team"]')).toHaveAttribute('href', /lang=en_US/);
});

for (const locale of LOCALES) {
  test(`home in ${locale}: banners, practice areas, lawyers, news, SEO head, axe`, async ({ page }) => {
    await useLocale(page, locale);
    const res = await page.goto('/home');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', TAGS[locale]);
    const carousel = page.locator('.carousel');
    await expect(carousel).toBeVisible();
    expect(await carousel.locator('.carousel__slide').count()).toBeGreaterThan(1);
    // carousel is operable: pause, next
    const pause = carousel.getByRole('button', { name: locale === 'de_DE' ? /anhalten/ : /Pause/ });
    await pause.click();
    await expect(carousel.getByRole('button', { name: locale === 'de_DE' ? /starten/ : /Start/ })).toBeVisible();
    await carousel.getByRole('button', { name: locale === 'de_DE' ? 'Nächste Folie' : 'Next slide' }).click();
    await expect(carousel.locator('.carousel__slide').nth(1)).toHaveClass(/is-active/);
    await expect(page.locator('#practice .field-tile').first()).toBeVisible();
    await expect(page.locator('#team .card--lawyer').first()).toBeVisible();
    await expect(page.locator('#team a[href^="tel:"]').first()).toBeAttached();
    await expect(page.locator('#team a[href^="mailto:"]').first()).toBeAttached();
    expect(await page.locator('#news .card--article').count()).toBeGreaterThan(0);
    await expect(page.locator('#cases .card--article').first()).toBeVisible();
    await expect(page.locator('#honours .card--article').first()).toBeVisible();
    await expect(page.locator('footer address')).toContainText('@');
    await expect(page.locator('footer a[href$="/docs/imprint"]')).toBeVisible();
    await expectSeoHead(page, '/home');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld.some((x) => x['@type'] === 'LegalService' && x.telephone && x.address)).toBe(true);
    const imgs = await page.locator('.carousel img').first().getAttribute('fetchpriority');
    expect(imgs).toBe('high');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('mobile menu works without and with JavaScript; skip link', async ({ browser, baseURL }) => {
  for (const javaScriptEnabled of [false, true]) {
    const ctx = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 800 } });
    const page = await ctx.newPage();
    await page.goto('/home?lang=en_US');
    await expect(page.locator('.nav--desktop')).toBeHidden();
    await page.locator('.nav-mobile__toggle').click();
    const mobileNav = page.locator('.nav--mobile');
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team\?lang=en_US/);
    await ctx.close();
  }
});

for (const locale of LOCALES) {
  test(`about in ${locale}: counts, advantages, honours, environment; about detail; axe`, async ({ page }) => {
    await useLocale(page, locale);
    await page.goto('/about');
    await expect(page.locator('h1')).toHaveText(locale === 'de_DE' ? 'Über uns' : 'About us');
    const figures = page.locator('.figures__item');
    expect(await figures.count()).toBeGreaterThanOrEqual(1);
    await expect(figures.first().locator('dd')).toHaveText(/\d/);
    await expect(page.locator('.advantages__item').first()).toBeVisible();
    await expect(page.locator('#honours .card--article').first()).toBeVisible();
    await expect(page.locator('.gallery__item').first()).toBeAttached();
    await expect(page.locator('.nav--desktop a[aria-current="page"]')).toHaveAttribute('href', /\/about/);
    await expectSeoHead(page, '/about');
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('a[href*="/about/detail"]').first().click();
    await expect(page).toHaveURL(/\/about\/detail/);
    // The firm profile: every office (issue 29: no longer the home page's text again) and the head office's contact.
    await expect(page.locator('.office-list__item').first()).toBeVisible();
    await expect(page.locator('main .aside-card address')).toContainText('@');
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`honour detail in ${locale}`, async ({ page }) => {
    await useLocale(page, locale);
    await page.goto('/about');
    const first = page.locator('#honours .card__link').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/honor\/detail\/\d+/);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('.breadcrumbs')).toBeVisible();
    await expectSeoHead(page, '/honor/detail');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('honour detail: another language’s id redirects to the translation', async ({ page, request }) => {
  const list = await (
    await request.get('/api/user/lawfirm-honour?pageSize=1', { headers: { 'X-Language': 'de_DE' } })
  ).json();
  const deId = list.result[0].id;
  await page.goto(`/honor/detail/${deId}?lang=en_US`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const detail = await (await request.get(`/api/user/lawfirm-honour/${deId}`)).json();
  const enId = detail.result.translations.find((t: { lang: string }) => t.lang === 'en_US')?.id;
  await expect(page).toHaveURL(new RegExp(`/honor/detail/${enId}\\?lang=en_US`));
});

for (const locale of LOCALES) {
  test(`documents in ${locale}: privacy, terms, imprint; unknown → 404`, async ({ page }) => {
    await useLocale(page, locale);
    for (const name of ['privacy', 'terms', 'imprint']) {
      const res = await page.goto(`/docs/${name}`);
      expect(res?.status(), name).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', TAGS[locale]);
      await expect(page.locator('h1')).not.toBeEmpty();
      // The document's own text (the imprint also shows its structured facts above it, issue 30).
      await expect(page.locator('.prose:not(.imprint-facts)')).not.toBeEmpty();
      await expectSeoHead(page, `/docs/${name}`);
    }
    expect(await axeViolations(page)).toEqual([]);
    const res = await page.goto('/docs/nope');
    expect(res?.status()).toBe(404);
    await expect(page.locator('.not-found')).toBeVisible();
  });
}

test('documents differ per language', async ({ request }) => {
  const de = await (await request.get('/docs/imprint?lang=de_DE')).text();
  const en = await (await request.get('/docs/imprint?lang=en_US')).text();
  const title = (html: string) => /<h1[^>]*>([^<]+)</.exec(html)?.[1];
  expect(title(de)).toBeTruthy();
  expect(title(de)).not.toBe(title(en));
});

test('sitemap.xml lists every page and detail page in every language with hreflang', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  for (const path of [
    '/home',
    '/about',
    '/services',
    '/team',
    '/news',
    '/case',
    '/docs/privacy',
    '/docs/terms',
    '/docs/imprint',
  ]) {
    for (const l of ['de_DE', 'en_US', 'zh_CN']) expect(xml, `${path} ${l}`).toContain(`${path}?lang=${l}</loc>`);
  }
  for (const detail of ['/news/detail/', '/case/detail/', '/honor/detail/', '/team/detail/', '/services/detail/']) {
    expect(xml, detail).toMatch(new RegExp(`<loc>[^<]*${detail}\\d+\\?lang=en_US</loc>`));
  }
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="de-DE" href="[^"]+\/honor\/detail\/\d+\?lang=de_DE"\/>/);
});

test('robots.txt names the sitemap and keeps crawlers out of the back office', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/admin-login$/m);
});

test('zh_CN renders the home page in Chinese', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.nav--desktop, .nav--mobile').first()).toContainText('首页');
});

test('public pages load no admin or antd code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/home?lang=en_US', { waitUntil: 'networkidle' });
  expect(scripts.filter((s) => /antd|AdminProviders|TipTap|Table-|request-/i.test(s))).toEqual([]);
});
