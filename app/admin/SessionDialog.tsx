import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { AdminUser } from '#contract/entities.ts';
import { useI18n } from '../i18n';
import { onSessionExpired, RequestError, setToken } from './request';
import { api } from './api';

/**
 * The session ended while someone was working (expired, or ended elsewhere): ask for the password
 * on the same screen, so the screen and what was typed stay as they are and the request that met
 * the 401 is simply repeated. "Go to the login page" is the spec's way (section 8); the edit shell
 * then restores the typed values from the local draft when the user comes back.
 */
export function SessionDialog({ user }: { user: AdminUser }) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settle = useRef<((renewed: boolean) => void) | null>(null);
  const [form] = Form.useForm<{ password: string; totp?: string }>();
  /** The account uses two-factor sign-in: the password was right, the code is asked for. */
  const [codeStep, setCodeStep] = useState(false);

  useEffect(() => {
    onSessionExpired(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setError(null);
          setOpen(true);
        }),
    );
    return () => {
      onSessionExpired(null);
      settle.current?.(false);
    };
  }, []);

  const finish = (renewed: boolean) => {
    setOpen(false);
    setCodeStep(false);
    form.resetFields();
    const resolve = settle.current;
    settle.current = null;
    resolve?.(renewed);
  };

  const submit = async ({ password, totp }: { password: string; totp?: string }) => {
    setBusy(true);
    setError(null);
    const code = codeStep ? totp?.replace(/\s+/g, '') : undefined;
    try {
      const res = await api('POST', '/admin/login', {
        body: { loginAccount: user.loginAccount, password, ...(code ? { totp: code } : {}) },
        silent: true,
      });
      setToken(res.result);
      finish(true);
    } catch (err) {
      const e = err instanceof RequestError ? err : null;
      if (e?.status === 401 && e.headers?.get('X-Two-Factor') === 'required') {
        if (codeStep) setError(e.message || i18n.t('login.codeWrong'));
        setCodeStep(true);
      } else if (e?.status === 0) setError(i18n.t(e.message === 'timeout' ? 'request.timeout' : 'request.network'));
      else setError(e?.message || i18n.t(e?.status === 429 ? 'login.rateLimited' : 'login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={i18n.t('login.expired')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="login-page" onClick={() => finish(false)}>
          {i18n.t('session.toLogin')}
        </Button>,
        <Button key="continue" type="primary" loading={busy} onClick={() => form.submit()}>
          {i18n.t('session.continue')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{i18n.t('session.hint')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {i18n.t('session.account', { name: user.loginAccount })}
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        name="session"
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
        disabled={busy}
      >
        {/* The account, for password managers. */}
        <input type="text" name="username" autoComplete="username" value={user.loginAccount} readOnly hidden />
        <Form.Item name="password" label={i18n.t('login.password')} rules={[{ required: true }]}>
          <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="current-password" autoFocus />
        </Form.Item>
        {codeStep ? (
          <Form.Item
            name="totp"
            label={i18n.t('login.code')}
            extra={i18n.t('login.codeHint')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input autoComplete="one-time-code" maxLength={20} autoFocus />
          </Form.Item>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
