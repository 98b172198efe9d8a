import { useState, type ReactNode } from 'react';
import { Form, Tabs, Tooltip } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { LOCALES, type Locale } from '../../../contract/locales';
import { hasText } from '../../../contract/html';
import { useI18n } from '../../i18n';

export interface LangTabsProps {
  /** Renders the same field set for one language; name fields [lang, 'field'] by convention. */
  children: (lang: Locale) => ReactNode;
  /**
   * Fields (under [lang, field] in the surrounding antd Form) that make a language count as
   * filled when any of them has a value. Ignored when `filled` is given.
   */
  fields?: string[];
  /** Explicit filled state per language (for use outside a Form, or custom rules). */
  filled?: Partial<Record<Locale, boolean>>;
  /** Languages with validation errors get a red mark (after a failed submit). */
  errors?: Partial<Record<Locale, boolean>>;
  /** Controlled active tab (optional). */
  activeKey?: Locale;
  onChange?: (lang: Locale) => void;
  /** Content at the right of the tab bar. */
  extra?: ReactNode;
  languages?: readonly Locale[];
}

/**
 * Per-language tabs de_DE / en_US / zh_CN for every multi-language form: each tab label shows whether
 * that language is filled in (a green check) or still empty (a grey dot). All panes stay mounted so
 * the whole form validates and submits at once.
 */
export function LangTabs({ children, fields, filled, errors, activeKey, onChange, extra, languages = LOCALES }: LangTabsProps) {
  const [own, setOwn] = useState<Locale>(languages[0]);
  const active = activeKey ?? own;
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => {
        setOwn(k as Locale);
        onChange?.(k as Locale);
      }}
      tabBarExtraContent={extra}
      items={languages.map((lang) => ({
        key: lang,
        forceRender: true,
        label:
          filled !== undefined || !fields ? (
            <LangLabel lang={lang} filled={!!filled?.[lang]} error={!!errors?.[lang]} />
          ) : (
            <WatchedLangLabel lang={lang} fields={fields} error={!!errors?.[lang]} />
          ),
        children: children(lang),
      }))}
    />
  );
}

function hasValue(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return hasText(v);
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

function WatchedLangLabel({ lang, fields, error }: { lang: Locale; fields: string[]; error: boolean }) {
  const form = Form.useFormInstance();
  const values = Form.useWatch([lang], { form, preserve: true }) as Record<string, unknown> | undefined;
  const filled = fields.some((f) => hasValue(values?.[f]));
  return <LangLabel lang={lang} filled={filled} error={error} />;
}

function LangLabel({ lang, filled, error }: { lang: Locale; filled: boolean; error: boolean }) {
  const i18n = useI18n();
  const state = error ? i18n.t('langTabs.error') : filled ? i18n.t('langTabs.filled') : i18n.t('langTabs.empty');
  return (
    <Tooltip title={state}>
      <span data-lang={lang} data-filled={filled ? 'true' : 'false'}>
        {error ? (
          <ExclamationCircleFilled style={{ color: '#c0392b', marginInlineEnd: 6 }} aria-hidden="true" />
        ) : filled ? (
          <CheckCircleFilled style={{ color: '#2e7d32', marginInlineEnd: 6 }} aria-hidden="true" />
        ) : (
          <span
            aria-hidden="true"
            style={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', border: '1.5px solid #8c98ad', marginInlineEnd: 8, verticalAlign: 'middle' }}
          />
        )}
        {i18n.t(`lang.${lang}`)}
        <span className="admin-sr-only"> ({state})</span>
      </span>
    </Tooltip>
  );
}

/** Languages with at least one failing field. */
export function langsWithErrors(errorFields: { name: (string | number)[]; errors?: string[] }[]): Partial<Record<Locale, boolean>> {
  const out: Partial<Record<Locale, boolean>> = {};
  for (const f of errorFields) {
    if ((LOCALES as readonly unknown[]).includes(f.name[0]) && (f.errors?.length ?? 1) > 0) out[f.name[0] as Locale] = true;
  }
  return out;
}

export default LangTabs;
