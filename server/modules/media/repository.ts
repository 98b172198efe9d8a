import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import { containsIgnoreCase, now } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError, type PageQuery } from '#server/lib/http/index.ts';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import {
  MEDIA_LIMITS,
  MEDIA_TRASH_FIELD,
  MEDIA_USE_KINDS,
  findUploadRef,
  indexLibrary,
  uploadBase,
  type FocalPoint,
  type MediaDetail,
  type MediaEntry,
  type MediaText,
  type MediaTexts,
  type MediaType,
  type MediaUse,
  type MediaUseKind,
  type PublicMedia,
} from '#contract/media.ts';
import type { ContentKind } from '#contract/enums.ts';
import type { ContentKindDef } from '../workflow/content-kind';
import { beforeChange, recordVersion } from '../workflow/versions';
import type { Writer } from '#server/lib/writer.ts';

type UploadRow = Selectable<Database['upload']>;

/** References to uploads in stored text: a URL path below /api/upload/ (a stored path or a fileId). */
const UPLOAD_REF = /\/api\/upload\/([A-Za-z0-9][A-Za-z0-9._/-]*)/g;

/**
 * Every field that can hold a file, by table: the place a use is named by (its kind, the column
 * that names the item, the API field of each column). Rich text and JSON lists are searched for
 * /api/upload/ URLs like the plain URL fields, so a picture or PDF link inside a text counts.
 */
interface Source {
  table: 'article' | 'banner' | 'lawyer' | 'professional_field' | 'document' | 'portal_config' | 'icon' | 'admin_user';
  kind: (row: Record<string, unknown>) => MediaUseKind;
  no: (row: Record<string, unknown>) => string | null;
  /** The columns `kind` and `no` read (besides id) */
  keys: string[];
  title: string;
  /** column → API field */
  fields: Record<string, string>;
  /** rows without a publication status are live (the site configuration, icons, accounts) */
  status: boolean;
  lang: boolean;
  id: boolean;
}

const ARTICLE_KIND: Record<string, MediaUseKind> = { news: 'news', case: 'case', honour: 'honour' };
const SOURCES: Source[] = [
  {
    table: 'article',
    kind: (r) => ARTICLE_KIND[String(r.kind)] ?? 'news',
    no: (r) => String(r.no),
    keys: ['kind', 'no'],
    title: 'title',
    fields: { cover_url: 'coverUrl', content: 'content', content_url: 'contentUrl' },
    status: true,
    lang: true,
    id: true,
  },
  {
    table: 'banner',
    kind: () => 'banner',
    no: (r) => String(r.id),
    keys: [],
    title: 'title',
    fields: { img_path: 'imgPath', link_url: 'linkUrl' },
    status: true,
    lang: true,
    id: true,
  },
  {
    table: 'lawyer',
    kind: () => 'lawyer',
    no: (r) => String(r.no),
    keys: ['no'],
    title: 'name',
    fields: { photo_url: 'photoUrl', intro: 'intro', custom_contents: 'customContents' },
    status: true,
    lang: true,
    id: true,
  },
  {
    table: 'professional_field',
    kind: () => 'practiceArea',
    no: (r) => String(r.no),
    keys: ['no'],
    title: 'name',
    fields: { icon_url: 'iconUrl', introduce: 'introduce' },
    status: true,
    lang: true,
    id: true,
  },
  {
    table: 'document',
    kind: () => 'document',
    no: (r) => String(r.name),
    keys: ['name'],
    title: 'title',
    fields: { content: 'content' },
    status: true,
    lang: true,
    id: true,
  },
  {
    table: 'portal_config',
    kind: () => 'portalConfig',
    no: () => null,
    keys: [],
    title: 'name',
    fields: {
      icon_url: 'iconUrl',
      introduce: 'introduce',
      environment: 'environmentList',
      advantages: 'advantagesList',
    },
    status: false,
    lang: true,
    id: false,
  },
  {
    table: 'icon',
    kind: () => 'icon',
    no: () => null,
    keys: [],
    title: 'name',
    fields: { url: 'url' },
    status: false,
    lang: false,
    id: true,
  },
  {
    table: 'admin_user',
    kind: () => 'account',
    no: () => null,
    keys: [],
    title: 'user_name',
    fields: { head_img: 'headImg' },
    status: false,
    lang: false,
    id: true,
  },
];

