import { sql, type SelectQueryBuilder } from 'kysely';
import { Type } from '@sinclair/typebox';
import { escapeHtml, excerpt } from '#contract/html.ts';
import type { Tx } from '../db/types';
import { badRequest } from './http/errors';

/**
 * The most stored text one list answer carries, in characters: rich text (an article's content, a
 * lawyer's introduction and further sections, a practice area's introduction) is stored up to
 * 500,000 characters a row, so a page of 100 rows could ask the process for hundreds of megabytes
 * of strings and their JSON, far beyond its heap (the server runs with 160 MB). Each list that
 * carries rich text asks the database for the size of the rows it is about to load (checkTextBudget)
 * and refuses beyond this, naming the size and the way out (fewer rows a page). One item's every
 * language (three of 500,000) fits twice over; the demo's largest list (all 57 news rows) holds 35,623.
 */
export const ANSWER_TEXT_CHARS = 3_000_000;

/**
 * Refuses (400, before any of it is loaded) an answer whose `rows` (the rows it is about to load:
 * filtered, ordered and limited as the list loads them, without a selection) hold more than
 * ANSWER_TEXT_CHARS characters in `columns`. The database counts; nothing large reaches the process.
 */
export async function checkTextBudget<D, TB extends keyof D>(
  db: Tx,
  rows: SelectQueryBuilder<D, TB, object>,
  columns: readonly string[],
  what: string,
  wayOut = 'ask for fewer at a time (pageSize)',
): Promise<void> {
  const chars = sql.join(
    columns.map((c) => sql`coalesce(length(${sql.ref(c)}), 0)`),
    sql` + `,
  );
  // A subquery keeps the list's own limit and offset.
  const sized = rows.clearSelect().select(sql<number>`${chars}`.as('chars'));
  const { rows: out } = await sql<{
    n: number | string | null;
  }>`select sum(chars) as n from (${sized}) as answer_rows`.execute(db);
  const total = Number(out[0]?.n ?? 0);
  if (total > ANSWER_TEXT_CHARS)
    throw badRequest(
      `the ${what} asked for hold ${total.toLocaleString('en')} characters of text, more than one answer carries (${ANSWER_TEXT_CHARS.toLocaleString('en')}): ${wayOut}`,
    );
}

/** How much of a rich text a list that shows a teaser or summary of it reads: enough for either. */
const BRIEF_SOURCE_CHARS = 2000;

/** The selection of a rich text column for a teaser (briefOf) or summary: its first BRIEF_SOURCE_CHARS characters, named `as`. */
export const briefHead = (column: string, as: string) =>
  sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(BRIEF_SOURCE_CHARS)})`.as(as);

/**
 * A brief list's stand-in for a rich text, from its first BRIEF_SOURCE_CHARS characters: the
 * beginning as plain text, at most `max` characters, escaped (so it is still HTML). Lists that
 * show a teaser (the site's own pages) ask for it; their size does not grow with the texts.
 */
export function briefOf(head: string | null | undefined, max = 300): string {
  return escapeHtml(excerpt(head, max));
}

/** The query parameter that asks a list for briefOf instead of its rich texts. */
export const BriefQuery = {
  brief: Type.Optional(
    Type.Literal('1', {
      description:
        '1: rich texts (introductions, further sections) as a short plain-text teaser: for lists that show one. Such a list is never refused for its size',
    }),
  ),
};
