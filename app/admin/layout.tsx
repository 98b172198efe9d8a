import type { AdminKey } from '#app/i18n/keys.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { Link, Outlet, redirect, useLocation, useNavigate, useOutletContext } from 'react-router';
import {
  App,
  Avatar,
  Breadcrumb,
  Button,
  Dropdown,
  Form,
  Input,
  Layout,
  Menu,
  Modal,
  Typography,
  type MenuProps,
} from 'antd';
import {
  DownOutlined,
  ExportOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Route } from './+types/layout';
import type { AdminUser } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { setLocale } from '../i18n/client';
import { KNOWN_LOCALES } from '../i18n/locale-list';
import { useI18n } from '../i18n';
import { getToken, loginUrl, RequestError, setToken, upload } from './request';
import { api } from './api.ts';
import { AdminProviders, AdminSpinner } from './AdminProviders';
import { adminLocale } from './i18n';
import { adminMeta } from './meta';
import { ADMIN_ROUTES, allowedRoutes, mayOpen, menuKeys, routeTrail, type AdminRoute } from './menu';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_MAX_MB } from './components/ImageUpload';
import { SessionDialog } from './SessionDialog';
import { clearDrafts } from './edit/drafts';
import { AccountContext, rightsOf } from './permissions';
import { Forbidden } from './routes/not-found';
import { ForcedSteps } from './account/ForcedSteps';
import { notified } from './errors';
import { NewPasswordFields } from '#app/admin/account/NewPasswordFields.tsx';

const basePath = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

/** The back office renders in the browser only: the server sends the spinner, never antd. */
export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const here = url.pathname + url.search;
  if (!getToken()) throw redirect(loginUrl({ redirect: here }).slice(basePath.length));
  try {
    const res = await api('GET', '/admin/mine', { silent: true });
    return { user: res.result, locale: adminLocale() };
  } catch (err) {
    if (err instanceof RequestError && err.status === 401)
      throw redirect(loginUrl({ expired: true, redirect: here }).slice(basePath.length));
    throw err;
  }
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.appName');

export function HydrateFallback() {
  return <AdminSpinner />;
}

export interface AdminOutletContext {
  user: AdminUser;
  setUser: (user: AdminUser) => void;
}

/** The logged-in user and a setter, for screens below the layout. */
export function useAdminUser(): AdminOutletContext {
  return useOutletContext<AdminOutletContext>();
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminProviders locale={loaderData.locale}>
      <Shell initialUser={loaderData.user} locale={loaderData.locale} />
    </AdminProviders>
  );
}

function menuItems(routes: AdminRoute[], t: (k: AdminKey) => string): MenuProps['items'] {
  return routes
    .filter((r) => !r.hideInMenu)
    .map((r) => {
      const Icon = r.icon;
      const icon = Icon ? <Icon /> : undefined;
      if (r.children) return { key: r.label, icon, label: t(r.label), children: menuItems(r.children, t) };
      return { key: r.path!, icon, label: <Link to={r.path!}>{t(r.label)}</Link> };
    });
}

