import { Tag, Tooltip } from 'antd';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';

/** The short name of a language on a badge (the same in every back-office language). */
export const LANG_BADGE: Record<Locale, string> = { de_DE: 'DE', en_US: 'EN', zh_CN: '中文' };

/**
 * One badge per site language for an item of a list: filled when the item has that language,
 * outlined and grey when the translation is missing. The visible code is short; screen readers
 * and the tooltip get "German: present" / "English: missing".
 */
export function LangBadges({ langs }: { langs: readonly string[] | undefined }) {
  const { t } = useI18n();
  return (
    <span className="admin-lang-badges">
      {LOCALES.map((l) => {
        const has = langs?.includes(l) ?? false;
        const text = t(has ? 'langs.present' : 'langs.missing', { lang: t(`lang.${l}`) });
        return (
          <Tooltip key={l} title={text}>
            <Tag
              variant={has ? 'solid' : 'outlined'}
              color={has ? '#1f4e8c' : undefined}
              className={has ? undefined : 'admin-lang-missing'}
              data-lang={l}
              data-present={has ? 'true' : 'false'}
            >
              <span aria-hidden>{LANG_BADGE[l]}</span>
              <span className="admin-sr-only">{text}</span>
            </Tag>
          </Tooltip>
        );
      })}
    </span>
  );
}
