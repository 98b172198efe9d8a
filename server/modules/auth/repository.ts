import type { DB } from '#server/db/index.ts';
import { revisionOf } from '#server/lib/revision.ts';
import { readState, writeState } from '#server/lib/site-state.ts';
import { now } from '#server/db/index.ts';
import { hashPassword } from './secrets';
import type { Selectable } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { Account, AdminUser } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { ROLES, ROLE_PERMISSIONS, isRoleId, roleName, type RoleId } from '#contract/roles.ts';

export async function findUserByAccount(db: DB, loginAccount: string) {
  return db.selectFrom('admin_user').selectAll().where('login_account', '=', loginAccount).executeTakeFirst();
}

/**
 * Whether a new account's name is taken, ignoring case: "Admin" beside "admin" would be two names
 * nobody tells apart in the audit trail, sharing one sign-in throttle (keyed in lower case).
 */
export async function accountNameTaken(db: DB, loginAccount: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['login_account']), '=', loginAccount.toLowerCase()))
    .executeTakeFirst();
  return !!row;
}

type UserRow = Selectable<Database['admin_user']>;

/** The languages an account may edit (null: all), from its stored JSON. */
export function languagesOf(u: Pick<UserRow, 'languages'>): Locale[] | null {
  if (!u.languages) return null;
  try {
    const list = JSON.parse(u.languages) as unknown;
    return Array.isArray(list) ? LOCALES.filter((l) => list.includes(l)) : null;
  } catch {
    return null;
  }
}

/** Whether the site requires two-factor sign-in of every account (site_state 'two_factor_required'). */
export async function twoFactorRequired(db: DB): Promise<boolean> {
  return (await readState(db, 'two_factor_required')) === 'true';
}

export async function setTwoFactorRequired(db: DB, required: boolean): Promise<void> {
  await writeState(db, 'two_factor_required', String(required));
}

const roleIdOf = (u: UserRow): RoleId => (isRoleId(Number(u.role_id)) ? (Number(u.role_id) as RoleId) : ROLES.author);

/** What every view of an account shows. */
function accountBase(u: UserRow) {
  const roleId = roleIdOf(u);
  return {
    id: Number(u.id),
    loginAccount: u.login_account,
    userName: u.user_name,
    roleId,
    roleName: roleName(roleId),
    lastLoginTime: u.last_login_time,
    languages: languagesOf(u),
    totpEnabled: u.totp_secret !== null,
    mustChangePassword: Number(u.must_change_password) === 1,
  };
}

/** The account as the back office sees itself (GET /admin/mine). */
export function toAdminUser(u: UserRow, siteRequiresTwoFactor: boolean): AdminUser {
  const base = accountBase(u);
  return {
    ...base,
    headImg: u.head_img,
    permissions: [...ROLE_PERMISSIONS[base.roleId]],
    mustEnableTotp: siteRequiresTwoFactor && u.totp_secret === null,
  };
}

/** The account as the Accounts screen lists it. */
/** What the account form changes, which its revision covers (not its last sign-in): server/lib/revision.ts. */
export const accountEditable = (a: Pick<Account, 'userName' | 'roleId' | 'languages'>) => ({
  userName: a.userName,
  roleId: a.roleId,
  languages: a.languages,
});

export function toAccount(u: UserRow): Account {
  const base = accountBase(u);
  return {
    ...base,
    disabled: u.disabled_at !== null,
    createTime: u.created_at,
    revision: revisionOf(accountEditable(base)),
  };
}

