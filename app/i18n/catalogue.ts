import type { Locale } from '#contract/locales.ts';

/**
 * Declares one message namespace. The en_US object is the reference: its keys become literal
 * types (so `t()` refuses a key no catalogue has, see app/i18n/keys.ts), and de_DE and zh_CN must
 * have exactly the same keys, or the catalogue does not compile (tests/unit/i18n.test.ts checks
 * the same at run time, plus non-empty texts and ICU arguments).
 */
export function catalogue<const M extends Record<string, string>>(
  messages: { en_US: M } & Record<Exclude<Locale, 'en_US'>, Record<keyof NoInfer<M>, string>>,
): Record<Locale, Record<keyof M & string, string>> {
  return messages;
}
