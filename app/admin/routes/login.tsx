import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import type { Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { RequestError, setToken } from '../request';
import { api } from '../api';
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

/** A login answer that asks for the two-factor code (the password was right). */
export const needsSecondFactor = (err: unknown) =>
  err instanceof RequestError && err.status === 401 && err.headers?.get('X-Two-Factor') === 'required';

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
  /** The password was right and the account uses two-factor sign-in: the code step. */
  const [codeStep, setCodeStep] = useState(false);
  const [form] = Form.useForm<{ loginAccount: string; password: string; totp?: string }>();

  useEffect(() => {
    document.title = `${i18n.t('login.title')} · ${i18n.t('admin.appName')}`;
    document.documentElement.lang = i18n.tag;
  }, [i18n]);

  const submit = async (v: { loginAccount: string; password: string; totp?: string }) => {
    setBusy(true);
    setError(null);
    const totp = codeStep ? v.totp?.replace(/\s+/g, '') : undefined;
    try {
      const res = await api('POST', '/admin/login', {
        body: { loginAccount: v.loginAccount.trim(), password: v.password, ...(totp ? { totp } : {}) },
        silent: true,
      });
      setToken(res.result);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (err) {
      const e = err instanceof RequestError ? err : null;
      if (needsSecondFactor(e)) {
        // First time: just ask for the code; a wrong code: say so (the server's message) and ask again.
        if (codeStep) setError(e?.message || i18n.t('login.codeWrong'));
        setCodeStep(true);
        form.setFieldValue('totp', '');
        setBusy(false);
        setTimeout(() => form.focusField('totp'), 50);
        return;
      }
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
        {expired && !error ? (
          <Alert type="warning" showIcon title={i18n.t('login.expired')} style={{ marginBottom: 16 }} role="alert" />
        ) : null}
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
        <Form
          form={form}
          name="login"
          layout="vertical"
          onFinish={(v) => void submit(v)}
          requiredMark={false}
          disabled={busy}
        >
          {/* The code step keeps account and password (sent again with the code) but out of the way. */}
          <div hidden={codeStep}>
            <Form.Item
              name="loginAccount"
              label={i18n.t('login.account')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input prefix={<UserOutlined aria-hidden="true" />} autoComplete="username" autoFocus size="large" />
            </Form.Item>
            <Form.Item name="password" label={i18n.t('login.password')} rules={[{ required: true }]}>
              <Input.Password
                prefix={<LockOutlined aria-hidden="true" />}
                autoComplete="current-password"
                size="large"
              />
            </Form.Item>
          </div>
          {codeStep ? (
            <>
              {error ? null : (
                <Alert
                  type="info"
                  showIcon
                  role="status"
                  title={i18n.t('login.codeNeeded')}
                  style={{ marginBottom: 16 }}
                />
              )}
              <Form.Item
                name="totp"
                label={i18n.t('login.code')}
                extra={i18n.t('login.codeHint')}
                rules={[
                  { required: true, whitespace: true },
                  {
                    pattern: /^\s*(\d{3}\s?\d{3}|[A-Za-z0-9]{4}(-?[A-Za-z0-9]{4}){2})\s*$/,
                    message: i18n.t('login.codeFormat'),
                  },
                ]}
              >
                <Input
                  prefix={<SafetyCertificateOutlined aria-hidden="true" />}
                  autoComplete="one-time-code"
                  size="large"
                  maxLength={20}
                />
              </Form.Item>
            </>
          ) : null}
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {i18n.t(codeStep ? 'login.verify' : 'login.submit')}
          </Button>
          {codeStep ? (
            <Button
              type="link"
              block
              style={{ marginTop: 8 }}
              onClick={() => {
                setCodeStep(false);
                setError(null);
                form.setFieldValue('password', '');
              }}
            >
              {i18n.t('login.otherAccount')}
            </Button>
          ) : null}
        </Form>
      </Card>
    </main>
  );
}
