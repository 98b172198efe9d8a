import { createContext, useContext, useMemo } from 'react';
import type { AdminUser } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { isRoleId, ROLE_PERMISSIONS, type Permission } from '#contract/roles.ts';

/**
 * What the signed-in account may do in the back office, from /admin/mine (loaded once by the
 * layout): its role's permissions (contract/roles.ts, the table the server enforces too) and the
 * languages it may write. The UI only hides what the server would refuse anyway.
 */
export interface AccountRights {
  user: AdminUser;
  permissions: readonly Permission[];
  can: (permission: Permission) => boolean;
  /** The languages the account may write (every language when it is not restricted). */
  languages: readonly Locale[];
  /** Restricted to some languages. */
  restricted: boolean;
  mayWriteLang: (lang: Locale) => boolean;
}

export function rightsOf(user: AdminUser): AccountRights {
  // A server without roles (before accounts existed) answers no permissions: its one kind of account may do everything.
  const permissions: readonly Permission[] = Array.isArray(user.permissions)
    ? user.permissions
    : isRoleId(user.roleId)
      ? ROLE_PERMISSIONS[user.roleId]
      : ROLE_PERMISSIONS[1];
  const restricted = Array.isArray(user.languages);
  const languages = restricted ? LOCALES.filter((l) => user.languages!.includes(l)) : LOCALES;
  return {
    user,
    permissions,
    can: (p) => permissions.includes(p),
    languages,
    restricted,
    mayWriteLang: (lang) => languages.includes(lang),
  };
}

/** The languages the account may not write, as LangTabs' `readOnly` (undefined when it may write every one). */
export function readOnlyLanguages(rights: AccountRights | null): Partial<Record<Locale, boolean>> | undefined {
  return rights?.restricted
    ? Object.fromEntries(LOCALES.filter((l) => !rights.mayWriteLang(l)).map((l) => [l, true]))
    : undefined;
}

export const AccountContext = createContext<AdminUser | null>(null);

/** The signed-in account and what it may do; outside the back office's layout: null. */
export function useAccountRights(): AccountRights | null {
  const user = useContext(AccountContext);
  return useMemo(() => (user ? rightsOf(user) : null), [user]);
}

/**
 * Whether the account may delete, pin, sort or restore items: these act on every language of an
 * item, so they need `publish` and no language restriction (the server refuses them otherwise).
 */
export function useItemActions(): boolean {
  const rights = useAccountRights();
  return rights ? rights.can('publish') && !rights.restricted : true;
}

/** `can(permission)` of the signed-in account (true outside the layout, e.g. in isolated components). */
export function usePermission(): (permission: Permission) => boolean {
  const rights = useAccountRights();
  return rights ? rights.can : () => true;
}
