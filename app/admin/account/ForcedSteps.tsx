import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { AdminUser } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { RequestError } from '../request';
import { changePassword, mine } from './api';
import { TwoFactorSetup } from './TwoFactorSetup';
import { NewPasswordFields } from '#app/admin/account/NewPasswordFields.tsx';

export interface ForcedStepsProps {
  user: AdminUser;
  /** The account as the server sees it after the step (the next step, or the back office). */
  onDone: (user: AdminUser) => void;
  onLogout: () => void;
}

/**
 * What an account must do before anything else, shown instead of the screen it opened (the server
 * refuses everything else meanwhile): set its own password after signing in with a one-time
 * password, then turn on two-factor sign-in when the site requires it.
 */
export function ForcedSteps({ user, onDone, onLogout }: ForcedStepsProps) {
  const { t } = useI18n();
  const refresh = async () => onDone(await mine());
  return (
    <Card style={{ maxWidth: 640, margin: '24px auto' }} data-testid="forced-step">
      {user.mustChangePassword ? (
        <ForcedPassword onDone={() => void refresh()} />
      ) : (
        <>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            {t('forced.totpTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('forced.totpText')}</Typography.Paragraph>
          <TwoFactorSetup account={user.loginAccount} autoStart onDone={() => void refresh()} />
        </>
      )}
      <div style={{ marginTop: 24, textAlign: 'end' }}>
        <Button type="link" icon={<LogoutOutlined />} onClick={onLogout}>
          {t('header.logout')}
        </Button>
      </div>
    </Card>
  );
}

function ForcedPassword({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (v: { oldPassword: string; newPassword: string }) => {
    setBusy(true);
    setError(null);
    try {
      await changePassword(v.oldPassword, v.newPassword);
      onDone();
    } catch (err) {
      setError(err instanceof RequestError && err.message ? err.message : t('request.errorGeneric'));
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('forced.passwordTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('forced.passwordText')}</Typography.Paragraph>
      <Form
        name="own-password"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        disabled={busy}
        style={{ maxWidth: 400 }}
      >
        <Form.Item name="oldPassword" label={t('forced.oneTimePassword')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('forced.passwordSave')}
        </Button>
      </Form>
    </>
  );
}
