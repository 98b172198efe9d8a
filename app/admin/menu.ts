import type { AdminKey } from '#app/i18n/keys.ts';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import {
  AppstoreOutlined,
  DashboardOutlined,
  FileImageOutlined,
  DeleteOutlined,
  MailOutlined,
  FileTextOutlined,
  PictureOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { ARTICLE_KIND_CONFIGS } from '#contract/article-kinds.ts';
import type { Permission } from '#contract/roles.ts';
import { adminArticlePath } from './articles/kinds';

const { news, case: cases, honour } = ARTICLE_KIND_CONFIGS;

/**
 * The ONE route configuration of the back office (as in ant-design-pro): the side menu, the page
 * titles and the breadcrumbs are all generated from it. Paths are relative to the app's basename.
 */
export interface AdminRoute {
  /** Message key of the label (menu, title, breadcrumb). */
  label: AdminKey;
  /** Path pattern, e.g. /admin/team/edit/:id. Groups have none. */
  path?: string;
  icon?: ComponentType;
  /** Reachable (title, breadcrumb) but not listed in the menu, e.g. edit screens with an id. */
  hideInMenu?: boolean;
  /**
   * What the account needs to open it (contract/roles.ts, the server's table too). A leaf without
   * it is hidden from the menu and the start page, and opening it shows "you may not open this".
   * Groups have none: a group shows while one of its children does.
   */
  permission?: Permission;
  children?: AdminRoute[];
}

export const ADMIN_ROUTES: AdminRoute[] = [
  { label: 'menu.start', path: '/admin', icon: DashboardOutlined, permission: 'own' },
  {
    label: 'menu.news',
    icon: ReadOutlined,
    children: [
      { label: 'menu.news.list', path: adminArticlePath(news, 'list'), permission: 'read' },
      { label: 'menu.news.edit', path: adminArticlePath(news, 'edit'), permission: 'write' },
      { label: 'menu.news.external', path: adminArticlePath(news, 'edit-external'), permission: 'write' },
      { label: 'menu.news.folder', path: adminArticlePath(news, 'folder'), permission: 'structure' },
    ],
  },
  {
    label: 'menu.cases',
    icon: FileTextOutlined,
    children: [
      { label: 'menu.cases.list', path: adminArticlePath(cases, 'list'), permission: 'read' },
      { label: 'menu.cases.edit', path: adminArticlePath(cases, 'edit'), permission: 'write' },
      { label: 'menu.cases.folder', path: adminArticlePath(cases, 'folder'), permission: 'structure' },
    ],
  },
  {
    label: 'menu.honours',
    icon: TrophyOutlined,
    children: [
      { label: 'menu.honours.list', path: adminArticlePath(honour, 'list'), permission: 'read' },
      { label: 'menu.honours.edit', path: adminArticlePath(honour, 'edit'), permission: 'write' },
    ],
  },
  { label: 'menu.banners', path: '/admin/banner/list', icon: PictureOutlined, permission: 'read' },
  { label: 'menu.media', path: '/admin/media', icon: FileImageOutlined, permission: 'read' },
  {
    label: 'menu.site',
    icon: SettingOutlined,
    children: [
      { label: 'menu.site.config', path: '/admin/site/config', permission: 'site' },
      { label: 'menu.site.imprint', path: '/admin/site/imprint', permission: 'site' },
      { label: 'menu.site.docs', path: '/admin/site/docs', permission: 'read' },
      { label: 'menu.site.icons', path: '/admin/site/icons', permission: 'structure' },
    ],
  },
  {
    label: 'menu.team',
    icon: TeamOutlined,
    children: [
      { label: 'menu.team.list', path: '/admin/team/list', permission: 'read' },
      { label: 'menu.team.add', path: '/admin/team/add', permission: 'write' },
      { label: 'menu.team.edit', path: '/admin/team/edit/:id', hideInMenu: true, permission: 'read' },
      { label: 'menu.offices', path: '/admin/offices', permission: 'structure' },
      { label: 'menu.jobs', path: '/admin/jobs', permission: 'structure' },
    ],
  },
  {
    label: 'menu.expertise',
    icon: AppstoreOutlined,
    children: [
      { label: 'menu.expertise.list', path: '/admin/expertise/list', permission: 'read' },
      { label: 'menu.expertise.add', path: '/admin/expertise/add', permission: 'write' },
      { label: 'menu.expertise.edit', path: '/admin/expertise/edit/:id', hideInMenu: true, permission: 'read' },
    ],
  },
  { label: 'menu.inquiries', path: '/admin/inquiries', icon: MailOutlined, permission: 'read' },
  { label: 'menu.trash', path: '/admin/trash', icon: DeleteOutlined, permission: 'publish' },
  {
    label: 'menu.security',
    icon: SafetyCertificateOutlined,
    children: [
      { label: 'menu.accounts', path: '/admin/accounts', permission: 'accounts' },
      { label: 'menu.audit', path: '/admin/audit', permission: 'audit' },
      { label: 'menu.myAccount', path: '/admin/account', permission: 'own' },
    ],
  },
];

/** The routes an account with `permissions` may open (groups without any such child dropped). */
export function allowedRoutes(permissions: readonly Permission[], routes: AdminRoute[] = ADMIN_ROUTES): AdminRoute[] {
  return routes.flatMap((r) => {
    if (r.children) {
      const children = allowedRoutes(permissions, r.children);
      return children.some((c) => !c.hideInMenu) ? [{ ...r, children }] : [];
    }
    return !r.permission || permissions.includes(r.permission) ? [r] : [];
  });
}

/** Whether an account with `permissions` may open `pathname` (unknown paths: yes, they show "not found"). */
export function mayOpen(pathname: string, permissions: readonly Permission[]): boolean {
  return routeTrail(pathname).every((r) => !r.permission || permissions.includes(r.permission));
}

/** The trail from the top group down to the route matching `pathname` (empty when none matches). */
export function routeTrail(pathname: string, routes: AdminRoute[] = ADMIN_ROUTES): AdminRoute[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const r of routes) {
    if (r.path && matchPath({ path: r.path, end: true }, clean)) return [r];
    if (r.children) {
      const sub = routeTrail(clean, r.children);
      if (sub.length) return [r, ...sub];
    }
  }
  return [];
}

/** Menu keys: the path of the matching leaf, and the labels of its open groups. */
export function menuKeys(pathname: string): { selected: string[]; open: string[] } {
  const trail = routeTrail(pathname);
  const leaf = trail[trail.length - 1];
  // A hidden edit screen highlights its list: the first visible sibling.
  const parent = trail.length > 1 ? trail[trail.length - 2] : undefined;
  const visible = leaf?.hideInMenu ? parent?.children?.find((c) => !c.hideInMenu) : leaf;
  return {
    selected: visible?.path ? [visible.path] : [],
    open: trail.filter((r) => r.children).map((r) => r.label),
  };
}

/** Every leaf path (menu order): used by the dashboard shortcuts and tests. */
export function leafRoutes(routes: AdminRoute[] = ADMIN_ROUTES): AdminRoute[] {
  return routes.flatMap((r) => (r.children ? leafRoutes(r.children) : r.path ? [r] : []));
}
