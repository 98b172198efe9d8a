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
  catalog: 'catalog',
  office: 'office',
  upload: 'media',
  upload_text: 'media',
  search_doc: 'search',
};

/** Words the table patterns below can catch that name no table (`on conflict do update set`, `from (select`). */
const NOT_TABLES = new Set(['set', 'select', 'only', 'lateral', 'values', 'unnest', 'json_each', 'generate_series']);

/** The kinds a table holds; `articleKind` narrows the article tables to one kind. */
export function kindsOfTable(table: string, articleKind?: string): string[] {
  const t = table.toLowerCase();
  if (PRIVATE_TABLES.has(t) || NOT_TABLES.has(t) || t.startsWith('pg_') || t.startsWith('sqlite_')) return [];
  if (ARTICLE_TABLES.has(t)) return articleKind ? [articleKind] : [...ARTICLE_KINDS];
  return [TABLE_KINDS[t] ?? t];
}

const READ_TABLES = /\b(?:from|join)\s+(?:"?\w+"?\.)?"?([a-z_][\w]*)"?/gi;
const WRITE_TABLE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?([a-z_][\w]*)"?/gi;

/** The tables a statement reads (from, join). */
export function tablesRead(sqlText: string): string[] {
  return [...sqlText.matchAll(READ_TABLES)].map((m) => m[1]);
}

/** The tables a statement writes, each with how. */
export function tablesWritten(sqlText: string): { table: string; how: 'insert' | 'update' | 'delete' }[] {
  return [...sqlText.matchAll(WRITE_TABLE)]
    .filter((m) => !NOT_TABLES.has(m[2].toLowerCase()))
    .map((m) => ({
      table: m[2],
      how: m[1].toLowerCase().startsWith('insert') ? 'insert' : m[1].toLowerCase() === 'update' ? 'update' : 'delete',
    }));
}

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
export function noteStatement(sqlText: string): void {
  const scope = scopes.getStore();
  if (!scope) return;
  let articleKind: string | undefined;
  for (let s: ReadScope | undefined = scope; s && !articleKind; s = s.parent) articleKind = s.articleKind;
  const kinds = tablesRead(sqlText).flatMap((t) => kindsOfTable(t, articleKind));
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

/** Runs `fn` outside any recording (work that must not be charged to the page that started it). */
export const outsideReads = <T>(fn: () => T): T => scopes.exit(fn);

/** What an admin write changed: its kinds, and whether it withdrew something (then no page may show it stale). */
export interface WriteNote {
  tables: Set<string>;
  hard: boolean;
}

/**
 * The tables whose rows are the content itself: a delete there withdraws something. Link tables
 * (article_lawyer, lawyer_field …) and the search index are rewritten by every save.
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
    if (kindsOfTable(table).length === 0) continue;
    note.tables.add(table);
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
  return [...new Set([...note.tables].flatMap((t) => kindsOfTable(t, narrowed)))];
}
