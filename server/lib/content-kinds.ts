import { AsyncLocalStorage } from 'node:async_hooks';
import { ARTICLE_KIND_LIST } from '#contract/article-kinds.ts';

/**
 * Kinds of content: what a cached page or API answer depends on, and what an admin write
 * invalidates (decision 004, issue 34). A kind is named after the tables it lives in; the reads
 * and writes are recorded below the query builder (server/db/unit-of-work.ts notes every SQL
 * statement), so no loader or handler has to declare what it reads, and none can forget to.
 */

/** The article kinds (news, case, honour) share one table: each is a kind of its own. */
export const ARTICLE_KINDS: readonly string[] = ARTICLE_KIND_LIST.map((k) => k.kind);
const ARTICLE_TABLES = new Set(['article', 'article_lawyer', 'article_field']);

/** Tables whose rows the public never sees (or sees only through a token): no kind. */
const PRIVATE_TABLES = new Set([
  'admin_user',
  'admin_session',
  'recovery_code',
  'audit_log',
  'login_failure',
  'sequence',
  'site_state',
  'item_version',
  'trash_item',
  'preview_link',
  'inquiry',
  'outbox',
  'rate_event',
  'rate_window',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** Tables that belong to one kind under another name; any other table is a kind of its own name. */
const TABLE_KINDS: Record<string, string> = {
  lawyer: 'team',
  lawyer_job: 'team',
  lawyer_field: 'team',
  job: 'team',
  professional_field: 'practiceArea',
  document: 'docs',
  portal_config: 'site',
  upload: 'media',
  upload_text: 'media',
};

/**
 * Tables derived from content tables (the search index, server/modules/search/index-writer.ts,
 * and the SQLite FTS5 tables its triggers feed): reading one reads the kinds of its sources; a
 * write there comes with the write of its source row, whose kind says what changed, so it
 * changes no kind of its own.
 */
const SEARCH_SOURCES = ['article', 'lawyer', 'professional_field', 'document'];
const DERIVED_TABLES: Record<string, readonly string[]> = {
  search_doc: SEARCH_SOURCES,
  search_fts: SEARCH_SOURCES,
  search_tri: SEARCH_SOURCES,
};

/**
 * Settings kept in site_state (one row per key) that the public sees: the kind each key counts
 * as. A statement on site_state reads or writes the kinds of the keys among its parameters; the
 * table's other rows (the versions, counters) are private.
 */
const STATE_KINDS: Record<string, string> = {
  imprint: 'site',
  inquiry_settings: 'site',
};

/** The kinds a statement on `table` reads or writes: a table's own, or for site_state those of the keys it names. */
function kindsOfStatement(table: string, parameters: readonly unknown[], articleKind?: string): string[] {
  if (table.toLowerCase() !== 'site_state') return kindsOfTable(table, articleKind);
  return parameters.flatMap((p) => (typeof p === 'string' && Object.hasOwn(STATE_KINDS, p) ? [STATE_KINDS[p]] : []));
}

/** Words the table patterns below can catch that name no table (`on conflict do update set`, `from (select`). */
const NOT_TABLES = new Set(['set', 'select', 'only', 'lateral', 'values', 'unnest', 'json_each', 'generate_series']);

/** The kinds a table holds; `articleKind` narrows the article tables to one kind. */
export function kindsOfTable(table: string, articleKind?: string): string[] {
  const t = table.toLowerCase();
  if (PRIVATE_TABLES.has(t) || t.startsWith('pg_') || t.startsWith('sqlite_')) return [];
  if (ARTICLE_TABLES.has(t)) return articleKind ? [articleKind] : [...ARTICLE_KINDS];
  if (Object.hasOwn(DERIVED_TABLES, t)) return DERIVED_TABLES[t].flatMap((source) => kindsOfTable(source, articleKind));
  return [TABLE_KINDS[t] ?? t];
}

const READ_TABLES = /\b(?:from|join)\s+(?:"?\w+"?\.)?"?([a-z_][\w]*)"?/gi;
const WRITE_TABLE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?([a-z_][\w]*)"?/gi;

/** How many statements' tables are remembered (the application's statements are a few hundred texts). */
const MEMO_SIZE = 1000;

/** `fn` of a statement's text, remembered per text (bounded: the oldest half goes when full). */
function memoised<T>(fn: (sqlText: string) => T): (sqlText: string) => T {
  const memo = new Map<string, T>();
  return (sqlText) => {
    let out = memo.get(sqlText);
    if (out === undefined) {
      out = fn(sqlText);
      if (memo.size >= MEMO_SIZE) for (const key of [...memo.keys()].slice(0, MEMO_SIZE / 2)) memo.delete(key);
      memo.set(sqlText, out);
    }
    return out;
  };
}

/** The tables a statement reads (from, join). */
export const tablesRead: (sqlText: string) => readonly string[] = memoised((sqlText) =>
  [...sqlText.matchAll(READ_TABLES)].map((m) => m[1]).filter((t) => !NOT_TABLES.has(t.toLowerCase())),
);

/** The tables a statement writes, each with how. */
export const tablesWritten: (sqlText: string) => readonly { table: string; how: 'insert' | 'update' | 'delete' }[] =
  memoised((sqlText) =>
    [...sqlText.matchAll(WRITE_TABLE)]
      .filter((m) => !NOT_TABLES.has(m[2].toLowerCase()))
      .map((m) => ({
        table: m[2],
        how: m[1].toLowerCase().startsWith('insert') ? 'insert' : m[1].toLowerCase() === 'update' ? 'update' : 'delete',
      })),
  );

/**
 * What one render or API answer read: its kinds, and the kinds whose change it must never be
 * served stale after (`hard`: a detail answer names one item, which may be the one that changed).
 */
export interface ReadScope {
  parent?: ReadScope;
  kinds: Set<string>;
  hard: Set<string>;
  /** The items whose own detail it shows (`news#<no>`): never served stale after their change. */
  items: Set<string>;
  /** Everything read inside is one item's detail (its kinds become hard). */
  detail: boolean;
  /** Reads of the article tables count for this article kind only. */
  articleKind?: string;
}

const scopes = new AsyncLocalStorage<ReadScope>();

export const currentReadScope = (): ReadScope | undefined => scopes.getStore();

/** Notes kinds read in the current scope and every scope around it. */
export function noteKinds(kinds: Iterable<string>, hard: Iterable<string> = [], items: Iterable<string> = []): void {
  const start = scopes.getStore();
  if (!start) return;
  const k = [...kinds];
  const i = [...items];
  const h = new Set(hard);
  let detail = false;
  for (let s: ReadScope | undefined = start; s; s = s.parent) {
    if (s.detail) detail = true;
    for (const item of i) s.items.add(item);
    for (const kind of k) {
      s.kinds.add(kind);
      if (detail || h.has(kind)) s.hard.add(kind);
    }
  }
}

/** Called for every SQL statement run (server/db/unit-of-work.ts): notes the kinds it reads. */
export function noteStatement(sqlText: string, parameters: readonly unknown[]): void {
  const scope = scopes.getStore();
  if (!scope) return;
  let articleKind: string | undefined;
  for (let s: ReadScope | undefined = scope; s && !articleKind; s = s.parent) articleKind = s.articleKind;
  const kinds = tablesRead(sqlText).flatMap((t) => kindsOfStatement(t, parameters, articleKind));
  if (kinds.length) noteKinds(kinds);
}

/** Runs `fn` recording the kinds it reads (added to the scopes around it too). */
export async function recordReads<T>(
  fn: () => Promise<T> | T,
  opts: { detail?: boolean } = {},
): Promise<{ value: T; kinds: Set<string>; hard: Set<string>; items: Set<string> }> {
  const scope: ReadScope = {
    parent: scopes.getStore(),
    kinds: new Set(),
    hard: new Set(),
    items: new Set(),
    detail: !!opts.detail,
  };
  const value = await scopes.run(scope, fn);
  return { value, kinds: scope.kinds, hard: scope.hard, items: scope.items };
}

/** Runs `fn` with its reads of the article tables counted for one article kind (a list or item of that kind). */
export function withArticleKind<T>(kind: string, fn: () => T): T {
  const parent = scopes.getStore();
  if (!parent) return fn();
  return scopes.run(
    { parent, kinds: new Set(), hard: new Set(), items: new Set(), detail: false, articleKind: kind },
    fn,
  );
}

/** What an admin write changed: its kinds, and whether it withdrew something (then no page may show it stale). */
export interface WriteNote {
  tables: Set<string>;
  hard: boolean;
  /** Kinds written in a table of no kind of its own (site_state's settings, STATE_KINDS). */
  kinds?: Set<string>;
  /**
   * Whether it may have moved a publication time: a row of a table with publication times
   * added or deleted, or its status or publish_at set. Only then is the schedule read again
   * (server/lib/content-version.ts): a pin, a new order, a setting, a category or a picture's
   * text leave it as it was (a save of an item sets its status, so it counts).
   */
  schedule?: boolean;
}

/**
 * The tables whose rows carry a status and a publication time (migration 004): the public sees
 * a row when it is published and its time has come (publication.ts), and content-version.ts
 * reads their schedule.
 */
export const PUBLISHED_TABLES = ['article', 'banner', 'lawyer', 'professional_field', 'document'] as const;
const SCHEDULED_TABLES: ReadonlySet<string> = new Set(PUBLISHED_TABLES);

/**
 * The tables whose rows are the content itself: a delete there withdraws something. Link tables
 * (article_lawyer, lawyer_field …) are rewritten by every save.
 */
const CONTENT_TABLES = new Set([
  'article',
  'banner',
  'lawyer',
  'professional_field',
  'document',
  'catalog',
  'office',
  'job',
  'upload',
  'portal_config',
]);

const FUTURE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Notes a statement of an admin write: the tables it writes and whether it withdraws content
 * (a delete, a row set to draft, a publication moved to a later time).
 */
export function noteWrite(note: WriteNote, sqlText: string, parameters: readonly unknown[]): void {
  for (const { table, how } of tablesWritten(sqlText)) {
    if (Object.hasOwn(DERIVED_TABLES, table.toLowerCase())) continue;
    if (kindsOfTable(table).length === 0) {
      for (const kind of kindsOfStatement(table, parameters)) (note.kinds ??= new Set()).add(kind);
      continue;
    }
    note.tables.add(table);
    if (SCHEDULED_TABLES.has(table.toLowerCase()) && (how !== 'update' || /\b(?:publish_at|status)\b/i.test(sqlText)))
      note.schedule = true;
    if (!CONTENT_TABLES.has(table.toLowerCase())) continue;
    if (how === 'delete') note.hard = true;
    else if (how === 'update') {
      if (parameters.includes('draft') || /'draft'/.test(sqlText)) note.hard = true;
      if (
        /publish_at/i.test(sqlText) &&
        parameters.some((p) => typeof p === 'string' && FUTURE_ISO.test(p) && Date.parse(p) > Date.now())
      )
        note.hard = true;
    }
  }
}

/** The kinds an admin write's tables hold (its article tables narrowed to `articleKind` when the route names one). */
export function kindsWritten(note: WriteNote, articleKind?: string): string[] {
  const narrowed = articleKind && ARTICLE_KINDS.includes(articleKind) ? articleKind : undefined;
  return [...new Set([...[...note.tables].flatMap((t) => kindsOfTable(t, narrowed)), ...(note.kinds ?? [])])];
}
