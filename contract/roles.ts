/**
 * Roles and what they may do: the ONE permission table, read by the server (every /api/admin
 * route declares the permission it needs; server/plugins/auth.ts), by the back office (menu,
 * buttons; app/admin/menu.ts) and by the tests (every route × every role).
 */

/** The spec's roleId of an admin user. */
export const ROLES = { administrator: 1, editor: 2, author: 3 } as const;
export type RoleName = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleName];
export const ROLE_IDS: readonly RoleId[] = [1, 2, 3];

export const isRoleId = (v: unknown): v is RoleId =>
  typeof v === 'number' && (ROLE_IDS as readonly number[]).includes(v);
export const roleName = (id: RoleId): RoleName => (Object.keys(ROLES) as RoleName[]).find((k) => ROLES[k] === id)!;

/**
 * What a route may need:
 * - own: one's own account (profile, password, sessions, two-factor sign-in);
 * - read: the back office's reading of content (lists, details, history, trash list);
 * - write: create and edit content; for a role without `publish`, drafts only, of items not
 *   published or scheduled, in the account's languages;
 * - upload: files (pictures, documents);
 * - publish: publish, schedule, take offline, pin, sort, delete, restore (versions, trash);
 * - structure: categories, offices, job titles, icons;
 * - site: site configuration, backups, the two-factor rule for everyone;
 * - accounts: staff accounts and their roles;
 * - audit: the audit trail.
 */
export const PERMISSIONS = [
  'own',
  'read',
  'write',
  'upload',
  'publish',
  'structure',
  'site',
  'accounts',
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<RoleId, readonly Permission[]> = {
  1: PERMISSIONS,
  2: ['own', 'read', 'write', 'upload', 'publish', 'structure'],
  3: ['own', 'read', 'write', 'upload'],
};

export const can = (roleId: number, permission: Permission): boolean =>
  isRoleId(roleId) && ROLE_PERMISSIONS[roleId].includes(permission);

/** What the audit trail records (GET /api/admin/audit?action=). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'delete',
  'pin',
  'unpin',
  'sort',
  'restore',
  'purge',
  'upload',
  'settings',
  'preview-link',
  'account',
  'backup',
  'denied',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password',
  'two-factor',
  'session',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an audit entry says, beside its action and kind, as data the back office puts into the
 * reader's language (the entry's `summary` is the same in English, for the CSV and the API):
 * `content` with the item's title and, per language, the fields a write changed; the others with
 * the values they name (an account, a reason).
 */
export const AUDIT_NOTES = [
  'content',
  'signIn',
  'signInFailed',
  'signOut',
  'twoFactorSetup',
  'twoFactorOn',
  'twoFactorOff',
  'recoveryCodes',
  'accountCreated',
  'accountChanged',
  'accountDisabled',
  'accountEnabled',
  'passwordReset',
  'twoFactorReset',
  'twoFactorRule',
] as const;
export type AuditNoteId = (typeof AUDIT_NOTES)[number];

/** How many one-time recovery codes two-factor sign-in hands out. */
export const RECOVERY_CODE_COUNT = 10;
