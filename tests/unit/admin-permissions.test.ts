import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '#contract/roles.ts';
import type { AdminUser } from '#contract/entities.ts';
import { allowedRoutes, leafRoutes, mayOpen, ADMIN_ROUTES } from '#app/admin/menu.ts';
import { rightsOf } from '#app/admin/permissions.ts';
import { describeUserAgent } from '#app/admin/account/user-agent.ts';
import { onlyLanguages } from '#app/admin/edit/usePublication.ts';

const user = (roleId: 1 | 2 | 3, languages: AdminUser['languages'] = null): AdminUser => ({
  id: 1,
  loginAccount: 'x',
  userName: 'X',
  roleId,
  roleName: '',
  headImg: null,
  lastLoginTime: null,
  languages,
  permissions: [...ROLE_PERMISSIONS[roleId]],
  totpEnabled: false,
  mustChangePassword: false,
  mustEnableTotp: false,
});

describe('the back office route table', () => {
  it('names the permission of every screen', () => {
    expect(
      leafRoutes()
        .filter((r) => !r.permission)
        .map((r) => r.path),
    ).toEqual([]);
  });

  it('shows an Author content and its own account, no accounts, audit, site configuration, trash or structure', () => {
    const author = ROLE_PERMISSIONS[3];
    const paths = leafRoutes(allowedRoutes(author)).map((r) => r.path);
    expect(paths).toContain('/admin/articles/news/edit');
    expect(paths).toContain('/admin/account');
    for (const p of [
      '/admin/accounts',
      '/admin/audit',
      '/admin/site/config',
      '/admin/trash',
      '/admin/offices',
      '/admin/articles/news/folder',
      '/admin/site/icons',
    ]) {
      expect(paths).not.toContain(p);
      expect(mayOpen(p, author)).toBe(false);
    }
    expect(mayOpen('/admin/team/edit/12', author)).toBe(true);
    // A path no route knows is "not found", not "forbidden".
    expect(mayOpen('/admin/nothing-here', author)).toBe(true);
  });

  it('drops a group whose children are all hidden, keeps it when one shows', () => {
    const editor = allowedRoutes(ROLE_PERMISSIONS[2]);
    const security = editor.find((r) => r.label === 'menu.security');
    expect(security?.children?.map((c) => c.path)).toEqual(['/admin/account']);
    expect(leafRoutes(allowedRoutes(ROLE_PERMISSIONS[1]))).toHaveLength(leafRoutes(ADMIN_ROUTES).length);
    expect(allowedRoutes([])).toEqual([]);
  });
});

describe('account rights', () => {
  it('come from the permissions /admin/mine answers, languages null meaning all', () => {
    const r = rightsOf(user(3, ['zh_CN']));
    expect(r.can('write')).toBe(true);
    expect(r.can('publish')).toBe(false);
    expect(r.restricted).toBe(true);
    expect(r.mayWriteLang('zh_CN')).toBe(true);
    expect(r.mayWriteLang('de_DE')).toBe(false);
    expect(rightsOf(user(1)).languages).toEqual(['de_DE', 'en_US', 'zh_CN']);
  });

  it('fall back to the role when a server sends no permissions', () => {
    // As JSON from a server without roles: no `permissions` at all.
    const old: AdminUser = JSON.parse(JSON.stringify({ ...user(2), permissions: undefined }));
    expect(rightsOf(old).can('publish')).toBe(true);
    expect(rightsOf(old).can('accounts')).toBe(false);
  });

  it('the edit shell sends only the languages an account may write', () => {
    const values = {
      de_DE: { title: 'a' },
      en_US: { title: 'b' },
      zh_CN: { title: 'c' },
      item: { date: '2026-01-01' },
    };
    expect(onlyLanguages(values, ['zh_CN'])).toEqual({ zh_CN: { title: 'c' }, item: { date: '2026-01-01' } });
    expect(onlyLanguages(values, ['de_DE', 'en_US', 'zh_CN'])).toBe(values);
  });
});

describe('describeUserAgent', () => {
  const cases: [string, { browser: string | null; os: string | null; device: string }][] = [
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      { browser: 'Edge', os: 'Windows', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', device: 'phone' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', os: 'iPadOS', device: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', device: 'phone' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { browser: 'Firefox', os: 'Linux', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
      { browser: 'WeChat', os: 'iOS', device: 'phone' },
    ],
    ['curl/8.5.0', { browser: 'curl', os: null, device: 'desktop' }],
    ['', { browser: null, os: null, device: 'desktop' }],
  ];
  for (const [ua, expected] of cases) {
    it(`${expected.browser ?? 'nothing'} on ${expected.os ?? 'nothing'} (${expected.device})`, () => {
      expect(describeUserAgent(ua)).toEqual(expected);
    });
  }
});