const likePattern = (token: string) => `%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (column: string, token: string) =>
  sql<boolean>`${sql.ref(column)} like ${likePattern(token)} escape '\\'`;

/** A use as found, with where it is stored: the table and column (a replace rewrites just those). */
export interface FoundUse extends MediaUse {
  table: Source['table'] | 'trash_item';
  column: string;
}

/** How many files one search for the uses of some files looks for at once (bounded SQL). */
const USES_CHUNK = 20;

/**
 * The uses of files: of the entries named in `only` (a page of the list, one entry), or of every
 * entry. Reads only the rows whose fields mention /api/upload/ (or, for `only`, those files), and
 * only the columns a use names, in pages.
 */
async function findUses(db: DB, only?: Pick<UploadRow, 'file_id' | 'path'>[]): Promise<Map<string, FoundUse[]>> {
  if (only && only.length > USES_CHUNK) {
    // In chunks: each chunk resolves only its own files, so a row found twice counts once per file.
    const uses = new Map<string, FoundUse[]>();
    for (let i = 0; i < only.length; i += USES_CHUNK)
      for (const [fileId, list] of await findUses(db, only.slice(i, i + USES_CHUNK))) uses.set(fileId, list);
    return uses;
  }
  const uploads = only ?? (await db.selectFrom('upload').select(['file_id', 'path']).execute());
  const index = indexLibrary(uploads.map((u) => ({ id: u.file_id, path: u.path })));
  const uses = new Map<string, FoundUse[]>();
  if (index.size === 0) return uses;
  const tokens = only ? only.flatMap((u) => [u.file_id, uploadBase(u.path)]) : ['/api/upload/'];
  for (const source of SOURCES) {
    const columns = Object.keys(source.fields);
    let after = -1;
    for (;;) {
      // Keyed pages by id (portal_config has none: at most one row per language).
      const read = [
        ...(source.id ? ['id'] : []),
        ...source.keys,
        source.title,
        ...(source.status ? ['status'] : []),
        ...(source.lang ? ['lang'] : []),
        ...columns,
      ];
      let q = db
        .selectFrom(source.table)
        .select(read as never[])
        .where((eb) => eb.or(columns.flatMap((c) => tokens.map((t) => contains(c, t)))));
      if (source.id)
        q = q
          .where('id' as never, '>', after as never)
          .orderBy('id' as never)
          .limit(500);
      const rows = (await q.execute()) as Record<string, unknown>[];
      for (const row of rows) {
        for (const [column, field] of Object.entries(source.fields)) {
          const text = row[column];
          if (typeof text !== 'string' || !text.includes('/api/upload/')) continue;
          const found = new Set<string>();
          for (const m of text.matchAll(UPLOAD_REF)) {
            const fileId = findUploadRef(index, m[1])?.id;
            if (fileId) found.add(fileId);
          }
          for (const fileId of found) {
            const use: FoundUse = {
              table: source.table,
              column,
              kind: source.kind(row),
              no: source.no(row),
              id: source.id ? Number(row.id) : null,
              field,
              lang: source.lang && isLocale(row.lang) ? row.lang : null,
              title: String(row[source.title] ?? ''),
              published: source.status ? row.status === 'published' : true,
            };
            const list = uses.get(fileId) ?? [];
            list.push(use);
            uses.set(fileId, list);
          }
        }
      }
      if (!source.id || rows.length < 500) break;
      after = Number(rows[rows.length - 1].id);
    }
  }
  // Items in the trash (a few; each one row holding its rows as stored).
  const trashed = await db
    .selectFrom('trash_item')
    .select(['kind', 'item_key', 'title', 'rows'])
    .where((eb) => eb.or(tokens.map((t) => contains('rows', t))))
    .execute();
  for (const item of trashed) {
    if (!(MEDIA_USE_KINDS as readonly string[]).includes(item.kind)) continue;
    const found = new Set<string>();
    for (const m of item.rows.matchAll(UPLOAD_REF)) {
      const fileId = findUploadRef(index, m[1])?.id;
      if (fileId) found.add(fileId);
    }
    for (const fileId of found) {
      const list = uses.get(fileId) ?? [];
      list.push({
        table: 'trash_item',
        column: 'rows',
        kind: item.kind as MediaUseKind,
        no: item.item_key,
        id: null,
        field: MEDIA_TRASH_FIELD,
        lang: null,
        title: item.title,
        published: false,
      });
      uses.set(fileId, list);
    }
  }
  return uses;
}

/** Where a file is used, each use with the table and column that hold it. */
export async function usageOf(db: DB, fileId: string): Promise<FoundUse[]> {
  const row = await db.selectFrom('upload').selectAll().where('file_id', '=', fileId).executeTakeFirst();
  if (!row) return [];
  return (await findUses(db, [row])).get(fileId) ?? [];
}

/** A use as the API answers it. */
const apiUse = ({ table: _t, column: _c, ...use }: FoundUse): MediaUse => use;

async function textsOf(db: DB, fileIds: string[]): Promise<Map<string, MediaTexts>> {
  const out = new Map<string, MediaTexts>();
  if (fileIds.length === 0) return out;
  const rows = await db.selectFrom('upload_text').selectAll().where('file_id', 'in', fileIds).execute();
  for (const r of rows) {
    if (!isLocale(r.lang)) continue;
    const texts = out.get(r.file_id) ?? {};
    texts[r.lang] = { title: r.title, alt: r.alt, caption: r.caption };
    out.set(r.file_id, texts);
  }
  return out;
}

const parseTags = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

const typeOf = (mime: string): MediaType => (mime === 'application/pdf' ? 'pdf' : 'image');

function toEntry(basePath: string, r: UploadRow, texts: MediaTexts | undefined, usageCount: number): MediaEntry {
  return {
    id: r.file_id,
    url: `${basePath}/api/upload/${r.path}`,
    mime: r.mime,
    type: typeOf(r.mime),
    size: Number(r.size),
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    fileName: r.original_name,
    texts: texts ?? {},
    focalPoint: r.focal_x === null || r.focal_y === null ? null : { x: Number(r.focal_x), y: Number(r.focal_y) },
    credit: r.credit,
    tags: parseTags(r.tags),
    uploader: r.uploader,
    createTime: r.create_time,
    updateTime: r.update_time,
    usageCount,
  };
}

export interface ListFilter {
  q?: string;
  type?: MediaType;
  unused?: boolean;
  missingAlt?: Locale;
}

export async function list(
  db: DB,
  basePath: string,
  filter: ListFilter,
  page: PageQuery,
): Promise<{ items: MediaEntry[]; total: number }> {
  // Usage is computed from the content (never stored, so never stale): of every file only for
  // `unused`, else of the page's files.
  const used = filter.unused ? [...(await findUses(db)).keys()] : [];
  let q = db.selectFrom('upload');
  const term = filter.q?.trim();
  if (term)
    q = q.where((eb) =>
      eb.or([
        containsIgnoreCase('upload.original_name', term),
        containsIgnoreCase('upload.tags', term),
        eb.exists(
          eb
            .selectFrom('upload_text')
            .select('upload_text.file_id')
            .whereRef('upload_text.file_id', '=', 'upload.file_id')
            .where((e) =>
              e.or([containsIgnoreCase('upload_text.title', term), containsIgnoreCase('upload_text.alt', term)]),
            ),
        ),
      ]),
    );
  if (filter.type === 'pdf') q = q.where('upload.mime', '=', 'application/pdf');
  if (filter.type === 'image') q = q.where('upload.mime', '!=', 'application/pdf');
  if (filter.unused && used.length) q = q.where('upload.file_id', 'not in', used);
  if (filter.missingAlt) {
    const lang = filter.missingAlt;
    q = q.where('upload.mime', '!=', 'application/pdf').where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('upload_text')
            .select('upload_text.file_id')
            .whereRef('upload_text.file_id', '=', 'upload.file_id')
            .where('upload_text.lang', '=', lang)
            .where(sql<boolean>`trim(upload_text.alt) <> ''`),
        ),
      ),
    );
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q
    .selectAll('upload')
    .orderBy('upload.create_time', 'desc')
    .orderBy('upload.file_id')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const texts = await textsOf(
    db,
    rows.map((r) => r.file_id),
  );
  const uses = await findUses(db, rows);
  return {
    items: rows.map((r) => toEntry(basePath, r, texts.get(r.file_id), uses.get(r.file_id)?.length ?? 0)),
    total,
  };
}

export async function get(db: DB, basePath: string, fileId: string): Promise<MediaDetail | null> {
  const row = await db.selectFrom('upload').selectAll().where('file_id', '=', fileId).executeTakeFirst();
  if (!row) return null;
  const usage = ((await findUses(db, [row])).get(fileId) ?? []).map(apiUse);
  const texts = await textsOf(db, [fileId]);
  return { ...toEntry(basePath, row, texts.get(fileId), usage.length), usage };
}

export interface MediaUpdate {
  texts?: Partial<Record<Locale, Partial<MediaText>>>;
  focalPoint?: FocalPoint | null;
  credit?: string | null;
  tags?: string[];
}

/** Applies a description change; absent fields stay as they are. False when there is no such entry. */
export async function update(db: DB, fileId: string, body: MediaUpdate): Promise<boolean> {
  const row = await db
    .selectFrom('upload')
    .select(['file_id', 'mime'])
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  if (!row) return false;
  const set: {
    update_time: string;
    focal_x?: number | null;
    focal_y?: number | null;
    credit?: string | null;
    tags?: string;
  } = { update_time: now() };
  if (body.focalPoint !== undefined) {
    if (body.focalPoint && row.mime === 'application/pdf')
      throw new HttpError(400, 'invalid', 'focalPoint: a PDF has no focal point');
    set.focal_x = body.focalPoint ? body.focalPoint.x : null;
    set.focal_y = body.focalPoint ? body.focalPoint.y : null;
  }
  if (body.credit !== undefined) set.credit = body.credit?.trim() ? body.credit.trim() : null;
  if (body.tags !== undefined) {
    const tags = [...new Set(body.tags.map((t) => t.trim()).filter(Boolean))];
    if (tags.length > MEDIA_LIMITS.tags) throw new HttpError(400, 'invalid', `tags: at most ${MEDIA_LIMITS.tags}`);
    set.tags = JSON.stringify(tags);
  }
  await db.updateTable('upload').set(set).where('file_id', '=', fileId).execute();
  for (const lang of LOCALES) {
    const sent = body.texts?.[lang];
    if (!sent) continue;
    const old = await db
      .selectFrom('upload_text')
      .selectAll()
      .where('file_id', '=', fileId)
      .where('lang', '=', lang)
      .executeTakeFirst();
    const next = {
      title: (sent.title ?? old?.title ?? '').trim(),
      alt: (sent.alt ?? old?.alt ?? '').trim(),
      caption: (sent.caption ?? old?.caption ?? '').trim(),
    };
    if (old)
      await db.updateTable('upload_text').set(next).where('file_id', '=', fileId).where('lang', '=', lang).execute();
    else
      await db
        .insertInto('upload_text')
        .values({ file_id: fileId, lang, ...next })
        .execute();
  }
  return true;
}

/** A row as stored (for replace and delete). */
export const row = (db: DB, fileId: string) =>
  db.selectFrom('upload').selectAll().where('file_id', '=', fileId).executeTakeFirst();

const ALL = sql<boolean>`1 = 1`;

/**
 * After an entry's file at `oldPath` was replaced by the one at `newPath` (storage.save with `replaces`):
 * points every use at the new file. Each item of the editorial workflow is written as a new version
 * of it (an editor who has it open gets a 409 on saving, instead of writing the old URL back), the
 * site configuration, icons, accounts and items in the trash row by row; versions are rewritten in
 * place, so a restore never brings back the old file, which is removed once this has committed.
 */
export async function pointUsesAt(
  db: DB,
  writer: Writer,
  content: Record<ContentKind, ContentKindDef>,
  uses: FoundUse[],
  oldPath: string,
  newPath: string,
): Promise<void> {
  // The original's URL first (its extension may change), then what is left: the variants' URLs.
  const pairs: [string, string][] = [
    [`/api/upload/${oldPath}`, `/api/upload/${newPath}`],
    [`/api/upload/${uploadBase(oldPath)}-`, `/api/upload/${uploadBase(newPath)}-`],
  ];
  const rewrite = async (table: string, column: string, where: RawBuilder<boolean>) => {
    for (const [from, to] of pairs)
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = replace(${sql.ref(column)}, ${from}, ${to}) where ${where} and ${contains(column, from)}`.execute(
        db,
      );
  };
  // The row that holds the use (the site configuration has one row per language, no id).
  const rewriteUse = (use: FoundUse) =>
    rewrite(
      use.table,
      use.column,
      use.id !== null ? sql<boolean>`id = ${use.id}` : use.lang !== null ? sql<boolean>`lang = ${use.lang}` : ALL,
    );
  const items = new Map<string, { def: ContentKindDef; key: string; uses: FoundUse[] }>();
  for (const use of uses) {
    if (use.table === 'trash_item') {
      await rewrite('trash_item', 'rows', sql<boolean>`kind = ${use.kind} and item_key = ${use.no}`);
      continue;
    }
    const def = (content as Partial<Record<string, ContentKindDef>>)[use.kind];
    if (!def || use.no === null) {
      await rewriteUse(use);
      continue;
    }
    const id = `${use.kind}:${use.no}`;
    const item = items.get(id) ?? { def, key: use.no, uses: [] };
    item.uses.push(use);
    items.set(id, item);
  }
  for (const { def, key, uses: list } of items.values()) {
    const before = await beforeChange(db, writer, def, key);
    for (const use of list) await rewriteUse(use);
    await recordVersion(db, writer, def, key, 'update', { before });
  }
  // Every version that shows the old file (of these items or of others that showed it once).
  await rewrite('item_version', 'rows', ALL);
}

