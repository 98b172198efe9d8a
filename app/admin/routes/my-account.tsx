import { dataKey } from '#app/i18n/keys.ts';
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Grid,
  Input,
  List,
  Modal,
  Popconfirm,
  Space,
  Tag,
  Typography,
} from 'antd';
import {
  DesktopOutlined,
  LogoutOutlined,
  MobileOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
  TabletOutlined,
} from '@ant-design/icons';
import type { SessionInfo } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { firmTime } from '../edit/firm-time';
import { useAdminUser } from '../layout';
import { RequestError } from '../request';
import { disableTotp, endOtherSessions, endSession, listSessions, newRecoveryCodes } from '../account/api';
import { RecoveryCodes } from '../account/Secrets';
import { TwoFactorSetup } from '../account/TwoFactorSetup';
import { describeUserAgent } from '../account/user-agent';
import { notified } from '../errors';

/** My account (every role): where I am signed in, and my two-factor sign-in. */
export default function MyAccountPage() {
  const { t } = useI18n();
  const { user } = useAdminUser();
  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>{t('menu.myAccount')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('myAccount.intro', { account: user.loginAccount, role: t(dataKey(`role.${user.roleId}`)) })}
        </Typography.Paragraph>
      </div>
      <Flex vertical gap={24} style={{ maxWidth: 880 }}>
        <SessionsCard />
        <TwoFactorCard />
      </Flex>
    </>
  );
}

const DEVICE_ICONS = { desktop: <DesktopOutlined />, phone: <MobileOutlined />, tablet: <TabletOutlined /> };

