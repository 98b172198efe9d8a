import type { AppLoadContext } from 'react-router';
import type { Envelope } from '#contract/envelope.ts';
import type { Locale } from '#contract/locales.ts';
import type { TestApp } from './helper';

/**
 * The public site's load context for a test app: the loaders call the public API in-process, as
 * server/web/render.ts does, at `origin` (what PUBLIC_URL gives the site).
 */
export function siteContext(
  t: TestApp,
  locale: Locale,
  opts: { localeFromUrl?: boolean; origin?: string } = {},
): AppLoadContext {
  return {
    locale,
    localeFromUrl: opts.localeFromUrl ?? true,
    defaultLocale: t.config.defaultLocale,
    origin: opts.origin ?? 'http://site.test',
    basePath: t.config.basePath,
    scriptNonce: 'test',
    preview: false,
    logError: (error) => {
      throw error;
    },
    previewToken: null,
    api: async <T>(path: string, o: { lang?: Locale } = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${t.config.basePath}/api${path}`,
        headers: o.lang ? { 'x-language': o.lang } : {},
      });
      return JSON.parse(res.body) as Envelope<T>;
    },
  };
}
