import { useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale } from '#contract/locales.ts';
import { I18nProvider, useI18n } from '../i18n';
import { onRequestError, type RequestError } from './request';
import { adminMessages, ANTD_LOCALES, validateMessages } from './i18n';
import './admin.css';

/** The site's navy, calmed down for long working sessions. */
export const ADMIN_THEME = {
  algorithm: antdTheme.defaultAlgorithm,
  token: {
    colorPrimary: '#1f3a68',
    colorLink: '#1f3a68',
    borderRadius: 6,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    colorBgLayout: '#f4f6fa',
    // antd's lighter greys fall below WCAG AA contrast on white.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // Placeholders carry meaning ("no parent: top level"): readable at 4.5:1 like other text.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorError: '#c41d1f',
    colorWarning: '#ad6800',
    colorSuccess: '#237804',
  },
  components: {
    Layout: { siderBg: '#14213d', headerBg: '#ffffff', triggerBg: '#0f1a31' },
    Menu: {
      darkItemBg: '#14213d',
      darkSubMenuItemBg: '#0f1a31',
      darkItemSelectedBg: '#2d4f8a',
      darkItemColor: 'rgba(255,255,255,0.85)',
    },
  },
};

/** Spec section 8: "request error" notification with the server's message, 4.5 s, top-right, 24 px. */
function RequestErrorNotifier() {
  const { notification } = App.useApp();
  const i18n = useI18n();
  useEffect(() => {
    onRequestError((error: RequestError) => {
      const description =
        error.status === 0
          ? i18n.t(error.message === 'timeout' ? 'request.timeout' : 'request.network')
          : error.message || i18n.t('request.errorGeneric');
      notification.error({ title: i18n.t('request.errorTitle'), description, placement: 'topRight', duration: 4.5 });
    });
    return () => onRequestError(null);
  }, [notification, i18n]);
  return null;
}

/**
 * Everything an admin screen needs around it: the admin message catalogue, antd's locale, the
 * translated form validation messages, the theme, and antd's App (message, modal, notification).
 */
export function AdminProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useMemo(() => adminMessages(locale), [locale]);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <AntdConfig locale={locale}>{children}</AntdConfig>
    </I18nProvider>
  );
}

function AntdConfig({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useI18n();
  const form = useMemo(() => ({ validateMessages: validateMessages(i18n) }), [i18n]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} form={form} theme={ADMIN_THEME}>
      <App notification={{ placement: 'topRight', top: 24, duration: 4.5 }} message={{ top: 24 }}>
        <RequestErrorNotifier />
        {children}
      </App>
    </ConfigProvider>
  );
}

/** Server-side and first paint of client-only admin pages: a plain spinner, no antd. */
export function AdminSpinner() {
  return (
    <div className="admin-boot" role="status" aria-live="polite">
      <style>{`.admin-boot{min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f6fa}
.admin-boot .admin-spin{width:36px;height:36px;border:3px solid #c9d3e6;border-top-color:#1f3a68;border-radius:50%;animation:admin-spin .8s linear infinite}
@keyframes admin-spin{to{transform:rotate(360deg)}}`}</style>
      <span className="admin-spin" aria-hidden="true" />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0 }}>
        Loading…
      </span>
    </div>
  );
}
