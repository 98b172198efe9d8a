import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Steps, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { TotpSetup } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { RequestError } from '../request';
import { enableTotp, startTotpSetup } from './api';
import { RecoveryCodes } from './Secrets';

/** The QR code's SVG as an image: the markup never enters the page's DOM (no script, no styles of its own). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface TwoFactorSetupProps {
  account: string;
  /** Start at once (the forced screen) instead of with a "Turn on" button. */
  autoStart?: boolean;
  /** The recovery codes were shown and the user went on. */
  onDone: () => void;
  /** The code was confirmed: two-factor sign-in is on (before the user leaves the codes). */
  onEnabled?: () => void;
  onCancel?: () => void;
}

/**
 * Turning on two-factor sign-in: the QR code and the secret for an authenticator app, a code from
 * it to confirm, then the recovery codes, shown once.
 */
export function TwoFactorSetup({ account, autoStart, onDone, onEnabled, onCancel }: TwoFactorSetupProps) {
  const { t } = useI18n();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState(!!autoStart);

  /** The password, asked again before a secret is made (a stolen session cannot tie the account to another app). */
  const begin = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      setSetup(await startTotpSetup(password));
    } catch (err) {
      setError(err instanceof RequestError && err.message ? err.message : t('request.errorGeneric'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    setBusy(true);
    setError(null);
    try {
      setCodes(await enableTotp(code.replace(/\s+/g, '')));
      onEnabled?.();
    } catch (err) {
      setError(err instanceof RequestError && err.message ? err.message : t('twoFactor.wrongCode'));
    } finally {
      setBusy(false);
    }
  };

  if (!started) {
    return (
      <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => setStarted(true)} loading={busy}>
        {t('twoFactor.turnOn')}
      </Button>
    );
  }

  if (codes) {
    return (
      <>
        <RecoveryCodes codes={codes} account={account} />
        <Button type="primary" style={{ marginTop: 16 }} onClick={onDone}>
          {t('recovery.saved')}
        </Button>
      </>
    );
  }

  if (!setup) {
    return (
      <Form
        name="totp-password"
        layout="vertical"
        onFinish={(v) => void begin(v)}
        disabled={busy}
        style={{ maxWidth: 360 }}
      >
        <Typography.Paragraph>{t('twoFactor.passwordFirst')}</Typography.Paragraph>
        <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('twoFactor.continue')}
          </Button>
          {onCancel ? <Button onClick={onCancel}>{t('action.cancel')}</Button> : null}
        </Flex>
      </Form>
    );
  }

  return (
    <>
      <Steps
        orientation="vertical"
        size="small"
        current={setup ? 1 : 0}
        items={[
          {
            title: t('twoFactor.step1'),
            content: setup ? (
              <Flex gap={24} wrap align="flex-start" style={{ marginTop: 8 }}>
                <img
                  src={svgDataUrl(setup.qrSvg)}
                  width={180}
                  height={180}
                  alt={t('twoFactor.qrAlt')}
                  className="admin-qr"
                />
                <div style={{ maxWidth: 360 }}>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                    {t('twoFactor.secretHint')}
                  </Typography.Paragraph>
                  <Typography.Text
                    code
                    copyable={{ text: setup.secret }}
                    className="admin-secret"
                    data-testid="totp-secret"
                    data-secret={setup.secret}
                  >
                    {grouped(setup.secret)}
                  </Typography.Text>
                </div>
              </Flex>
            ) : (
              t('admin.loading')
            ),
          },
          {
            title: t('twoFactor.step2'),
            content: setup ? (
              <Form
                name="totp-confirm"
                layout="inline"
                onFinish={(v) => void confirm(v)}
                disabled={busy}
                style={{ marginTop: 8, rowGap: 8 }}
              >
                <Form.Item
                  name="code"
                  label={t('twoFactor.code')}
                  rules={[{ required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: t('twoFactor.codeFormat') }]}
                >
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} style={{ width: 140 }} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={busy}>
                  {t('twoFactor.confirm')}
                </Button>
                {onCancel ? <Button onClick={onCancel}>{t('action.cancel')}</Button> : null}
              </Form>
            ) : null,
          },
        ]}
      />
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 8 }} /> : null}
    </>
  );
}