function Shell({ initialUser, locale }: { initialUser: AdminUser; locale: Locale }) {
  const i18n = useI18n();
  const { message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const [user, setUser] = useState(initialUser);
  const [collapsed, setCollapsed] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const avatarInput = useRef<HTMLInputElement>(null);

  const trail = routeTrail(location.pathname);
  const keys = menuKeys(location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(keys.open);
  const openKey = keys.open.join('|');
  useEffect(() => {
    if (!openKey) return;
    setOpenKeys((prev) => Array.from(new Set([...prev, ...openKey.split('|')])));
  }, [openKey]);

  const rights = useMemo(() => rightsOf(user), [user]);
  const items = useMemo(
    () => menuItems(allowedRoutes(rights.permissions, ADMIN_ROUTES), (k) => i18n.t(k)),
    [i18n, rights],
  );
  // Signed in with a one-time password, or the site requires two-factor sign-in this account has not set up: that first.
  const forced = user.mustChangePassword || user.mustEnableTotp;
  const allowed = mayOpen(location.pathname, rights.permissions);
  const pageLabel = trail.length ? i18n.t(trail[trail.length - 1].label) : '';
  useEffect(() => {
    document.title = [pageLabel, i18n.t('admin.appName')].filter(Boolean).join(' · ');
    document.documentElement.lang = i18n.tag;
  }, [pageLabel, i18n]);

  const logout = async () => {
    try {
      await api('GET', '/admin/quit', { silent: true });
    } catch {
      /* the token is dropped either way */
    }
    setToken(null);
    // Unsaved drafts stay on a device only while their author is logged in.
    clearDrafts(user.loginAccount);
    navigate('/admin-login', { replace: true });
  };

  const changeAvatar = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      message.error(i18n.t(problem, { name: file.name, max: IMAGE_MAX_MB }));
      return;
    }
    await notified(async () => {
      const up = await upload(file);
      const res = await api('PUT', '/admin/modify-head-img', {
        body: { headImg: up.result.url },
      });
      setUser(res.result ?? { ...user, headImg: up.result.url });
      message.success(i18n.t('avatar.success'));
    }).finally(() => {
      if (avatarInput.current) avatarInput.current.value = '';
    });
  };

  const userMenu: MenuProps['items'] = [
    {
      key: 'avatar',
      icon: <PictureOutlined />,
      label: i18n.t('header.changeAvatar'),
      onClick: () => avatarInput.current?.click(),
    },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: i18n.t('header.changePassword'),
      onClick: () => setPasswordOpen(true),
    },
    {
      key: 'account',
      icon: <SafetyCertificateOutlined />,
      label: i18n.t('header.myAccount'),
      onClick: () => navigate('/admin/account'),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: i18n.t('header.logout'), onClick: () => void logout() },
  ];

  const langMenu: MenuProps['items'] = LOCALES.map((l) => {
    const known = KNOWN_LOCALES.find((k) => k.code === l);
    return {
      key: l,
      label: (
        <span lang={l.replace('_', '-')}>
          <span aria-hidden="true" style={{ marginInlineEnd: 8 }}>
            {known?.flag}
          </span>
          {known?.name ?? l}
        </span>
      ),
    };
  });

  const breadcrumb = trail.map((r, idx) => ({
    key: r.label,
    title: r.path && idx < trail.length - 1 ? <Link to={r.path}>{i18n.t(r.label)}</Link> : i18n.t(r.label),
  }));

  return (
    <AccountContext.Provider value={user}>
      <Layout style={{ minHeight: '100vh' }} hasSider>
        <a href="#admin-main" className="admin-sr-only">
          {i18n.t('admin.skipToContent')}
        </a>
        <Layout.Sider
          width={232}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          collapsedWidth={64}
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <div className="admin-brand">{collapsed ? '⚖' : i18n.t('admin.appName')}</div>
          <nav aria-label={i18n.t('header.menu')}>
            <Menu
              theme="dark"
              mode="inline"
              items={items}
              selectedKeys={keys.selected}
              openKeys={collapsed ? undefined : openKeys}
              onOpenChange={(k) => setOpenKeys(k as string[])}
            />
          </nav>
        </Layout.Sider>
        <Layout style={{ minWidth: 0 }}>
          <Layout.Header className="admin-header">
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
              aria-label={i18n.t('header.toggleMenu')}
              aria-expanded={!collapsed}
            />
            <Breadcrumb items={breadcrumb} style={{ minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }} />
            <div className="admin-header-spacer" />
            <Button
              type="text"
              href={`${basePath}/home`}
              target="_blank"
              rel="noopener"
              icon={<ExportOutlined />}
              aria-label={i18n.t('header.viewSite')}
            />
            <Dropdown
              menu={{
                items: langMenu,
                selectable: true,
                selectedKeys: [locale],
                onClick: ({ key }) => setLocale(key as Locale, { basePath }),
              }}
              styles={{ root: { minWidth: 160 } }}
            >
              <Button
                type="text"
                icon={<GlobalOutlined />}
                aria-label={`${i18n.t('language.label')}: ${KNOWN_LOCALES.find((k) => k.code === locale)?.name ?? locale}`}
              >
                <span className="admin-user-name">{KNOWN_LOCALES.find((k) => k.code === locale)?.name}</span>
              </Button>
            </Dropdown>
            <Dropdown menu={{ items: userMenu }} trigger={['click']}>
              <Button
                type="text"
                aria-label={i18n.t('header.account', { name: user.userName || user.loginAccount })}
                style={{ height: 48, display: 'flex', alignItems: 'center', gap: 8 }}
              >
                <Avatar
                  size={32}
                  src={user.headImg || undefined}
                  icon={<UserOutlined />}
                  alt=""
                  style={{ background: '#1f3a68' }}
                />
                <span className="admin-user-name">{user.userName || user.loginAccount}</span>
                <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            </Dropdown>
            <input
              ref={avatarInput}
              type="file"
              accept={IMAGE_ACCEPT}
              style={{ display: 'none' }}
              aria-label={i18n.t('header.changeAvatar')}
              data-testid="avatar-input"
              onChange={(e) => void changeAvatar(e.target.files?.[0])}
            />
          </Layout.Header>
          <Layout.Content id="admin-main" className="admin-content" tabIndex={-1}>
            <main>
              {forced ? (
                <ForcedSteps user={user} onDone={setUser} onLogout={() => void logout()} />
              ) : allowed ? (
                <ScreenErrorBoundary>
                  <Outlet context={{ user, setUser } satisfies AdminOutletContext} />
                </ScreenErrorBoundary>
              ) : (
                <Forbidden />
              )}
            </main>
          </Layout.Content>
        </Layout>
        <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        <SessionDialog user={user} />
      </Layout>
    </AccountContext.Provider>
  );
}

function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const i18n = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ oldPassword: string; newPassword: string; repeat: string }>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setServerError(null);
    try {
      await api('PUT', '/admin/modify-password', {
        body: { oldPassword: v.oldPassword, newPassword: v.newPassword },
        silent: true,
      });
      message.success(i18n.t('password.success'));
      form.resetFields();
      onClose();
    } catch (err) {
      setServerError(err instanceof RequestError && err.message ? err.message : i18n.t('request.errorGeneric'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={i18n.t('password.title')}
      okText={i18n.t('action.save')}
      cancelText={i18n.t('action.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        setServerError(null);
        onClose();
      }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{i18n.t('password.hint')}</Typography.Paragraph>
      <Form form={form} name="password" layout="vertical" requiredMark onFinish={() => void submit()}>
        <Form.Item name="oldPassword" label={i18n.t('password.old')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        {serverError ? (
          <Typography.Text type="danger" role="alert">
            {serverError}
          </Typography.Text>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
