import { BriefQuery } from '#server/lib/answer-budget.ts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Flag, Obj, PagingQuery, contentLocale, envelope, ok, pageAnswer } from '#server/lib/http/index.ts';
import { LawyerTeamSchema } from '#contract/schemas.ts';
import * as repo from './repository';
import { CreateBody, Id, UpdateBody } from './schema';
import { registerGroupRoutes, repositoryOn } from '../group-routes';

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

const One = envelope(LawyerTeamSchema);
const Many = envelope(Type.Array(LawyerTeamSchema));

/** The lawyers (spec: lawyer team), one row per language sharing `no` (prefix T). */
export default async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['lawyer team'];

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
          ...BriefQuery,
        }),
        response: Many,
      },
    },
    async (req) => {
      const q = req.query;
      return pageAnswer(q, (page) =>
        repo.list(
          db,
          {
            lang: contentLocale(req),
            name: q.keyword?.trim() || undefined,
            office: q.office,
            jobId: q.jobId,
            practiceAreaId: q.practiceAreaId,
            public: true,
            brief: !!q.brief,
          },
          page,
        ),
      );
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
    list: {
      summary:
        "Paged lawyers (all languages unless lang; view=items: one entry per lawyer): pinned first, then the team's order (sort, the same in every language)",
      filters: FilterQuery,
      rows: (filter, page) => repo.list(db, filter, page),
      items: (filter, view, page) => repo.items(db, filter, view, page),
    },
    detail: { summary: 'One lawyer row', one: One },
    ...repositoryOn(db, repo),
    public: {
      path: '/user/lawyerTeam',
      content: 'lawyer',
      kind: repo.LAWYERS,
      one: One,
    },
  });
}
