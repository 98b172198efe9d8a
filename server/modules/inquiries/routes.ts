import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CacheBuster,
  Done,
  HttpError,
  IdParam,
  LangSchema,
  Obj,
  PagingQuery,
  badRequest,
  contentLocale,
  envelope,
  found,
  ok,
  pageAnswer,
} from '#server/lib/http/index.ts';
import { can } from '#contract/roles.ts';
import { LocaleSchema } from '#contract/schemas.ts';
import { EMAIL_PATTERN } from '#contract/urls.ts';
import { INQUIRY_STATUSES, type Inquiry, type InquiryField, type InquiryStatus } from '#contract/inquiries.ts';
import type { SessionUser } from '../auth/sessions';
import * as repo from './repository';
import { scheduleCleanUp } from '#server/lib/clean-up.ts';
import { makeFormToken } from './spam';
import { PROBLEM_TEXT, submitInquiry, type FieldProblem } from './submit';
import { readSettings, saveSettings } from './texts';

const Status = Type.Unsafe<InquiryStatus>(
  Type.String({ enum: [...INQUIRY_STATUSES], description: INQUIRY_STATUSES.join(', ') }),
);
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const InquirySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  lang: LocaleSchema,
  lawyerNo: Nullable(Type.String()),
  lawyerName: Nullable(Type.String()),
  practiceAreaNo: Nullable(Type.String()),
  practiceAreaName: Nullable(Type.String()),
  articleId: Type.Union([Type.Integer(), Type.Null()]),
  articleTitle: Nullable(Type.String()),
  consentText: Type.String(),
  consentVersion: Type.Integer(),
  status: Status,
  assigneeId: Type.Union([Type.Integer(), Type.Null()]),
  assigneeName: Nullable(Type.String()),
  notes: Type.String(),
  history: Type.Array(Type.Object({ status: Status, at: Type.String(), account: Nullable(Type.String()) })),
  closedAt: Nullable(Type.String()),
  createTime: Type.String(),
  updateTime: Type.String(),
  mail: Type.Unsafe<Inquiry['mail']>(
    Type.String({ enum: ['sent', 'pending', 'none'], description: 'the notification: sent, pending or none' }),
  ),
});
const TextsSchema = Type.Object({ consent: Type.String(), notice: Type.String(), consentVersion: Type.Integer() });
const SettingsSchema = Type.Object({
  texts: Type.Object({ de_DE: TextsSchema, en_US: TextsSchema, zh_CN: TextsSchema }),
  acknowledge: Type.Boolean(),
});

const Field = (max: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Number(), Type.Boolean(), Type.Null()]));

/** The public body: loose types, so that every refusal is the check's own message naming the field. */
const InquiryBody = Obj({
  name: Field(20_000),
  email: Field(20_000),
  phone: Field(20_000),
  company: Field(20_000),
  subject: Field(20_000),
  message: Field(20_000),
  lang: Field(20),
  consent: Field(10),
  formToken: Field(500),
  website: Field(20_000),
  lawyerNo: Field(200),
  practiceAreaNo: Field(200),
  articleId: Field(200),
});

/** Which inquiries an account sees: Administrators and Editors all, an Author those assigned to it; a language-limited account its languages. */
export const scopeOf = (user: SessionUser): repo.InquiryScope => ({
  ...(can(user.roleId, 'publish') ? {} : { assigneeOnly: user.id }),
  languages: user.languages,
});

/** The client address the limits count (the proxy's word only as TRUST_PROXY allows). */
export const clientAddress = (req: FastifyRequest) => req.ip || 'unknown';

