import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { siteContext } from '../site-support';
import { ConfigError, loadConfig } from '#server/config.ts';
import { pageLocale } from '#server/web/render.ts';
import type { Locale } from '#contract/locales.ts';
import { loader as sitemapLoader } from '#app/site/routes/sitemap.ts';

/**
 * Issue 29.1: the language comes from the browser's whole Accept-Language list with its q-values,
 * then from DEFAULT_LOCALE (zh_CN unless configured), for the API's messages, the public content
 * without X-Language, the pages (server/web/render.ts pageLocale) and the x-default alternate.
 */

const FRENCH_FIRST = 'fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7';

let zh: TestApp; // DEFAULT_LOCALE unset: zh_CN
let de: TestApp; // DEFAULT_LOCALE=de_DE
beforeAll(async () => {
  zh = await createTestApp();
  de = await createTestApp({ DEFAULT_LOCALE: 'de_DE' });
});
afterAll(async () => {
  await zh?.close();
  await de?.close();
});

const routeMessage = async (t: TestApp, headers: Record<string, string> = {}) =>
  ((await t.call('GET', '/no-such-route', { headers })).body.message as string).split(':')[0];

describe('API messages', () => {
  it('negotiate over the whole Accept-Language list with its q-values', async () => {
    expect(await routeMessage(zh, { 'accept-language': FRENCH_FIRST })).toBe('No such route');
    expect(await routeMessage(zh, { 'accept-language': 'fr;q=1, de;q=0.4, en;q=0.5' })).toBe('No such route');
    expect(await routeMessage(zh, { 'accept-language': 'en;q=0, de-AT' })).toBe('Diese Adresse gibt es nicht');
    expect(await routeMessage(zh, { 'accept-language': 'zh-TW,en;q=0.5' })).toBe('接口不存在');
    // A list naming none of the site's languages, or any (*): the default locale.
    expect(await routeMessage(zh, { 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('接口不存在');
    expect(await routeMessage(de, { 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('Diese Adresse gibt es nicht');
    expect(await routeMessage(de, { 'accept-language': '*' })).toBe('Diese Adresse gibt es nicht');
    // X-Language still wins over the browser's list.
    expect(await routeMessage(de, { 'accept-language': FRENCH_FIRST, 'x-language': 'zh_CN' })).toBe('接口不存在');
  });

  it('answer in DEFAULT_LOCALE without any language header', async () => {
    expect(await routeMessage(zh)).toBe('接口不存在');
    expect(await routeMessage(de)).toBe('Diese Adresse gibt es nicht');
    const invalid = await de.call('GET', '/user/lawyerTeam?pageNo=x');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^Ungültige Eingabe/);
  });

  it('a garbage or huge header is no error: the default locale', async () => {
    for (const value of [';;;,,,q=', 'x'.repeat(20_000), `${'fr;q=0.1,'.repeat(2000)}en`]) {
      const res = await de.call('GET', '/no-such-route', { headers: { 'accept-language': value } });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/^Diese Adresse gibt es nicht/);
    }
  });
});

describe('public content without X-Language', () => {
  it('is the DEFAULT_LOCALE language', async () => {
    const res = await adminCall(de, 'POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Arbeitsrecht' },
      { lang: 'en_US', name: 'Employment law' },
      { lang: 'zh_CN', name: '劳动法' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = async (t: TestApp) =>
      ((await t.call('GET', '/user/professionalField/list')).body.result as { name: string }[]).map((j) => j.name);
    expect(await names(de)).toContain('Arbeitsrecht');
    expect(await names(de)).not.toContain('劳动法');
  });
});

describe('pages', () => {
  /** The page handler's own rule (server/web/render.ts) behind real HTTP, on a server configured like the site. */
  async function pageLanguage(env: Record<string, string>, headers: Record<string, string>, query = '') {
    const app = Fastify();
    app.decorate('config', loadConfig({ LOG_LEVEL: 'silent', ...env }));
    await app.register(cookie);
    app.get('/page', async (req) => pageLocale(req));
    const res = await app.inject({ url: `/page${query}`, headers });
    await app.close();
    return res.json() as { locale: Locale; fromUrl: boolean };
  }

  it('negotiate the language over the whole list, then DEFAULT_LOCALE', async () => {
    expect((await pageLanguage({}, { 'accept-language': FRENCH_FIRST })).locale).toBe('en_US');
    expect((await pageLanguage({ DEFAULT_LOCALE: 'de_DE' }, {})).locale).toBe('de_DE');
    expect((await pageLanguage({}, {})).locale).toBe('zh_CN');
    expect((await pageLanguage({ DEFAULT_LOCALE: 'en_US' }, { 'accept-language': 'fr-FR,it;q=0.5' })).locale).toBe(
      'en_US',
    );
    // The visitor's choice (cookie umi_locale, mirrored from localStorage) and ?lang= still win.
    expect((await pageLanguage({}, { 'accept-language': FRENCH_FIRST, cookie: 'umi_locale=de_DE' })).locale).toBe(
      'de_DE',
    );
    expect(await pageLanguage({ DEFAULT_LOCALE: 'de_DE' }, { 'accept-language': FRENCH_FIRST }, '?lang=zh_CN')).toEqual(
      { locale: 'zh_CN', fromUrl: true },
    );
  });

  it('x-default of a detail page points at its DEFAULT_LOCALE language (sitemap)', async () => {
    const res = await adminCall(de, 'POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Steuerrecht' },
      { lang: 'en_US', name: 'Tax law' },
      { lang: 'zh_CN', name: '税法' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = Object.fromEntries((res.body.result as { lang: Locale; id: number }[]).map((r) => [r.lang, r.id]));
    const response = (await sitemapLoader({
      context: siteContext(de, 'de_DE', { localeFromUrl: false }),
      request: new Request('http://site.test/sitemap.xml'),
      params: {},
    } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain(`hreflang="x-default" href="http://site.test/services/detail/${ids.de_DE}"`);
    expect(xml).not.toContain(`hreflang="x-default" href="http://site.test/services/detail/${ids.zh_CN}"`);
  });
});

describe('DEFAULT_LOCALE setting', () => {
  it('is zh_CN by default and must be one of the site languages', () => {
    expect(loadConfig({}).defaultLocale).toBe('zh_CN');
    expect(loadConfig({ DEFAULT_LOCALE: 'de_DE' }).defaultLocale).toBe('de_DE');
    expect(() => loadConfig({ DEFAULT_LOCALE: 'fr_FR' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEFAULT_LOCALE: 'fr_FR' })).toThrow(/DEFAULT_LOCALE must be one of de_DE, en_US, zh_CN/);
  });
});
