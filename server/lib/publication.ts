import { Type } from '@sinclair/typebox';
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db';
import { contentVersion, setVersionClock } from './content-version';
import { PUBLISHED_TABLES as TABLES } from './content-kinds';
import { badRequest } from './http';
import { PUBLICATION_STATUSES, STATUS_FILTERS, type PublicationStatus, type StatusFilter } from '#contract/enums.ts';

export type { PublicationStatus, StatusFilter };

/**
 * Publication, the one rule every public read goes through: a row is public when its status is
 * 'published' and its `publish_at` is empty or past. Drafts and rows scheduled for later are seen
 * only in the back office.
 */

/** The site's clock. Tests move it (setClock) instead of waiting for a scheduled moment. */
let now = () => new Date();
export const clockNow = (): Date => now();
export function setClock(fn: (() => Date) | null): void {
  now = fn ?? (() => new Date());
  setVersionClock(() => now().getTime());
}

/** SQL: the row of `table` (its name or alias in the query) is public at `at` (now by default). */
export function isPublic(table: string, at: string = clockNow().toISOString()): RawBuilder<boolean> {
  const col = (c: string) => sql.ref(`${table}.${c}`);
  return sql<boolean>`(${col('status')} = 'published' and (${col('publish_at')} is null or ${col('publish_at')} <= ${at}))`;
}

/**
 * SQL: the item `no` of `table` (lawyers, practice areas) has a row the public may see, in `lang`
 * when given. A public filter by a hidden item's number then matches nothing, as an unknown one.
 */
export function hasPublicRow(table: 'lawyer' | 'professional_field', no: string, lang?: string): RawBuilder<boolean> {
  const inLang = lang ? sql` and v.lang = ${lang}` : sql``;
  return sql<boolean>`exists (select 1 from ${sql.table(table)} as v where v.no = ${no} and ${isPublic('v')}${inLang})`;
}

/** What this process knows of the scheduled moments around now, for one content version. */
interface Schedule {
  version: string;
  /** The next scheduled moment as a time value (ms), or null when nothing waits. */
  nextAt: number | null;
  /** The public version: the content version, plus the latest scheduled moment already passed. */
  value: string;
}
const schedules = new WeakMap<DB, Schedule>();

async function readSchedule(db: DB, version: string, at: string): Promise<Schedule> {
  const union = TABLES.map(
    (t) => sql`select publish_at from ${sql.table(t)} where status = 'published' and publish_at is not null`,
  );
  const { rows } = await sql<{ passed: string | null; next: string | null }>`
    select max(case when publish_at <= ${at} then publish_at end) as passed,
           min(case when publish_at > ${at} then publish_at end) as next
    from (${sql.join(union, sql` union all `)}) as scheduled`.execute(db);
  const { passed, next } = rows[0] ?? {};
  return { version, nextAt: next ? Date.parse(next) : null, value: passed ? `${version}@${passed}` : version };
}

/** The schedule still holds for `version` now (no scheduled moment reached since it was read). */
const holds = (s: Schedule | undefined, version: string): s is Schedule =>
  s?.version === version && (s.nextAt === null || clockNow().getTime() < s.nextAt);

/**
 * The version of what the public sees: the content version, plus the last scheduled moment that
 * has passed. It changes on every write and whenever a scheduled item becomes public, with no
 * process to run, so the article counts keyed on it show the item at its time. Every process
 * computes the same value from the database and the time.
 */
export async function publicVersion(db: DB): Promise<string> {
  const version = await contentVersion(db);
  let s = schedules.get(db);
  if (!holds(s, version)) {
    s = await readSchedule(db, version, clockNow().toISOString());
    schedules.set(db, s);
  }
  return s.value;
}

/** The request fields of one language row (every kind that is published per row). */
export const PublicationProps = {
  status: Type.Optional(
    Type.Union(
      PUBLICATION_STATUSES.map((s) => Type.Literal(s)),
      {
        description: "'draft' or 'published'; without it the row is published (as the specification's clients expect)",
      },
    ),
  ),
  publishAt: Type.Optional(
    Type.Union([
      Type.String({
        maxLength: 30,
        pattern: '^$|^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$',
        description:
          'ISO 8601 in UTC, e.g. 2026-12-01T08:00:00Z: a published row is public from then on; empty or null: at once',
      }),
      Type.Null(),
    ]),
  ),
};

/** Status filter of the admin lists: 'scheduled' is published with a publishAt still to come. */
export const StatusFilterQuery = {
  status: Type.Optional(
    Type.Union(
      STATUS_FILTERS.map((s) => Type.Literal(s)),
      { description: 'draft, published (public now) or scheduled' },
    ),
  ),
};

/** SQL: the row of `table` has the admin list's status filter. */
export function hasStatus(
  table: string,
  status: StatusFilter,
  at: string = clockNow().toISOString(),
): RawBuilder<boolean> {
  const col = (c: string) => sql.ref(`${table}.${c}`);
  if (status === 'draft') return sql<boolean>`${col('status')} = 'draft'`;
  if (status === 'published') return isPublic(table, at);
  return sql<boolean>`(${col('status')} = 'published' and ${col('publish_at')} > ${at})`;
}

/**
 * The columns of one written row (`where` names it in errors, e.g. body/0): without a status it is
 * published; publishAt says when (empty or null: at once). A published row whose element leaves
 * publishAt out keeps the time it has, like every field left out (a scheduled item stays scheduled
 * when a client fixes a typo); a new row then has none.
 */
export function publicationColumns(
  e: { status?: PublicationStatus; publishAt?: string | null },
  where: string,
): { status: PublicationStatus; publish_at?: string | null } {
  const status = e.status ?? 'published';
  if (status === 'published' && e.publishAt === undefined) return { status };
  return { status, publish_at: e.publishAt ? utcMoment(e.publishAt, `${where}/publishAt`) : null };
}

/**
 * A moment sent as ISO 8601 in UTC (or a day, YYYY-MM-DD: its midnight UTC), as stored. Schema
 * patterns admit 2026-02-31; the calendar does not (`where` names the field in the 400).
 */
export function utcMoment(sent: string, where: string): string {
  const d = new Date(sent.length === 10 ? `${sent}T00:00:00Z` : sent);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== sent.slice(0, 10))
    throw badRequest(`${where}: ${sent} is not a date`);
  return d.toISOString();
}

/** The fields of an admin answer. */
export const publicationOf = (r: { status: string; publish_at: string | null }) => ({
  status: (r.status === 'draft' ? 'draft' : 'published') as PublicationStatus,
  publishAt: r.publish_at,
});
