import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CacheBuster,
  Done,
  SortBody,
  Flag,
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
import { LawyerTeamSchema } from '../../../contract/schemas';
import * as repo from './repository';
import { mayPreview } from '../workflow/preview';
import { CreateBody, Id, UpdateBody } from './schema';
import { idInLanguage, publicTranslations } from '../../lib/translation-group';
import { ItemViewQuery, itemViewOf } from '../../lib/item-list';

const FilterQuery = {
  office: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.String({ minLength: 1, maxLength: 200 })], {
      description: 'office id or name, in any language (its translations match too)',
    }),
  ),
  jobId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'job id (its translations match too)' }),
  ),
  practiceAreaId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'practice area id (its translations match too)' }),
  ),
};
const term = (v: string | undefined) => v?.trim() || undefined;

const One = envelope(LawyerTeamSchema);
const Many = envelope(Type.Array(LawyerTeamSchema));

/** The lawyers (spec: lawyer team), one row per language sharing `no` (prefix T). */
export default async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['lawyer team'];

  r.get(
    '/admin/lawyerTeam',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary:
          "Paged lawyers (all languages unless lang; view=items: one entry per lawyer): pinned first, then the team's order (sort, the same in every language)",
        querystring: Obj({
          ...PagingQuery,
          ...FilterQuery,
          name: Type.Optional(Type.String({ maxLength: 200 })),
          lang: Type.Optional(LangSchema),
          ...StatusFilterQuery,
          ...ItemViewQuery,
        }),
        response: Many,
      },
    },
    async (req) => {
      const q = req.query;
      const page = pageOf(q);
      const filter = {
        lang: q.lang,
        name: term(q.name),
        office: q.office,
        jobId: q.jobId,
        practiceAreaId: q.practiceAreaId,
        status: q.status,
      };
      const view = itemViewOf(q, req);
      const { items, total } = view ? await repo.items(db, filter, view, page) : await repo.list(db, filter, page);
      return paged(items, page, total);
    },
  );

  r.get(
    '/admin/lawyerTeam/detail/:id',
    {
      config: { permission: 'read' },
      schema: { tags, summary: 'One lawyer row', params: IdParam, querystring: Obj(CacheBuster), response: One },
    },
    async (req) => {
      const lawyer = await repo.get(db, req.params.id);
      if (!lawyer) throw notFound(`id: ${req.params.id}`);
      return ok(lawyer);
    },
  );

  r.get(
    '/admin/lawyerTeam/group/:no',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'Every language of one lawyer (for the edit form)',
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
    '/admin/lawyerTeam',
    {
      config: { permission: 'write', content: 'lawyer' },
      schema: {
        tags,
        summary: 'Create one lawyer: one element per language (lang and name required); all or nothing',
        body: CreateBody,
        response: Many,
      },
    },
    async (req) => ok(await repo.save(db, req.body, 'create')),
  );

  r.put(
    '/admin/lawyerTeam',
    {
      config: { permission: 'write', content: 'lawyer' },
      schema: {
        tags,
        summary: 'Update one lawyer: elements carry id (or no); a missing language is added; all or nothing',
        body: UpdateBody,
        response: Many,
      },
    },
    async (req) => ok(await repo.save(db, req.body, 'update')),
  );

  r.delete(
    '/admin/lawyerTeam/:id',
    {
      config: { permission: 'publish' },
      schema: { tags, summary: 'Delete the lawyer in every language', params: IdParam, response: Done },
    },
    async (req) => {
      await repo.removeGroup(db, req.params.id);
      return ok(true);
    },
  );

  r.put(
    '/admin/lawyerTeam/:id/:top',
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary: 'Pin (1) or unpin (0) the lawyer in every language; answers every language',
        params: Obj({ id: Id, top: Flag }),
        response: Many,
      },
    },
    async (req) => ok(await repo.setTop(db, req.params.id, req.params.top)),
  );

  r.put(
    '/admin/lawyerTeam/sort',
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary:
          "Move the source lawyer (every language) to the target lawyer's place in the team's order (pinned lawyers stay first)",
        body: SortBody,
        response: Done,
      },
    },
    async (req) => {
      await repo.move(db, req.body.sourceId, req.body.targetId);
      return ok(true);
    },
  );

  r.get(
    '/user/lawyerTeam',
    {
      schema: {
        tags,
        summary: "Paged lawyers in the visitor's language (X-Language), filtered; pinned first, then sort, then name",
        security: [],
        querystring: Obj({
          ...PagingQuery,
          ...FilterQuery,
          keyword: Type.Optional(Type.String({ maxLength: 200, description: 'part of the name, any case' })),
        }),
        response: Many,
      },
    },
    async (req) => {
      const q = req.query;
      const page = pageOf(q);
      const { items, total } = await repo.list(
        db,
        {
          lang: contentLocale(req),
          name: term(q.keyword),
          office: q.office,
          jobId: q.jobId,
          practiceAreaId: q.practiceAreaId,
          public: true,
        },
        page,
      );
      return paged(items, page, total);
    },
  );

  r.get(
    '/user/lawyerTeam/:id',
    {
      schema: {
        tags,
        summary: "One lawyer in the visitor's language (an id of another language answers its translation)",
        security: [],
        params: IdParam,
        querystring: Obj(CacheBuster),
        response: One,
      },
    },
    async (req) => {
      const id = await idInLanguage(db, repo.LAWYERS, req.params.id, contentLocale(req));
      let lawyer = id ? await repo.get(db, id, true) : null;
      if (!lawyer && id) {
        // A preview link shows its lawyer in any status.
        const draft = await repo.get(db, id);
        if (draft && (await mayPreview(req, 'lawyer', draft.no))) lawyer = draft;
      }
      if (!lawyer) throw notFound(`id: ${req.params.id}`);
      const no = lawyer.no;
      return ok({
        ...lawyer,
        translations: await publicTranslations(db, repo.LAWYERS, no, (lang) => mayPreview(req, 'lawyer', no, lang)),
      });
    },
  );
}
