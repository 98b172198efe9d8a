import crypto from 'node:crypto';
import type { DB } from '#server/db/index.ts';
import { now } from '#server/db/index.ts';
import { FORM_MAX_MS, FORM_MIN_MS, INQUIRY_MAX_LINKS } from '#contract/inquiries.ts';
import { isLocale, type Locale } from '#contract/locales.ts';

/**
 * Spam protection without a third party and without a cookie: a signed render time (the form
 * token), limits per client address and per e-mail address counted in the database (so they hold
 * across processes), a cap on links; the honeypot is checked by the routes.
 */

const SECRET_KEY = 'inquiry_form_secret';
const secrets = new WeakMap<DB, Promise<Buffer>>();

/** The key the form tokens are signed with: made once, kept in the database, the same for every process. */
function secretOf(db: DB): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('site_state')
        .values({ key: SECRET_KEY, value: crypto.randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('site_state')
        .select('value')
        .where('key', '=', SECRET_KEY)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (secret: Buffer, payload: string) =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url');

/** A form token: when the form was shown, in which language and with which consent text's version, signed. */
export async function makeFormToken(db: DB, lang: Locale, consentVersion: number, at = Date.now()): Promise<string> {
  const payload = `${at}.${lang}.${consentVersion}`;
  return `${payload}.${sign(await secretOf(db), payload)}`;
}

export type TokenProblem = 'tokenInvalid' | 'tokenFast' | 'tokenExpired';

/** What a sent token says, or why it is refused. */
export async function readFormToken(
  db: DB,
  token: unknown,
  at = Date.now(),
): Promise<{ lang: Locale; consentVersion: number } | TokenProblem> {
  if (typeof token !== 'string' || token.length > 200) return 'tokenInvalid';
  const m = /^(\d{1,15})\.([a-zA-Z_]{5})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || !isLocale(m[2])) return 'tokenInvalid';
  const expected = Buffer.from(sign(await secretOf(db), `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'tokenInvalid';
  const age = at - Number(m[1]);
  if (age < FORM_MIN_MS) return 'tokenFast';
  if (age > FORM_MAX_MS) return 'tokenExpired';
  return { lang: m[2], consentVersion: Number(m[3]) };
}

/** How many links a text holds (what spam is made of). */
export const linkCount = (text: string): number => (text.match(/https?:\/\/|www\.|\[url/gi) ?? []).length;
export const tooManyLinks = (...texts: string[]): boolean =>
  texts.reduce((n, t) => n + linkCount(t), 0) > INQUIRY_MAX_LINKS;

const WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts one inquiry for its client address and its e-mail address, and answers how many seconds
 * the sender must wait when either is over its hourly limit (0: go ahead). Counted first and read
 * after, so two processes taking one at the same moment both see both.
 */
export async function takeInquirySlot(
  db: DB,
  ip: string,
  email: string,
  hourlyLimit: number,
  at = Date.now(),
): Promise<number> {
  const keys = [
    { key: `inquiry-ip:${ip}`, limit: hourlyLimit },
    { key: `inquiry-mail:${email.trim().toLowerCase()}`, limit: Math.max(1, Math.floor(hourlyLimit / 2)) },
  ];
  const since = new Date(at - WINDOW_MS).toISOString();
  await db.deleteFrom('rate_event').where('at', '<', since).execute();
  await db
    .insertInto('rate_event')
    .values(keys.map((k) => ({ key: k.key, at: now() })))
    .execute();
  let wait = 0;
  for (const k of keys) {
    const rows = await db
      .selectFrom('rate_event')
      .select('at')
      .where('key', '=', k.key)
      .where('at', '>=', since)
      .orderBy('at', 'desc')
      .limit(k.limit + 1)
      .execute();
    if (rows.length > k.limit) {
      // The window frees a place when the oldest of the last `limit` events leaves it.
      const oldest = Date.parse(rows[k.limit - 1].at);
      wait = Math.max(wait, Math.ceil((oldest + WINDOW_MS - at) / 1000), 1);
    }
  }
  return wait;
}

/** Forgets the counts of an e-mail address (erase-by-address). */
export async function forgetAddress(db: DB, email: string): Promise<void> {
  await db.deleteFrom('rate_event').where('key', '=', `inquiry-mail:${email.trim().toLowerCase()}`).execute();
}
