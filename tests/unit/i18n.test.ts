import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contract/locales.ts';
import { IntlMessageFormat } from 'intl-messageformat';
import { COMPLEX_ARGUMENT, createI18n, registerIcu } from '#app/i18n/index.tsx';
import { SITE_CATALOGUES } from '#app/i18n/messages/index.ts';

registerIcu(IntlMessageFormat);
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The argument names an ICU message uses (plural/select branches included). */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if ('value' in el && typeof el.value === 'string' && el.type !== TYPE.literal) out.add(el.value);
    if ('options' in el) for (const opt of Object.values(el.options)) argumentsOf(opt.value, out);
    if ('children' in el) argumentsOf(el.children, out);
  }
  return out;
}

const dir = path.resolve('app/i18n/messages');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');

describe('message catalogues', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${file}: every key exists in every locale, non-empty, and parses as ICU`, async () => {
      const mod = await import(path.join(dir, file));
      const catalogues = Object.values(mod).filter(
        (v): v is Record<string, Record<string, string>> => typeof v === 'object' && v !== null,
      );
      expect(catalogues.length).toBeGreaterThan(0);
      for (const catalogue of catalogues) {
        const keys = new Set(LOCALES.flatMap((l) => Object.keys(catalogue[l] ?? {})));
        for (const locale of LOCALES) {
          const missing = [...keys].filter((k) => !(k in (catalogue[locale] ?? {})));
          expect(missing, `${file}: keys missing in ${locale}`).toEqual([]);
          const empty = Object.entries(catalogue[locale]).filter(([, v]) => !String(v).trim());
          expect(
            empty.map(([k]) => k),
            `${file}: empty messages in ${locale}`,
          ).toEqual([]);
          const i18n = createI18n(locale, catalogue[locale]);
          for (const key of keys) {
            const args = [...argumentsOf(parse(catalogue[locale][key]))].sort();
            // A translation may leave an argument out (Chinese needs no plural), never invent one.
            const reference = argumentsOf(parse(catalogue.en_US[key]));
            expect(
              args.filter((a) => !reference.has(a)),
              `${file}: ${locale} ${key} uses arguments en_US does not`,
            ).toEqual([]);
            const values = Object.fromEntries(args.map((a) => [a, 2]));
            expect(() => i18n.t(key, values), `${file}: ${locale} ${key}`).not.toThrow();
          }
        }
      }
    });
  }
});

describe('public-site catalogues', () => {
  it('use only simple {name} arguments, so the public pages need no ICU parser in the browser', () => {
    for (const [name, catalogue] of Object.entries(SITE_CATALOGUES)) {
      for (const locale of LOCALES) {
        const complex = Object.entries(catalogue[locale]).filter(([, v]) => COMPLEX_ARGUMENT.test(v));
        expect(
          complex.map(([k]) => k),
          `${name} ${locale}: use separate keys with Intl.PluralRules instead`,
        ).toEqual([]);
      }
    }
  });
});

describe('formatting', () => {
  it('formats dates and numbers per locale with Intl', () => {
    expect(createI18n('de_DE', {}).formatDate('2026-03-05T10:00:00Z')).toBe('5. März 2026');
    expect(createI18n('en_US', {}).formatDate('2026-03-05T10:00:00Z')).toBe('March 5, 2026');
    expect(createI18n('zh_CN', {}).formatDate('2026-03-05T10:00:00Z')).toBe('2026年3月5日');
    expect(createI18n('de_DE', {}).formatNumber(1234)).toBe('1.234');
  });
  it('falls back to the key for a missing message', () => {
    expect(createI18n('en_US', {}).t('nope.key')).toBe('nope.key');
  });
});
