import type { FastifyInstance } from 'fastify';
import { HONEYPOT_FIELD } from '#contract/inquiries.ts';
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
 * POST <base>/contact: the inquiry form without script. Sent: 303 to the page it came from with
 * ?sent=1 (a bot that filled the trap gets the same). Refused: that page again with what the
 * visitor typed and each field's message, in their language (400; 429 with Retry-After).
 */
export function registerInquiryForm(app: FastifyInstance, render: Renderer): void {
  const base = app.config.basePath;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BYTES },
      (_req, body, done) => {
        const fields: Record<string, string> = {};
        for (const [k, v] of new URLSearchParams(body as string)) if (!(k in fields)) fields[k] = v;
        done(null, fields);
      },
    );
    scope.post(`${base}/contact`, { bodyLimit: FORM_BYTES, schema: { hide: true } }, async (req, reply) => {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
      const { locale, fromUrl } = pageLocale(req);
      const back = typeof body.back === 'string' && BACK.test(body.back) ? body.back : '/contact';
      const input: InquiryInput = {
        ...body,
        consent: body.consent === 'on' || body.consent === 'true',
        [HONEYPOT_FIELD]: body[HONEYPOT_FIELD],
      };
      // The token of a page's form, which the render cache shows all visitors of the page: one
      // inquiry per token and e-mail address (sent twice, a double-click: refused).
      const result = await submitInquiry(app, input, clientAddress(req), 'address');
      const query = new URLSearchParams();
      if (back === '/contact' && /^\d{1,10}$/.test(body.articleId ?? '')) query.set('article', body.articleId);
      if (fromUrl) query.set('lang', locale);
      if (result.outcome === 'stored' || result.outcome === 'trapped') {
        query.set('sent', '1');
        return reply
          .status(303)
          .header('Cache-Control', 'no-store')
          .redirect(`${base}${back}?${query}${back === '/contact' ? '' : '#inquiry'}`, 303);
      }
      const values = Object.fromEntries(KEPT.filter((k) => typeof body[k] === 'string').map((k) => [k, body[k]]));
      const inquiryForm =
        result.outcome === 'invalid'
          ? { values, errors: result.errors as Record<string, string> }
          : { values, errors: {}, retryAfter: result.retryAfter };
      const status = result.outcome === 'limited' ? 429 : result.errors.formToken === 'tokenUsed' ? 409 : 400;
      const qs = query.toString();
      const rendered = await render(req, {
        target: `${base}${back}${qs ? `?${qs}` : ''}`,
        locale,
        fromUrl,
        admin: false,
        inquiryForm,
      });
      const page = toPage(rendered);
      if (result.outcome === 'limited') reply.header('Retry-After', String(result.retryAfter));
      // Never cached or validated: it holds what one visitor typed.
      return sendPage(req, reply, { ...page, status: rendered.status === 200 ? status : rendered.status }, 'admin');
    });
  });
}
