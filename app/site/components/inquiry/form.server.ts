import type { AppLoadContext } from 'react-router';
import type { InquiryFormData } from './InquiryForm';
import { pageParam } from '#contract/urls.ts';

/**
 * What a page with the inquiry form loads: a fresh signed token with the firm's texts in the
 * visitor's language, whether the form was just sent (?sent=1), and a refused form's input.
 */
export async function loadInquiryForm(context: AppLoadContext, request: Request) {
  const res = await context.api<InquiryFormData>('/user/inquiry/form-token', { lang: context.locale });
  if (res.status !== 200 || !res.result) throw new Error(`form token: ${res.status} ${res.message}`);
  const sent = pageParam(new URL(request.url), 'sent') === '1' && !context.inquiryForm;
  return { inquiry: { data: res.result, state: context.inquiryForm ?? null, sent } };
}
