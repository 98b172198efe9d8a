import { DEFAULT_LOCALE, type Locale } from '#contract/locales.ts';
import { admin } from '../i18n/messages/admin';

/**
 * <title> of the server-rendered admin shell (before the client takes over and titles each
 * screen from menu.ts), in the language the root loader resolved; and never indexed.
 */
export function adminMeta(matches: readonly unknown[], key: keyof (typeof admin)['en_US']) {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === 'root') as
    { loaderData?: { locale?: Locale }; data?: { locale?: Locale } } | undefined;
  const locale = root?.loaderData?.locale ?? root?.data?.locale ?? DEFAULT_LOCALE;
  const m = admin[locale] ?? admin[DEFAULT_LOCALE];
  const title = key === 'admin.appName' ? m[key] : `${m[key]} · ${m['admin.appName']}`;
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}
