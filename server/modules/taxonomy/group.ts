/**
 * Translation groups: content stored one row per language, the rows of one item sharing `no`.
 * Shared by practice areas, offices, jobs and lawyers (the tables with `id`, `no`, `lang`).
 * Create and update bodies are arrays (one element per language); this plans such a write so
 * that every check runs before the first row is touched.
 */
import { Type } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/schema';
import { nextNo } from '../../db';
import { badRequest, HttpError, notFound } from '../../lib/http';

export type GroupTable = 'professional_field' | 'job' | 'office' | 'lawyer';
type Tx = Kysely<Database> | Transaction<Database>;

/** `no` as sent by a client: a short key of letters, digits, - and _. */
export const NoString = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

/** An e-mail address, or empty for none (null is coerced to empty). */
export const OptionalEmail = Type.String({ maxLength: 254, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', description: 'e-mail address, empty for none' });
/** Rich text (HTML); sanitised on write. */
export const RichText = Type.String({ maxLength: 500_000, description: 'HTML, sanitised on write' });

export const emptyToNull = (v: string | null | undefined): string | null => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

export interface GroupElement {
  id?: number;
  no?: string;
  lang: string;
}

export interface PlannedRow<E extends GroupElement> {
  element: E;
  index: number;
  /** The row this element updates, or null when it inserts a new language. */
  existingId: number | null;
}

export interface GroupPlan<E extends GroupElement> {
  no: string;
  created: boolean;
  rows: PlannedRow<E>[];
}

/** True when a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return !!e && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
}

function assertDistinctLangs(langs: string[]): void {
  const seen = new Set<string>();
  langs.forEach((lang, i) => {
    if (seen.has(lang)) throw badRequest(`[${i}].lang: ${lang} appears twice in one item`);
    seen.add(lang);
  });
}

/**
 * Plans a create: every element becomes a new row of one new group. A `no` the client sends is
 * kept (the same on every element) unless that group already exists.
 */
export async function planCreate<E extends GroupElement>(trx: Tx, table: GroupTable, prefix: string, elements: E[]): Promise<GroupPlan<E>> {
  assertDistinctLangs(elements.map((e) => e.lang));
  const nos = [...new Set(elements.map((e) => e.no).filter((n): n is string => !!n))];
  if (nos.length > 1) throw badRequest(`no: the elements of one item must share one no (got ${nos.join(', ')})`);
  let no = nos[0];
  if (no) {
    const existing = await (trx as Kysely<any>).selectFrom(table).select('id').where('no', '=', no).executeTakeFirst();
    if (existing) throw new HttpError(409, 'conflict', `no: ${no} already exists (use PUT to change it)`);
  } else {
    no = await nextNo(trx as Kysely<Database>, prefix);
  }
  return { no, created: true, rows: elements.map((element, index) => ({ element, index, existingId: null })) };
}

/**
 * Plans an update: the elements name their group by `id` or `no` (all the same group). An
 * element with an id updates that row; without, it updates the group's row of its language or
 * adds that language. Languages of the group not in the array are kept.
 */
export async function planUpdate<E extends GroupElement>(trx: Tx, table: GroupTable, elements: E[]): Promise<GroupPlan<E>> {
  const q = trx as Kysely<any>;
  const ids = elements.map((e) => e.id).filter((id): id is number => !!id);
  const byId = new Map<number, { id: number; no: string; lang: string }>();
  if (ids.length) {
    const rows = await q.selectFrom(table).select(['id', 'no', 'lang']).where('id', 'in', ids).execute();
    for (const r of rows) byId.set(Number(r.id), { id: Number(r.id), no: r.no, lang: r.lang });
  }
  const groupNos = new Set<string>();
  elements.forEach((e, i) => {
    if (e.id) {
      const row = byId.get(e.id);
      if (!row) throw notFound(`[${i}].id: ${e.id}`);
      if (e.no && e.no !== row.no) throw badRequest(`[${i}].no: ${e.no} does not match the no of id ${e.id} (${row.no})`);
      groupNos.add(row.no);
    } else if (e.no) {
      groupNos.add(e.no);
    }
  });
  if (groupNos.size === 0) throw badRequest('id: each element needs the id of its row or the no of its item');
  if (groupNos.size > 1) throw badRequest(`no: the elements of one update must belong to one item (got ${[...groupNos].join(', ')})`);
  const no = [...groupNos][0];
  const groupRows = (await q.selectFrom(table).select(['id', 'lang']).where('no', '=', no).execute()).map((r) => ({ id: Number(r.id), lang: r.lang as string }));
  if (groupRows.length === 0) throw notFound(`no: ${no}`);

  const rows: PlannedRow<E>[] = elements.map((element, index) => {
    if (element.id) return { element, index, existingId: element.id };
    const sameLang = groupRows.find((r) => r.lang === element.lang);
    return { element, index, existingId: sameLang ? sameLang.id : null };
  });
  const touched = new Set(rows.map((r) => r.existingId).filter((id): id is number => id !== null));
  if (touched.size !== rows.filter((r) => r.existingId !== null).length) {
    throw badRequest('id: two elements update the same row');
  }
  // The final languages of the group: the elements' plus those of the rows left alone.
  const finalLangs = [...rows.map((r) => r.element.lang), ...groupRows.filter((r) => !touched.has(r.id)).map((r) => r.lang)];
  assertDistinctLangs(finalLangs);
  return { no, created: false, rows };
}

/** The group key of a row, or a 404. */
export async function noOfId(trx: Tx, table: GroupTable, id: number): Promise<string> {
  const row = await (trx as Kysely<any>).selectFrom(table).select('no').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`id: ${id}`);
  return row.no as string;
}

/**
 * A row for a visitor: the row itself when it is in the visitor's language, else its translation
 * in that language (so a detail page keeps working after a language switch), else null.
 */
export async function idInLanguage(db: Tx, table: GroupTable, id: number, lang: string): Promise<number | null> {
  const row = await (db as Kysely<any>).selectFrom(table).select(['id', 'no', 'lang']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  if (row.lang === lang) return Number(row.id);
  const sibling = await (db as Kysely<any>).selectFrom(table).select('id').where('no', '=', row.no).where('lang', '=', lang).executeTakeFirst();
  return sibling ? Number(sibling.id) : null;
}

function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const found = findNul(v, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL characters (the insert or comparison fails), so input with one
 * is refused up front with a 400 naming the field, on both databases alike.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const found = findNul(req.query, 'querystring') ?? findNul(req.params, 'params') ?? findNul(req.body, 'body');
    if (found) throw badRequest(`${found}: contains a NUL character`);
  });
}
