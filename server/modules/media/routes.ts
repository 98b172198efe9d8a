import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CacheBuster,
  Done,
  HttpError,
  Obj,
  contentLocale,
  envelope,
  found,
  ok,
  pageAnswer,
} from '#server/lib/http/index.ts';
import { can } from '#contract/roles.ts';
import { uploadRef, type MediaUse } from '#contract/media.ts';
import type { Locale } from '#contract/locales.ts';
import type { ContentKind } from '#contract/enums.ts';
import type { ContentKindDef } from '../workflow/content-kind';
import { receiveFile } from '../files/routes';
import {
  MediaDetailSchema,
  MediaEntrySchema,
  MediaIdParam,
  MediaListQuery,
  MediaUpdateBody,
  PublicMediaSchema,
} from './schema';
import * as repo from './repository';
import { trashMedia } from './trash';

/** "news N00012 coverUrl (de_DE)": a use as a 409's message names it. */
const describeUse = (u: MediaUse) =>
  [u.kind, u.no ?? (u.id !== null ? String(u.id) : null), u.field, u.lang ? `(${u.lang})` : null]
    .filter(Boolean)
    .join(' ');

/**
 * The uses of a file outside an account's languages: a use without a language (an icon, an
 * account's picture, an item in the trash) counts as every language's. What changes the file for
 * every use (replacing it, moving its focal point) is an account's to do, when it is limited to
 * some languages, only while this is empty.
 */
const usesBeyond = (uses: MediaUse[], languages: readonly Locale[]) =>
  uses.filter((u) => u.lang === null || !languages.includes(u.lang));

/** Removes the old file and its variants once the answer has left (the write has committed then). */
const afterCommit = (reply: FastifyReply, work: () => Promise<void>) => {
  reply.raw.once('finish', () => {
    if (reply.statusCode === 200)
      void work().catch((err: unknown) => reply.log.warn({ err }, 'could not remove a file'));
  });
};

/**
 * The media library (issue 33): every upload is an entry, described per language (title, alt
 * text, caption), with a focal point, credit and tags, and the places it is used, computed from
 * the content. Authors may upload and describe; replacing a file that published content shows,
 * and deleting, take the publish permission as far as published content is concerned.
 */
