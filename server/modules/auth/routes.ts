import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '#server/db/index.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  HttpError,
  Obj,
  ok,
  UrlString,
  CacheBuster,
  Done,
  conflict,
  envelope,
  notFound,
} from '#server/lib/http/index.ts';
import { recordAudit } from '../audit/repository';
import type { AuditAction } from '#contract/roles.ts';
import type { AuditDetail } from '#contract/entities.ts';
import {
  confirmSetup,
  newRecoveryCodes,
  recoveryCodesLeft,
  startSetup,
  turnOff,
  verifySecondFactor,
} from './two-factor';
import { AdminUserSchema, SessionInfoSchema, TotpSetupSchema } from '#contract/schemas.ts';
import crypto from 'node:crypto';
import { createSession, originOf, sessionExpired, sessionIdOf, tokenFrom } from './sessions';
import { hashPassword, hashToken, verifyPassword } from './secrets';
import { now } from '#server/db/index.ts';
import { outsideRequest } from '#server/db/unit-of-work.ts';
import { scheduleCleanUp } from '#server/lib/clean-up.ts';
import * as repo from './repository';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/accounts.ts';

// Verifying against a real hash of a random string costs the same time as a real account,
// so an unknown account cannot be told apart from a wrong password by timing.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/** 429 with Retry-After while the caller must wait (see repo.throttleDelay). */
async function refuseWhileThrottled(db: DB, subject: repo.ThrottleSubject, reply: FastifyReply): Promise<void> {
  const wait = await repo.throttleDelay(db, subject);
  if (wait > 0) {
    void reply.header('Retry-After', String(Math.ceil(wait / 1000)));
    throw new HttpError(429, 'tooManyLogins');
  }
}

/**
 * The signed-in account's own password, asked again before a change to how it signs in. A stolen
 * session must not become a way to guess the password: failures are throttled like sign-ins.
 * A route calls it before its first query (the line it waits in is this process's; see
 * server/db/unit-of-work.ts).
 */
