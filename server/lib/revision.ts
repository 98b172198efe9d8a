import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { conflict } from './http';
import { NO_RECORD } from '#contract/enums.ts';

/**
 * Lost-update protection for what has no versions (the site configuration, staff accounts, offices,
 * job titles, categories): its reads answer a `revision` of each record as its form edits it, and a
 * write that sends the revision it
 * was based on is refused with 409 (changedMeanwhile) when the record changed since, so a second
 * administrator never overwrites unseen what the first saved. A write without one (an API client
 * as the specification has them) is not checked. Content has versions instead (workflow/versions.ts).
 */
export const revisionOf = (record: object): string =>
  crypto.createHash('sha1').update(JSON.stringify(record)).digest('base64url').slice(0, 22);

/** The field in writes. */
export const RevisionSchema = Type.String({
  pattern: `^(?:[A-Za-z0-9_-]{22}|${NO_RECORD})$`,
  description: `the record as read (its revision, or "${NO_RECORD}" when there was none): a write based on it is refused with 409 when the record changed since`,
});

/**
 * Refuses a write based on `sent` when the record as stored now (`stored`, as its read answers it
 * without revision; null when there is none) is another.
 */
export function assertRevision(sent: string | undefined, stored: object | null, what: string): void {
  if (sent === undefined || sent === (stored ? revisionOf(stored) : NO_RECORD)) return;
  throw conflict('changedMeanwhile', what);
}
