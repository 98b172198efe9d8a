/** Locales the site has content for. Adding one is configuration plus content. */
export const LOCALES = ['de_DE', 'en_US', 'zh_CN'] as const;
export type Locale = (typeof LOCALES)[number];
/**
 * The spec's default language. A running site's default is the DEFAULT_LOCALE setting
 * (server/config.ts), which pages read from their context and the API from its config; this
 * constant is only its default and the last resort where no configuration is at hand.
 */
export const DEFAULT_LOCALE: Locale = 'zh_CN';
export const LOCALE_STORAGE_KEY = 'umi_locale';
/**
 * The firm's time zone (Munich): the public site's dates and the back office's times are shown in
 * it, and scheduled moments are chosen in it, whatever the reader's computer says; stored in UTC.
 */
export const FIRM_TIME_ZONE = 'Europe/Berlin';
export const RTL_PREFIXES = ['he', 'ar', 'fa', 'ku'] as const;

export const LANGUAGE_NAMES: Record<Locale, string> = {
  de_DE: 'Deutsch',
  en_US: 'English',
  zh_CN: '简体中文',
};

/** BCP 47 tag for <html lang>, hreflang and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { de_DE: 'de-DE', en_US: 'en-US', zh_CN: 'zh-CN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps any header/cookie value (zh_CN, zh-CN, de, en-GB …) to a supported locale, or undefined. */
export function matchLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  if (isLocale(value)) return value;
  const v = value.trim().replace('-', '_');
  if (isLocale(v)) return v;
  const prefix = v.slice(0, 2).toLowerCase();
  return LOCALES.find((l) => l.slice(0, 2) === prefix);
}

/** The spec's rule for public calls: X-Language, unknown or missing → the default locale. */
export function localeOrDefault(value: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  return matchLocale(value) ?? fallback;
}

/** The first of the browser's languages (navigator.languages, in its order) that the site has. */
export function firstSupported(languages: readonly (string | null | undefined)[]): Locale | undefined {
  for (const l of languages) {
    const m = matchLocale(l);
    if (m) return m;
  }
  return undefined;
}

export function isRtl(locale: string): boolean {
  return RTL_PREFIXES.some((p) => locale.toLowerCase().startsWith(p));
}
