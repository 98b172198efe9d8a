import { LOCALES, LOCALE_TAGS } from '../../../contract/locales';
import { KNOWN_LOCALES } from '../../i18n/locale-list';
import { useI18n } from '../../i18n';
import { Icon } from './icons';
import { useLanguageHref } from './language-links';

/** The offered languages: only LOCALES (those with content), with the flags and native names of the full list. */
export const OFFERED_LOCALES = LOCALES.map((code) => {
  const known = KNOWN_LOCALES.find((k) => k.code === code);
  return { code, name: known?.name ?? code, flag: known?.flag ?? '' };
});

/**
 * A disclosure (<details>) with the list of languages: each entry a real link to this page's
 * ?lang= URL (without script, and for crawlers), keeping what the page selected in that language
 * (language-links.ts). The enhancement script (enhance/locale.ts) saves a choice (localStorage
 * umi_locale and the cookie) and loads the page in it, per the spec; enhance/menus.ts closes the
 * menu on Escape or a click outside and moves through it with the arrow keys.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, locale } = useI18n();
  const languageHref = useLanguageHref();
  const current = OFFERED_LOCALES.find((l) => l.code === locale) ?? OFFERED_LOCALES[0];

  return (
    <details className={`lang-menu${className ? ` ${className}` : ''}`} data-menu>
      <summary className="lang-menu__button">
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t('language.label')}: </span>
        <span className="lang-menu__current">{current.name}</span>
        <Icon name="chevronDown" size={16} className="lang-menu__chevron" />
      </summary>
      <ul className="lang-menu__list" data-menu-list>
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
              <span className="lang-menu__flag" aria-hidden="true">
                {l.flag}
              </span>
              <span>{l.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