export default async function mediaRoutes(
  app: FastifyInstance,
  { content }: { content: Record<ContentKind, ContentKindDef> },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, storage } = app;
  const basePath = app.config.basePath;
  const tags = ['media'];

  // Registered inside receivingFiles (server/modules/index.ts), which lets the replace read multipart bodies.
  r.get(
    '/admin/media',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'The media library: every uploaded picture and PDF, newest first',
        description:
          '`q` searches title, alt text, tags and file name; `type` image or pdf; `unused=true` only files no ' +
          'content uses; `missingAlt=<lang>` only pictures without alt text in that language.',
        querystring: MediaListQuery,
        response: envelope(Type.Array(MediaEntrySchema)),
      },
    },
    async (req) =>
      pageAnswer(req.query, (page) =>
        repo.list(
          db,
          basePath,
          {
            q: req.query.q,
            type: req.query.type as 'image' | 'pdf' | undefined,
            unused: req.query.unused,
            missingAlt: req.query.missingAlt as Locale | undefined,
          },
          page,
        ),
      ),
  );

  r.get(
    '/admin/media/missing-alt',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'How many pictures have no alt text, per language (the start page)',
        querystring: Obj(CacheBuster),
        response: envelope(Type.Record(Type.String(), Type.Integer())),
      },
    },
    async () => ok(await repo.missingAltCounts(db)),
  );

  r.get(
    '/admin/media/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'One library entry with the places it is used',
        params: MediaIdParam,
        querystring: Obj(CacheBuster),
        response: envelope(MediaDetailSchema),
      },
    },
    async (req) => ok(found(await repo.get(db, basePath, req.params.id), `fileId: ${req.params.id}`)),
  );

  r.put(
    '/admin/media/:id',
    {
      config: { permission: 'upload' },
      schema: {
        tags,
        summary: 'Describe a file: per-language title, alt text and caption, focal point, credit, tags',
        description:
          'Fields left out stay as they are; focalPoint x and y are in 0..1 (null: the centre). An account limited to ' +
          'some languages sends texts in those only (403 otherwise), and moves the focal point only of a file that ' +
          'nothing outside them uses.',
        params: MediaIdParam,
        body: MediaUpdateBody,
        response: envelope(MediaDetailSchema),
      },
    },
    async (req) => {
      // The texts are checked against the account's languages before (checkWriteLanguages); the
      // focal point crops the picture wherever it is shown, so it moves only within them.
      const { languages } = req.admin!;
      const focal = req.body.focalPoint;
      if (languages && focal !== undefined) {
        const stored = found(await repo.row(db, req.params.id), `fileId: ${req.params.id}`);
        const point = (x: unknown, y: unknown) => (x === null || y === null ? '' : `${Number(x)} ${Number(y)}`);
        if (
          point(focal?.x ?? null, focal?.y ?? null) !== point(stored.focal_x, stored.focal_y) &&
          usesBeyond(await repo.usageOf(db, req.params.id), languages).length
        )
          throw new HttpError(403, 'sharedField', 'focalPoint');
      }
      found(await repo.update(db, req.params.id, req.body as repo.MediaUpdate), `fileId: ${req.params.id}`);
      return ok((await repo.get(db, basePath, req.params.id))!);
    },
  );

  r.put(
    '/admin/media/:id/file',
    {
      config: { permission: 'upload' },
      schema: {
        tags,
        summary: 'Replace the file (multipart, field `file`): every use shows the new file at once',
        description:
          'The entry keeps its id, texts and focal point; the content that shows it is pointed at the new file and ' +
          'the old file and its variants are removed. A picture is replaced by a picture, a PDF by a PDF. ' +
          'Replacing a file that published content shows needs the publish permission; an account limited to some ' +
          "languages replaces only a file that nothing outside them uses (an icon or an account picture is every language's).",
        consumes: ['multipart/form-data'],
        params: MediaIdParam,
        body: Type.Object({ file: Type.String({ format: 'binary', description: 'The file' }) }),
        response: envelope(MediaDetailSchema),
      },
      validatorCompiler: ({ httpPart }) =>
        httpPart === 'params'
          ? (data: unknown) => {
              const id = (data as { id?: unknown }).id;
              return typeof id === 'string' && /^[A-Za-z0-9]{20}$/.test(id)
                ? { value: data }
                : { error: new Error('params/id must be a fileId (20 letters and digits)') };
            }
          : () => true,
    },
    async (req, reply) => {
      const { id } = req.params;
      const old = found(await repo.row(db, id), `fileId: ${id}`);
      const uses = await repo.usageOf(db, id);
      const { languages } = req.admin!;
      const beyond = languages ? usesBeyond(uses, languages) : [];
      if (beyond.length)
        throw new HttpError(
          403,
          'languageNotAllowed',
          `the file is shown in other languages too: ${beyond.map(describeUse).join(', ')}`,
        );
      if (!can(req.admin!.roleId, 'publish') && uses.some((u) => u.published))
        throw new HttpError(
          403,
          'forbidden',
          `the file is shown by published content: ${uses
            .filter((u) => u.published)
            .map(describeUse)
            .join(', ')}`,
        );
      const isPdf = (mime: string) => mime === 'application/pdf';
      // The entry's row is pointed at the new file in place (its id, texts and focal point stay).
      const saved = await receiveFile(req, storage, {
        replaces: id,
        accept: (mime) => {
          if (isPdf(mime) !== isPdf(old.mime))
            throw new HttpError(
              415,
              'fileType',
              isPdf(old.mime) ? 'a PDF is replaced by a PDF' : 'a picture is replaced by a picture',
            );
        },
      });
      await repo.pointUsesAt(db, req.writer, content, uses, old.path, uploadRef(saved.url)!);
      afterCommit(reply, () => storage.remove(old.path));
      return ok((await repo.get(db, basePath, id))!);
    },
  );

  r.delete(
    '/admin/media/:id',
    {
      config: { permission: 'upload', oneLanguage: true },
      schema: {
        tags,
        summary: 'Move a file that nothing uses to the trash (409 naming the uses while it is used)',
        description:
          'The entry and its texts go to the trash like content (GET /admin/trash, kind media): the file answers 404 ' +
          'meanwhile; restoring brings it back, deleting it for good (or TRASH_DAYS later) removes the file and its variants.',
        params: MediaIdParam,
        response: Done,
      },
    },
    async (req) => {
      const { id } = req.params;
      await db.transaction().execute(async (trx) => {
        const uses = await repo.usageOf(trx, id);
        if (uses.length) throw new HttpError(409, 'inUse', uses.map(describeUse).join(', '));
        found(await trashMedia(trx, req.writer, id), `fileId: ${id}`);
      });
      return ok(true);
    },
  );

  r.get(
    '/user/media',
    {
      schema: {
        tags,
        summary: "The library's alt texts and focal points of pictures in the caller's language (X-Language)",
        description: 'Only pictures that have either. The public pages use it for pictures without their own alt text.',
        security: [],
        querystring: Obj(CacheBuster),
        response: envelope(Type.Array(PublicMediaSchema)),
      },
    },
    async (req) => ok(await repo.publicTexts(db, contentLocale(req))),
  );
}
