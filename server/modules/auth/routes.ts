import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DB } from '../../db';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HttpError, Obj, ok, UrlString, CacheBuster, Done, envelope } from '../../lib/http';
import { AdminUserSchema } from '../../../contract/schemas';
import crypto from 'node:crypto';
import { createSession, hashPassword, hashToken, tokenFrom, verifyPassword } from './sessions';
import { now } from '../../db';
import * as repo from './repository';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/accounts';

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

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;

  r.post(
    '/admin/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; the answer is the token to send as Authorization',
        security: [],
        body: Obj({
          loginAccount: Type.String({ minLength: 1, maxLength: 100 }),
          password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
        }),
        response: envelope(Type.String({ description: 'The session token' })),
      },
    },
    async (req, reply) => {
      const { loginAccount, password } = req.body;
      const subject = { scope: `login:${loginAccount.toLowerCase()}`, ip: req.ip };
      const user = await repo.oneAtATime(`login|${req.ip}`, async () => {
        await refuseWhileThrottled(db, subject, reply);
        const found = await repo.findUserByAccount(db, loginAccount);
        const valid = await verifyPassword(found?.password_hash ?? (await getDummyHash()), password);
        if (!found || !valid) {
          await repo.recordFailure(db, subject);
          throw new HttpError(401, 'badCredentials');
        }
        await repo.clearFailures(db, subject);
        return found;
      });
      await db.updateTable('admin_user').set({ last_login_time: now() }).where('id', '=', user.id).execute();
      return ok(await createSession(db, user.id));
    },
  );

  r.get('/admin/quit', { schema: { tags: ['auth'], summary: 'Log out: the token stops working', querystring: Obj(CacheBuster), response: Done } }, async (req) => {
    const token = tokenFrom(req);
    if (token) await db.deleteFrom('admin_session').where('token_hash', '=', hashToken(token)).execute();
    return ok(true);
  });

  r.get('/admin/mine', { schema: { tags: ['auth'], summary: 'The logged-in administrator', querystring: Obj(CacheBuster), response: envelope(AdminUserSchema) } }, async (req) => {
    const user = await repo.getUser(db, req.admin!.id);
    if (!user) throw new HttpError(401, 'unauthorized');
    return ok(user);
  });

  r.put(
    '/admin/modify-password',
    {
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
      // A stolen session must not become a way to guess the password.
      const subject = { scope: `password:${req.admin!.id}`, ip: req.ip };
      const user = await repo.oneAtATime(subject.scope, async () => {
        await refuseWhileThrottled(db, subject, reply);
        const found = await repo.findUserByAccount(db, req.admin!.loginAccount);
        if (!found || !(await verifyPassword(found.password_hash, req.body.oldPassword))) {
          await repo.recordFailure(db, subject);
          throw new HttpError(400, 'wrongOldPassword');
        }
        await repo.clearFailures(db, subject);
        return found;
      });
      if (req.body.newPassword.length < PASSWORD_MIN) throw new HttpError(400, 'weakPassword');
      await repo.setPassword(db, user.id, req.body.newPassword, req.admin!.tokenHash);
      return ok(true);
    },
  );

  r.put(
    '/admin/modify-head-img',
    { schema: { tags: ['auth'], summary: 'Set the avatar picture (URL of an upload)', body: Obj({ headImg: UrlString }), response: envelope(Type.Union([AdminUserSchema, Type.Null()])) } },
    async (req) => {
      await db.updateTable('admin_user').set({ head_img: req.body.headImg }).where('id', '=', req.admin!.id).execute();
      return ok(await repo.getUser(db, req.admin!.id));
    },
  );
}
