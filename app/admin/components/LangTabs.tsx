import { useState, type ReactNode } from 'react';
import { Alert, Checkbox, Flex, Form, Tabs, Tooltip, Typography } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled, LockOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { hasText } from '#contract/html.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { stateOf, type KeptPublication, type StoredPublication } from '../edit/publication';
import { StatusTag } from './StatusTag';
import { ReadOnly } from './ReadOnly';
import { ContentLangContext } from './ContentLang';
import { usePermission } from '../permissions';

/** Each language's publication (tab badge and the bar above its fields) and its "keep as draft" choice. */
export interface LangPublication {
  stored: StoredPublication;
  keepDraft: Partial<Record<Locale, boolean>>;
  onKeepDraft: (lang: Locale, keep: boolean) => void;
}

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
  /** Per-language status (edit screens of content with drafts): a badge on each tab, a bar in each pane. */
  publication?: LangPublication;
  /** Languages the account may not write: shown, not editable, with a note why. */
  readOnly?: Partial<Record<Locale, boolean>>;
}

/**
 * Per-language tabs de_DE / en_US / zh_CN for every multi-language form: each tab label shows whether
 * that language is filled in (a green check) or still empty (a grey dot). All panes stay mounted so
 * the whole form validates and submits at once.
 */
export function LangTabs({
  children,
  fields,
  filled,
  errors,
  activeKey,
  onChange,
  extra,
  languages = LOCALES,
  publication,
  readOnly,
}: LangTabsProps) {
  const { t } = useI18n();
  const [own, setOwn] = useState<Locale>(languages[0]);
  const writable = languages.filter((l) => !readOnly?.[l]);
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
            <LangLabel
              lang={lang}
              filled={!!filled?.[lang]}
              error={!!errors?.[lang]}
              publication={publication?.stored[lang]}
              locked={!!readOnly?.[lang]}
            />
          ) : (
            <WatchedLangLabel
              lang={lang}
              fields={fields}
              error={!!errors?.[lang]}
              publication={publication?.stored[lang]}
              locked={!!readOnly?.[lang]}
            />
          ),
        children: (
          <ReadOnly readOnly={!!readOnly?.[lang]}>
            {readOnly?.[lang] ? (
              <Alert
                type="info"
                showIcon
                icon={<LockOutlined />}
                data-testid={`read-only-${lang}`}
                title={t('rights.langReadOnly', {
                  lang: t(`lang.${lang}`),
                  langs: writable.map((l) => t(`lang.${l}`)).join(', ') || '—',
                })}
                style={{ marginBottom: 12 }}
              />
            ) : null}
            {publication ? <PublicationBar lang={lang} publication={publication} /> : null}
            <ContentLangContext.Provider value={lang}>{children(lang)}</ContentLangContext.Provider>
          </ReadOnly>
        ),
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

interface LabelProps {
  lang: Locale;
  error: boolean;
  publication?: KeptPublication;
  /** The account may not write this language. */
  locked?: boolean;
}

function WatchedLangLabel({ fields, ...rest }: LabelProps & { fields: string[] }) {
  const form = Form.useFormInstance();
  const values = Form.useWatch([rest.lang], { form, preserve: true }) as Record<string, unknown> | undefined;
  const filled = fields.some((f) => hasValue(values?.[f]));
  return <LangLabel {...rest} filled={filled} />;
}

function LangLabel({ lang, filled, error, publication, locked }: LabelProps & { filled: boolean }) {
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
            style={{
              display: 'inline-block',
              width: 8,
              height: 8,
              borderRadius: '50%',
              border: '1.5px solid #8c98ad',
              marginInlineEnd: 8,
              verticalAlign: 'middle',
            }}
          />
        )}
        {i18n.t(`lang.${lang}`)}
        <span className="admin-sr-only"> ({state})</span>
        {locked ? (
          <LockOutlined style={{ marginInlineStart: 6, color: '#8c98ad' }} aria-label={i18n.t('rights.readOnly')} />
        ) : null}
        {publication ? (
          <span style={{ marginInlineStart: 8 }}>
            <StatusTag publication={publication} compact />
          </span>
        ) : null}
      </span>
    </Tooltip>
  );
}

/**
 * Above a language's fields: where it stands (draft, scheduled for …, published, not saved yet)
 * and the choice to keep it as a draft when the item is published, so a translation can wait
 * while another language is live. For a language that is public or scheduled, the same choice
 * takes it back to draft with the next save.
 */
function PublicationBar({ lang, publication }: { lang: Locale; publication: LangPublication }) {
  const { t } = useI18n();
  const can = usePermission();
  const stored = publication.stored[lang];
  const state = stateOf(stored);
  const keep = !!publication.keepDraft[lang];
  const language = t(`lang.${lang}`);
  const choice = state === 'published' ? 'takeOffline' : state === 'scheduled' ? 'unschedule' : 'keepDraft';
  return (
    <Flex
      className="admin-publication-bar"
      data-testid={`publication-${lang}`}
      gap={12}
      wrap
      align="center"
      justify="space-between"
    >
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">{t('status.of', { lang: language })}</Typography.Text>
        {state === 'new' ? (
          <Typography.Text>{t('status.notSaved')}</Typography.Text>
        ) : (
          <StatusTag publication={stored} style="long" />
        )}
      </Flex>
      {/* Without the right to publish everything is saved as a draft: no choice to make. */}
      {can('publish') ? (
        <Tooltip title={t(`status.${choice}.hint`, { lang: language })}>
          <Checkbox checked={keep} onChange={(e) => publication.onKeepDraft(lang, e.target.checked)}>
            {t(`status.${choice}`, { lang: language })}
          </Checkbox>
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/** Languages with at least one failing field. */
export function langsWithErrors(
  errorFields: { name: (string | number)[]; errors?: string[] }[],
): Partial<Record<Locale, boolean>> {
  const out: Partial<Record<Locale, boolean>> = {};
  for (const f of errorFields) {
    if ((LOCALES as readonly unknown[]).includes(f.name[0]) && (f.errors?.length ?? 1) > 0)
      out[f.name[0] as Locale] = true;
  }
  return out;
}

export default LangTabs;
