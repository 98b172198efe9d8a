import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CacheBuster,
  IdParam,
  LangSchema,
  Obj,
  PagingQuery,
  contentLocale,
  envelope,
  notFound,
  ok,
  pageOf,
  paged,
} from '#server/lib/http/index.ts';
import { StatusFilterQuery } from '#server/lib/publication.ts';
import { PageTurnSchema, ProfessionalFieldDetailSchema, ProfessionalFieldSchema } from '#contract/schemas.ts';
import * as repo from './repository';
import { grantCovers, requestPreview } from '../workflow/preview';
import { CreateBody, UpdateBody } from './schema';
import { registerGroupRoutes } from '../group-routes';
import { ItemViewQuery, itemViewOf } from '#server/lib/item-list.ts';

const One = envelope(ProfessionalFieldSchema);
const Many = envelope(Type.Array(ProfessionalFieldSchema));

/** Practice areas (spec: professional fields), one row per language sharing `no` (prefix P). */
export default async function practiceAreaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['practice areas'];

  r.get(
    '/admin/professionalField',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary:
          'Paged list of practice areas (all languages unless lang; view=items: one entry per area), in display order',
        querystring: Obj({
          ...PagingQuery,
          lang: Type.Optional(LangSchema),
          name: Type.Optional(Type.String({ maxLength: 200 })),
          ...StatusFilterQuery,
          ...ItemViewQuery,
        }),
        response: Many,
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const filter = { lang: req.query.lang, name: req.query.name?.trim() || undefined, status: req.query.status };
      const view = itemViewOf(req.query, req);
      const { items, total } = view
        ? await repo.adminItems(db, filter, view, page)
        : await repo.adminList(db, filter, page);
      return paged(items, page, total);
    },
  );

  r.get(
    '/admin/professionalField/lang/list',
    {
      schema: {
        tags,
        summary:
          'Every practice area of one language in display order; public, no token needed (lang defaults to X-Language)',
        security: [],
        querystring: Obj({ lang: Type.Optional(LangSchema), ...CacheBuster }),
        response: Many,
      },
    },
    async (req) => ok(await repo.listByLang(db, req.query.lang ?? contentLocale(req))),
  );

  r.get(
    '/admin/professionalField/detail/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'One practice area row, with every language of its group in `group`',
        params: IdParam,
        querystring: Obj(CacheBuster),
        response: envelope(ProfessionalFieldDetailSchema),
      },
    },
    async (req) => {
      const field = await repo.get(db, req.params.id);
      if (!field) throw notFound(`id: ${req.params.id}`);
      return ok({ ...field, group: await repo.group(db, field.no) });
    },
  );

  // Public reads: the visitor's language from X-Language.
  r.get(
    '/user/professionalField/list',
    {
      schema: {
        tags,
        summary: "Every practice area in the visitor's language, in display order",
        security: [],
        querystring: Obj(CacheBuster),
        response: Many,
      },
    },
    async (req) => ok(await repo.listByLang(db, contentLocale(req))),
  );

  r.get(
    '/user/professionalField/pageTurn/:no',
    {
      schema: {
        tags,
        summary:
          "Previous and next practice area ({id, no, name} or null) in the visitor's language; accepts the area's no or id",
        security: [],
        params: Obj({ no: Type.String({ minLength: 1, maxLength: 40 }) }),
        querystring: Obj(CacheBuster),
        response: envelope(PageTurnSchema),
      },
    },
    async (req) => {
      const grant = await requestPreview(req);
      const lang = contentLocale(req);
      const turn = await repo.pageTurn(
        db,
        req.params.no,
        lang,
        grant && grantCovers(grant, 'practiceArea', grant.key, lang) ? grant.key : null,
      );
      if (!turn) throw notFound(`no: ${req.params.no}`);
      return ok(turn);
    },
  );

  registerGroupRoutes(app, {
    path: '/admin/professionalField',
    noun: 'practice area',
    tags,
    many: Many,
    write: { permission: 'write', content: 'practiceArea' },
    remove: 'publish',
    bodies: { create: CreateBody, update: UpdateBody },
    summaries: {
      create: 'Create one practice area: one element per language (lang and name required); all or nothing',
      update: 'Update one practice area: elements carry id (or no); a missing language is added; all or nothing',
      remove: 'Delete the practice area in every language (lawyers lose the link)',
      sort: "Move the source area (every language) to the target area's place",
    },
    group: (no) => repo.group(db, no),
    save: (body, mode, req) => repo.save(db, req.writer, body, mode),
    removeGroup: (id, req) => repo.removeGroup(db, req.writer, id),
    move: (sourceId, targetId) => repo.move(db, sourceId, targetId),
    public: {
      path: '/user/professionalField',
      content: 'practiceArea',
      kind: repo.PRACTICE_AREAS,
      one: One,
      get: (id, onlyPublic) => repo.get(db, id, onlyPublic),
    },
  });
}
