import type { AuditEntry, SecuritySettings } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import { AUDIT_ACTIONS, type RoleId } from '#contract/roles.ts';
import { api } from '../api';
import { downloadFile } from '../request';
import { listPage, type ListPage } from '#app/admin/list/page.ts';

/** The calls of the account screens (own account, accounts, audit trail), in one place. */

export const mine = async () => (await api('GET', '/admin/mine')).result;

// Own account
export const listSessions = async () => (await api('GET', '/admin/sessions')).result ?? [];
export const endSession = (id: string) => api('DELETE', '/admin/sessions/{id}', { path: { id } });
export const endOtherSessions = () => api('DELETE', '/admin/sessions');
export const startTotpSetup = async (password: string) =>
  (await api('POST', '/admin/two-factor/setup', { body: { password }, silent: true })).result;
export const enableTotp = async (code: string) =>
  (await api('POST', '/admin/two-factor/enable', { body: { code }, silent: true })).result;
export const disableTotp = (password: string) =>
  api('POST', '/admin/two-factor/disable', { body: { password }, silent: true });
export const newRecoveryCodes = async (password: string) =>
  (await api('POST', '/admin/two-factor/recovery-codes', { body: { password }, silent: true })).result;
export const changePassword = (oldPassword: string, newPassword: string) =>
  api('PUT', '/admin/modify-password', { body: { oldPassword, newPassword }, silent: true });

// Accounts (Administrator)
export interface AccountInput {
  userName: string;
  roleId: RoleId;
  languages: Locale[] | null;
}
export const listAccounts = async () => (await api('GET', '/admin/users')).result ?? [];
export const createAccount = async (input: AccountInput & { loginAccount: string; password?: string }) =>
  (await api('POST', '/admin/users', { body: input, silent: true })).result;
export const updateAccount = async (id: number, input: AccountInput & { revision: string }) =>
  (await api('PUT', '/admin/users/{id}', { path: { id }, body: input, silent: true })).result;
export const setAccountDisabled = async (id: number, disabled: boolean) =>
  (await api('PUT', disabled ? '/admin/users/{id}/disable' : '/admin/users/{id}/enable', { path: { id } })).result;
export const resetPassword = async (id: number, password?: string) =>
  (await api('POST', '/admin/users/{id}/reset-password', { path: { id }, body: password ? { password } : {} })).result;
export const resetTwoFactor = async (id: number) =>
  (await api('POST', '/admin/users/{id}/reset-two-factor', { path: { id }, body: {} })).result;
export const getSecurity = async () => (await api('GET', '/admin/security')).result;
export const putSecurity = async (settings: SecuritySettings) =>
  (await api('PUT', '/admin/security', { body: settings })).result;

// Audit trail (Administrator)
export interface AuditFilter {
  account?: string;
  action?: string;
  kind?: string;
  from?: string;
  to?: string;
}
export async function listAudit(filter: AuditFilter, pageNo: number, pageSize: number): Promise<ListPage<AuditEntry>> {
  return listPage(
    await api('GET', '/admin/audit', {
      // An action the address bar names that is no audit action is left out (the server would refuse it).
      query: { ...filter, action: AUDIT_ACTIONS.find((a) => a === filter.action), pageNo, pageSize },
    }),
  );
}
export const exportAudit = (filter: AuditFilter) =>
  downloadFile('/admin/audit/export', { ...filter }, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