/**
 * Deletes an entry; its texts go by the foreign key's ON DELETE CASCADE (SQLite opens with
 * foreign_keys = ON, server/db/index.ts). Answers its path (the files go once this has committed).
 */
export async function remove(db: DB, fileId: string): Promise<string | null> {
  const old = await row(db, fileId);
  if (!old) return null;
  await db.deleteFrom('upload').where('file_id', '=', fileId).execute();
  return old.path;
}

/** Images without alt text, per language (the start page). */
export async function missingAltCounts(db: DB): Promise<Record<Locale, number>> {
  const images = Number(
    (
      await db
        .selectFrom('upload')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('mime', '!=', 'application/pdf')
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await db
    .selectFrom('upload_text')
    .innerJoin('upload', 'upload.file_id', 'upload_text.file_id')
    .select(['upload_text.lang', (eb) => eb.fn.countAll<number>().as('n')])
    .where('upload.mime', '!=', 'application/pdf')
    .where(sql<boolean>`trim(upload_text.alt) <> ''`)
    .groupBy('upload_text.lang')
    .execute();
  const withAlt = new Map(rows.map((r) => [r.lang, Number(r.n)]));
  return Object.fromEntries(LOCALES.map((l) => [l, images - (withAlt.get(l) ?? 0)])) as Record<Locale, number>;
}

/**
 * What the public pages use of the library in one language: each picture's alt text there and its
 * focal point, for the pictures that have either (a PDF's title is only for its download name).
 */
export async function publicTexts(db: DB, lang: Locale): Promise<PublicMedia[]> {
  const rows = await db
    .selectFrom('upload')
    .leftJoin('upload_text', (j) =>
      j.onRef('upload_text.file_id', '=', 'upload.file_id').on('upload_text.lang', '=', lang),
    )
    .select(['upload.file_id', 'upload.path', 'upload.focal_x', 'upload.focal_y', 'upload_text.alt'])
    .where('upload.mime', 'like', 'image/%')
    .where((eb) => eb.or([eb('upload.focal_x', 'is not', null), eb('upload_text.alt', '!=', '')]))
    .orderBy('upload.file_id')
    .execute();
  return rows.map((r) => ({
    id: r.file_id,
    path: r.path,
    alt: r.alt ?? '',
    focalPoint: r.focal_x === null || r.focal_y === null ? null : { x: Number(r.focal_x), y: Number(r.focal_y) },
  }));
}

/** The title of a PDF in a language, else in any language (for Content-Disposition). */
export async function titleFor(db: DB, path: string, lang: Locale): Promise<string | null> {
  const rows = await db
    .selectFrom('upload_text')
    .innerJoin('upload', 'upload.file_id', 'upload_text.file_id')
    .select(['upload_text.lang', 'upload_text.title'])
    .where('upload.path', '=', path)
    .where('upload_text.title', '!=', '')
    .execute();
  return (rows.find((r) => r.lang === lang) ?? rows[0])?.title ?? null;
}