function SessionsCard() {
  const { t, tag } = useI18n();
  const { message } = App.useApp();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  // On a phone the sign-out button goes under the session, leaving the line its width.
  const wide = Grid.useBreakpoint().md ?? true;
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions(await listSessions());
    } catch {
      setSessions([]);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const when = (iso: string) => firmTime(iso, tag);
  const others = (sessions ?? []).filter((s) => !s.current).length;

  const signOut = async (s: SessionInfo) => {
    setBusy(s.id);
    await notified(async () => {
      await endSession(s.id);
      message.success(t('sessions.ended'));
      await load();
    }).finally(() => setBusy(null));
  };
  const signOutOthers = async () => {
    setBusy('others');
    await notified(async () => {
      await endOtherSessions();
      message.success(t('sessions.othersEnded'));
      await load();
    }).finally(() => setBusy(null));
  };

  return (
    <Card
      title={<h2 className="admin-card-title">{t('sessions.title')}</h2>}
      extra={
        <Button type="text" icon={<ReloadOutlined />} aria-label={t('action.refresh')} onClick={() => void load()} />
      }
      data-testid="sessions"
    >
      <List<SessionInfo>
        itemLayout={wide ? 'horizontal' : 'vertical'}
        loading={sessions === null}
        dataSource={sessions ?? []}
        locale={{ emptyText: t('sessions.none') }}
        renderItem={(s) => {
          const ua = describeUserAgent(s.userAgent);
          const what =
            ua.browser && ua.os
              ? t('sessions.browserOn', { browser: ua.browser, os: ua.os })
              : (ua.browser ?? ua.os ?? t('sessions.unknownBrowser'));
          return (
            <List.Item
              data-current={s.current ? 'true' : 'false'}
              actions={
                s.current
                  ? []
                  : [
                      <Popconfirm
                        key="end"
                        title={t('sessions.endConfirm')}
                        okText={t('sessions.end')}
                        cancelText={t('action.cancel')}
                        onConfirm={() => signOut(s)}
                      >
                        <Button
                          size="small"
                          icon={<LogoutOutlined />}
                          loading={busy === s.id}
                          aria-label={`${t('sessions.end')}: ${what}, ${s.ip}`}
                        >
                          {t('sessions.end')}
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              <List.Item.Meta
                avatar={
                  <span style={{ fontSize: 22, color: '#1f3a68' }} aria-hidden="true">
                    {DEVICE_ICONS[ua.device]}
                  </span>
                }
                title={
                  <Space wrap size={8}>
                    <span title={s.userAgent}>{what}</span>
                    {s.current ? <Tag color="green">{t('sessions.thisDevice')}</Tag> : null}
                  </Space>
                }
                description={t('sessions.detail', {
                  ip: s.ip || '—',
                  seen: when(s.lastSeenTime),
                  since: when(s.createTime),
                })}
              />
            </List.Item>
          );
        }}
      />
      {others > 0 ? (
        <Popconfirm
          title={t('sessions.endOthersConfirm', { n: others })}
          okText={t('sessions.endOthers')}
          cancelText={t('action.cancel')}
          onConfirm={signOutOthers}
        >
          <Button icon={<LogoutOutlined />} loading={busy === 'others'} style={{ marginTop: 12 }}>
            {t('sessions.endOthers')}
          </Button>
        </Popconfirm>
      ) : null}
    </Card>
  );
}

type PasswordAction = 'disable' | 'codes' | null;

function TwoFactorCard() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const { user, setUser } = useAdminUser();
  const [setupOpen, setSetupOpen] = useState(false);
  const [asking, setAsking] = useState<PasswordAction>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ password: string }>();

  const closeAsk = () => {
    setAsking(null);
    setError(null);
    form.resetFields();
  };

  const confirmPassword = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      if (asking === 'disable') {
        await disableTotp(password);
        setUser({ ...user, totpEnabled: false });
        message.success(t('twoFactor.turnedOff'));
      } else {
        setCodes(await newRecoveryCodes(password));
      }
      closeAsk();
    } catch (err) {
      setError(err instanceof RequestError && err.message ? err.message : t('request.errorGeneric'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={<h2 className="admin-card-title">{t('twoFactor.title')}</h2>} data-testid="two-factor">
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <SafetyCertificateOutlined
          style={{ fontSize: 20, color: user.totpEnabled ? '#2e7d32' : '#8c98ad' }}
          aria-hidden="true"
        />
        <Typography.Text strong data-testid="two-factor-state">
          {t(user.totpEnabled ? 'twoFactor.isOn' : 'twoFactor.isOff')}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary">{t('twoFactor.intro')}</Typography.Paragraph>
      {codes ? (
        <>
          <RecoveryCodes codes={codes} account={user.loginAccount} />
          <Button type="primary" style={{ marginTop: 16 }} onClick={() => setCodes(null)}>
            {t('recovery.saved')}
          </Button>
        </>
      ) : setupOpen ? (
        <TwoFactorSetup
          account={user.loginAccount}
          autoStart
          onEnabled={() => setUser({ ...user, totpEnabled: true })}
          onDone={() => {
            setSetupOpen(false);
            message.success(t('twoFactor.turnedOn'));
          }}
          onCancel={() => setSetupOpen(false)}
        />
      ) : user.totpEnabled ? (
        <Space wrap>
          <Button onClick={() => setAsking('codes')}>{t('recovery.new')}</Button>
          <Button danger onClick={() => setAsking('disable')}>
            {t('twoFactor.turnOff')}
          </Button>
        </Space>
      ) : (
        <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => setSetupOpen(true)}>
          {t('twoFactor.turnOn')}
        </Button>
      )}
      <Modal
        open={asking !== null}
        title={t(asking === 'disable' ? 'twoFactor.turnOff' : 'recovery.new')}
        okText={t(asking === 'disable' ? 'twoFactor.turnOff' : 'recovery.create')}
        okButtonProps={{ danger: asking === 'disable' }}
        cancelText={t('action.cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={closeAsk}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t(asking === 'disable' ? 'twoFactor.turnOffText' : 'recovery.newText')}
        </Typography.Paragraph>
        <Form form={form} name="confirm-password" layout="vertical" onFinish={(v) => void confirmPassword(v)}>
          <input type="text" name="username" autoComplete="username" value={user.loginAccount} readOnly hidden />
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal>
    </Card>
  );
}
