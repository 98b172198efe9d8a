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

/**
 * A form token: when the form was shown, in which language and with which consent text's version,
 * and a random part (two tokens made in one millisecond differ), signed.
 */
export async function makeFormToken(db: DB, lang: Locale, consentVersion: number, at = Date.now()): Promise<string> {
  const payload = `${at}.${lang}.${consentVersion}.${crypto.randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(await secretOf(db), payload)}`;
}

export type TokenProblem = 'tokenInvalid' | 'tokenFast' | 'tokenExpired';

/** What a sent token says: its language and consent text's version, and when it was issued. */
export interface FormToken {
  lang: Locale;
  consentVersion: number;
  /** When the form was shown (ms since the epoch): it runs out FORM_MAX_MS after. */
  issuedAt: number;
  /** A hash of the token (what its use is recorded under: never the token). */
  digest: string;
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

/** What a sent token says, or why it is refused. Tokens without the random part (made before it was added) still count. */
export async function readFormToken(db: DB, token: unknown, at = Date.now()): Promise<FormToken | TokenProblem> {
  if (typeof token !== 'string' || token.length > 200) return 'tokenInvalid';
  const m = /^(\d{1,15})\.([a-zA-Z_]{5})\.(\d{1,9})((?:\.[A-Za-z0-9_-]{16})?)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || !isLocale(m[2])) return 'tokenInvalid';
  const expected = Buffer.from(sign(await secretOf(db), `${m[1]}.${m[2]}.${m[3]}${m[4]}`));
  const given = Buffer.from(m[5]);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'tokenInvalid';
  const age = at - Number(m[1]);
  if (age < FORM_MIN_MS) return 'tokenFast';
  if (age > FORM_MAX_MS) return 'tokenExpired';
  return { lang: m[2], consentVersion: Number(m[3]), issuedAt: Number(m[1]), digest: hash(token) };
}

/**
 * What one use of a token is: the token ('token': one inquiry per token, for a token handed to one
 * client by GET /api/user/inquiry/form-token), or the token with the sender's e-mail address
 * ('address': one inquiry per token and address, for the token in a page's form, which the render
 * cache shows every visitor of that page for up to half of FORM_MAX_MS).
 */
export type TokenUse = 'token' | 'address';

/** The key one use of a token is recorded under. */
export const tokenUseKey = (token: FormToken, use: TokenUse, email: string): string =>
  `inquiry-token:${use === 'token' ? token.digest : hash(`${token.digest}\n${email.trim().toLowerCase()}`)}`;

/*
 * A use of a token is a row of `rate_window` (a key that is the table's primary key, and the time
 * it may be forgotten, when the token has run out, which the hourly clean-up of that table keeps
 * to: server/lib/shared-rate-limit.ts deleteExpiredWindows), so every node sees it and two
 * requests with one token (a double-click) cannot both take it: the second insert finds the
 * first's row, or on PostgreSQL waits for the first's transaction and then finds it. There are at
 * most as many rows as inquiries stored in FORM_MAX_MS.
 */

/** Whether a token's use has been taken already (a read before the limits are counted; the claim decides). */
export async function formTokenUsed(db: DB, key: string): Promise<boolean> {
  return !!(await db.selectFrom('rate_window').select('key').where('key', '=', key).executeTakeFirst());
}

/**
 * Takes a token's use, inside the transaction that stores the inquiry (so a store that fails gives
 * it back): false when it was taken before.
 */
export async function claimFormToken(trx: DB, key: string, token: FormToken): Promise<boolean> {
  const taken = await trx
    .insertInto('rate_window')
    .values({ key, hits: 1, expires_at: new Date(token.issuedAt + FORM_MAX_MS).toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return !!taken;
}

/** How many links a text holds (what spam is made of). */
export const linkCount = (text: string): number => (text.match(/https?:\/\/|www\.|\[url/gi) ?? []).length;
export const tooManyLinks = (...texts: string[]): boolean =>
  texts.reduce((n, t) => n + linkCount(t), 0) > INQUIRY_MAX_LINKS;

const WINDOW_MS = 60 * 60 * 1000;

/** A place taken within the hourly limits (`wait` 0), or how many seconds the sender must wait. */
export interface InquirySlot {
  wait: number;
  /** Gives the place back (the inquiry was not stored after all): its events are deleted. */
  release(): Promise<void>;
}

/**
 * Takes a place for one inquiry within the hourly limits of its client address and its e-mail
 * address, or answers how many seconds the sender must wait. Only inquiries that are stored
 * count: a refused try takes its events back at once, so refusals never fill or extend a window
 * (nobody can block an e-mail address by sending in its name), and the caller releases the place
 * when the inquiry is not stored after all.
 *
 * Across processes: the events are written first (each statement commits on its own, outside any
 * transaction) and the others' read after, so of two requests taking the last place at the same
 * moment the later reader sees both, and at most the limit are ever let through. A request
 * refused meanwhile may make another wait which an instant later would not have had to: never the
 * other way round.
 */
export async function takeInquirySlot(
  db: DB,
  ip: string,
  email: string,
  hourlyLimit: number,
  at = Date.now(),
): Promise<InquirySlot> {
  const keys = [
    { key: `inquiry-ip:${ip}`, limit: hourlyLimit },
    { key: `inquiry-mail:${email.trim().toLowerCase()}`, limit: Math.max(1, Math.floor(hourlyLimit / 2)) },
  ];
  const since = new Date(at - WINDOW_MS).toISOString();
  await db.deleteFrom('rate_event').where('at', '<', since).execute();
  const own = (
    await db
      .insertInto('rate_event')
      .values(keys.map((k) => ({ key: k.key, at: now() })))
      .returning('id')
      .execute()
  ).map((r) => Number(r.id));
  const release = async () => {
    await db.deleteFrom('rate_event').where('id', 'in', own).execute();
  };
  let wait = 0;
  for (const k of keys) {
    // The others' events in the window, the newest `limit` of them.
    const rows = await db
      .selectFrom('rate_event')
      .select('at')
      .where('key', '=', k.key)
      .where('at', '>=', since)
      .where('id', 'not in', own)
      .orderBy('at', 'desc')
      .limit(k.limit)
      .execute();
    if (rows.length >= k.limit) {
      // The window frees a place when the oldest of the last `limit` events leaves it.
      const oldest = Date.parse(rows[k.limit - 1].at);
      wait = Math.max(wait, Math.ceil((oldest + WINDOW_MS - at) / 1000), 1);
    }
  }
  if (wait > 0) await release();
  return { wait, release };
}

/** Forgets the counts of an e-mail address (erase-by-address). */
export async function forgetAddress(db: DB, email: string): Promise<void> {
  await db.deleteFrom('rate_event').where('key', '=', `inquiry-mail:${email.trim().toLowerCase()}`).execute();
}
