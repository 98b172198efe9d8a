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
import type { Permission } from '#contract/roles.ts';
import { ADMIN_SCREENS, MENU_GROUPS, type AdminScreen, type MenuGroup, type ScreenIcon } from './screens.ts';

/**
 * The back office's menu tree (as in ant-design-pro): the side menu, the page titles and the
 * breadcrumbs are all generated from it. Made from the one screen table, app/admin/screens.ts,
 * which app/routes.ts reads too. Paths are relative to the app's basename.
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

const ICONS: Record<ScreenIcon, ComponentType> = {
  dashboard: DashboardOutlined,
  read: ReadOutlined,
  fileText: FileTextOutlined,
  trophy: TrophyOutlined,
  picture: PictureOutlined,
  fileImage: FileImageOutlined,
  setting: SettingOutlined,
  team: TeamOutlined,
  appstore: AppstoreOutlined,
  mail: MailOutlined,
  delete: DeleteOutlined,
  safetyCertificate: SafetyCertificateOutlined,
};

/** The menu tree of `screens`: a group stands where its first entry is, its entries in table order. */
export function menuRoutes(screens: readonly AdminScreen[]): AdminRoute[] {
  const top: AdminRoute[] = [];
  const groups = new Map<MenuGroup, AdminRoute[]>();
  for (const screen of screens) {
    for (const entry of screen.menu ?? []) {
      const leaf: AdminRoute = {
        label: entry.label,
        path: entry.path ?? (screen.path ? `/admin/${screen.path}` : '/admin'),
        permission: entry.permission,
      };
      if (entry.icon) leaf.icon = ICONS[entry.icon];
      if (entry.hideInMenu) leaf.hideInMenu = true;
      if (!entry.group) {
        top.push(leaf);
        continue;
      }
      let children = groups.get(entry.group);
      if (!children) {
        children = [];
        groups.set(entry.group, children);
        const group = MENU_GROUPS[entry.group];
        top.push({ label: group.label, icon: ICONS[group.icon], children });
      }
      children.push(leaf);
    }
  }
  return top;
}

export const ADMIN_ROUTES: AdminRoute[] = menuRoutes(ADMIN_SCREENS);

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
