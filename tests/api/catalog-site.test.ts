import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub, useLoaderData } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { siteContext } from '../site-support';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { I18nProvider } from '#app/i18n/index.tsx';
import { siteMessages } from '#app/i18n/messages/index.ts';
import { NEWS_SECTION, CASE_SECTION } from '#app/site/components/pages/articles.ts';
import { loadArticleList } from '#app/site/components/pages/articles.server.ts';
import { languageHref } from '#app/site/components/language-links.ts';
import { LAYOUT_ID } from '#app/site/components/site-data.ts';
import { emptyConfig } from '#contract/portal-config.ts';
import { ArticleList } from '#app/site/components/pages/ArticleList.tsx';
import SiteLayout from '#app/site/layout.tsx';

/**
 * The public news and case lists keep their category across a language switch: the language
 * links the server renders carry the id of the same category (same `no`) in each language, and
 * a list opened with a category id of another language shows that category in its own.
 */

let t: TestApp;
type Row = { id: number; no: string; lang: Locale };
/** A category in all three languages, one without Chinese, and a case category. */
let firm: Record<Locale, Row>;
let trends: Partial<Record<Locale, Row>>;
let cases: Record<Locale, Row>;

async function createGroup(names: Partial<Record<Locale, string>>, type = 0) {
  const res = await adminCall(
    t,
    'POST',
    '/admin/catalog',
    Object.entries(names).map(([lang, name]) => ({ lang, name, type })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries((res.body.result as Row[]).map((r) => [r.lang, r]));
}

async function createItem(path: string, category: Partial<Record<Locale, Row>>, title: string) {
  const langs = LOCALES.filter((l) => category[l]);
  const res = await adminCall(
    t,
    'POST',
    path,
    langs.map((lang) => ({
      lang,
      title: `${title} ${lang}`,
      coverUrl: '/api/upload/c.png',
      cataId: category[lang]!.id,
      content: '<p>x</p>',
    })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The site's load context, calling the public API in-process as server/web/render.ts does. */
const context = (locale: Locale, localeFromUrl = true) => siteContext(t, locale, { localeFromUrl });

const loadNews = (locale: Locale, query: string) =>
  loadArticleList(NEWS_SECTION, {
    request: new Request(`http://site.test/news${query}`),
    context: context(locale),
    params: {},
  });

beforeAll(async () => {
  t = await createTestApp();
  trends = await createGroup({ de_DE: 'Rechtstrends', en_US: 'Legal trends' });
  firm = (await createGroup({ de_DE: 'Kanzleinews', en_US: 'Firm news', zh_CN: '律所新闻' })) as Record<Locale, Row>;
  cases = (await createGroup({ de_DE: 'Arbeitsrecht', en_US: 'Employment', zh_CN: '劳动法' }, 1)) as Record<
    Locale,
    Row
  >;
  await createItem('/admin/latest-news', trends, 'Trend');
  await createItem('/admin/latest-news', firm, 'Firm');
  await createItem('/admin/case-analysis', cases, 'Case');
});
afterAll(async () => {
  await t.close();
});

describe('news and case lists: the category across languages', () => {
  it('the language links of a list carry the same category by each language id', async () => {
    const data = await loadNews('de_DE', `?cata=${firm.de_DE.id}&lang=de_DE`);
    expect(data.cataId).toBe(firm.de_DE.id);
    expect(data.items.every((i) => i.cataId === firm.de_DE.id)).toBe(true);
    for (const l of LOCALES) expect(data.languageQuery[l]).toEqual({ cata: String(firm[l].id) });
    expect(languageHref('', '/news', 'en_US', data.languageQuery.en_US)).toBe(`/news?cata=${firm.en_US.id}&lang=en_US`);

    const c = await loadArticleList(CASE_SECTION, {
      request: new Request(`http://site.test/case?cata=${cases.zh_CN.id}`),
      context: context('zh_CN', false),
      params: {},
    });
    expect(c.cataId).toBe(cases.zh_CN.id);
    expect(c.languageQuery.de_DE).toEqual({ cata: String(cases.de_DE.id) });
  });

  it('a category id of another language (the reload after switching, a shared link) shows that category in this language', async () => {
    const data = await loadNews('en_US', `?cata=${firm.zh_CN.id}`);
    expect(data.cataId).toBe(firm.en_US.id);
    expect(data.items.map((i) => i.title)).toEqual(['Firm en_US']);
    const cs = await loadArticleList(CASE_SECTION, {
      request: new Request(`http://site.test/case?cata=${cases.de_DE.id}`),
      context: context('en_US'),
      params: {},
    });
    expect(cs.cataId).toBe(cases.en_US.id);
  });

  it('a language the category lacks gets the list default, and the default tab carries no category', async () => {
    const data = await loadNews('en_US', `?cata=${trends.en_US!.id}`);
    expect(data.cataId).toBe(trends.en_US!.id);
    expect(data.languageQuery.zh_CN).toEqual({});
    expect(data.languageQuery.de_DE).toEqual({ cata: String(trends.de_DE!.id) });
    // In Chinese that category does not exist: the first Chinese tab.
    const zh = await loadNews('zh_CN', `?cata=${trends.de_DE!.id}`);
    expect(zh.cataId).toBe(firm.zh_CN.id);
    const plain = await loadNews('de_DE', '');
    for (const l of LOCALES) expect(plain.languageQuery[l]).toEqual({});
    const unknown = await loadNews('de_DE', '?cata=987654');
    expect(unknown.cataId).toBe(plain.cataId);
  });

  it('the page the server renders links every language to the same category (menu and footer)', async () => {
    const locale: Locale = 'de_DE';
    const page = await loadNews(locale, `?cata=${firm.de_DE.id}&lang=de_DE`);
    const root = {
      locale,
      localeFromUrl: true,
      messages: siteMessages(locale),
      origin: 'http://site.test',
      basePath: '',
    };
    function Root() {
      const data = useLoaderData() as typeof root;
      return createElement(I18nProvider, {
        locale: data.locale,
        messages: data.messages,
        children: createElement(Outlet),
      });
    }
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        Component: Root,
        loader: () => root,
        children: [
          {
            id: LAYOUT_ID,
            Component: SiteLayout,
            loader: () => ({ config: emptyConfig(locale) }),
            children: [{ id: 'news', path: 'news', Component: NewsRoute, loader: () => page }],
          },
        ],
      },
    ]);
    // What routes/news.tsx renders.
    function NewsRoute() {
      return createElement(ArticleList, { section: NEWS_SECTION, data: useLoaderData() as typeof page });
    }
    const html = renderToString(
      createElement(Stub, {
        initialEntries: [`/news?cata=${firm.de_DE.id}&lang=de_DE`],
        hydrationData: { loaderData: { root, [LAYOUT_ID]: { config: emptyConfig(locale) }, news: page } },
      }),
    );
    const hrefs = [...html.matchAll(/<a[^>]*href="([^"]*lang=[a-z]{2}_[A-Z]{2}[^"]*)"[^>]*hrefLang/g)].map((m) =>
      m[1].replace(/&amp;/g, '&'),
    );
    for (const l of LOCALES) {
      // One link in the language menu, one in the footer.
      expect(
        hrefs.filter((h) => h === `/news?cata=${firm[l].id}&lang=${l}`),
        `${l} in ${hrefs.join(' ')}`,
      ).toHaveLength(2);
    }
    // The tab of the category is the current one.
    expect(html).toMatch(
      new RegExp(
        `href="/news\\?cata=${firm.de_DE.id}&amp;lang=de_DE"[^>]*aria-current="page"|aria-current="page"[^>]*href="/news\\?cata=${firm.de_DE.id}&amp;lang=de_DE"`,
      ),
    );
  });
});
