import { ARTICLE_KIND_LIST, type ArticleKindConfig } from '#contract/article-kinds.ts';
import type { Permission } from '#contract/roles.ts';
import type { AdminKey } from '#app/i18n/keys.ts';
import { adminArticlePath, type ArticleScreen } from './articles/kinds.ts';

/*
 * The ONE table of the back office's screens (issue 32). app/routes.ts makes React Router's routes
 * from it and app/admin/menu.ts the side menu, page titles, breadcrumbs and permission checks, so
 * a screen added here appears in both. Plain data (no React), because app/routes.ts is read by
 * React Router's build as configuration.
 *
 * The menu's order is the order of this table: a group stands where its first entry is, its
 * entries in the order they come.
 */

/** Icons by name (app/admin/menu.ts maps them to @ant-design/icons). */
export type ScreenIcon =
  | 'dashboard'
  | 'read'
  | 'fileText'
  | 'trophy'
  | 'picture'
  | 'fileImage'
  | 'setting'
  | 'team'
  | 'appstore'
  | 'mail'
  | 'delete'
  | 'safetyCertificate';

/** The menu's groups: label and icon. */
export const MENU_GROUPS = {
  news: { label: 'menu.news', icon: 'read' },
  cases: { label: 'menu.cases', icon: 'fileText' },
  honours: { label: 'menu.honours', icon: 'trophy' },
  site: { label: 'menu.site', icon: 'setting' },
  team: { label: 'menu.team', icon: 'team' },
  expertise: { label: 'menu.expertise', icon: 'appstore' },
  security: { label: 'menu.security', icon: 'safetyCertificate' },
} as const satisfies Record<string, { label: AdminKey; icon: ScreenIcon }>;
export type MenuGroup = keyof typeof MENU_GROUPS;

/** One entry of the menu (and of the titles and breadcrumbs). */
export interface MenuEntry {
  /** Message key of the label (menu, title, breadcrumb). */
  label: AdminKey;
  /**
   * What the account needs to open it (contract/roles.ts, the server's table too). Without it the
   * screen is hidden from the menu and the start page, and opening it shows "you may not open this".
   */
  permission: Permission;
  /** The group it is listed under; none: at the top level, with `icon`. */
  group?: MenuGroup;
  icon?: ScreenIcon;
  /** The full path when the route has a parameter the entry fixes (articles/:kind → articles/news). */
  path?: string;
  /** Reachable (title, breadcrumb) but not listed, e.g. edit screens with an id. */
  hideInMenu?: boolean;
}

export interface AdminScreen {
  /** Route path below /admin ('' = the start page). */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** Route id, when one module serves several paths. */
  id?: string;
  /** Its entries in the menu: none for screens outside it (not found). */
  menu?: MenuEntry[];
}

/** The label of each article screen after its kind's stem (menu.news.list, menu.news.external, …). */
const ARTICLE_SCREEN_LABELS = { list: 'list', edit: 'edit', 'edit-external': 'external', folder: 'folder' } as const;

/** One menu entry per article kind that has the screen (`has`), in the order of ARTICLE_KIND_LIST. */
const articleEntries = (
  screen: ArticleScreen,
  permission: Permission,
  has: (kind: ArticleKindConfig) => boolean = () => true,
): MenuEntry[] =>
  ARTICLE_KIND_LIST.filter(has).map((kind) => ({
    // Composed, so the compiler cannot check it: tests/unit/admin-screens.test.ts checks every label is in the catalogue.
    label: `menu.${kind.adminMenu}.${ARTICLE_SCREEN_LABELS[screen]}` as AdminKey,
    group: kind.adminMenu,
    path: adminArticlePath(kind, screen),
    permission,
  }));

