import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, FIRM_TIME_ZONE, LOCALE_TAGS, type Locale } from '#contract/locales.ts';
import type { MessageKey } from './keys.ts';

export type { AdminKey, MessageKey, SiteKey } from './keys.ts';

/** A flat catalogue of ICU messages for one locale. */
export type Messages = Record<string, string>;
/** One namespace: the same keys in every locale (a test checks it). */
export type Catalogue = Record<Locale, Messages>;

/**
 * Full ICU formatting (plural, select, number, date) is registered where it is needed: on the
 * server (entry.server.tsx) and in the back office. The public pages' messages use only simple
 * `{name}` arguments (tests/unit/i18n.test.ts enforces it), so their browser bundle carries no
 * ICU parser: about 12 KB less JavaScript on every page.
 */
let Icu: typeof IntlMessageFormat | null = null;
export function registerIcu(ctor: typeof IntlMessageFormat): void {
  Icu = ctor;
}

/** `{name, plural, …}`, `{n, number}` and the like need the ICU formatter; `{name}` does not. */
export const COMPLEX_ARGUMENT = /\{\s*[\w-]+\s*,/;

/**
 * `K` is the keys `t()` accepts: what the app's components get (useI18n) accepts only keys a
 * catalogue has, so a misspelt or missing key fails to compile (tests/types/message-keys.ts).
 * `createI18n` itself takes any string, for tests that look keys up from the catalogues.
 */
export interface I18n<K extends string = MessageKey> {
  locale: Locale;
  /** BCP 47 tag for Intl and <html lang>. */
  tag: string;
  t(key: K, values?: Record<string, unknown>): string;
  formatDate(iso: string | null | undefined, style?: 'long' | 'short'): string;
  formatNumber(n: number): string;
}

/** The date and number formats of a language tag, made once (an Intl constructor is dear; a page makes several I18n). */
const formatsByTag = new Map<
  string,
  { dateFormats: Record<'long' | 'short', Intl.DateTimeFormat>; numberFormat: Intl.NumberFormat }
>();
function formatsOf(tag: string) {
  let formats = formatsByTag.get(tag);
  if (!formats) {
    formats = {
      dateFormats: {
        long: new Intl.DateTimeFormat(tag, {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: FIRM_TIME_ZONE,
        }),
        short: new Intl.DateTimeFormat(tag, {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          timeZone: FIRM_TIME_ZONE,
        }),
      },
      numberFormat: new Intl.NumberFormat(tag),
    };
    formatsByTag.set(tag, formats);
  }
  return formats;
}

export function createI18n(locale: Locale, messages: Messages, fallback: Messages = {}): I18n<string> {
  const tag = LOCALE_TAGS[locale];
  const cache = new Map<string, IntlMessageFormat>();
  const { dateFormats, numberFormat } = formatsOf(tag);
  return {
    locale,
    tag,
    t(key, values) {
      const source = messages[key] ?? fallback[key];
      if (source === undefined) return key;
      if (!source.includes('{')) return source;
      if (!Icu || !COMPLEX_ARGUMENT.test(source)) {
        return source.replace(/\{\s*([\w-]+)\s*\}/g, (whole, name: string) =>
          values && name in values ? String(values[name]) : whole,
        );
      }
      let fmt = cache.get(key);
      if (!fmt) {
        fmt = new Icu(source, tag);
        cache.set(key, fmt);
      }
      return String(fmt.format<unknown>(values));
    },
    formatDate(iso, style = 'long') {
      if (!iso) return '';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '' : dateFormats[style].format(d);
    },
    formatNumber: (n) => numberFormat.format(n),
  };
}

const I18nContext = createContext<I18n>(createI18n(DEFAULT_LOCALE, {}));

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
