import type { Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import { containsIgnoreCase, now } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import type { PageQuery } from '#server/lib/http/index.ts';
import { isLocale, type Locale } from '#contract/locales.ts';
import { type Inquiry, type InquiryHistoryEntry, type InquiryStatus } from '#contract/inquiries.ts';
import { enqueueMail, type OutboxMail } from './outbox';
import { acknowledgementMail, notificationMail } from './mail';

type Row = Selectable<Database['inquiry']>;

/** What a visitor's form sends in, checked: the inquiry's own fields, and what it was sent against. */
export type NewInquiry = Pick<
  Inquiry,
  'name' | 'email' | 'phone' | 'company' | 'subject' | 'message' | 'lang' | 'lawyerNo'
> & {
  /** The language the form was shown in (its consent text's). */
  formLang: Locale;
  fieldNo: string | null;
  articleId: number | null;
  consentText: string;
  consentVersion: number;
  ip: string;
};

/** Who hears of an inquiry: the context lawyer's e-mail, else the practice area's recipient, else the site's e-mail. */
export async function recipientOf(
  db: DB,
  lang: Locale,
  lawyerNo: string | null,
  fieldNo: string | null,
): Promise<string | null> {
  const firstOf = (rows: { lang: string; v: string | null }[]) =>
    (rows.find((r) => r.lang === lang && r.v?.trim()) ?? rows.find((r) => r.v?.trim()))?.v?.trim() ?? null;
  if (lawyerNo) {
    const rows = await db.selectFrom('lawyer').select(['lang', 'email as v']).where('no', '=', lawyerNo).execute();
    const found = firstOf(rows);
    if (found) return found;
  }
  if (fieldNo) {
    const rows = await db
      .selectFrom('professional_field')
      .select(['lang', 'inquiry_email as v'])
      .where('no', '=', fieldNo)
      .execute();
    const found = firstOf(rows);
    if (found) return found;
  }
  return firstOf(await db.selectFrom('portal_config').select(['lang', 'email as v']).execute());
}

/** The context as sent, kept only where it names something that exists (a made-up key is dropped, not stored). */
export async function checkedContext(
  db: DB,
  ctx: { lawyerNo?: string | null; fieldNo?: string | null; articleId?: number | null },
) {
  const lawyerNo = ctx.lawyerNo
    ? ((await db.selectFrom('lawyer').select('no').where('no', '=', ctx.lawyerNo).executeTakeFirst())?.no ?? null)
    : null;
  const fieldNo = ctx.fieldNo
    ? ((await db.selectFrom('professional_field').select('no').where('no', '=', ctx.fieldNo).executeTakeFirst())?.no ??
      null)
    : null;
  const articleId = ctx.articleId
    ? ((await db.selectFrom('article').select('id').where('id', '=', ctx.articleId).executeTakeFirst())?.id ?? null)
    : null;
  return { lawyerNo, fieldNo, articleId: articleId === null ? null : Number(articleId) };
}

/**
 * Stores an inquiry and, in the same transaction, the mail it causes; first `claim` (its form
 * token's one use), and nothing (null) when that is refused.
 */
export async function createInquiry(
  db: DB,
  input: NewInquiry,
  opts: {
    claim?: (trx: DB) => Promise<boolean>;
    acknowledge: boolean;
    mail: boolean;
    siteName: (db: DB, lang: Locale) => Promise<string>;
  },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (opts.claim && !(await opts.claim(trx))) return null;
    const at = now();
    const history: InquiryHistoryEntry[] = [{ status: 'new', at, account: null }];
    const row = await trx
      .insertInto('inquiry')
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        subject: input.subject,
        message: input.message,
        lang: input.lang,
        lawyer_no: input.lawyerNo,
        field_no: input.fieldNo,
        article_id: input.articleId,
        consent_text: input.consentText,
        consent_version: input.consentVersion,
        history: JSON.stringify(history),
        ip: input.ip,
        create_time: at,
        update_time: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (opts.mail) {
      const mails: OutboxMail[] = [];
      const to = await recipientOf(trx, input.formLang, input.lawyerNo, input.fieldNo);
      const context = await contextNames(trx, input.formLang, input.lawyerNo, input.fieldNo, input.articleId);
      if (to)
        mails.push({
          inquiryId: id,
          purpose: 'notification',
          to,
          replyTo: input.email,
          ...notificationMail(input.formLang, id, input, context),
        });
      if (opts.acknowledge)
        mails.push({
          inquiryId: id,
          purpose: 'acknowledgement',
          to: input.email,
          ...acknowledgementMail(input.lang, await opts.siteName(trx, input.lang)),
        });
      await enqueueMail(trx, mails);
    }
    return id;
  });
}

