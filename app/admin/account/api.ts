import type {
  Account,
  AdminUser,
  AuditEntry,
  OneTimePassword,
  SecuritySettings,
  SessionInfo,
  TotpSetup,
} from '../../../contract/entities';
import type { Pageable } from '../../../contract/envelope';
import type { Locale } from '../../../contract/locales';
import type { RoleId } from '../../../contract/roles';
import { downloadFile, request } from '../request';

/** The calls of the account screens (own account, accounts, audit trail), in one place. */

export const mine = async () => (await request<AdminUser>('/admin/mine')).result;

// Own account
export const listSessions = async () => (await request<SessionInfo[]>('/admin/sessions')).result ?? [];
export const endSession = (id: string) =>
  request<boolean>(`/admin/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const endOtherSessions = () => request<unknown>('/admin/sessions', { method: 'DELETE' });
export const startTotpSetup = async (password: string) =>
  (await request<TotpSetup>('/admin/two-factor/setup', { method: 'POST', body: { password }, silent: true })).result;
export const enableTotp = async (code: string) =>
  (await request<string[]>('/admin/two-factor/enable', { method: 'POST', body: { code }, silent: true })).result;
export const disableTotp = (password: string) =>
  request<boolean>('/admin/two-factor/disable', { method: 'POST', body: { password }, silent: true });
export const newRecoveryCodes = async (password: string) =>
  (await request<string[]>('/admin/two-factor/recovery-codes', { method: 'POST', body: { password }, silent: true }))
    .result;
export const changePassword = (oldPassword: string, newPassword: string) =>
  request('/admin/modify-password', { method: 'PUT', body: { oldPassword, newPassword }, silent: true });

// Accounts (Administrator)
export interface AccountInput {
  userName: string;
  roleId: RoleId;
  languages: Locale[] | null;
}
export const listAccounts = async () => (await request<Account[]>('/admin/users')).result ?? [];
export const createAccount = async (input: AccountInput & { loginAccount: string; password?: string }) =>
  (await request<OneTimePassword>('/admin/users', { method: 'POST', body: input, silent: true })).result;
export const updateAccount = async (id: number, input: AccountInput & { revision: string }) =>
  (await request<Account>(`/admin/users/${id}`, { method: 'PUT', body: input, silent: true })).result;
export const setAccountDisabled = async (id: number, disabled: boolean) =>
  (await request<Account>(`/admin/users/${id}/${disabled ? 'disable' : 'enable'}`, { method: 'PUT' })).result;
export const resetPassword = async (id: number, password?: string) =>
  (
    await request<OneTimePassword>(`/admin/users/${id}/reset-password`, {
      method: 'POST',
      body: password ? { password } : {},
    })
  ).result;
export const resetTwoFactor = async (id: number) =>
  (await request<Account>(`/admin/users/${id}/reset-two-factor`, { method: 'POST', body: {} })).result;
export const getSecurity = async () => (await request<SecuritySettings>('/admin/security')).result;
export const putSecurity = async (settings: SecuritySettings) =>
  (await request<SecuritySettings>('/admin/security', { method: 'PUT', body: settings })).result;

// Audit trail (Administrator)
export interface AuditFilter {
  account?: string;
  action?: string;
  kind?: string;
  from?: string;
  to?: string;
}
export async function listAudit(
  filter: AuditFilter,
  pageNo: number,
  pageSize: number,
): Promise<{ items: AuditEntry[]; pageable: Pageable }> {
  const res = await request<AuditEntry[]>('/admin/audit', { query: { ...filter, pageNo, pageSize } });
  return {
    items: res.result ?? [],
    pageable: res.pageable ?? { pageNo, pageSize, totalCount: res.result?.length ?? 0 },
  };
}
export const exportAudit = (filter: AuditFilter) =>
  downloadFile('/admin/audit/export', { ...filter }, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
