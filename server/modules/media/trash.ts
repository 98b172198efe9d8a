import type { Tx } from '#server/db/index.ts';
import { HttpError } from '#server/lib/http/index.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import type { Writer } from '#server/lib/writer.ts';
import { putInTrash, type TrashKindDef } from '../workflow/trash';

/**
 * A media library entry in the trash (issue 33), the same trash as content's: its `upload` row
 * and its `upload_text` rows are kept there as stored and leave the library (the list, the
 * picker, the public texts; /api/upload/ answers 404 for its file and variants, files/routes.ts),
 * while the file and its variants stay in the store. Restore puts the rows back as they were;
 * deleting for good (or the purge after TRASH_DAYS) removes the file and its variants too.
 */

/** Moves entry `fileId` to the trash (inside the caller's transaction). False when there is no such entry. */
export async function trashMedia(db: Tx, writer: Writer, fileId: string): Promise<boolean> {
  const upload = await db.selectFrom('upload').selectAll().where('file_id', '=', fileId).executeTakeFirst();
  if (!upload) return false;
  const texts = await db.selectFrom('upload_text').selectAll().where('file_id', '=', fileId).execute();
  const langs = LOCALES.filter((l) => texts.some((t) => t.lang === l && (t.title || t.alt || t.caption)));
  const titled = LOCALES.map((l) => texts.find((t) => t.lang === l)?.title?.trim()).find(Boolean);
  await putInTrash(db, writer, 'media', fileId, {
    title: titled ?? upload.original_name ?? fileId,
    langs: langs as Locale[],
    kept: { upload: [upload], upload_text: texts },
  });
  await db.deleteFrom('upload_text').where('file_id', '=', fileId).execute();
  await db.deleteFrom('upload').where('file_id', '=', fileId).execute();
  return true;
}

export const MEDIA_TRASH: TrashKindDef = {
  name: 'media',
  async restore(db, key, kept) {
    const upload = kept.upload?.[0];
    if (!upload) throw new HttpError(409, 'conflict', `media ${key}: the trash holds no entry to restore`);
    if (await db.selectFrom('upload').select('file_id').where('file_id', '=', key).executeTakeFirst())
      throw new HttpError(409, 'conflict', `media ${key} exists again; it cannot be restored over it`);
    await db
      .insertInto('upload')
      .values(upload as never)
      .execute();
    for (const text of kept.upload_text ?? [])
      await db
        .insertInto('upload_text')
        .values(text as never)
        .execute();
  },
  forget(_db, _key, kept) {
    return Promise.resolve(
      (kept.upload ?? []).map((u) => u.path).filter((p): p is string => typeof p === 'string' && p !== ''),
    );
  },
};
