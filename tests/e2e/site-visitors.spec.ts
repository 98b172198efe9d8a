import type { APIRequestContext } from '@playwright/test';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, adminLogin, expect, test, useLocale } from './fixtures';

/**
 * Issue 29, visitors: the language from the browser's whole list, preview links keeping their
 * token across the language menu, the team's order (drag-and-drop, every language alike), the
 * semibold font preloaded, and the firm profile page listing every office.
 */
async function admin(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', {
    data: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).result as string;
  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`/api/${url}`, { method, data, headers: { authorization: token } });
    const body = await res.json();
    expect(res.status(), `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
    return body.result as T;
  };
}

test('a browser preferring French, then English, gets the English site (no browser: the page itself)', async ({
  request,
}) => {
  const html = await (
    await request.get('/home', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7' } })
  ).text();
  expect(html).toContain('<html lang="en-US"');
  const german = await (
    await request.get('/home', { headers: { 'Accept-Language': 'fr;q=0.9,de;q=0.8,en;q=0.5' } })
  ).text();
  expect(german).toContain('<html lang="de-DE"');
  // x-default is the page without ?lang=, answered in DEFAULT_LOCALE (zh_CN here) to a request without any header.
  const plain = await (await request.get('/home', { headers: { 'Accept-Language': '' } })).text();
  expect(plain).toContain('<html lang="zh-CN"');
  expect(plain).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/[^"]+\/home"/);
});

test('in the browser, a French-first visitor is mirrored into English, not into the default (the next page is English)', async ({
  browser,
}) => {
  // Playwright's Chromium sends only its one locale in Accept-Language; navigator.languages has the list.
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'fr', 'en-GB', 'de'] }),
    );
    await page.goto('/home');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'umi_locale')?.value).toBe('en_US');
    await page.goto('/team');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  } finally {
    await context.close();
  }
});

test('a preview link: the language menu keeps the token and opens the draft in the other language', async ({
  request,
  browser,
}) => {
  const api = await admin(request);
  const [category] = await api<{ id: number; no: string }[]>('GET', 'admin/catalog?type=0&lang=de_DE');
  const enCategory = (await api<{ id: number; no: string }[]>('GET', 'admin/catalog?type=0&lang=en_US')).find(
    (c) => c.no === category.no,
  )!;
  const created = await api<{ id: number; lang: string }[]>('POST', 'admin/latest-news', [
    {
      lang: 'de_DE',
      title: 'Entwurf: Neues Lieferkettengesetz',
      coverUrl: '/favicon.svg',
      content: '<p>Deutsch.</p>',
      cataId: category.id,
      status: 'draft',
    },
    {
      lang: 'en_US',
      title: 'Draft: new supply chain act',
      coverUrl: '/favicon.svg',
      content: '<p>English.</p>',
      cataId: enCategory.id,
      status: 'draft',
    },
  ]);
  const de = created.find((r) => r.lang === 'de_DE')!;
  const link = await api<{ url: string }>('POST', 'admin/preview-links', { kind: 'news', id: de.id });
  const token = new URL(link.url, 'http://x').searchParams.get('preview')!;

  const partner = await browser.newContext();
  try {
    const page = await partner.newPage();
    await page.goto(link.url.includes('lang=') ? link.url : `${link.url}&lang=de_DE`);
    await expect(page.getByRole('heading', { level: 1, name: 'Entwurf: Neues Lieferkettengesetz' })).toBeVisible();
    const english = page.locator('a[data-locale="en_US"]').first();
    expect(await english.getAttribute('href')).toContain(`preview=${token}`);
    // Every language link of the page keeps it (the menu's and the footer's).
    for (const href of await page
      .locator('a[data-locale]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
      expect(href).toContain(`preview=${token}`);
    await page.locator('details.lang-menu > summary').first().click();
    await english.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Draft: new supply chain act' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  } finally {
    await partner.close();
  }
});

test('team order: dragging a lawyer in the back office moves him on the team page in every language', async ({
  page,
  request,
}) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  const api = await admin(request);
  await page.goto('/admin/team/list');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Two lawyers that are not pinned (pinned ones stay first; the Pinned column may be in the row's
  // detail at this width, so whether a row is pinned is read from the API).
  const editId = async (i: number) =>
    Number((await rows.nth(i).locator('a[href*="/admin/team/edit/"]').first().getAttribute('href'))!.split('/').pop());
  const unpinned: number[] = [];
  const count = await rows.count();
  for (let i = 0; i < count; i++)
    if (!(await api<{ top: number }>('GET', `admin/lawyerTeam/detail/${await editId(i)}`)).top) unpinned.push(i);
  expect(unpinned.length).toBeGreaterThanOrEqual(2);
  const [upper, lower] = [unpinned[0]!, unpinned[unpinned.length - 1]!];
  const [upperId, lowerId] = [await editId(upper), await editId(lower)];
  await page.getByTestId('drag-handle').nth(lower).dragTo(rows.nth(upper));
  await expect(page.getByText('Order saved').first()).toBeVisible();
  await expect.poll(async () => editId(upper)).toBe(lowerId);
  await expect.poll(async () => editId(upper + 1)).toBe(upperId);

  // The same order on the public team page in German, English and Chinese.
  const [lowerRows, upperRows] = [
    await api<{ no: string }>('GET', `admin/lawyerTeam/detail/${lowerId}`),
    await api<{ no: string }>('GET', `admin/lawyerTeam/detail/${upperId}`),
  ];
  for (const lang of ['de_DE', 'en_US', 'zh_CN'] as const) {
    const group = async (no: string) =>
      (await api<{ lang: string; name: string }[]>('GET', `admin/lawyerTeam/group/${no}`)).find((r) => r.lang === lang)
        ?.name;
    const [moved, passed] = [await group(lowerRows.no), await group(upperRows.no)];
    if (!moved || !passed) continue;
    await page.goto(`/team?lang=${lang}`);
    const text = await page.locator('main').innerText();
    expect(text.indexOf(moved), `${lang}: ${moved} before ${passed}`).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(moved), `${lang}: ${moved} before ${passed}`).toBeLessThan(text.indexOf(passed));
  }
});

test('fonts: the semibold of Source Sans 3 is preloaded and loaded on a German page, not on a Chinese one', async ({
  page,
}) => {
  await page.goto('/home?lang=de_DE');
  await expect(page.locator('link[rel="preload"][as="font"][href*="source-sans-3-latin-600"]')).toHaveCount(1);
  const semibold = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (f) => f.family.replace(/"/g, '') === 'Source Sans 3' && f.weight === '600' && f.status === 'loaded',
    );
  });
  expect(semibold).toBe(true);
  await page.goto('/home?lang=zh_CN');
  await expect(page.locator('link[rel="preload"][as="font"][href*="source-sans-3-latin-600"]')).toHaveCount(0);
});

for (const [lang, offices, office] of [
  ['de_DE', 'Unsere Standorte', 'München'],
  ['en_US', 'Our offices', 'Munich'],
  ['zh_CN', '我们的办公室', '慕尼黑'],
] as const) {
  test(`firm profile (${lang}): every office with its address, not the home page's paragraphs`, async ({
    page,
    request,
  }) => {
    const officesApi = (
      await (await request.get(`/api/admin/office?lang=${lang}`, { headers: { 'x-language': lang } })).json()
    ).result as { name: string; address: string | null }[];
    await page.goto(`/about/detail?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: offices })).toBeVisible();
    const main = page.locator('main');
    for (const o of officesApi) {
      await expect(main.getByRole('heading', { level: 3, name: o.name })).toBeVisible();
      if (o.address) await expect(main.getByText(o.address.split('\n')[0]!.trim()).first()).toBeVisible();
    }
    expect(officesApi.map((o) => o.name).join(' ')).toContain(office);
    // The home page's introduction is not repeated.
    await page.goto(`/home?lang=${lang}`);
    const intro = (await page.locator('#intro .intro__text p').first().innerText()).trim();
    await page.goto(`/about/detail?lang=${lang}`);
    await expect(page.locator('main').getByText(intro.slice(0, 40))).toHaveCount(0);
    // Space under the e-mail line of the contact card.
    const gap = await page.evaluate(() => {
      const list = document.querySelector('.aside-card .contact-list');
      return list ? parseFloat(getComputedStyle(list).marginBottom) : -1;
    });
    expect(gap).toBeGreaterThanOrEqual(16);
  });
}
