import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CacheBuster,
  Flag,
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
import { LawyerTeamSchema } from '#contract/schemas.ts';
import * as repo from './repository';
import { CreateBody, Id, UpdateBody } from './schema';
import { registerGroupRoutes } from '../group-routes';
import { ItemViewQuery, itemViewOf } from '#server/lib/item-list.ts';

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
    async (req) => ok(await repo.setTop(db, req.writer, req.params.id, req.params.top)),
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

  registerGroupRoutes(app, {
    path: '/admin/lawyerTeam',
    noun: 'lawyer',
    tags,
    many: Many,
    write: { permission: 'write', content: 'lawyer' },
    remove: 'publish',
    bodies: { create: CreateBody, update: UpdateBody },
    summaries: {
      create: 'Create one lawyer: one element per language (lang and name required); all or nothing',
      update: 'Update one lawyer: elements carry id (or no); a missing language is added; all or nothing',
      remove: 'Delete the lawyer in every language',
      sort: "Move the source lawyer (every language) to the target lawyer's place in the team's order (pinned lawyers stay first)",
    },
    group: (no) => repo.group(db, no),
    save: (body, mode, req) => repo.save(db, req.writer, body, mode),
    removeGroup: (id, req) => repo.removeGroup(db, req.writer, id),
    move: (sourceId, targetId) => repo.move(db, sourceId, targetId),
    public: {
      path: '/user/lawyerTeam',
      content: 'lawyer',
      kind: repo.LAWYERS,
      one: One,
      get: (id, onlyPublic) => repo.get(db, id, onlyPublic),
    },
  });
}
