import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CacheBuster,
  Done,
  IdParam,
  Obj,
  PagingQuery,
  badRequest,
  envelope,
  notFound,
  ok,
  pageAnswer,
} from '#server/lib/http/index.ts';
import {
  PreviewLinkItemSchema,
  PreviewLinkSchema,
  TrashEntrySchema,
  VersionSchema,
  VersionSummarySchema,
} from '#contract/schemas.ts';
import type { ContentKindDef } from './content-kind';
import type { ContentKind } from '#contract/enums.ts';
import { getVersion, listVersions, restoreVersion } from './versions';
import { scheduleCleanUp } from '#server/lib/clean-up.ts';
import { deleteFromTrash, listTrash, purgeTrash, restoreFromTrash, type TrashKindDef, type TrashKinds } from './trash';
import { PREVIEW_DAYS, createPreviewLink, listPreviewLinks, revokePreviewLink, revokerOf } from './preview';
import { now } from '#server/db/index.ts';
import { CONTENT_KINDS, TRASH_KINDS } from '#contract/enums.ts';

const ContentKindSchema = Type.Union(
  CONTENT_KINDS.map((k) => Type.Literal(k)),
  { description: CONTENT_KINDS.join(', ') },
);

const TrashKindSchema = Type.Union(
  TRASH_KINDS.map((k) => Type.Literal(k)),
  { description: `${TRASH_KINDS.join(', ')} (media: a file of the media library, key: its fileId)` },
);

const Key = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
/** An entry of the trash: content, or a media library file (its fileId). */
const TrashParams = Obj({ kind: TrashKindSchema, key: Key });

