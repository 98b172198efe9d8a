import { dataKey } from '#app/i18n/keys.ts';
import type { InquiryFormState } from '#app/context.ts';
import { HONEYPOT_FIELD, INQUIRY_LIMITS } from '#contract/inquiries.ts';
import { LANGUAGE_NAMES, LOCALES } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { useBasePath, useLangParam, withQuery } from '../pages/links';

/** What a page hands the form: its signed token and the firm's texts (GET /api/user/inquiry/form-token). */
export interface InquiryFormData {
  formToken: string;
  consentText: string;
  notice: string;
}

export interface InquiryContext {
  lawyerNo?: string | null;
  practiceAreaNo?: string | null;
  articleId?: number | null;
}

/**
 * The inquiry form: a plain HTML POST to /contact that works without script. `back` is the page
 * it returns to (its context page); a refused form comes back here with the input and each
 * field's message (`state`); a sent one as `sent`.
 */
export function InquiryForm({
  data,
  context = {},
  back,
  state,
  sent,
  title,
}: {
  data: InquiryFormData;
  context?: InquiryContext;
  back: string;
  state?: InquiryFormState | null;
  sent: boolean;
  title: string;
}) {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const lang = useLangParam();
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const problems = Object.keys(errors).length > 0 || !!state?.retryAfter;
  const errorOf = (field: string) => (errors[field] ? t(dataKey(`inquiry.error.${errors[field]}`)) : null);

  const field = (
    name: 'name' | 'email' | 'phone' | 'company' | 'subject',
    type: string,
    required: boolean,
    autoComplete: string,
  ) => {
    const error = errorOf(name);
    return (
      <div className={`inq-field${error ? ' inq-field--error' : ''}`}>
        <label htmlFor={`inq-${name}`}>
          {t(`inquiry.${name}`)}
          {required ? <span className="inq-required"> ({t('inquiry.required')})</span> : null}
        </label>
        <input
          id={`inq-${name}`}
          name={name}
          type={type}
          required={required}
          maxLength={INQUIRY_LIMITS[name]}
          autoComplete={autoComplete}
          defaultValue={values[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `inq-${name}-error` : undefined}
        />
        {error ? (
          <p className="inq-error" id={`inq-${name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  if (sent) {
    return (
      <div className="inq-sent" role="status" data-testid="inquiry-sent" data-inquiry-sent>
        <h2>{t('inquiry.sentTitle')}</h2>
        <p>{t('inquiry.sentText')}</p>
      </div>
    );
  }

  const messageError = errorOf('message');
  const consentError = errorOf('consent');
  // The form as a whole: its token (sent before, too old …), or a refusal before the fields were
  // read (sent from another site, too large, another encoding: server/web/inquiry-form.ts).
  const formError = errorOf('formToken') ?? errorOf('form');
  const fieldErrors = Object.keys(errors).some((k) => k !== 'formToken' && k !== 'form');
  return (
    <form className="inq-form" method="post" action={withQuery(`${base}/contact`, {}, lang)} data-inquiry-form>
      <h2 className="inq-form__title">{title}</h2>
      {problems ? (
        <div className="inq-summary" role="alert" data-testid="inquiry-errors">
          {state?.retryAfter ? (
            <p>{t('inquiry.limited', { minutes: Math.max(1, Math.ceil(state.retryAfter / 60)) })}</p>
          ) : fieldErrors || !formError ? (
            <p>{t('inquiry.errorSummary')}</p>
          ) : null}
          {formError ? <p>{formError}</p> : null}
        </div>
      ) : null}
      <input type="hidden" name="formToken" value={data.formToken} />
      <input type="hidden" name="back" value={back} />
      {context.lawyerNo ? <input type="hidden" name="lawyerNo" value={context.lawyerNo} /> : null}
      {context.practiceAreaNo ? <input type="hidden" name="practiceAreaNo" value={context.practiceAreaNo} /> : null}
      {context.articleId ? <input type="hidden" name="articleId" value={String(context.articleId)} /> : null}
      <div className="inq-trap" aria-hidden="true">
        <label htmlFor="inq-website">{t('inquiry.trap')}</label>
        <input id="inq-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="inq-grid">
        {field('name', 'text', true, 'name')}
        {field('email', 'email', true, 'email')}
        {field('phone', 'tel', false, 'tel')}
        {field('company', 'text', false, 'organization')}
      </div>
      {field('subject', 'text', true, 'off')}
      <div className={`inq-field${messageError ? ' inq-field--error' : ''}`}>
        <label htmlFor="inq-message">
          {t('inquiry.message')}
          <span className="inq-required"> ({t('inquiry.required')})</span>
        </label>
        <textarea
          id="inq-message"
          name="message"
          required
          rows={7}
          maxLength={INQUIRY_LIMITS.message}
          defaultValue={values.message ?? ''}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'inq-message-error' : undefined}
        />
        {messageError ? (
          <p className="inq-error" id="inq-message-error">
            {messageError}
          </p>
        ) : null}
      </div>
      <div className="inq-field inq-field--short">
        <label htmlFor="inq-lang">{t('inquiry.lang')}</label>
        <select
          id="inq-lang"
          name="lang"
          defaultValue={values.lang && (LOCALES as readonly string[]).includes(values.lang) ? values.lang : locale}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <div className={`inq-consent${consentError ? ' inq-field--error' : ''}`}>
        <input
          id="inq-consent"
          name="consent"
          type="checkbox"
          required
          defaultChecked={values.consent === 'on'}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? 'inq-consent-error' : undefined}
        />
        <label htmlFor="inq-consent">{data.consentText}</label>
        {consentError ? (
          <p className="inq-error" id="inq-consent-error">
            {consentError}
          </p>
        ) : null}
      </div>
      <p className="inq-notice">{data.notice}</p>
      <button type="submit" className="button">
        {t('inquiry.send')}
      </button>
    </form>
  );
}
