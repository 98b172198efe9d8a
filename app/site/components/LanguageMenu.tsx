import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LOCALES, LOCALE_TAGS, type Locale } from '../../../contract/locales';
import { KNOWN_LOCALES } from '../../i18n/locale-list';
import { setLocale } from '../../i18n/client';
import { useI18n } from '../../i18n';
import { useRootData } from './site-data';
import { Icon } from './icons';
import { useLanguageHref } from './language-links';

/** The offered languages: only LOCALES (those with content), with the flags and native names of the full list. */
export const OFFERED_LOCALES = LOCALES.map((code) => {
  const known = KNOWN_LOCALES.find((k) => k.code === code);
  return { code, name: known?.name ?? code, flag: known?.flag ?? '' };
});

/**
 * Disclosure button + list of languages. Each entry is a real link to the page's ?lang= URL
 * (works without JavaScript and for crawlers), keeping what the page selected in that language
 * (language-links.ts); with JavaScript a choice is saved (localStorage + cookie) and the page
 * reloads, per the spec.
 */
export function LanguageMenu({ className, reload = true }: { className?: string; /** false: emit the change event instead of reloading */ reload?: boolean }) {
  const { t, locale } = useI18n();
  const root = useRootData();
  const languageHref = useLanguageHref();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = OFFERED_LOCALES.find((l) => l.code === locale) ?? OFFERED_LOCALES[0];

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const focusItem = (index: number) => {
    const items = wrapRef.current?.querySelectorAll<HTMLAnchorElement>('[data-lang-item]');
    if (!items?.length) return;
    items[(index + items.length) % items.length].focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const start = e.key === 'ArrowDown' ? 0 : OFFERED_LOCALES.length - 1;
      requestAnimationFrame(() => focusItem(start));
    }
  };

  const onListKey = (e: KeyboardEvent) => {
    const items = Array.from(wrapRef.current?.querySelectorAll<HTMLAnchorElement>('[data-lang-item]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(items.length - 1);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (e: React.MouseEvent, code: Locale) => {
    e.preventDefault();
    setOpen(false);
    if (code === locale && !root?.localeFromUrl) return;
    setLocale(code, { basePath: root?.basePath, reload });
  };

  return (
    <div className={`lang-menu${className ? ` ${className}` : ''}`} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language.label')}: ${current.name}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        <Icon name="globe" size={18} />
        <span className="lang-menu__current" aria-hidden="true">
          {current.name}
        </span>
        <Icon name="chevronDown" size={16} className="lang-menu__chevron" />
      </button>
      <ul id={listId} className="lang-menu__list" hidden={!open} onKeyDown={onListKey}>
        {OFFERED_LOCALES.map((l) => (
          <li key={l.code}>
            <a
              data-lang-item
              href={languageHref(l.code)}
              hrefLang={LOCALE_TAGS[l.code]}
              lang={LOCALE_TAGS[l.code]}
              aria-current={l.code === locale ? 'true' : undefined}
              onClick={(e) => choose(e, l.code)}
            >
              <span className="lang-menu__flag" aria-hidden="true">
                {l.flag}
              </span>
              <span>{l.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