/** Versions, trash and preview links of every kind of content (server/modules/workflow), of the kinds in `CONTENT` (server/modules/content.ts). */
export default async function workflowRoutes(
  app: FastifyInstance,
  {
    content: CONTENT,
    trash: others = {},
  }: { content: Record<ContentKind, ContentKindDef>; trash?: Partial<Record<TrashKindDef['name'], TrashKindDef>> },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const tags = ['editorial workflow'];
  const TRASH: TrashKinds = { ...CONTENT, ...others };
  /** Removes the files of what was deleted for good (a media entry's file and variants), once that has committed. */
  const removeFiles = async (files: string[]) => {
    for (const file of files)
      await app.storage.remove(file).catch((err: unknown) => app.log.warn({ err, file }, 'could not remove a file'));
  };

  scheduleCleanUp(
    app,
    'trash',
    async () => {
      const files: string[] = [];
      const gone = await db.transaction().execute((trx) => purgeTrash(trx, TRASH, config.trashDays, new Date(), files));
      await removeFiles(files);
      return gone;
    },
    'clearing the trash',
  );
  scheduleCleanUp(
    app,
    'preview-links',
    () => db.deleteFrom('preview_link').where('expires_at', '<=', now()).execute(),
    'clearing expired preview links',
  );

  r.get(
    '/admin/versions',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: "An item's versions, newest first: kind and no (a banner: id; a document: no = its name)",
        querystring: Obj({
          kind: ContentKindSchema,
          no: Type.Optional(Key),
          id: Type.Optional(IdParam.properties.id),
          ...PagingQuery,
          ...CacheBuster,
        }),
        response: envelope(Type.Array(VersionSummarySchema)),
      },
    },
    async (req) => {
      const key = req.query.kind === 'banner' ? (req.query.id ?? req.query.no) : req.query.no;
      if (key === undefined)
        throw badRequest(req.query.kind === 'banner' ? 'id: required for a banner' : 'no: required');
      return pageAnswer(req.query, (page) => listVersions(db, req.query.kind, String(key), page));
    },
  );

  r.get(
    '/admin/versions/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'One version with its rows as the admin detail calls answered them then',
        params: IdParam,
        querystring: Obj(CacheBuster),
        response: envelope(VersionSchema),
      },
    },
    async (req) => ok(await getVersion(db, req.params.id)),
  );

  r.post(
    '/admin/versions/:id/restore',
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary: "Writes a version's content back as a new version (the current state stays in the history)",
        params: IdParam,
        querystring: Obj({
          publication: Type.Optional(
            Type.Union([Type.Literal('version'), Type.Literal('current')], {
              description:
                "version (the default): each language's status and scheduled time as the version had them; current: nothing becomes public that is not public now (each language keeps its status, a language that comes back is a draft; a language the version lacks is removed, as with every restore)",
            }),
          ),
        }),
        response: envelope(VersionSummarySchema),
      },
    },
    async (req) => {
      return ok(
        await db
          .transaction()
          .execute((trx) => restoreVersion(trx, CONTENT, req.params.id, req.query.publication, req.writer)),
      );
    },
  );

  r.get(
    '/admin/trash',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: `Deleted items, newest first; each is deleted for good after TRASH_DAYS days`,
        querystring: Obj({ ...PagingQuery, ...CacheBuster }),
        response: envelope(Type.Array(TrashEntrySchema)),
      },
    },
    async (req) => pageAnswer(req.query, (page) => listTrash(db, config.trashDays, page)),
  );

  r.get(
    '/admin/trash/settings',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'How long a deleted item stays in the trash (TRASH_DAYS), for the delete dialogs',
        querystring: Obj(CacheBuster),
        response: envelope(
          Obj({
            days: Type.Integer({
              minimum: 1,
              description: 'Days a deleted item can be restored before it is deleted for good',
            }),
          }),
        ),
      },
    },
    async () => ok({ days: config.trashDays }),
  );

  r.post(
    '/admin/trash/:kind/:key/restore',
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary: 'Puts a deleted item back, with the same ids and addresses (a media file: its entry, texts and file)',
        params: TrashParams,
        response: Done,
      },
    },
    async (req) => {
      const def = TRASH[req.params.kind];
      if (!def) throw notFound(`${req.params.kind} ${req.params.key} is not in the trash`);
      await db.transaction().execute((trx) => restoreFromTrash(trx, req.writer, def, req.params.key));
      return ok(true);
    },
  );

  r.delete(
    '/admin/trash/:kind/:key',
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary: 'Deletes an item in the trash for good, with its versions (a media file: with its file and variants)',
        params: TrashParams,
        response: Done,
      },
    },
    async (req) => {
      const def = TRASH[req.params.kind];
      if (!def) throw notFound(`${req.params.kind} ${req.params.key} is not in the trash`);
      await removeFiles(await db.transaction().execute((trx) => deleteFromTrash(trx, def, req.params.key)));
      return ok(true);
    },
  );

  r.post(
    '/admin/preview-links',
    {
      config: { permission: 'write' },
      schema: {
        tags,
        summary:
          "A link (valid 7 days unless `hours` says less, no login) to the public page of one language row, showing the item's drafts in every language; made by an account limited to some languages, a page in one of them showing the drafts of those only",
        body: Obj({
          kind: ContentKindSchema,
          id: IdParam.properties.id,
          hours: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: PREVIEW_DAYS * 24,
              description: `How long the link works, in hours (default and at most ${PREVIEW_DAYS * 24})`,
            }),
          ),
        }),
        response: envelope(PreviewLinkSchema),
      },
    },
    async (req) =>
      ok(
        await createPreviewLink(
          db,
          req.writer,
          CONTENT[req.body.kind],
          req.body.id,
          config.basePath,
          { id: req.admin!.id, languages: req.admin!.languages },
          req.body.hours,
        ),
      ),
  );

  r.get(
    '/admin/preview-links',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: "An item's preview links that still work",
        querystring: Obj({ kind: ContentKindSchema, key: Key, ...CacheBuster }),
        response: envelope(Type.Array(PreviewLinkItemSchema)),
      },
    },
    async (req) => ok(await listPreviewLinks(db, req.query.kind, req.query.key, revokerOf(req.admin!))),
  );

  r.delete(
    '/admin/preview-links/:token',
    {
      config: { permission: 'write', oneLanguage: true },
      schema: {
        tags,
        summary:
          'Revokes a preview link (by its token, or the id its list answers); an account limited to some languages, a link to a page in one of them; an Author, a link it made',
        params: Obj({ token: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: Done,
      },
    },
    async (req) => {
      await revokePreviewLink(db, req.params.token, revokerOf(req.admin!));
      return ok(true);
    },
  );
}
