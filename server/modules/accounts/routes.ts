import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheBuster, HttpError, IdParam, LangSchema, Obj, envelope, ok } from '#server/lib/http/index.ts';
import { RevisionSchema } from '#server/lib/revision.ts';
import { AccountSchema, OneTimePasswordSchema, SecuritySettingsSchema } from '#contract/schemas.ts';
import { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '#contract/accounts.ts';
import type { Locale } from '#contract/locales.ts';
import { ROLE_IDS, roleName, type RoleId } from '#contract/roles.ts';
import { setTwoFactorRequired, twoFactorRequired } from '../auth/repository';
import * as repo from './repository';

const RoleIdSchema = Type.Unsafe<RoleId>({
  type: 'integer',
  enum: [...ROLE_IDS],
  description: '1 Administrator, 2 Editor, 3 Author',
});
// A type list, not a union: with the API's type coercion a union's failed branch could turn [null] into null.
const Languages = Type.Unsafe<Locale[] | null>({
  type: ['array', 'null'],
  items: LangSchema,
  minItems: 1,
  maxItems: 3,
  uniqueItems: true,
  description:
    'The languages the account may edit; null: all. Optional: left out, a new account may edit all languages and a change keeps the ones it has',
});
const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
/** Role and languages are typed by hand below: the type provider does not see through Type.Unsafe. */
const AccountFields = {
  userName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  roleId: RoleIdSchema,
  languages: Type.Optional(Languages),
};

const NOTES = {
  created: 'accountCreated',
  changed: 'accountChanged',
  disabled: 'accountDisabled',
  enabled: 'accountEnabled',
} as const;

/** What an account change says in the audit trail: who, and the role and languages it now has (in English, and as data). */
const describe = (
  a: { loginAccount: string; roleId: number; languages: string[] | null; disabled: boolean },
  what: keyof typeof NOTES,
) => ({
  summary: `${what} ${a.loginAccount}: ${roleName(a.roleId as RoleId)}, ${a.languages ? a.languages.join(' ') : 'all languages'}${a.disabled ? ', disabled' : ''}`,
  detail: {
    note: NOTES[what],
    values: { account: a.loginAccount, role: a.roleId, languages: a.languages?.join(' ') ?? '', disabled: a.disabled },
  },
});

/** Staff accounts and the site's sign-in rules: an Administrator's work (permission 'accounts' / 'site'). */
export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['accounts'];
  const admin = { permission: 'accounts' as const };

  r.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every staff account',
        querystring: Obj(CacheBuster),
        response: envelope(Type.Array(AccountSchema)),
      },
    },
    async () => ok(await repo.listAccounts(db)),
  );

  r.post(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Create an account; without a password it gets a one-time password (answered once) that it must change at its first sign-in',
        body: Obj({
          loginAccount: Type.String({ pattern: ACCOUNT_PATTERN.source }),
          ...AccountFields,
          password: Type.Optional(Password),
        }),
        response: envelope(OneTimePasswordSchema),
      },
    },
    async (req) => {
      const made = await repo.createAccount(
        db,
        req.body as repo.AccountInput & { loginAccount: string; password?: string },
      );
      req.writer.note({ key: String(made.account.id), ...describe(made.account, 'created') });
      return ok(made);
    },
  );

  r.put(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Change the name, role and languages of an account (the last active Administrator keeps its role); with the revision it was read at, refused (409) when someone else changed them since',
        params: IdParam,
        body: Obj({ ...AccountFields, revision: Type.Optional(RevisionSchema) }),
        response: envelope(AccountSchema),
      },
    },
    async (req) => {
      const changed = await repo.updateAccount(
        db,
        req.params.id,
        req.body as repo.AccountInput & { revision?: string },
        req.admin!.id,
      );
      req.writer.note(describe(changed, 'changed'));
      return ok(changed);
    },
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    r.put(
      `/admin/users/:id/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary: disabled
            ? 'Disable an account: its sessions end at once (not the last active Administrator, not one’s own)'
            : 'Enable a disabled account',
          params: IdParam,
          response: envelope(AccountSchema),
        },
      },
      async (req) => {
        const changed = await repo.setDisabled(db, req.params.id, disabled, req.admin!.id);
        req.writer.note(describe(changed, disabled ? 'disabled' : 'enabled'));
        return ok(changed);
      },
    );
  }

  r.post(
    '/admin/users/:id/reset-password',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Set a new password (or a one-time one, answered once); the account’s sessions end. Not one’s own account (403): that is PUT /api/admin/modify-password, with the current password',
        params: IdParam,
        body: Obj({ password: Type.Optional(Password) }, { description: '{} for a one-time password' }),
        response: envelope(OneTimePasswordSchema),
      },
    },
    async (req) => {
      // Not one's own: that is modify-password, which asks for the current password (and is
      // throttled), so a session left open cannot take the account over.
      if (req.params.id === req.admin!.id) throw new HttpError(403, 'ownPassword');
      const done = await repo.resetPassword(db, req.params.id, req.body.password);
      req.writer.note({
        summary: `reset the password of ${done.account.loginAccount}${done.password ? ' (one-time password)' : ''}`,
        detail: { note: 'passwordReset', values: { account: done.account.loginAccount, oneTime: !!done.password } },
      });
      return ok(done);
    },
  );

  r.post(
    '/admin/users/:id/reset-two-factor',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off for an account that lost its device',
        params: IdParam,
        response: envelope(AccountSchema),
      },
    },
    async (req) => {
      const changed = await repo.resetTwoFactor(db, req.params.id);
      req.writer.note({
        action: 'two-factor',
        summary: `reset two-factor sign-in of ${changed.loginAccount}`,
        detail: { note: 'twoFactorReset', values: { account: changed.loginAccount } },
      });
      return ok(changed);
    },
  );

  r.get(
    '/admin/security',
    {
      config: { permission: 'site' },
      schema: {
        tags,
        summary: 'The site’s sign-in rules',
        querystring: Obj(CacheBuster),
        response: envelope(SecuritySettingsSchema),
      },
    },
    async () => ok({ twoFactorRequired: await twoFactorRequired(db) }),
  );

  r.put(
    '/admin/security',
    {
      config: { permission: 'site' },
      schema: {
        tags,
        summary: 'Require two-factor sign-in of every account (or not)',
        body: SecuritySettingsSchema,
        response: envelope(SecuritySettingsSchema),
      },
    },
    async (req) => {
      await setTwoFactorRequired(db, req.body.twoFactorRequired);
      req.writer.note({
        summary: `two-factor sign-in ${req.body.twoFactorRequired ? 'required' : 'optional'} for every account`,
        detail: { note: 'twoFactorRule', values: { required: req.body.twoFactorRequired } },
      });
      return ok({ twoFactorRequired: req.body.twoFactorRequired });
    },
  );
}
