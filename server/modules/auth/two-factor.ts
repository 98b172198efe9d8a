import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { DB } from '#server/db/index.ts';
import { HttpError } from '#server/lib/http/index.ts';
import { RECOVERY_CODE_COUNT } from '#contract/roles.ts';
import type { TotpSetup } from '#contract/entities.ts';

/**
 * Two-factor sign-in with time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s, the
 * settings every authenticator app understands), through the maintained `otpauth` library. A
 * code is accepted one step early or late (clock drift) and never twice: the step it was
 * accepted for is stored, and only a later one passes. Recovery codes are random, shown once,
 * stored as hashes and used once.
 */
const PERIOD = 30;

const totpOf = (secret: string, label = 'account', issuer = 'Website') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** The issuer an authenticator app shows: the firm's name as the site has it. */
async function issuer(db: DB): Promise<string> {
  const row = await db
    .selectFrom('portal_config')
    .select('name')
    .where('name', '!=', '')
    .orderBy('lang')
    .limit(1)
    .executeTakeFirst();
  return (row?.name ?? 'Website').slice(0, 60);
}

/** Step 1 of turning it on: a new secret, kept as pending until a code confirms it. */
export async function startSetup(db: DB, userId: number, loginAccount: string): Promise<TotpSetup> {
  const secret = new Secret({ size: 20 }).base32;
  await db.updateTable('admin_user').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();
  const otpauthUrl = totpOf(secret, loginAccount, await issuer(db)).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/** The time step a code belongs to, or null when it is not a current code of the secret. */
function stepOf(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD) + delta;
}

/** Takes the step for the account unless it (or a later one) was used already: a code works once. */
async function takeStep(db: DB, userId: number, step: number): Promise<boolean> {
  const res = await db
    .updateTable('admin_user')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

const hashCode = (code: string) =>
  crypto.createHash('sha256').update(code.trim().toLowerCase().replace(/\s+/g, '')).digest('hex');

/** Ten new recovery codes (the old ones stop working), e.g. "k7mq-2xwd-p9ra": 60 random bits each. */
export async function newRecoveryCodes(db: DB, userId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_code')
      .values(codes.map((c) => ({ user_id: userId, code_hash: hashCode(c) })))
      .execute();
  });
  return codes;
}

/** Step 2: a code from the app confirms the pending secret; answers the recovery codes. */
export async function confirmSetup(db: DB, userId: number, code: string): Promise<string[]> {
  const user = await db
    .selectFrom('admin_user')
    .select(['totp_pending_secret'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.totp_pending_secret) throw new HttpError(409, 'totpNotStarted');
  const step = stepOf(user.totp_pending_secret, code.trim());
  if (step === null) throw new HttpError(400, 'badTotp');
  await db
    .updateTable('admin_user')
    .set({ totp_secret: user.totp_pending_secret, totp_pending_secret: null, totp_last_step: step })
    .where('id', '=', userId)
    .execute();
  return newRecoveryCodes(db, userId);
}

export async function turnOff(db: DB, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_user')
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  });
}

/** The sign-in's second factor: a current, unused code, or an unused recovery code (then gone). What it was, or null. */
export async function verifySecondFactor(
  db: DB,
  user: { id: number; totp_secret: string | null },
  given: string,
): Promise<'code' | 'recovery code' | null> {
  if (!user.totp_secret) return null;
  const code = given.trim();
  const step = stepOf(user.totp_secret, code);
  if (step !== null) return (await takeStep(db, user.id, step)) ? 'code' : null;
  if (code.length < 12 || code.length > 20) return null;
  const res = await db
    .deleteFrom('recovery_code')
    .where('user_id', '=', user.id)
    .where('code_hash', '=', hashCode(code))
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1 ? 'recovery code' : null;
}

export async function recoveryCodesLeft(db: DB, userId: number): Promise<number> {
  const r = await db
    .selectFrom('recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
