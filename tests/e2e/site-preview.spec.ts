import type { APIRequestContext } from '@playwright/test';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, expect, test } from './fixtures';

/**
 * A preview link, seen as the partner who receives it: no login, the real public page with the
 * draft and a bar saying it is not published; never cached, never indexed, gone when revoked.
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

test('a draft news item is seen through its preview link only, with the preview bar, noindex and no-store', async ({
  page,
  request,
  browser,
}) => {
  const api = await admin(request);
  const [category] = await api<{ id: number }[]>('GET', 'admin/catalog?type=0&lang=de_DE');
  const [draft] = await api<{ id: number; no: string }[]>('POST', 'admin/latest-news', [
    {
      lang: 'de_DE',
      title: 'Vertraulicher Entwurf zur Mietpreisbremse',
      coverUrl: '/favicon.svg',
      content: '<p>Noch nicht freigegeben.</p>',
      cataId: category.id,
      status: 'draft',
    },
  ]);
  const link = await api<{ url: string }>('POST', 'admin/preview-links', { kind: 'news', id: draft.id });

  // Without the link: the public does not see it, in the list, the page or the sitemap.
  expect((await page.goto(`/news/detail/${draft.id}?lang=de_DE`))!.status()).toBe(404);
  expect((await page.goto('/home?lang=de_DE'))!.headers()['content-security-policy']).toContain(
    "frame-ancestors 'none'",
  );
  await page.goto('/news?lang=de_DE');
  await expect(page.getByText('Vertraulicher Entwurf')).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/news/detail/${draft.id}`);

  // With it, logged out (a fresh browser context): the page, the bar, and headers that keep it private.
  const partner = await browser.newContext();
  try {
    const preview = await partner.newPage();
    const res = await preview.goto(link.url);
    expect(res!.status()).toBe(200);
    expect(res!.headers()['x-robots-tag']).toBe('noindex');
    expect(res!.headers()['cache-control']).toBe('private, no-store');
    expect(res!.headers().etag).toBeUndefined();
    // The back office's preview frame may show it; no other site may frame it (public pages: no one).
    expect(res!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect(preview.getByRole('status').filter({ hasText: 'Vorschau – nicht veröffentlicht' })).toBeVisible();
    await expect(
      preview.getByRole('heading', { level: 1, name: 'Vertraulicher Entwurf zur Mietpreisbremse' }),
    ).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await preview.setViewportSize({ width: 390, height: 844 });
    await expect(preview.getByText('Vorschau – nicht veröffentlicht')).toBeVisible();

    // Revoked: the same address shows nothing any more (the page was never cached).
    await api('DELETE', `admin/preview-links/${new URL(link.url, 'http://x').searchParams.get('preview')}`);
    expect((await preview.goto(link.url))!.status()).toBe(404);
    await expect(preview.getByText('Vertraulicher Entwurf')).toHaveCount(0);
  } finally {
    await partner.close();
  }
});

test('a token that does not work shows the public page from the render cache: ?preview=x is no way around it', async ({
  request,
}) => {
  const made = await request.get('/news?lang=en_US&preview=made-up');
  expect(made.status()).toBe(200);
  for (const token of ['made-up', 'A'.repeat(43), '']) {
    // Polled: another test's write meanwhile renders every page anew once.
    await expect
      .poll(async () => (await request.get(`/news?lang=en_US&preview=${token}`)).headers()['server-timing'], {
        message: token,
      })
      .toBe('cache;desc=hit');
    const res = await request.get(`/news?lang=en_US&preview=${token}`);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['x-robots-tag']).toBeUndefined();
    expect(await res.text()).not.toContain('preview-bar');
  }
});

test('a draft banner is previewed on the home page of its language', async ({ page, request }) => {
  const api = await admin(request);
  const banner = await api<{ id: number }>('POST', 'admin/banner', {
    lang: 'en_US',
    imgPath: '/favicon.svg',
    title: 'Draft banner for the partners',
    status: 'draft',
    top: 1,
  });
  const link = await api<{ url: string }>('POST', 'admin/preview-links', { kind: 'banner', id: banner.id });
  expect(link.url).toMatch(/^\/home\?lang=en_US&preview=/);
  await page.goto('/home?lang=en_US');
  await expect(page.getByText('Draft banner for the partners')).toHaveCount(0);
  await page.goto(link.url);
  await expect(page.getByText('Preview – not published')).toBeVisible();
  await expect(page.getByText('Draft banner for the partners').first()).toBeAttached();
  // The public home page right after is the public one again (the preview was not cached for it).
  await page.goto('/home?lang=en_US');
  await expect(page.getByText('Draft banner for the partners')).toHaveCount(0);
  await api('DELETE', `admin/banner/${banner.id}`);
});

test('the language links of a lawyer offer only the languages the public may open', async ({ page, request }) => {
  const api = await admin(request);
  const rows = await api<{ id: number; lang: string }[]>('POST', 'admin/lawyerTeam', [
    { lang: 'en_US', name: 'Dr. Clara Weiss' },
    { lang: 'de_DE', name: 'Dr. Clara Weiß', status: 'draft' },
  ]);
  const en = rows.find((r) => r.lang === 'en_US')!;
  const res = await page.goto(`/team/detail/${en.id}?lang=en_US`);
  expect(res!.status()).toBe(200);
  // German is a draft: its link goes to the team page, not to a profile that is not there.
  const german = page.locator('a[hreflang="de-DE"]').first();
  await expect(german).toHaveAttribute('href', '/team?lang=de_DE');
  await expect(page.locator('a[hreflang="en-US"]').first()).toHaveAttribute('href', `/team/detail/${en.id}?lang=en_US`);
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(0);
});
