import type { Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import { inTransaction, now } from '#server/db/index.ts';
import type { SiteDocument } from '#contract/entities.ts';
import type { DocName } from '#contract/enums.ts';
import { isLocale, type Locale } from '#contract/locales.ts';
import { sanitizeRichText } from '#server/lib/sanitize.ts';
import { assertDistinctLangs } from '#server/lib/translation-group.ts';
import { isPublic, publicationColumns, publicationOf } from '#server/lib/publication.ts';
import type { DocInput } from './schema';
import { contentKind } from '../workflow/content-kind';
import { beforeChange, keepOnlyLanguages, recordVersion } from '../workflow/versions';
import { SYSTEM_WRITER, type Writer } from '#server/lib/writer.ts';

type Row = Selectable<Database['document']>;

const toDoc = (r: Row): SiteDocument => ({
  id: Number(r.id),
  name: r.name as DocName,
  lang: r.lang as Locale,
  title: r.title,
  content: r.content,
  updateTime: r.update_time,
  ...publicationOf(r),
});

export async function list(db: DB, f: { name?: string; lang?: string }): Promise<SiteDocument[]> {
  let q = db.selectFrom('document').selectAll();
  if (f.name) q = q.where('name', '=', f.name);
  if (f.lang) q = q.where('lang', '=', f.lang);
  return (await q.orderBy('name').orderBy('lang').orderBy('id').execute()).map(toDoc);
}

/** The public read: the document in that language, when the public may see it. */
export async function get(db: DB, name: string, lang: string): Promise<SiteDocument | null> {
  const row = await db
    .selectFrom('document')
    .selectAll()
    .where('name', '=', name)
    .where('lang', '=', lang)
    .where(isPublic('document'))
    .executeTakeFirst();
  return row ? toDoc(row) : null;
}

/** The languages of a document the public may open (hreflang, language links, sitemap), by the publication rule. */
export async function publicTranslations(db: DB, name: string): Promise<{ lang: Locale; id: number }[]> {
  const rows = await db
    .selectFrom('document')
    .select(['lang', 'id'])
    .where('name', '=', name)
    .where(isPublic('document'))
    .orderBy('lang')
    .execute();
  return rows.filter((r) => isLocale(r.lang)).map((r) => ({ lang: r.lang as Locale, id: Number(r.id) }));
}

/** Writes one document in several languages (insert or replace per language); all or nothing. */
export async function save(
  db: DB,
  writer: Writer,
  name: DocName,
  elements: DocInput[],
  mode: 'update' | 'restore' = 'update',
): Promise<SiteDocument[]> {
  assertDistinctLangs(elements.map((e) => e.lang));
  return inTransaction(db, async (trx) => {
    const before = await beforeChange(trx, writer, DOCUMENT_CONTENT, name);
    const t = now();
    for (const [i, e] of elements.entries()) {
      const title = e.title.trim();
      const publication = publicationColumns(e, `body/${i}`);
      // Content left out keeps the stored text.
      const content = e.content === undefined ? undefined : sanitizeRichText(e.content);
      await trx
        .insertInto('document')
        .values({ name, lang: e.lang, title, content: content ?? '', update_time: t, ...publication })
        .onConflict((oc) =>
          oc
            .columns(['name', 'lang'])
            .doUpdateSet({ title, update_time: t, ...publication, ...(content !== undefined ? { content } : {}) }),
        )
        .execute();
    }
    return recordVersion(trx, writer, DOCUMENT_CONTENT, name, mode, { before });
  });
}

/** The site's documents in the editorial workflow (versions, preview links); they are never deleted. */
export const DOCUMENT_CONTENT = contentKind<SiteDocument>({
  name: 'document',
  table: 'document',
  key: 'name',
  read: (db, name) => list(db, { name }),
  write: async (db, name, rows, writer = SYSTEM_WRITER) => {
    await keepOnlyLanguages(
      db,
      DOCUMENT_CONTENT,
      name,
      rows.map((r) => r.lang),
    );
    await save(
      db,
      writer,
      name as DocName,
      rows.map((r) => ({ lang: r.lang, title: r.title, content: r.content, status: r.status, publishAt: r.publishAt })),
      'restore',
    );
  },
  title: (r) => r.title,
  page: (r) => `/docs/${r.name}`,
});
