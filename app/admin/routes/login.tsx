import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { Locale } from '../../../contract/locales';
import { useI18n } from '../../i18n';
import { request, RequestError, setToken } from '../request';
import { AdminProviders, AdminSpinner } from '../AdminProviders';
import { adminLocale } from '../i18n';
import { adminMeta } from '../meta';
import type { Route } from './+types/login';

const basePath = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

/** Client-only, like the rest of the back office. */
export async function clientLoader() {
  return { locale: adminLocale() };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'login.title');

export function HydrateFallback() {
  return <AdminSpinner />;
}

/** Only paths inside the back office are followed after login (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target) return '/admin';
  let path = target;
  if (basePath && path.startsWith(basePath + '/')) path = path.slice(basePath.length);
  return /^\/admin(\/|\?|$)/.test(path) && !path.startsWith('//') ? path : '/admin';
}

export default function LoginPage({ loaderData }: { loaderData: { locale: Locale } }) {
  return (
    <AdminProviders locale={loaderData.locale}>
      <LoginForm />
    </AdminProviders>
  );
}

function LoginForm() {
  const i18n = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expired = params.get('expired') === '1';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${i18n.t('login.title')} · ${i18n.t('admin.appName')}`;
    document.documentElement.lang = i18n.tag;
  }, [i18n]);

  const submit = async (v: { loginAccount: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const res = await request<string>('/admin/login', { method: 'POST', body: { loginAccount: v.loginAccount.trim(), password: v.password }, silent: true });
      setToken(res.result);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (err) {
      const e = err instanceof RequestError ? err : null;
      if (e?.status === 401) setError(e.message || i18n.t('login.failed'));
      else if (e?.status === 429) setError(e.message || i18n.t('login.rateLimited'));
      else if (e?.status === 0) setError(i18n.t(e.message === 'timeout' ? 'request.timeout' : 'request.network'));
      else setError(e?.message || i18n.t('request.errorGeneric'));
      setBusy(false);
    }
  };

  return (
    <main className="admin-login">
      <Card className="admin-login-card" variant="borderless" styles={{ body: { padding: 32 } }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0, marginBottom: 4 }}>
          {i18n.t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{i18n.t('login.subtitle')}</Typography.Paragraph>
        {expired && !error ? <Alert type="warning" showIcon title={i18n.t('login.expired')} style={{ marginBottom: 16 }} role="alert" /> : null}
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
        <Form name="login" layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} disabled={busy}>
          <Form.Item name="loginAccount" label={i18n.t('login.account')} rules={[{ required: true, whitespace: true }]}>
            <Input prefix={<UserOutlined aria-hidden="true" />} autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item name="password" label={i18n.t('login.password')} rules={[{ required: true }]}>
            <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {i18n.t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
