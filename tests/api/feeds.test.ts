import { afterAll, beforeAll, expect, it } from 'vitest';
import { loader as feedLoader } from '#app/site/routes/feed.ts';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { siteContext } from '../site-support';

/**
 * Issue 31's feeds: /news/feed.xml holds the newest 20 public items of one language, newest first,
 * every URL absolute at the site's public origin (PUBLIC_URL), no draft and no other language.
 */
const ORIGIN = 'https://www.kanzlei.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const cata = await adminCall(t, 'POST', '/admin/catalog', [
    { lang: 'en_US', name: 'News', type: 0 },
    { lang: 'de_DE', name: 'Aktuelles', type: 0 },
  ]);
  expect(cata.status, JSON.stringify(cata.body)).toBe(200);
  const cataId: Record<string, number> = {};
  for (const lang of ['en_US', 'de_DE'])
    cataId[lang] = (await adminCall(t, 'GET', `/admin/catalog?type=0&lang=${lang}`)).body.result[0].id;
  for (let i = 1; i <= 25; i++) {
    const res = await adminCall(t, 'POST', '/admin/latest-news', [
      {
        lang: 'en_US',
        title: `Feed item ${i}`,
        coverUrl: '/api/upload/cover.webp',
        content: `<p>Item ${i}</p>`,
        cataId: cataId.en_US,
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  for (const [lang, title] of [
    ['en_US', 'Feed draft'],
    ['de_DE', 'Feed auf Deutsch'],
  ]) {
    const res = await adminCall(t, 'POST', '/admin/latest-news', [
      {
        lang,
        cataId: cataId[lang],
        title,
        coverUrl: '/api/upload/cover.webp',
        content: '<p>x</p>',
        status: title === 'Feed draft' ? 'draft' : 'published',
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

it('the news feed: the newest 20 public items of the language, newest first, absolute URLs at PUBLIC_URL', async () => {
  const res = (await feedLoader({
    context: siteContext(t, 'en_US', { origin: ORIGIN }),
    request: new Request(`${ORIGIN}/news/feed.xml?lang=en_US`),
    params: {},
  } as never)) as Response;
  expect(res.headers.get('content-type')).toContain('application/atom+xml');
  const xml = await res.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="en-US">/,
  );
  const titles = [...xml.matchAll(/<entry>\s*<id>[^<]*<\/id>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  expect(titles).toEqual(Array.from({ length: 20 }, (_, i) => `Feed item ${25 - i}`));
  expect(xml).not.toContain('Feed draft');
  expect(xml).not.toContain('Feed auf Deutsch');
  const urls = [...xml.matchAll(/(?:href="|<id>)([^"<]+)/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThan(40);
  for (const url of urls) expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}/news/feed.xml?lang=en_US"/>`);
});
