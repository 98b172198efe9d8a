import type { DB } from '#server/db/index.ts';
import { HttpError, notFound } from '#server/lib/http/index.ts';
import { assertRevision } from '#server/lib/revision.ts';
import { lockRecord } from '#server/lib/record-lock.ts';
import type { Account } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import { ROLES, can, roleName, type RoleId } from '#contract/roles.ts';
import { accountEditable, accountNameTaken, createUser, findUser, setPassword, toAccount } from '../auth/repository';
import { whoMay } from '../auth/sessions';
import { generatePassword } from '../auth/secrets';

export async function listAccounts(db: DB): Promise<Account[]> {
  const rows = await db.selectFrom('admin_user').selectAll().orderBy('login_account').execute();
  return rows.map(toAccount);
}

async function account(db: DB, id: number): Promise<Account> {
  const u = await findUser(db, id);
  if (!u) throw notFound(`id: no account ${id}`);
  return toAccount(u);
}

/**
 * Every change of an account's role or state reads and writes under one lock (on PostgreSQL; SQLite
 * runs one write at a time anyway): two Administrators demoting or disabling each other at the same
 * moment cannot both pass keepAnAdministrator, and a stale form cannot pass the revision check.
 */
const lockAccounts = (trx: DB) => lockRecord(trx, 'accounts');

/**
 * Inside lockAccounts: the account making the change (`by`) may still manage accounts. Its right was
 * checked when the request arrived; an Administrator demoted or disabled by another one meanwhile
 * cannot finish a change already on its way.
 */
async function assertStillManages(trx: DB, by: number): Promise<void> {
  const row = await findUser(trx, by);
  const actor = row ? toAccount(row) : null;
  if (!actor || actor.disabled || !can(actor.roleId, 'accounts'))
    throw new HttpError(403, 'forbidden', `needs ${whoMay('accounts')}`);
}

/** Refuses a change after which no enabled Administrator would be left (inside lockAccounts). */
async function keepAnAdministrator(trx: DB, changing: number): Promise<void> {
  const others = await trx
    .selectFrom('admin_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', ROLES.administrator)
    .where('disabled_at', 'is', null)
    .where('id', '!=', changing)
    .executeTakeFirstOrThrow();
  if (Number(others.n) === 0) throw new HttpError(409, 'lastAdministrator');
}

export interface AccountInput {
  userName: string;
  roleId: RoleId;
  /** null: all languages; left out: all for a new account, unchanged for a change. */
  languages?: Locale[] | null;
}

/** A new account; without a password it gets a one-time one (answered once) that must be changed at its first sign-in. */
export async function createAccount(
  db: DB,
  input: AccountInput & { loginAccount: string; password?: string },
): Promise<{ account: Account; password: string | null }> {
  if (await accountNameTaken(db, input.loginAccount)) throw new HttpError(409, 'accountExists', input.loginAccount);
  const password = input.password ?? generatePassword();
  const id = await createUser(db, { ...input, password, oneTime: input.password === undefined });
  return { account: await account(db, id), password: input.password === undefined ? password : null };
}

/** Changes name, role and (when given) languages; sent with the `revision` it was read at, refused (409) when another change came first. */
export async function updateAccount(
  db: DB,
  id: number,
  input: AccountInput & { revision?: string },
  by: number,
): Promise<Account> {
  await db.transaction().execute(async (trx) => {
    await lockAccounts(trx);
    await assertStillManages(trx, by);
    const before = await account(trx, id);
    assertRevision(input.revision, accountEditable(before), `account ${before.loginAccount}`);
    if (before.roleId === ROLES.administrator && input.roleId !== ROLES.administrator && !before.disabled)
      await keepAnAdministrator(trx, id);
    await trx
      .updateTable('admin_user')
      .set({
        user_name: input.userName.trim(),
        role_id: input.roleId,
        role_name: roleName(input.roleId),
        ...(input.languages === undefined
          ? {}
          : { languages: input.languages ? JSON.stringify(input.languages) : null }),
      })
      .where('id', '=', id)
      .execute();
  });
  return account(db, id);
}

/** Disabling ends every session and preview link of the account at once; enabling lets it sign in again. */
export async function setDisabled(db: DB, id: number, disabled: boolean, by: number): Promise<Account> {
  await db.transaction().execute(async (trx) => {
    await lockAccounts(trx);
    await assertStillManages(trx, by);
    const before = await account(trx, id);
    if (disabled) {
      if (id === by) throw new HttpError(409, 'ownAccount');
      if (before.roleId === ROLES.administrator) await keepAnAdministrator(trx, id);
    }
    await trx
      .updateTable('admin_user')
      .set({ disabled_at: disabled ? new Date().toISOString() : null })
      .where('id', '=', id)
      .execute();
    if (disabled) {
      await trx.deleteFrom('admin_session').where('user_id', '=', id).execute();
      // Its preview links end with it (and do not come back when it is enabled again).
      await trx.deleteFrom('preview_link').where('user_id', '=', id).execute();
    }
  });
  return account(db, id);
}

/** A new password set by an Administrator (or a one-time one); the account's sessions end. */
export async function resetPassword(
  db: DB,
  id: number,
  password?: string,
): Promise<{ account: Account; password: string | null }> {
  await account(db, id);
  const next = password ?? generatePassword();
  await setPassword(db, id, next, undefined, password === undefined);
  return { account: await account(db, id), password: password === undefined ? next : null };
}

/** Turns two-factor sign-in off for an account that lost its device (it must set it up again if the site requires it). */
export async function resetTwoFactor(db: DB, id: number): Promise<Account> {
  await account(db, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_user')
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('recovery_code').where('user_id', '=', id).execute();
  });
  return account(db, id);
}