/** The names of an inquiry's context in a language (else any language it has). */
async function contextNames(
  db: DB,
  lang: Locale,
  lawyerNo: string | null,
  fieldNo: string | null,
  articleId: number | null,
) {
  const pick = (rows: { lang: string; v: string }[]) => (rows.find((r) => r.lang === lang) ?? rows[0])?.v ?? null;
  return {
    lawyer: lawyerNo
      ? pick(await db.selectFrom('lawyer').select(['lang', 'name as v']).where('no', '=', lawyerNo).execute())
      : null,
    practiceArea: fieldNo
      ? pick(
          await db.selectFrom('professional_field').select(['lang', 'name as v']).where('no', '=', fieldNo).execute(),
        )
      : null,
    article: articleId
      ? ((await db.selectFrom('article').select('title').where('id', '=', articleId).executeTakeFirst())?.title ?? null)
      : null,
  };
}

export interface InquiryScope {
  /** Only the inquiries assigned to this account (an Author). */
  assigneeOnly?: number;
  /** Only these languages (an account limited to some). */
  languages?: Locale[] | null;
}

export interface InquiryFilter {
  status?: InquiryStatus;
  /** An account id, or 0: nobody. */
  assignee?: number;
  lang?: Locale;
  q?: string;
}

function scoped(db: DB, scope: InquiryScope) {
  let q = db.selectFrom('inquiry');
  if (scope.assigneeOnly !== undefined) q = q.where('inquiry.assignee_id', '=', scope.assigneeOnly);
  if (scope.languages) q = q.where('inquiry.lang', 'in', scope.languages);
  return q;
}

function filtered(db: DB, scope: InquiryScope, f: InquiryFilter) {
  let q = scoped(db, scope);
  if (f.status) q = q.where('inquiry.status', '=', f.status);
  if (f.assignee !== undefined)
    q = f.assignee === 0 ? q.where('inquiry.assignee_id', 'is', null) : q.where('inquiry.assignee_id', '=', f.assignee);
  if (f.lang) q = q.where('inquiry.lang', '=', f.lang);
  const term = f.q?.trim();
  if (term)
    q = q.where((eb) =>
      eb.or([
        containsIgnoreCase('inquiry.name', term),
        containsIgnoreCase('inquiry.email', term),
        containsIgnoreCase('inquiry.subject', term),
        containsIgnoreCase('inquiry.message', term),
        containsIgnoreCase('inquiry.company', term),
      ]),
    );
  return q;
}

const parseHistory = (text: string): InquiryHistoryEntry[] => {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list as InquiryHistoryEntry[]) : [];
  } catch {
    return [];
  }
};

async function toInquiries(db: DB, rows: Row[], mailConfigured: boolean): Promise<Inquiry[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const lawyerNos = [...new Set(rows.map((r) => r.lawyer_no).filter((v): v is string => !!v))];
  const fieldNos = [...new Set(rows.map((r) => r.field_no).filter((v): v is string => !!v))];
  const articleIds = [...new Set(rows.map((r) => r.article_id).filter((v): v is number => v !== null))];
  const assigneeIds = [...new Set(rows.map((r) => r.assignee_id).filter((v): v is number => v !== null))];
  const [lawyers, fields, articles, users, mails] = await Promise.all([
    lawyerNos.length
      ? db.selectFrom('lawyer').select(['no', 'lang', 'name']).where('no', 'in', lawyerNos).execute()
      : [],
    fieldNos.length
      ? db.selectFrom('professional_field').select(['no', 'lang', 'name']).where('no', 'in', fieldNos).execute()
      : [],
    articleIds.length ? db.selectFrom('article').select(['id', 'title']).where('id', 'in', articleIds).execute() : [],
    assigneeIds.length
      ? db
          .selectFrom('admin_user')
          .select(['id', 'user_name', 'login_account'])
          .where('id', 'in', assigneeIds)
          .execute()
      : [],
    db
      .selectFrom('outbox')
      .select(['inquiry_id', 'sent_at'])
      .where('inquiry_id', 'in', ids)
      .where('purpose', '=', 'notification')
      .execute(),
  ]);
  const nameOf = (list: { no: string; lang: string; name: string }[], no: string | null, lang: string) =>
    no ? ((list.find((x) => x.no === no && x.lang === lang) ?? list.find((x) => x.no === no))?.name ?? null) : null;
  return rows.map((r) => {
    const mail = mails.find((m) => Number(m.inquiry_id) === Number(r.id));
    const user = users.find((u) => Number(u.id) === r.assignee_id);
    return {
      id: Number(r.id),
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      subject: r.subject,
      message: r.message,
      lang: (isLocale(r.lang) ? r.lang : 'de_DE') as Locale,
      lawyerNo: r.lawyer_no,
      lawyerName: nameOf(lawyers, r.lawyer_no, r.lang),
      practiceAreaNo: r.field_no,
      practiceAreaName: nameOf(fields, r.field_no, r.lang),
      articleId: r.article_id === null ? null : Number(r.article_id),
      articleTitle: articles.find((a) => Number(a.id) === Number(r.article_id))?.title ?? null,
      consentText: r.consent_text,
      consentVersion: Number(r.consent_version),
      status: r.status as InquiryStatus,
      assigneeId: r.assignee_id === null ? null : Number(r.assignee_id),
      assigneeName: user ? user.user_name || user.login_account : null,
      notes: r.notes,
      history: parseHistory(r.history),
      closedAt: r.closed_at,
      createTime: r.create_time,
      updateTime: r.update_time,
      mail: mail?.sent_at ? 'sent' : mail && mailConfigured ? 'pending' : 'none',
    };
  });
}

