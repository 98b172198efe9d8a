import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CacheBuster,
  Done,
  SortBody,
  IdParam,
  LangSchema,
  NoString,
  Obj,
  PagingQuery,
  contentLocale,
  envelope,
  notFound,
  ok,
  pageOf,
  paged,
} from '../../lib/http';
import { StatusFilterQuery } from '../../lib/publication';
import { PageTurnSchema, ProfessionalFieldDetailSchema, ProfessionalFieldSchema } from '../../../contract/schemas';
import * as repo from './repository';
import { grantCovers, mayPreview, requestPreview } from '../workflow/preview';
import { CreateBody, UpdateBody } from './schema';
import { idInLanguage, publicTranslations } from '../../lib/translation-group';
import { ItemViewQuery, itemViewOf } from '../../lib/item-list';

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

  r.get(
    '/admin/professionalField/group/:no',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'Every language of one practice area (for the edit form)',
        params: Obj({ no: NoString }),
        querystring: Obj(CacheBuster),
        response: Many,
      },
    },
    async (req) => {
      const rows = await repo.group(db, req.params.no);
      if (!rows.length) throw notFound(`no: ${req.params.no}`);
      return ok(rows);
    },
  );

  r.post(
    '/admin/professionalField',
    {
      config: { permission: 'write', content: 'practiceArea' },
      schema: {
        tags,
        summary: 'Create one practice area: one element per language (lang and name required); all or nothing',
        body: CreateBody,
        response: Many,
      },
    },
    async (req) => ok(await repo.save(db, req.body, 'create')),
  );

  r.put(
    '/admin/professionalField',
    {
      config: { permission: 'write', content: 'practiceArea' },
      schema: {
        tags,
        summary: 'Update one practice area: elements carry id (or no); a missing language is added; all or nothing',
        body: UpdateBody,
        response: Many,
      },
    },
    async (req) => ok(await repo.save(db, req.body, 'update')),
  );

  r.delete(
    '/admin/professionalField/:id',
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary: 'Delete the practice area in every language (lawyers lose the link)',
        params: IdParam,
        response: Done,
      },
    },
    async (req) => {
      await repo.removeGroup(db, req.params.id);
      return ok(true);
    },
  );

  r.put(
    '/admin/professionalField/sort',
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary: "Move the source area (every language) to the target area's place",
        body: SortBody,
        response: Done,
      },
    },
    async (req) => {
      await repo.move(db, req.body.sourceId, req.body.targetId);
      return ok(true);
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

  r.get(
    '/user/professionalField/:id',
    {
      schema: {
        tags,
        summary: "One practice area in the visitor's language (an id of another language answers its translation)",
        security: [],
        params: IdParam,
        querystring: Obj(CacheBuster),
        response: One,
      },
    },
    async (req) => {
      const id = await idInLanguage(db, repo.PRACTICE_AREAS, req.params.id, contentLocale(req));
      let field = id ? await repo.get(db, id, true) : null;
      if (!field && id) {
        // A preview link shows its practice area in any status.
        const draft = await repo.get(db, id);
        if (draft && (await mayPreview(req, 'practiceArea', draft.no))) field = draft;
      }
      if (!field) throw notFound(`id: ${req.params.id}`);
      const no = field.no;
      return ok({
        ...field,
        translations: await publicTranslations(db, repo.PRACTICE_AREAS, no, (lang) =>
          mayPreview(req, 'practiceArea', no, lang),
        ),
      });
    },
  );
}
