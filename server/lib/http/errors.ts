import type { Locale } from '#contract/locales.ts';
import { msg, type MessageKey } from '../messages';

/** An error with an HTTP status and a message for the caller (key into the message catalogue, or literal text). */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    public messageKey: MessageKey | null,
    detail?: string,
  ) {
    super(detail ?? messageKey ?? 'error');
  }
  /** The caller-facing message: catalogue text, plus the detail that names the problem. */
  text(lang: Locale): string {
    const base = this.messageKey ? msg(this.messageKey, lang) : '';
    const detail = this.message !== this.messageKey ? this.message : '';
    return [base, detail].filter(Boolean).join(': ');
  }
}

export const badRequest = (detail: string) => new HttpError(400, 'invalid', detail);
export const notFound = (detail?: string) => new HttpError(404, 'notFound', detail);
export const conflict = (key: MessageKey, detail?: string) => new HttpError(409, key, detail);

/**
 * `value` where the thing asked for is there; a 404 whose message names `detail` (the id, no or
 * file asked for) where it is not (null, undefined or false: a read that found no row, a write
 * that touched none).
 */
export function found<T>(value: T | null | undefined | false, detail: string): T {
  if (value === null || value === undefined || value === false) throw notFound(detail);
  return value;
}