export default async function inquiryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const tags = ['inquiries'];
  const mailConfigured = !!config.smtpUrl;

  scheduleCleanUp(app, 'inquiries', () => repo.purgeClosedInquiries(db, config.inquiryDays), 'deleting old inquiries');

  r.get(
    '/user/inquiry/form-token',
    {
      // A token signed with the time it is asked for: never kept.
      config: { apiCache: false },
      schema: {
        tags,
        security: [],
        summary:
          'A signed form token (the time the form is shown) with the consent text and notice in the X-Language language; send it with the inquiry 3 s to 24 h later (one inquiry per token)',
        querystring: Obj(CacheBuster),
        response: envelope(
          Type.Object({
            formToken: Type.String(),
            consentText: Type.String(),
            consentVersion: Type.Integer(),
            notice: Type.String(),
          }),
        ),
      },
    },
    async (req) => {
      const lang = contentLocale(req);
      const texts = (await readSettings(db)).texts[lang];
      return ok({
        formToken: await makeFormToken(db, lang, texts.consentVersion),
        consentText: texts.consent,
        consentVersion: texts.consentVersion,
        notice: texts.notice,
      });
    },
  );

  r.post(
    '/user/inquiry',
    {
      schema: {
        tags,
        security: [],
        summary:
          'Send an inquiry: name, email, subject, message, consent: true and formToken are required; phone, company, lang (preferred language), lawyerNo, practiceAreaNo, articleId optional. 400 names the field; 409 when the formToken has been used for an inquiry already (one token, one inquiry); 429 with Retry-After when the client address or e-mail address has sent too many',
        body: InquiryBody,
        response: envelope(Type.Boolean()),
      },
    },
    async (req, reply) => {
      const result = await submitInquiry(app, req.body, clientAddress(req), 'token');
      if (result.outcome === 'invalid') {
        const [field, problem] = Object.entries(result.errors)[0] as [InquiryField, FieldProblem];
        // A second inquiry with one token (sent twice, a double-click): a conflict with the first.
        if (problem === 'tokenUsed') throw new HttpError(409, 'invalid', `${field} ${PROBLEM_TEXT[problem]}`);
        throw badRequest(`${field} ${PROBLEM_TEXT[problem]}`);
      }
      if (result.outcome === 'limited') {
        void reply.header('Retry-After', String(result.retryAfter));
        throw new HttpError(429, 'tooManyRequests', `try again in ${result.retryAfter} seconds`);
      }
      return ok(true);
    },
  );

  const Filter = {
    status: Type.Optional(Status),
    assignee: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'an account id; 0: nobody' }),
    ),
    lang: Type.Optional(LangSchema),
    q: Type.Optional(Type.String({ maxLength: 200 })),
  };

  r.get(
    '/admin/inquiries',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary:
          'Inquiries, newest first, by status, assignee, language and a search in name, e-mail, company, subject and message',
        querystring: Obj({ ...Filter, ...PagingQuery }),
        response: envelope(Type.Array(InquirySchema)),
      },
    },
    async (req) =>
      pageAnswer(req.query, (page) =>
        repo.listInquiries(
          db,
          scopeOf(req.admin!),
          { ...req.query, status: req.query.status as InquiryStatus | undefined },
          page,
          mailConfigured,
        ),
      ),
  );

  r.get(
    '/admin/inquiries/summary',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary:
          'How many new inquiries the account sees, whether mail is configured (SMTP_URL) and how much mail waits',
        querystring: Obj(CacheBuster),
        response: envelope(
          Type.Object({ newCount: Type.Integer(), mailConfigured: Type.Boolean(), pendingMail: Type.Integer() }),
        ),
      },
    },
    async (req) =>
      ok({
        newCount: await repo.countNew(db, scopeOf(req.admin!)),
        mailConfigured,
        pendingMail: await repo.pendingMail(db),
      }),
  );

  r.get(
    '/admin/inquiries/assignees',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'The active staff accounts an inquiry may be assigned to',
        querystring: Obj(CacheBuster),
        response: envelope(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))),
      },
    },
    async () => {
      const rows = await db
        .selectFrom('admin_user')
        .select(['id', 'user_name', 'login_account'])
        .where('disabled_at', 'is', null)
        .orderBy('user_name')
        .execute();
      return ok(rows.map((u) => ({ id: Number(u.id), name: u.user_name || u.login_account })));
    },
  );

  r.get(
    '/admin/inquiries/settings',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'The form texts per language and the acknowledgement setting',
        querystring: Obj(CacheBuster),
        response: envelope(SettingsSchema),
      },
    },
    async () => ok(await readSettings(db)),
  );

  r.put(
    '/admin/inquiries/settings',
    {
      config: { permission: 'site', audit: 'settings' },
      schema: {
        tags,
        summary:
          'Word the consent text and the notice per language (a changed consent text gets a new version); turn the acknowledgement to visitors on or off',
        body: Obj({
          texts: Type.Optional(
            Obj({
              de_DE: Type.Optional(
                Obj({
                  consent: Type.Optional(Type.String({ maxLength: 2000 })),
                  notice: Type.Optional(Type.String({ maxLength: 2000 })),
                }),
              ),
              en_US: Type.Optional(
                Obj({
                  consent: Type.Optional(Type.String({ maxLength: 2000 })),
                  notice: Type.Optional(Type.String({ maxLength: 2000 })),
                }),
              ),
              zh_CN: Type.Optional(
                Obj({
                  consent: Type.Optional(Type.String({ maxLength: 2000 })),
                  notice: Type.Optional(Type.String({ maxLength: 2000 })),
                }),
              ),
            }),
          ),
          acknowledge: Type.Optional(Type.Boolean()),
        }),
        response: envelope(SettingsSchema),
      },
    },
    async (req) => ok(await saveSettings(db, req.body)),
  );

  r.post(
    '/admin/inquiries/erase',
    {
      config: { permission: 'publish', audit: 'delete' },
      schema: {
        tags,
        summary:
          "A visitor's request to erase their data: deletes every inquiry from the e-mail address (any letter case) and the mail about them; answers how many",
        body: Obj({ email: Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN }) }),
        response: envelope(Type.Integer()),
      },
    },
    async (req) => ok(await repo.eraseByAddress(db, req.body.email)),
  );

  r.get(
    '/admin/inquiries/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'One inquiry with its message, consent text, notes and status history',
        params: IdParam,
        querystring: Obj(CacheBuster),
        response: envelope(InquirySchema),
      },
    },
    async (req) =>
      ok(
        found(
          await repo.getInquiry(db, scopeOf(req.admin!), req.params.id, mailConfigured),
          `inquiry ${req.params.id}`,
        ),
      ),
  );

  r.put(
    '/admin/inquiries/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary:
          'Change status, internal notes or assignee (an Author may change the status and notes of its own; assigning needs an Editor or Administrator)',
        params: IdParam,
        body: Obj({
          status: Type.Optional(Status),
          notes: Type.Optional(Type.String({ maxLength: 20_000 })),
          assigneeId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()])),
        }),
        response: envelope(InquirySchema),
      },
    },
    async (req) => {
      const user = req.admin!;
      const scope = scopeOf(user);
      found(await repo.getInquiry(db, scope, req.params.id, mailConfigured), `inquiry ${req.params.id}`);
      if (req.body.assigneeId !== undefined) {
        if (!can(user.roleId, 'publish'))
          throw new HttpError(403, 'forbidden', 'assigning an inquiry needs an Editor or Administrator');
        if (req.body.assigneeId !== null) {
          const account = await db
            .selectFrom('admin_user')
            .select('id')
            .where('id', '=', req.body.assigneeId)
            .where('disabled_at', 'is', null)
            .executeTakeFirst();
          if (!account) throw badRequest(`assigneeId: no active account ${req.body.assigneeId}`);
        }
      }
      await repo.updateInquiry(
        db,
        req.params.id,
        { ...req.body, status: req.body.status as InquiryStatus | undefined },
        user.loginAccount,
      );
      return ok((await repo.getInquiry(db, scope, req.params.id, mailConfigured))!);
    },
  );

  r.delete(
    '/admin/inquiries/:id',
    {
      config: { permission: 'publish' },
      schema: { tags, summary: 'Delete an inquiry for good, with its mail', params: IdParam, response: Done },
    },
    async (req) => {
      found(await repo.getInquiry(db, scopeOf(req.admin!), req.params.id, mailConfigured), `inquiry ${req.params.id}`);
      await repo.deleteInquiries(db, [req.params.id]);
      return ok(true);
    },
  );
}
