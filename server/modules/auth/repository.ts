import type { DB } from '../../db';
import { now } from '../../db';
import { hashPassword } from '../../plugins/auth';
import type { AdminUser } from '../../../contract/entities';

export async function findUserByAccount(db: DB, loginAccount: string) {
  return db.selectFrom('admin_user').selectAll().where('login_account', '=', loginAccount).executeTakeFirst();
}

export async function getUser(db: DB, id: number): Promise<AdminUser | null> {
  const u = await db.selectFrom('admin_user').selectAll().where('id', '=', id).executeTakeFirst();
  if (!u) return null;
  return {
    id: u.id,
    loginAccount: u.login_account,
    userName: u.user_name,
    roleId: u.role_id,
    roleName: u.role_name,
    headImg: u.head_img,
    lastLoginTime: u.last_login_time,
  };
}

export async function countUsers(db: DB): Promise<number> {
  const r = await db.selectFrom('admin_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function createUser(db: DB, u: { loginAccount: string; userName?: string; password: string }): Promise<number> {
  const row = await db
    .insertInto('admin_user')
    .values({
      login_account: u.loginAccount,
      user_name: u.userName ?? u.loginAccount,
      password_hash: await hashPassword(u.password),
      role_id: 1,
      role_name: 'administrator',
      head_img: null,
      last_login_time: null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a new password and ends the user's sessions (all, or all but the one kept). */
export async function setPassword(db: DB, userId: number, password: string, keepTokenHash?: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('admin_user').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    let del = trx.deleteFrom('admin_session').where('user_id', '=', userId);
    if (keepTokenHash) del = del.where('token_hash', '!=', keepTokenHash);
    await del.execute();
  });
}

const WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Failures are kept in the database so every process behind a load balancer sees the same count. */
export async function recentFailures(db: DB, key: string): Promise<number> {
  const since = new Date(Date.now() - WINDOW_MS).toISOString();
  const r = await db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function recordFailure(db: DB, keys: string[]): Promise<void> {
  const at = now();
  await db.insertInto('login_failure').values(keys.map((key) => ({ key, at }))).execute();
  await db.deleteFrom('login_failure').where('at', '<', new Date(Date.now() - WINDOW_MS).toISOString()).execute();
}

export async function clearFailures(db: DB, key: string): Promise<void> {
  await db.deleteFrom('login_failure').where('key', '=', key).execute();
}
