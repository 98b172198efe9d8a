import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '#contract/inquiries.ts';
import type { InquiryFormState } from '#app/context.ts';
import { crossSite } from '../lib/http';
import { clientAddress } from '../modules/inquiries/routes';
import { submitInquiry, type InquiryInput } from '../modules/inquiries/submit';
import { pageLocale, type Renderer } from './render';
import { toPage } from './page-cache';
import { sendPage } from './send';

/** The most a sent form may hold: a 5,000-character message in Chinese is 45 KB percent-escaped. */
const FORM_BYTES = 128 * 1024;

/** Pages a form may return to (the context pages and the contact page). */
const BACK = /^\/(contact|team\/detail\/\d{1,10}|services\/detail\/\d{1,10})$/;

/** The fields a refused form shows again (never the token or the trap). */
const KEPT = [
  'name',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'lang',
  'consent',
  'lawyerNo',
  'practiceAreaNo',
  'articleId',
];

/**
 * Why a whole form was refused before its fields were looked at (shown above the form, under the
 * key `form`): sent from another site's page, larger than FORM_BYTES, not in the form's encoding,
 * or not read to its end (cut short, or not as long as it said).
 */
type FormProblem = 'crossSite' | 'bodyTooLarge' | 'encoding' | 'incomplete';

/**
 * POST <base>/contact: the inquiry form without script. Sent: 303 to the page it came from with
 * ?sent=1 (a bot that filled the trap gets the same). Refused: that page again with what the
 * visitor typed and each field's message, in the page's language (400; 409 for a form sent
 * before; 429 with Retry-After). Every refusal is that page, never the API's JSON: a form from
 * another site (403), a body over FORM_BYTES (413), another encoding than the form's (415) or a
 * body that cannot be read (400) get it too, with a message above the form.
 */
export function registerInquiryForm(app: FastifyInstance, render: Renderer): void {
  const base = app.config.basePath;

  /** The page a form returns to (its context page, else /contact), with its query and language. */
  const backOf = (req: FastifyRequest, body: Record<string, string>) => {
    const { locale, fromUrl } = pageLocale(req);
    const back = typeof body.back === 'string' && BACK.test(body.back) ? body.back : '/contact';
    const query = new URLSearchParams();
    if (back === '/contact' && /^\d{1,10}$/.test(body.articleId ?? '')) query.set('article', body.articleId);
    if (fromUrl) query.set('lang', locale);
    return { back, query, locale, fromUrl };
  };

  /** The page the form came from, with the form as refused: what was typed, and why. */
  const refuse = async (
    req: FastifyRequest,
    reply: FastifyReply,
    body: Record<string, string>,
    status: number,
    state: Omit<InquiryFormState, 'values'>,
  ) => {
    const { back, query, locale, fromUrl } = backOf(req, body);
    // What was typed, without NUL characters (which no page shows and no database stores).
    const values = Object.fromEntries(
      KEPT.filter((k) => typeof body[k] === 'string').map((k) => [k, body[k].replaceAll('\u0000', '')]),
    );
    const qs = query.toString();
    const rendered = await render(req, {
      target: `${base}${back}${qs ? `?${qs}` : ''}`,
      locale,
      fromUrl,
      admin: false,
      inquiryForm: { values, ...state },
    });
    const page = toPage(rendered);
    if (state.retryAfter) reply.header('Retry-After', String(state.retryAfter));
    // Never cached or validated: it holds what one visitor typed.
    return sendPage(req, reply, { ...page, status: rendered.status === 200 ? status : rendered.status }, 'admin');
  };

  void app.register(async (scope) => {
    // The form's own encoding only: JSON, text/plain, multipart or a body without a type is
    // refused (415) by the error handler below, with the page.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BYTES },
      (_req, body, done) => {
        const fields: Record<string, string> = {};
        for (const [k, v] of new URLSearchParams(body as string)) if (!(k in fields)) fields[k] = v;
        done(null, fields);
      },
    );
    scope.post(
      `${base}/contact`,
      {
        bodyLimit: FORM_BYTES,
        // A page: the API's check for NUL characters (a JSON envelope) leaves it alone; the form
        // names the field that holds one.
        config: { page: true },
        schema: { hide: true },
        // What goes wrong before the handler (the body too large, not the form's encoding, cut
        // short) is the page with a message too; anything else the server's error handling.
        errorHandler: (error: FastifyError, req, reply) => {
          const status = error.statusCode ?? 500;
          if (status < 400 || status >= 500) throw error;
          const problem: FormProblem = status === 413 ? 'bodyTooLarge' : status === 415 ? 'encoding' : 'incomplete';
          return refuse(req, reply, {}, status, { errors: { form: problem } });
        },
      },
      async (req, reply) => {
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
        // Another site's page made its visitor's browser send this: nothing is stored, and the
        // visitor sees our form with what was sent, to send it from here if they mean to.
        if (crossSite(req)) return refuse(req, reply, body, 403, { errors: { form: 'crossSite' } });
        const input: InquiryInput = {
          ...body,
          consent: body.consent === 'on' || body.consent === 'true',
          [HONEYPOT_FIELD]: body[HONEYPOT_FIELD],
        };
        // The token of a page's form, which the render cache shows all visitors of the page: one
        // inquiry per token and e-mail address (sent twice, a double-click: refused).
        const result = await submitInquiry(app, input, clientAddress(req), 'address');
        if (result.outcome === 'stored' || result.outcome === 'trapped') {
          const { back, query } = backOf(req, body);
          query.set('sent', '1');
          return reply
            .status(303)
            .header('Cache-Control', 'no-store')
            .redirect(`${base}${back}?${query}${back === '/contact' ? '' : '#inquiry'}`, 303);
        }
        if (result.outcome === 'limited')
          return refuse(req, reply, body, 429, { errors: {}, retryAfter: result.retryAfter });
        const errors = result.errors as Record<string, string>;
        return refuse(req, reply, body, errors.formToken === 'tokenUsed' ? 409 : 400, { errors });
      },
    );
  });
}