async function checkOwnPassword(
  req: FastifyRequest,
  reply: FastifyReply,
  password: string,
  wrong: 'wrongOldPassword' | 'wrongPassword',
) {
  const { db } = req.server;
  const subject = { scope: `password:${req.admin!.id}`, ip: req.ip };
  return repo.oneAtATime(subject.scope, async () => {
    await refuseWhileThrottled(db, subject, reply);
    const found = await repo.findUser(db, req.admin!.id);
    if (!found || !(await verifyPassword(found.password_hash, password))) {
      await repo.recordFailure(db, subject);
      throw new HttpError(400, wrong);
    }
    await repo.clearFailures(db, subject);
    return found;
  });
}

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const own = { permission: 'own' as const };

  // Sessions past their idle or absolute lifetime (one that is used again is ended when it is).
  scheduleCleanUp(app, 'sessions', () => repo.deleteExpiredSessions(db, config), 'clearing expired sessions');

  r.post(
    '/admin/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Log in; the answer is the token to send as Authorization. With two-factor sign-in on, a 401 with X-Two-Factor: required asks for totp',
        security: [],
        body: Obj({
          loginAccount: Type.String({ minLength: 1, maxLength: 100 }),
          password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
          totp: Type.Optional(
            Type.String({
              maxLength: 40,
              description: 'The 6-digit code of the authenticator app, or a recovery code',
            }),
          ),
        }),
        response: envelope(Type.String({ description: 'The session token' })),
      },
    },
    async (req, reply) => {
      const { loginAccount, password, totp } = req.body;
      const subject = { scope: `login:${loginAccount.toLowerCase()}`, ip: req.ip };
      const audit = (action: AuditAction, summary: string, detail: AuditDetail, userId: number | null = null) =>
        recordAudit(db, [{ userId, account: loginAccount, ip: req.ip, action, kind: 'account', summary, detail }]);
      const failed = (
        reason: 'wrongPassword' | 'unknownAccount' | 'disabled' | 'badCode',
        summary: string,
        userId: number | null,
      ) => audit('sign-in-failed', summary, { note: 'signInFailed', values: { reason } }, userId);
      const { user, factor } = await repo.oneAtATime(`login|${req.ip}`, async () => {
        await refuseWhileThrottled(db, subject, reply);
        const found = await repo.findUserByAccount(db, loginAccount);
        const valid = await verifyPassword(found?.password_hash ?? (await getDummyHash()), password);
        if (!found || !valid) {
          await repo.recordFailure(db, subject);
          await (found
            ? failed('wrongPassword', 'wrong password', found.id)
            : failed('unknownAccount', 'unknown account', null));
          throw new HttpError(401, 'badCredentials');
        }
        if (found.disabled_at !== null) {
          await failed('disabled', 'account disabled', found.id);
          throw new HttpError(401, 'accountDisabled');
        }
        // The second step: guessing codes is throttled like guessing passwords.
        let second: string | null = null;
        if (found.totp_secret !== null) {
          void reply.header('X-Two-Factor', 'required');
          if (!totp?.trim()) throw new HttpError(401, 'totpRequired');
          second = await verifySecondFactor(db, found, totp);
          if (!second) {
            await repo.recordFailure(db, subject);
            await failed('badCode', 'wrong or reused two-factor code', found.id);
            throw new HttpError(401, 'badTotp');
          }
          void reply.removeHeader('X-Two-Factor');
        }
        await repo.clearFailures(db, subject);
        return { user: found, factor: second };
      });
      await db.updateTable('admin_user').set({ last_login_time: now() }).where('id', '=', user.id).execute();
      const left = factor === 'recovery code' ? await recoveryCodesLeft(db, user.id) : null;
      const detail: AuditDetail = {
        note: 'signIn',
        values: {
          factor: factor === 'recovery code' ? 'recovery' : factor ? 'app' : 'none',
          ...(left !== null ? { left } : {}),
        },
      };
      await audit(
        'sign-in',
        `password${factor ? ` and ${factor}` : ''}${left !== null ? ` (${left} recovery codes left)` : ''}`,
        detail,
        user.id,
      );
      return ok(await createSession(db, user.id, originOf(req)));
    },
  );

  r.get(
    '/admin/quit',
    {
      config: own,
      schema: {
        tags: ['auth'],
        summary: 'Log out: the token stops working',
        querystring: Obj(CacheBuster),
        response: Done,
      },
    },
    async (req) => {
      const token = tokenFrom(req);
      if (token) await db.deleteFrom('admin_session').where('token_hash', '=', hashToken(token)).execute();
      await recordAudit(db, [
        {
          userId: req.admin!.id,
          account: req.admin!.loginAccount,
          ip: req.ip,
          action: 'sign-out',
          kind: 'account',
          summary: 'signed out',
          detail: { note: 'signOut' },
        },
      ]);
      return ok(true);
    },
  );

  r.get(
    '/admin/mine',
    {
      config: own,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in administrator',
        querystring: Obj(CacheBuster),
        response: envelope(AdminUserSchema),
      },
    },
    async (req) => {
      const user = await repo.getUser(db, req.admin!.id);
      if (!user) throw new HttpError(401, 'unauthorized');
      return ok(user);
    },
  );

  r.put(
    '/admin/modify-password',
    {
      config: own,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; ends every other session of the account',
        body: Obj({
          oldPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
          newPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
        }),
        response: Done,
      },
    },
    async (req, reply) => {
      const user = await checkOwnPassword(req, reply, req.body.oldPassword, 'wrongOldPassword');
      if (req.body.newPassword.length < PASSWORD_MIN) throw new HttpError(400, 'weakPassword');
      await repo.setPassword(db, user.id, req.body.newPassword, req.admin!.tokenHash);
      return ok(true);
    },
  );

  r.put(
    '/admin/modify-head-img',
    {
      config: own,
      schema: {
        tags: ['auth'],
        summary: 'Set the avatar picture (URL of an upload)',
        body: Obj({ headImg: UrlString }),
        response: envelope(Type.Union([AdminUserSchema, Type.Null()])),
      },
    },
    async (req) => {
      await db.updateTable('admin_user').set({ head_img: req.body.headImg }).where('id', '=', req.admin!.id).execute();
      return ok(await repo.getUser(db, req.admin!.id));
    },
  );

  const tags = ['own account'];

  r.get(
    '/admin/sessions',
    {
      config: own,
      schema: {
        tags,
        summary: 'Where this account is signed in (the session of this request is marked current)',
        querystring: Obj(CacheBuster),
        response: envelope(Type.Array(SessionInfoSchema)),
      },
    },
    async (req) => {
      const rows = await db
        .selectFrom('admin_session')
        .selectAll()
        .where('user_id', '=', req.admin!.id)
        .orderBy('last_seen_at', 'desc')
        .execute();
      const live = rows.filter((s) => !sessionExpired(config, s));
      return ok(
        live.map((s) => ({
          id: sessionIdOf(s.token_hash),
          current: s.token_hash === req.admin!.tokenHash,
          userAgent: s.user_agent,
          ip: s.ip,
          createTime: s.created_at,
          lastSeenTime: s.last_seen_at,
        })),
      );
    },
  );

  r.delete(
    '/admin/sessions/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Sign out one session of this account (the current one too)',
        params: Obj({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) }),
        response: Done,
      },
    },
    async (req) => {
      const res = await db
        .deleteFrom('admin_session')
        .where('user_id', '=', req.admin!.id)
        .where('token_hash', 'like', `${req.params.id}%`)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound(`id: no session ${req.params.id}`);
      return ok(true);
    },
  );

  r.delete(
    '/admin/sessions',
    { config: own, schema: { tags, summary: 'Sign out every other session of this account', response: Done } },
    async (req) => {
      await db
        .deleteFrom('admin_session')
        .where('user_id', '=', req.admin!.id)
        .where('token_hash', '!=', req.admin!.tokenHash)
        .execute();
      return ok(true);
    },
  );

  r.post(
    '/admin/two-factor/setup',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Start turning two-factor sign-in on: a new secret and its QR code (confirm with enable); the password is asked again, so a stolen session cannot tie the account to another app',
        body: Obj({ password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }) }),
        response: envelope(TotpSetupSchema),
      },
    },
    async (req, reply) => {
      const user = await checkOwnPassword(req, reply, req.body.password, 'wrongPassword');
      if (user.totp_secret) throw conflict('totpAlreadyOn');
      req.writer.note({ summary: 'started setting up two-factor sign-in', detail: { note: 'twoFactorSetup' } });
      return ok(await startSetup(db, req.admin!.id, req.admin!.loginAccount));
    },
  );

  r.post(
    '/admin/two-factor/enable',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Confirm with a code from the app: two-factor sign-in is on; answers 10 one-time recovery codes (shown once)',
        body: Obj({ code: Type.String({ minLength: 1, maxLength: 10 }) }),
        response: envelope(Type.Array(Type.String())),
      },
    },
    async (req) => {
      const codes = await confirmSetup(db, req.admin!.id, req.body.code);
      req.writer.note({ summary: 'turned two-factor sign-in on', detail: { note: 'twoFactorOn' } });
      return ok(codes);
    },
  );

  r.post(
    '/admin/two-factor/disable',
    {
      config: own,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (the password is asked again; refused while the site requires it)',
        body: Obj({ password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }) }),
        response: Done,
      },
    },
    async (req, reply) => {
      // Read outside the request's transaction: on SQLite's one connection, a request that held it
      // while waiting in line for the password check would wait for itself.
      if (await outsideRequest(() => repo.twoFactorRequired(db))) throw conflict('totpRequiredBySite');
      await checkOwnPassword(req, reply, req.body.password, 'wrongPassword');
      await turnOff(db, req.admin!.id);
      req.writer.note({ summary: 'turned two-factor sign-in off', detail: { note: 'twoFactorOff' } });
      return ok(true);
    },
  );

  r.post(
    '/admin/two-factor/recovery-codes',
    {
      config: own,
      schema: {
        tags,
        summary: 'A new set of 10 recovery codes (the old ones stop working; the password is asked again)',
        body: Obj({ password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }) }),
        response: envelope(Type.Array(Type.String())),
      },
    },
    async (req, reply) => {
      const user = await checkOwnPassword(req, reply, req.body.password, 'wrongPassword');
      if (!user.totp_secret) throw conflict('totpNotStarted');
      req.writer.note({ summary: 'new recovery codes', detail: { note: 'recoveryCodes' } });
      return ok(await newRecoveryCodes(db, req.admin!.id));
    },
  );
}
