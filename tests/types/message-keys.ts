// Compile-time checks of the typed message keys (app/i18n/keys.ts, app/i18n/catalogue.ts), run by
// `npm run typecheck`: each `@ts-expect-error` line must be refused by the compiler, so the check
// fails as soon as an unknown key or an incomplete catalogue would compile again.
import type { Locale } from '#contract/locales.ts';
import { catalogue } from '#app/i18n/catalogue.ts';
import { dataKey, type AdminKey, type SiteKey } from '#app/i18n/keys.ts';
import { useI18n } from '#app/i18n/index.tsx';

export function useMessageKeyChecks(locale: Locale) {
  const { t } = useI18n();
  const known = [t('action.cancel'), t('nav.news'), t(`lang.${locale}`)];
  // @ts-expect-error a key no catalogue has
  t('action.cancelx');
  // @ts-expect-error a template literal that can make a key no catalogue has
  t(`lang.${locale}x`);
  // Keys from the server's data go through dataKey (t() shows the key when no catalogue has it).
  known.push(t(dataKey(`audit.action.${String(locale)}`)));
  const site: SiteKey = 'nav.news';
  // @ts-expect-error a back-office key is not one of the public site's
  const notSite: SiteKey = 'menu.news.list';
  const adminKey: AdminKey = 'menu.news.list';
  return [known, site, notSite, adminKey];
}

export const complete = catalogue({
  de_DE: { 'x.a': 'A', 'x.b': 'B' },
  en_US: { 'x.a': 'A', 'x.b': 'B' },
  zh_CN: { 'x.a': 'A', 'x.b': 'B' },
});
export const missing = catalogue({
  // @ts-expect-error de_DE lacks a key en_US has
  de_DE: { 'x.a': 'A' },
  en_US: { 'x.a': 'A', 'x.b': 'B' },
  zh_CN: { 'x.a': 'A', 'x.b': 'B' },
});
export const extra = catalogue({
  de_DE: { 'x.a': 'A' },
  en_US: { 'x.a': 'A' },
  // @ts-expect-error zh_CN has a key en_US has not
  zh_CN: { 'x.a': 'A', 'x.c': 'C' },
});
// @ts-expect-error the catalogue's keys are literal types: this one has no 'x.c'
export const noSuchKey: string = complete.en_US['x.c'];