export async function listInquiries(
  db: DB,
  scope: InquiryScope,
  f: InquiryFilter,
  page: PageQuery,
  mailConfigured: boolean,
): Promise<{ items: Inquiry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, scope, f).selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(page.offset).execute(),
    filtered(db, scope, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await toInquiries(db, rows, mailConfigured), total: Number(count.n) };
}

export async function getInquiry(
  db: DB,
  scope: InquiryScope,
  id: number,
  mailConfigured: boolean,
): Promise<Inquiry | null> {
  const row = await scoped(db, scope).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await toInquiries(db, [row], mailConfigured))[0] : null;
}

export interface InquiryUpdate {
  status?: InquiryStatus;
  notes?: string;
  /** An account id, or null: nobody. */
  assigneeId?: number | null;
}

/** Applies a change; a new status is added to the history (closing sets closedAt, reopening clears it). */
export async function updateInquiry(db: DB, id: number, change: InquiryUpdate, account: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('inquiry').select(['status', 'history']).where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    const at = now();
    const set: {
      update_time: string;
      notes?: string;
      assignee_id?: number | null;
      status?: string;
      history?: string;
      closed_at?: string | null;
    } = { update_time: at };
    if (change.notes !== undefined) set.notes = change.notes;
    if (change.assigneeId !== undefined) set.assignee_id = change.assigneeId;
    if (change.status && change.status !== row.status) {
      set.status = change.status;
      set.history = JSON.stringify([...parseHistory(row.history), { status: change.status, at, account }].slice(-100));
      set.closed_at = change.status === 'closed' ? at : null;
    }
    await trx.updateTable('inquiry').set(set).where('id', '=', id).execute();
    return true;
  });
}

export async function deleteInquiries(db: DB, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('outbox').where('inquiry_id', 'in', ids).execute();
    const r = await trx.deleteFrom('inquiry').where('id', 'in', ids).executeTakeFirst();
    return Number(r.numDeletedRows);
  });
}

/** Every inquiry from an e-mail address (any letter case), and the mail about them: a visitor's erasure request. */
export async function eraseByAddress(db: DB, email: string): Promise<number> {
  const rows = await db
    .selectFrom('inquiry')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const n = await deleteInquiries(db, ids);
  await db
    .deleteFrom('outbox')
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', email.trim().toLowerCase()))
    .execute();
  return n;
}

/** Deletes inquiries closed more than `days` ago (the retention period, INQUIRY_DAYS). */
export async function purgeClosedInquiries(db: DB, days: number, at = new Date()): Promise<number> {
  const before = new Date(at.getTime() - days * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('inquiry')
    .select('id')
    .where('status', '=', 'closed')
    .where('closed_at', '<', before)
    .execute();
  return deleteInquiries(
    db,
    rows.map((r) => Number(r.id)),
  );
}

export async function countNew(db: DB, scope: InquiryScope): Promise<number> {
  const r = await scoped(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function pendingMail(db: DB): Promise<number> {
  const r = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
