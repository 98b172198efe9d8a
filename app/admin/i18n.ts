import type { AdminKey } from '#app/i18n/keys.ts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { FormProps } from 'antd';
import type { Locale } from '#contract/locales.ts';
import { getStoredLocale } from '../i18n/client';
import { IntlMessageFormat } from 'intl-messageformat';
import { registerIcu, type Catalogue, type I18n, type Messages } from '../i18n';
import { common } from '../i18n/messages/common';
import { admin, adminAccounts } from '../i18n/messages/admin';
import { adminContent, adminWorkflow } from '../i18n/messages/admin-content';
import { adminOrder } from '../i18n/messages/admin-order';
import { adminInquiries } from '../i18n/messages/admin-inquiries';
import { adminEditors } from '../i18n/messages/admin-editors';
import { imprintMessages } from '../i18n/messages/imprint';
import { adminMedia } from '../i18n/messages/admin-media';
import { adminShell } from '../i18n/messages/admin-shell';

// The back office's messages use full ICU (plurals, validation bounds).
registerIcu(IntlMessageFormat);

/**
 * The namespaces of the back office's catalogue, the ONE list of them: the messages below and the
 * AdminKey type (app/i18n/keys.ts) are made from it.
 */
export const ADMIN_CATALOGUES = {
  common,
  admin,
  adminContent,
  adminWorkflow,
  adminAccounts,
  adminOrder,
  adminInquiries,
  adminEditors,
  imprintMessages,
  adminMedia,
  adminShell,
} satisfies Record<string, Catalogue>;

/** The back office's catalogue for one locale: shared messages, admin screens, content screens, the editorial workflow, accounts and security. */
export function adminMessages(locale: Locale): Messages {
  return Object.assign({}, ...Object.values(ADMIN_CATALOGUES).map((c) => c[locale]));
}

/** antd's own texts (pagination, pickers, modals, empty states …). */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { de_DE: deDE, en_US: enUS, zh_CN: zhCN };

/** The language of the back office: the same umi_locale rules as the public site. */
export function adminLocale(): Locale {
  return getStoredLocale();
}

type ValidateMessages = NonNullable<FormProps['validateMessages']>;

/**
 * antd form validation messages (required, enum, whitespace, types, string/number/array length and
 * bounds, pattern) from the ICU catalogue. antd fills in ${label}, ${len}, ${min}, ${max} itself.
 */
export function validateMessages(i18n: I18n): ValidateMessages {
  const v = { name: '${label}', len: '${len}', min: '${min}', max: '${max}' };
  const t = (key: AdminKey) => i18n.t(key, v);
  const generic = t('form.types.generic');
  return {
    default: generic,
    required: t('form.required'),
    enum: t('form.enum'),
    whitespace: t('form.whitespace'),
    date: { format: t('form.date.invalid'), parse: t('form.date.invalid'), invalid: t('form.date.invalid') },
    types: {
      string: generic,
      method: generic,
      array: generic,
      object: generic,
      number: t('form.types.number'),
      date: t('form.date.invalid'),
      boolean: generic,
      integer: t('form.types.integer'),
      float: t('form.types.number'),
      regexp: generic,
      email: t('form.types.email'),
      url: t('form.types.url'),
      hex: generic,
    },
    string: {
      len: t('form.string.len'),
      min: t('form.string.min'),
      max: t('form.string.max'),
      range: t('form.string.range'),
    },
    number: {
      len: t('form.number.len'),
      min: t('form.number.min'),
      max: t('form.number.max'),
      range: t('form.number.range'),
    },
    array: {
      len: t('form.array.len'),
      min: t('form.array.min'),
      max: t('form.array.max'),
      range: t('form.array.range'),
    },
    pattern: { mismatch: t('form.pattern') },
  };
}
