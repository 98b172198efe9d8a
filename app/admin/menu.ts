import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import {
  AppstoreOutlined,
  DashboardOutlined,
  DeleteOutlined,
  FileTextOutlined,
  PictureOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { ARTICLE_KIND_CONFIGS } from '../../contract/article-kinds';
import { adminArticlePath } from './articles/kinds';

const { news, case: cases, honour } = ARTICLE_KIND_CONFIGS;

/**
 * The ONE route configuration of the back office (as in ant-design-pro): the side menu, the page
 * titles and the breadcrumbs are all generated from it. Paths are relative to the app's basename.
 */
export interface AdminRoute {
  /** Message key of the label (menu, title, breadcrumb). */
  label: string;
  /** Path pattern, e.g. /admin/team/edit/:id. Groups have none. */
  path?: string;
  icon?: ComponentType;
  /** Reachable (title, breadcrumb) but not listed in the menu, e.g. edit screens with an id. */
  hideInMenu?: boolean;
  children?: AdminRoute[];
}

export const ADMIN_ROUTES: AdminRoute[] = [
  { label: 'menu.start', path: '/admin', icon: DashboardOutlined },
  {
    label: 'menu.news',
    icon: ReadOutlined,
    children: [
      { label: 'menu.news.list', path: adminArticlePath(news, 'list') },
      { label: 'menu.news.edit', path: adminArticlePath(news, 'edit') },
      { label: 'menu.news.external', path: adminArticlePath(news, 'edit-external') },
      { label: 'menu.news.folder', path: adminArticlePath(news, 'folder') },
    ],
  },
  {
    label: 'menu.cases',
    icon: FileTextOutlined,
    children: [
      { label: 'menu.cases.list', path: adminArticlePath(cases, 'list') },
      { label: 'menu.cases.edit', path: adminArticlePath(cases, 'edit') },
      { label: 'menu.cases.folder', path: adminArticlePath(cases, 'folder') },
    ],
  },
  {
    label: 'menu.honours',
    icon: TrophyOutlined,
    children: [
      { label: 'menu.honours.list', path: adminArticlePath(honour, 'list') },
      { label: 'menu.honours.edit', path: adminArticlePath(honour, 'edit') },
    ],
  },
  { label: 'menu.banners', path: '/admin/banner/list', icon: PictureOutlined },
  {
    label: 'menu.site',
    icon: SettingOutlined,
    children: [
      { label: 'menu.site.config', path: '/admin/site/config' },
      { label: 'menu.site.docs', path: '/admin/site/docs' },
      { label: 'menu.site.icons', path: '/admin/site/icons' },
    ],
  },
  {
    label: 'menu.team',
    icon: TeamOutlined,
    children: [
      { label: 'menu.team.list', path: '/admin/team/list' },
      { label: 'menu.team.add', path: '/admin/team/add' },
      { label: 'menu.team.edit', path: '/admin/team/edit/:id', hideInMenu: true },
    ],
  },
  {
    label: 'menu.expertise',
    icon: AppstoreOutlined,
    children: [
      { label: 'menu.expertise.list', path: '/admin/expertise/list' },
      { label: 'menu.expertise.add', path: '/admin/expertise/add' },
      { label: 'menu.expertise.edit', path: '/admin/expertise/edit/:id', hideInMenu: true },
    ],
  },
  { label: 'menu.trash', path: '/admin/trash', icon: DeleteOutlined },
];

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
