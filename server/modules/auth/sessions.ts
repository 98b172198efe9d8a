import type { FastifyRequest } from 'fastify';
import type { DB } from '#server/db/index.ts';
import { now } from '#server/db/index.ts';
import type { Config } from '#server/config.ts';
import type { Locale } from '#contract/locales.ts';
import { languagesOf } from './repository';
import { HttpError } from '#server/lib/http/index.ts';
import { ROLE_IDS, ROLE_PERMISSIONS, can, roleName, type Permission } from '#contract/roles.ts';
import { hashToken, newToken } from './secrets';

export interface SessionUser {
  id: number;
  loginAccount: string;
  userName: string;
  tokenHash: string;
  roleId: number;
  /** The languages the account may edit; null: all. */
  languages: Locale[] | null;
  /** Signed in with a one-time password, or the site requires two-factor sign-in that is not on: only own-account calls until done. */
  mustChangePassword: boolean;
  mustEnableTotp: boolean;
}

/** Who may do what a permission allows, for the 403 message: e.g. "publish (editor, administrator)". */
export const whoMay = (p: Permission) =>
  `${p} (${ROLE_IDS.filter((r) => ROLE_PERMISSIONS[r].includes(p))
    .map(roleName)
    .join(', ')})`;

/**
 * Why a live session may not use `permission` (the 403 to answer), or null when it may: signed in
 * with a one-time password, or two-factor sign-in required and not set up, it may only see to its
 * own account ('own'); otherwise its role must have the permission.
 */
export function refusalOf(session: SessionUser, permission: Permission | undefined): HttpError | null {
  if (permission !== 'own') {
    if (session.mustChangePassword) return new HttpError(403, 'passwordChangeRequired');
    if (session.mustEnableTotp) return new HttpError(403, 'totpSetupRequired');
  }
  return permission && can(session.roleId, permission)
    ? null
    : new HttpError(403, 'forbidden', `needs ${whoMay(permission ?? 'own')}`);
}

/** What names a session to its owner (sign-out of one session) without being its token or its full hash. */
export const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, 24);

export function tokenFrom(req: FastifyRequest): string | null {
  const raw = req.headers.authorization;
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return token.trim() || null;
}

/** Where a session was opened, for "where you're signed in". */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

export const originOf = (req: FastifyRequest): SessionOrigin => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
});

export async function createSession(
  db: DB,
  userId: number,
  origin: SessionOrigin = { ip: '', userAgent: '' },
): Promise<string> {
  const token = newToken();
  const t = now();
  await db
    .insertInto('admin_session')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: t,
      last_seen_at: t,
      ip: origin.ip,
      user_agent: origin.userAgent,
    })
    .execute();
  return token;
}

/** Whether a session is past its idle or its absolute lifetime at `t`. */
export function sessionExpired(
  config: Config,
  s: { last_seen_at: string; created_at: string },
  t = Date.now(),
): boolean {
  return (
    t - Date.parse(s.last_seen_at) > config.tokenIdleMinutes * 60_000 ||
    t - Date.parse(s.created_at) > config.tokenAbsoluteMinutes * 60_000
  );
}

/** Finds the live session for a token; deletes it and answers null when idle or absolute lifetime is over. */
export const findSession = (db: DB, config: Config, token: string): Promise<SessionUser | null> =>
  findSessionByHash(db, config, hashToken(token));

/** The same for a token's stored hash (a download link keeps the hash of the session that asked for it). */
export async function findSessionByHash(db: DB, config: Config, tokenHash: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('admin_session as s')
    .innerJoin('admin_user as u', 'u.id', 's.user_id')
    .leftJoin('site_state as rule', (j) => j.on('rule.key', '=', 'two_factor_required'))
    .select([
      's.created_at',
      's.last_seen_at',
      'u.id',
      'u.login_account',
      'u.user_name',
      'u.role_id',
      'u.languages',
      'u.disabled_at',
      'u.must_change_password',
      'u.totp_secret',
      'rule.value as two_factor_rule',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const t = Date.now();
  // A disabled account's sessions end when it is disabled; one left over by a race ends here.
  if (sessionExpired(config, row, t) || row.disabled_at !== null) {
    await db.deleteFrom('admin_session').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  // Touch at most once a minute: keeps the idle clock right without a write per request.
  if (t - Date.parse(row.last_seen_at) > 60_000) {
    await db.updateTable('admin_session').set({ last_seen_at: now() }).where('token_hash', '=', tokenHash).execute();
  }
  return {
    id: row.id,
    loginAccount: row.login_account,
    userName: row.user_name,
    tokenHash,
    roleId: Number(row.role_id),
    languages: languagesOf(row),
    mustChangePassword: Number(row.must_change_password) === 1,
    mustEnableTotp: row.two_factor_rule === 'true' && row.totp_secret === null,
  };
}
