import { LOCALES, LOCALE_TAGS } from '#contract/locales.ts';
import { KNOWN_LOCALES } from '#app/i18n/locale-list.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { Icon } from './icons';
import { Flag } from './Flag';
import { useLanguageHref } from './language-links';

/** Short forms for the closed menu on a phone, each in its own script. */
const SHORT: Record<string, string> = { de_DE: 'DE', en_US: 'EN', zh_CN: '中文' };

/** The offered languages: only LOCALES (those with content), with the native names of the full list. */
export const OFFERED_LOCALES = LOCALES.map((code) => {
  const known = KNOWN_LOCALES.find((k) => k.code === code);
  return { code, name: known?.name ?? code, short: SHORT[code] ?? code.slice(0, 2).toUpperCase() };
});

/**
 * A disclosure (<details>) with the list of languages: each entry a real link to this page's
 * ?lang= URL (without script, and for crawlers), keeping what the page selected in that language
 * (language-links.ts), with the spec's flag drawn as an inline SVG (Flag.tsx). The closed menu
 * shows the current language at every width (its short form on a phone). The enhancement script
 * (enhance/locale.ts) saves a choice (localStorage umi_locale and the cookie) and loads the page in
 * it, per the spec; enhance/menus.ts closes the menu on Escape or a click outside and moves
 * through it with the arrow keys.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, locale } = useI18n();
  const current = OFFERED_LOCALES.find((l) => l.code === locale) ?? OFFERED_LOCALES[0];

  return (
    <details className={`lang-menu${className ? ` ${className}` : ''}`} data-menu>
      <summary className="lang-menu__button">
        <Flag locale={current.code} />
        <span className="visually-hidden">{t('language.label')}: </span>
        <span className="lang-menu__current" lang={LOCALE_TAGS[current.code]}>
          <span className="lang-menu__long">{current.name}</span>
          <span className="lang-menu__short" aria-hidden="true">
            {current.short}
          </span>
        </span>
        <Icon name="chevronDown" size={16} className="lang-menu__chevron" />
      </summary>
      <LanguageLinks className="lang-menu__list" inMenu />
    </details>
  );
}

/**
 * One link per offered language to this page in that language: the menu's list (with flags, and
 * marked for enhance/menus.ts) and the footer's.
 */
export function LanguageLinks({ className, inMenu = false }: { className: string; inMenu?: boolean }) {
  const { locale } = useI18n();
  const languageHref = useLanguageHref();
  return (
    <ul className={className} data-menu-list={inMenu ? '' : undefined}>
      {OFFERED_LOCALES.map((l) => (
        <li key={l.code}>
          <a
            href={languageHref(l.code)}
            hrefLang={LOCALE_TAGS[l.code]}
            lang={LOCALE_TAGS[l.code]}
            aria-current={l.code === locale ? 'true' : undefined}
            data-locale={l.code}
            data-no-prefetch
          >
            {inMenu ? (
              <>
                <Flag locale={l.code} />
                <span>{l.name}</span>
              </>
            ) : (
              l.name
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
