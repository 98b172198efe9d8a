import type { FastifyInstance } from 'fastify';
import { EMAIL_PATTERN } from '#contract/urls.ts';
import { HONEYPOT_FIELD, INQUIRY_LIMITS, INQUIRY_MAX_LINKS, type InquiryField } from '#contract/inquiries.ts';
import { isLocale } from '#contract/locales.ts';
import { checkedContext, createInquiry } from './repository';
import {
  claimFormToken,
  formTokenUsed,
  readFormToken,
  takeInquirySlot,
  tokenUseKey,
  tooManyLinks,
  type TokenUse,
} from './spam';
import { readSettings } from './texts';
import { badText } from '#server/lib/text.ts';

/** Why a field was refused (the page words it in the visitor's language, the API in English). */
export type FieldProblem =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'consent'
  | 'links'
  | 'tokenInvalid'
  | 'tokenFast'
  | 'tokenExpired'
  | 'tokenUsed'
  | 'consentChanged'
  | 'characters';

export const PROBLEM_TEXT: Record<FieldProblem, string> = {
  required: 'is required',
  tooLong: 'is too long',
  email: 'is not an e-mail address',
  consent: 'must be true: the visitor must agree to the consent text',
  links: `holds more than ${INQUIRY_MAX_LINKS} links`,
  tokenInvalid: 'is missing or not valid: get one from GET /api/user/inquiry/form-token',
  tokenFast: 'was sent less than 3 seconds after the form was shown',
  tokenExpired: 'is older than 24 hours: load the form again',
  tokenUsed: 'has already been used for an inquiry: get a new one to send another',
  consentChanged: 'was made for a consent text that has changed since: load the form again',
  characters: 'must not contain NUL characters',
};

/** What a visitor sends, from the JSON API or the page's form (every value as it came). */
export interface InquiryInput {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  company?: unknown;
  subject?: unknown;
  message?: unknown;
  lang?: unknown;
  consent?: unknown;
  formToken?: unknown;
  lawyerNo?: unknown;
  practiceAreaNo?: unknown;
  articleId?: unknown;
  [HONEYPOT_FIELD]?: unknown;
}

export type SubmitResult =
  | { outcome: 'stored'; id: number }
  /** The honeypot was filled: answered like a success, nothing stored or sent. */
  | { outcome: 'trapped' }
  | { outcome: 'invalid'; errors: Partial<Record<InquiryField, FieldProblem>> }
  | { outcome: 'limited'; retryAfter: number };

const EMAIL_RE = new RegExp(EMAIL_PATTERN);
const str = (v: unknown) =>
  typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : typeof v === 'number' ? String(v) : '';
const KEY_RE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The one path of an inquiry, for the API and the page: checks, limits, then stored with its mail
 * in one transaction. `use`: what its form token is good for (the API's: one inquiry; a page's,
 * which the render cache shares between that page's visitors: one per e-mail address).
 */
export async function submitInquiry(
  app: FastifyInstance,
  input: InquiryInput,
  ip: string,
  use: TokenUse,
): Promise<SubmitResult> {
  const { db, config } = app;
  if (str(input[HONEYPOT_FIELD])) return { outcome: 'trapped' };
  const v = {
    name: str(input.name),
    email: str(input.email),
    phone: str(input.phone),
    company: str(input.company),
    subject: str(input.subject),
    message: str(input.message),
  };
  const errors: Partial<Record<InquiryField, FieldProblem>> = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) if (!v[field]) errors[field] = 'required';
  for (const field of Object.keys(v) as (keyof typeof v)[])
    if (v[field].length > INQUIRY_LIMITS[field]) errors[field] = 'tooLong';
    else if (badText(v[field])) errors[field] = 'characters';
  if (v.email && !errors.email && !EMAIL_RE.test(v.email)) errors.email = 'email';
  if (!errors.message && !errors.subject && tooManyLinks(v.subject, v.message)) errors.message = 'links';
  const consent =
    input.consent === true ||
    input.consent === 'true' ||
    input.consent === 'on' ||
    input.consent === '1' ||
    input.consent === 1;
  if (!consent) errors.consent = 'consent';
  const settings = await readSettings(db);
  const token = await readFormToken(db, input.formToken);
  if (typeof token === 'string') errors.formToken = token;
  else if (settings.texts[token.lang].consentVersion !== token.consentVersion) errors.formToken = 'consentChanged';
  if (Object.keys(errors).length || typeof token === 'string') return { outcome: 'invalid', errors };
  // A token is good for one inquiry (a second use, a double-click's second request: refused).
  const useKey = tokenUseKey(token, use, v.email);
  if (await formTokenUsed(db, useKey)) return { outcome: 'invalid', errors: { formToken: 'tokenUsed' } };
  const formToken = token;
  const formLang = token.lang;

  const slot = await takeInquirySlot(db, ip, v.email, config.inquiryHourlyLimit);
  if (slot.wait > 0) return { outcome: 'limited', retryAfter: slot.wait };
  let id: number | null = null;
  try {
    id = await store();
  } finally {
    // Not stored (the token was taken meanwhile, or the store failed): the place is given back.
    if (id === null) await slot.release();
  }
  if (id === null) return { outcome: 'invalid', errors: { formToken: 'tokenUsed' } };
  app.outbox?.wake();
  return { outcome: 'stored', id };

  async function store(): Promise<number | null> {
    const ctx = await checkedContext(db, {
      lawyerNo: typeof input.lawyerNo === 'string' && KEY_RE.test(input.lawyerNo) ? input.lawyerNo : null,
      fieldNo:
        typeof input.practiceAreaNo === 'string' && KEY_RE.test(input.practiceAreaNo) ? input.practiceAreaNo : null,
      articleId:
        Number.isSafeInteger(Number(input.articleId)) &&
        Number(input.articleId) > 0 &&
        Number(input.articleId) < 2 ** 31
          ? Number(input.articleId)
          : null,
    });
    const lang = isLocale(input.lang) ? input.lang : formLang;
    return createInquiry(
      db,
      {
        ...v,
        lang,
        formLang,
        ...ctx,
        consentText: settings.texts[formLang].consent,
        consentVersion: settings.texts[formLang].consentVersion,
        ip,
      },
      {
        claim: (trx) => claimFormToken(trx, useKey, formToken),
        acknowledge: settings.acknowledge,
        mail: !!config.smtpUrl,
        siteName: async (trx, l) =>
          (await trx.selectFrom('portal_config').select('name').where('lang', '=', l).executeTakeFirst())?.name || '',
      },
    );
  }
}