export const ADMIN_SCREENS: AdminScreen[] = [
  { path: '', file: 'admin/routes/start.tsx', menu: [{ label: 'menu.start', icon: 'dashboard', permission: 'own' }] },
  { path: 'articles/:kind/list', file: 'admin/routes/articles/list.tsx', menu: articleEntries('list', 'read') },
  { path: 'articles/:kind/edit', file: 'admin/routes/articles/edit.tsx', menu: articleEntries('edit', 'write') },
  {
    path: 'articles/:kind/edit-external',
    file: 'admin/routes/articles/edit-external.tsx',
    menu: articleEntries('edit-external', 'write', (k) => k.links),
  },
  {
    path: 'articles/:kind/folder',
    file: 'admin/routes/articles/folder.tsx',
    menu: articleEntries('folder', 'structure', (k) => k.catalogType !== null),
  },
  {
    path: 'banner/list',
    file: 'admin/routes/banner-list.tsx',
    menu: [{ label: 'menu.banners', icon: 'picture', permission: 'read' }],
  },
  {
    path: 'media',
    file: 'admin/routes/media/index.tsx',
    menu: [{ label: 'menu.media', icon: 'fileImage', permission: 'read' }],
  },
  {
    path: 'site/config',
    file: 'admin/routes/site-config.tsx',
    menu: [{ label: 'menu.site.config', group: 'site', permission: 'site' }],
  },
  {
    path: 'site/imprint',
    file: 'admin/routes/imprint.tsx',
    menu: [{ label: 'menu.site.imprint', group: 'site', permission: 'site' }],
  },
  {
    path: 'site/docs',
    file: 'admin/routes/docs.tsx',
    menu: [{ label: 'menu.site.docs', group: 'site', permission: 'read' }],
  },
  {
    path: 'site/icons',
    file: 'admin/routes/icons.tsx',
    menu: [{ label: 'menu.site.icons', group: 'site', permission: 'structure' }],
  },
  {
    path: 'team/list',
    file: 'admin/routes/team/list.tsx',
    menu: [{ label: 'menu.team.list', group: 'team', permission: 'read' }],
  },
  {
    path: 'team/add',
    file: 'admin/routes/team/edit.tsx',
    id: 'team-add',
    menu: [{ label: 'menu.team.add', group: 'team', permission: 'write' }],
  },
  {
    path: 'team/edit/:id',
    file: 'admin/routes/team/edit.tsx',
    id: 'team-edit',
    menu: [{ label: 'menu.team.edit', group: 'team', hideInMenu: true, permission: 'read' }],
  },
  {
    path: 'offices',
    file: 'admin/routes/taxonomy.tsx',
    id: 'offices',
    menu: [{ label: 'menu.offices', group: 'team', permission: 'structure' }],
  },
  {
    path: 'jobs',
    file: 'admin/routes/taxonomy.tsx',
    id: 'jobs',
    menu: [{ label: 'menu.jobs', group: 'team', permission: 'structure' }],
  },
  {
    path: 'expertise/list',
    file: 'admin/routes/practice-areas/list.tsx',
    menu: [{ label: 'menu.expertise.list', group: 'expertise', permission: 'read' }],
  },
  {
    path: 'expertise/add',
    file: 'admin/routes/practice-areas/edit.tsx',
    id: 'expertise-add',
    menu: [{ label: 'menu.expertise.add', group: 'expertise', permission: 'write' }],
  },
  {
    path: 'expertise/edit/:id',
    file: 'admin/routes/practice-areas/edit.tsx',
    id: 'expertise-edit',
    menu: [{ label: 'menu.expertise.edit', group: 'expertise', hideInMenu: true, permission: 'read' }],
  },
  {
    path: 'inquiries',
    file: 'admin/routes/inquiries.tsx',
    menu: [{ label: 'menu.inquiries', icon: 'mail', permission: 'read' }],
  },
  {
    path: 'trash',
    file: 'admin/routes/trash.tsx',
    menu: [{ label: 'menu.trash', icon: 'delete', permission: 'publish' }],
  },
  {
    path: 'accounts',
    file: 'admin/routes/accounts.tsx',
    menu: [{ label: 'menu.accounts', group: 'security', permission: 'accounts' }],
  },
  {
    path: 'audit',
    file: 'admin/routes/audit.tsx',
    menu: [{ label: 'menu.audit', group: 'security', permission: 'audit' }],
  },
  {
    path: 'account',
    file: 'admin/routes/my-account.tsx',
    menu: [{ label: 'menu.myAccount', group: 'security', permission: 'own' }],
  },
  { path: '*', file: 'admin/routes/not-found.tsx' },
];
