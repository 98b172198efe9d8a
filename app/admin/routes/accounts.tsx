import { dataKey } from '#app/i18n/keys.ts';
import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import {
  EditOutlined,
  KeyOutlined,
  LockOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  StopOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { Account, OneTimePassword } from '#contract/entities.ts';
import { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '#contract/accounts.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { ROLE_IDS, type RoleId } from '#contract/roles.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { firmTime } from '../edit/firm-time';
import { useAdminUser } from '../layout';
import { RequestError } from '../request';
import {
  createAccount,
  getSecurity,
  mine,
  listAccounts,
  putSecurity,
  resetPassword,
  resetTwoFactor,
  setAccountDisabled,
  updateAccount,
} from '../account/api';
import { OneTimeSecret } from '../account/Secrets';
import { ListTable, type ListColumn } from '../list/ListTable';
import { useList } from '../list/useList';
import { notified } from '../errors';
import { PageHead } from '#app/admin/list/ListParts.tsx';

interface AccountForm {
  loginAccount: string;
  userName: string;
  roleId: RoleId;
  languages: Locale[];
  password?: string;
}

/** Staff accounts (Administrator): who may sign in, with which role and languages. */
export default function AccountsPage() {
  const { t, tag } = useI18n();
  const { message } = App.useApp();
  const { user } = useAdminUser();
  const list = useList<Account, null>({
    query: null,
    fetch: async () => {
      const items = await listAccounts();
      return { items, total: items.length };
    },
    paging: false,
  });
  const { reload: load } = list;
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  const [secret, setSecret] = useState<OneTimePassword | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one row action; the server's refusal (e.g. the last Administrator) is shown by the request layer. */
  const act = async (key: string, run: () => Promise<unknown>, done: string) => {
    setBusy(key);
    await list.act(run, done);
    setBusy(null);
  };

  const name = (a: Account) => a.userName || a.loginAccount;
  const columns: ListColumn<Account>[] = [
    {
      title: t('accounts.name'),
      key: 'name',
      keep: true,
      grow: true,
      width: 130,
      render: (_v, a) => (
        <>
          <div>
            {name(a)} {a.id === user.id ? <Tag>{t('accounts.you')}</Tag> : null}
          </div>
          <Typography.Text type="secondary">{a.loginAccount}</Typography.Text>
        </>
      ),
    },
    {
      key: 'role',
      title: t('accounts.role'),
      dataIndex: 'roleId',
      width: 140,
      render: (r: number) => (
        <Tag color={r === 1 ? 'volcano' : r === 2 ? 'blue' : 'default'}>{t(dataKey(`role.${r}`))}</Tag>
      ),
    },
    {
      title: t('accounts.state'),
      key: 'state',
      width: 150,
      render: (_v, a) =>
        a.disabled ? (
          <Tag color="red">{t('accounts.disabled')}</Tag>
        ) : a.mustChangePassword ? (
          <Tooltip title={t('accounts.oneTimeHint')}>
            <Tag color="gold">{t('accounts.oneTime')}</Tag>
          </Tooltip>
        ) : (
          <Tag color="green">{t('accounts.active')}</Tag>
        ),
    },
    {
      key: 'languages',
      title: t('accounts.languages'),
      dataIndex: 'languages',
      width: 170,
      render: (langs: Locale[] | null) =>
        langs ? (
          langs.map((l) => t(`lang.${l}`)).join(', ')
        ) : (
          <Typography.Text type="secondary">{t('accounts.allLanguages')}</Typography.Text>
        ),
    },
    {
      key: 'twoFactor',
      title: t('accounts.twoFactor'),
      dataIndex: 'totpEnabled',
      width: 150,
      render: (on: boolean) => <Tag color={on ? 'green' : undefined}>{t(on ? 'accounts.on' : 'accounts.off')}</Tag>,
    },
    {
      key: 'lastLogin',
      title: t('accounts.lastLogin'),
      dataIndex: 'lastLoginTime',
      width: 170,
      nowrap: true,
      render: (v: string | null) =>
        v ? firmTime(v, tag) : <Typography.Text type="secondary">{t('accounts.never')}</Typography.Text>,
    },
    {
      title: t('col.actions'),
      key: 'actions',
      keep: true,
      width: 170,
      render: (_v, a) => (
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(a)}
            aria-label={`${t('action.edit')}: ${name(a)}`}
          >
            {t('action.edit')}
          </Button>
          {/* One's own password is changed with the current one (the account menu), never reset here. */}
          {a.id === user.id ? null : (
            <Popconfirm
              title={t('accounts.resetPasswordConfirm', { name: name(a) })}
              description={<div style={{ maxWidth: 280 }}>{t('accounts.resetPasswordText')}</div>}
              okText={t('accounts.resetPassword')}
              cancelText={t('action.cancel')}
              onConfirm={async () => {
                setBusy(`pw${a.id}`);
                await notified(async () => {
                  setSecret(await resetPassword(a.id));
                  await load();
                }).finally(() => setBusy(null));
              }}
            >
              <Button
                size="small"
                icon={<KeyOutlined />}
                loading={busy === `pw${a.id}`}
                aria-label={`${t('accounts.resetPassword')}: ${name(a)}`}
              >
                {t('accounts.resetPassword')}
              </Button>
            </Popconfirm>
          )}
          {a.totpEnabled ? (
            <Popconfirm
              title={t('accounts.resetTwoFactorConfirm', { name: name(a) })}
              description={<div style={{ maxWidth: 280 }}>{t('accounts.resetTwoFactorText')}</div>}
              okText={t('accounts.resetTwoFactor')}
              cancelText={t('action.cancel')}
              onConfirm={() =>
                act(`tf${a.id}`, () => resetTwoFactor(a.id), t('accounts.twoFactorReset', { name: name(a) }))
              }
            >
              <Button
                size="small"
                icon={<SafetyCertificateOutlined />}
                loading={busy === `tf${a.id}`}
                aria-label={`${t('accounts.resetTwoFactor')}: ${name(a)}`}
              >
                {t('accounts.resetTwoFactor')}
              </Button>
            </Popconfirm>
          ) : null}
          {a.id === user.id ? null : (
            <Popconfirm
              title={t(a.disabled ? 'accounts.enableConfirm' : 'accounts.disableConfirm', { name: name(a) })}
              description={a.disabled ? undefined : <div style={{ maxWidth: 280 }}>{t('accounts.disableText')}</div>}
              okText={t(a.disabled ? 'accounts.enable' : 'accounts.disable')}
              okButtonProps={{ danger: !a.disabled }}
              cancelText={t('action.cancel')}
              onConfirm={() =>
                act(
                  `d${a.id}`,
                  () => setAccountDisabled(a.id, !a.disabled),
                  t(a.disabled ? 'accounts.enabled' : 'accounts.disabledDone', { name: name(a) }),
                )
              }
            >
              <Button
                size="small"
                danger={!a.disabled}
                type="text"
                icon={a.disabled ? <UnlockOutlined /> : <StopOutlined />}
                loading={busy === `d${a.id}`}
                aria-label={`${t(a.disabled ? 'accounts.enable' : 'accounts.disable')}: ${name(a)}`}
              >
                {t(a.disabled ? 'accounts.enable' : 'accounts.disable')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHead
        title={t('menu.accounts')}
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('accounts.new')}
          </Button>
        }
        intro={t('accounts.intro')}
      />
      <SecurityCard />
      <ListTable<Account>
        listId="accounts"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        rowClassName={(a) => (a.disabled ? 'admin-row-muted' : '')}
        onRow={(a) => ({ 'data-account': a.loginAccount }) as React.HTMLAttributes<HTMLElement>}
      />
      {editing ? (
        <AccountDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onStale={() => void load()}
          onSaved={(created) => {
            setEditing(null);
            if (created?.password) setSecret(created);
            else message.success(t('content.saved'));
            void load();
          }}
        />
      ) : null}
      <Modal
        open={!!secret}
        title={t('accounts.oneTimeTitle', {
          name: secret ? secret.account.userName || secret.account.loginAccount : '',
        })}
        onCancel={() => setSecret(null)}
        footer={
          <Button type="primary" onClick={() => setSecret(null)}>
            {t('accounts.done')}
          </Button>
        }
        destroyOnHidden
      >
        {secret?.password ? (
          <OneTimeSecret account={secret.account.loginAccount} password={secret.password} />
        ) : (
          <Typography.Paragraph>{t('accounts.passwordSet')}</Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}

function SecurityCard() {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const { user, setUser } = useAdminUser();
  const [required, setRequired] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    getSecurity()
      .then((s) => setRequired(s.twoFactorRequired))
      .catch(() => setRequired(null));
  }, []);
  const change = async (on: boolean) => {
    setBusy(true);
    await notified(async () => {
      const s = await putSecurity({ twoFactorRequired: on });
      setRequired(s.twoFactorRequired);
      message.success(t(on ? 'security.requiredOn' : 'security.requiredOff'));
      // The rule holds for this account too: without two-factor sign-in it now shows the setup first.
      if (on && !user.totpEnabled) setUser(await mine());
    }).finally(() => setBusy(false));
  };
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex gap={12} align="flex-start">
        <Switch
          id="require-2fa"
          checked={!!required}
          disabled={required === null}
          loading={busy}
          onChange={(on) =>
            on && !user.totpEnabled
              ? modal.confirm({
                  title: t('security.require'),
                  content: t('security.selfFirst'),
                  okText: t('security.requireOk'),
                  cancelText: t('action.cancel'),
                  onOk: () => change(true),
                })
              : void change(on)
          }
        />
        <div>
          <label htmlFor="require-2fa">
            <Typography.Text strong>{t('security.require')}</Typography.Text>
          </label>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('security.requireHint')}
          </Typography.Paragraph>
        </div>
      </Flex>
    </Card>
  );
}

function AccountDialog({
  account,
  onClose,
  onStale,
  onSaved,
}: {
  account: Account | null;
  onClose: () => void;
  /** Someone else changed the account after the list was read: the list reloads with their version. */
  onStale: () => void;
  onSaved: (created: OneTimePassword | null) => void;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<AccountForm>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (v: AccountForm) => {
    setBusy(true);
    setError(null);
    const input = {
      userName: v.userName.trim(),
      roleId: v.roleId,
      languages: v.languages?.length ? LOCALES.filter((l) => v.languages.includes(l)) : null,
    };
    try {
      if (account) {
        // Based on the account as the list showed it: a change someone else made since is refused (409), not undone.
        await updateAccount(account.id, { ...input, revision: account.revision });
        onSaved(null);
      } else {
        onSaved(
          await createAccount({
            ...input,
            loginAccount: v.loginAccount.trim(),
            ...(v.password ? { password: v.password } : {}),
          }),
        );
      }
    } catch (err) {
      setError(err instanceof RequestError && err.message ? err.message : t('request.errorGeneric'));
      if (err instanceof RequestError && err.status === 409) onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={account ? t('accounts.editTitle', { name: account.userName || account.loginAccount }) : t('accounts.new')}
      okText={account ? t('action.save') : t('accounts.create')}
      cancelText={t('action.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AccountForm>
        form={form}
        name="account"
        layout="vertical"
        initialValues={
          account
            ? {
                loginAccount: account.loginAccount,
                userName: account.userName,
                roleId: account.roleId as RoleId,
                languages: account.languages ?? [],
              }
            : { roleId: 3, languages: [] }
        }
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="loginAccount"
          label={t('accounts.loginAccount')}
          extra={account ? undefined : t('accounts.loginAccountHint')}
          rules={[
            { required: true, whitespace: true },
            { pattern: ACCOUNT_PATTERN, message: t('accounts.loginAccountRule') },
          ]}
        >
          <Input autoComplete="off" disabled={!!account} />
        </Form.Item>
        <Form.Item
          name="userName"
          label={t('accounts.name')}
          rules={[{ required: true, whitespace: true }, { max: 100 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="roleId" label={t('accounts.role')} extra={t('accounts.roleHint')} rules={[{ required: true }]}>
          <Select options={ROLE_IDS.map((r) => ({ value: r, label: `${t(`role.${r}`)} — ${t(`role.${r}.hint`)}` }))} />
        </Form.Item>
        <Form.Item name="languages" label={t('accounts.languages')} extra={t('accounts.languagesHint')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('accounts.allLanguages')}
            options={LOCALES.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
          />
        </Form.Item>
        {account ? null : (
          <Form.Item
            name="password"
            label={t('accounts.password')}
            extra={t('accounts.passwordHint')}
            rules={[{ min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('password.minLength', { min: PASSWORD_MIN }) }]}
          >
            <Input.Password autoComplete="new-password" prefix={<LockOutlined aria-hidden="true" />} />
          </Form.Item>
        )}
        {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
