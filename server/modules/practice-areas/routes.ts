import { BriefQuery } from '#server/lib/answer-budget.ts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheBuster, LangSchema, Obj, contentLocale, envelope, notFound, ok } from '#server/lib/http/index.ts';
import { PageTurnSchema, ProfessionalFieldDetailSchema, ProfessionalFieldSchema } from '#contract/schemas.ts';
import * as repo from './repository';
import { grantCovers, requestPreview } from '../workflow/preview';
import { CreateBody, UpdateBody } from './schema';
import { registerGroupRoutes, repositoryOn } from '../group-routes';

const One = envelope(ProfessionalFieldSchema);
const Many = envelope(Type.Array(ProfessionalFieldSchema));

/** Practice areas (spec: professional fields), one row per language sharing `no` (prefix P). */
export default async function practiceAreaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['practice areas'];

  r.get(
    '/admin/professionalField/lang/list',
    {
      schema: {
        tags,
        summary:
          'Every practice area of one language in display order; public, no token needed (lang defaults to X-Language)',
        security: [],
        querystring: Obj({ lang: Type.Optional(LangSchema), ...BriefQuery, ...CacheBuster }),
        response: Many,
      },
    },
    async (req) => ok(await repo.listByLang(db, req.query.lang ?? contentLocale(req), !!req.query.brief)),
  );

  // Public reads: the visitor's language from X-Language.
  r.get(
    '/user/professionalField/list',
    {
      schema: {
        tags,
        summary: "Every practice area in the visitor's language, in display order",
        security: [],
        querystring: Obj({ ...BriefQuery, ...CacheBuster }),
        response: Many,
      },
    },
    async (req) => ok(await repo.listByLang(db, contentLocale(req), !!req.query.brief)),
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
    list: {
      summary:
        'Paged list of practice areas (all languages unless lang; view=items: one entry per area), in display order',
      rows: (filter, page) => repo.adminList(db, filter, page),
      items: (filter, view, page) => repo.adminItems(db, filter, view, page),
    },
    detail: {
      summary: 'One practice area row, with every language of its group in `group`',
      one: envelope(ProfessionalFieldDetailSchema),
      withGroup: true,
    },
    ...repositoryOn(db, repo),
    public: {
      path: '/user/professionalField',
      content: 'practiceArea',
      kind: repo.PRACTICE_AREAS,
      one: One,
    },
  });
}