export async function findUser(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('admin_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getUser(db: DB, id: number): Promise<AdminUser | null> {
  const u = await findUser(db, id);
  return u ? toAdminUser(u, await twoFactorRequired(db)) : null;
}

export async function countUsers(db: DB): Promise<number> {
  const r = await db
    .selectFrom('admin_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export interface NewUser {
  loginAccount: string;
  userName?: string;
  password: string;
  /** Default: Administrator (the first account, the command line). */
  roleId?: RoleId;
  languages?: Locale[] | null;
  /** A one-time password: the account must set its own at its first sign-in. */
  oneTime?: boolean;
}

export async function createUser(db: DB, u: NewUser): Promise<number> {
  const roleId = u.roleId ?? ROLES.administrator;
  const row = await db
    .insertInto('admin_user')
    .values({
      login_account: u.loginAccount,
      user_name: u.userName ?? u.loginAccount,
      password_hash: await hashPassword(u.password),
      role_id: roleId,
      role_name: roleName(roleId),
      languages: u.languages ? JSON.stringify(u.languages) : null,
      must_change_password: u.oneTime ? 1 : 0,
      head_img: null,
      last_login_time: null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sets a new password and ends the user's sessions (all, or all but the one kept). A one-time
 * password (set by an Administrator) must be changed at the next sign-in.
 */
export async function setPassword(
  db: DB,
  userId: number,
  password: string,
  keepTokenHash?: string,
  oneTime = false,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_user')
      .set({ password_hash: passwordHash, must_change_password: oneTime ? 1 : 0 })
      .where('id', '=', userId)
      .execute();
    let del = trx.deleteFrom('admin_session').where('user_id', '=', userId);
    if (keepTokenHash) del = del.where('token_hash', '!=', keepTokenHash);
    await del.execute();
  });
}

/**
 * Password guessing is slowed per account *and* source address (docs/decisions/006): an address
 * gets FREE_TRIES failures on an account, then waits 30 s, 60 s, 120 s … (at most 15 minutes)
 * between tries. An address with no failures may always try, so nobody can lock the owner out by
 * failing on purpose. When an account collects UNDER_ATTACK failures from all addresses (a
 * distributed guess), every address that has already failed on it waits after its first failure.
 * One address failing on many accounts is stopped after MAX_FAILURES_PER_IP.
 */
const WINDOW_MS = 15 * 60_000;
export const FREE_TRIES = 5;
export const UNDER_ATTACK = 20;
export const MAX_FAILURES_PER_IP = 50;
const BASE_DELAY_MS = 30_000;

/** What a throttled action is counted by: an account (or user id) and the caller's address. */
export interface ThrottleSubject {
  /** e.g. `login:admin` or `password:3` */
  scope: string;
  ip: string;
}

/**
 * The three counters a try counts on. The pair is written as a JSON array, so no account name
 * (which may hold any character, "|" too) can spell another account's pair with an address.
 * Scopes start with their purpose ("login:"), so none spells "ip:" or "[".
 */
const keysOf = (s: ThrottleSubject) => ({ scope: s.scope, pair: JSON.stringify([s.scope, s.ip]), ip: `ip:${s.ip}` });

async function failures(
  db: DB,
  key: string,
  since: string,
): Promise<{ n: number; last: string | null; first: string | null }> {
  const r = await db
    .selectFrom('login_failure')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('last'), eb.fn.min('at').as('first')])
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { n: Number(r.n), last: r.last as string | null, first: r.first as string | null };
}

/**
 * Milliseconds the caller must still wait before this try, or 0. Checked before the password is,
 * so the answer says nothing about whether a password was right. Failures are kept in the
 * database so every process behind a load balancer sees the same counts.
 */
export async function throttleDelay(db: DB, subject: ThrottleSubject): Promise<number> {
  const t = Date.now();
  const since = new Date(t - WINDOW_MS).toISOString();
  const keys = keysOf(subject);
  const ip = await failures(db, keys.ip, since);
  if (ip.n >= MAX_FAILURES_PER_IP) return Math.max(1000, Date.parse(ip.first!) + WINDOW_MS - t);
  const pair = await failures(db, keys.pair, since);
  if (pair.n === 0) return 0;
  const all = await failures(db, keys.scope, since);
  const free = all.n >= UNDER_ATTACK ? 1 : FREE_TRIES;
  if (pair.n < free) return 0;
  const delay = Math.min(WINDOW_MS, BASE_DELAY_MS * 2 ** (pair.n - free));
  return Math.max(0, Date.parse(pair.last!) + delay - t);
}

export async function recordFailure(db: DB, subject: ThrottleSubject): Promise<void> {
  const at = now();
  const keys = keysOf(subject);
  await db
    .insertInto('login_failure')
    .values([keys.scope, keys.pair, keys.ip].map((key) => ({ key, at })))
    .execute();
  await db
    .deleteFrom('login_failure')
    .where('at', '<', new Date(Date.now() - WINDOW_MS).toISOString())
    .execute();
}

const queues = new Map<string, Promise<void>>();

/**
 * Runs `fn` after every earlier `fn` of the same key has finished. Password checks are slow and
 * a failure is recorded only after one, so parallel tries from one address would all pass the
 * throttle before the first failure is written; in line, each sees the ones before it. Per
 * process: N processes behind a balancer let at most N tries through at once.
 */
export function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(fn);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/** A success forgets this address's failures on this account (the account's total stays). */
export async function clearFailures(db: DB, subject: ThrottleSubject): Promise<void> {
  await db.deleteFrom('login_failure').where('key', '=', keysOf(subject).pair).execute();
}

/** The clean-up: sessions past their idle or absolute lifetime (sessionExpired's rule, in SQL). */
export async function deleteExpiredSessions(
  db: DB,
  config: { tokenIdleMinutes: number; tokenAbsoluteMinutes: number },
): Promise<number> {
  const t = Date.now();
  const idleCut = new Date(t - config.tokenIdleMinutes * 60_000).toISOString();
  const absoluteCut = new Date(t - config.tokenAbsoluteMinutes * 60_000).toISOString();
  const res = await db
    .deleteFrom('admin_session')
    .where((eb) => eb.or([eb('last_seen_at', '<', idleCut), eb('created_at', '<', absoluteCut)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows ?? 0);
}
