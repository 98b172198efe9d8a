import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LangSchema, Obj, PagingQuery, contentLocale, envelope, pageAnswer } from '#server/lib/http/index.ts';
import { SEARCH_TYPES, search, type SearchType } from './query';
import { LocaleSchema } from '#contract/schemas.ts';

const TypeSchema = Type.Unsafe<SearchType>({
  type: 'string',
  enum: [...SEARCH_TYPES],
  description: SEARCH_TYPES.join(', '),
});
const TypeQuery = Type.Optional(TypeSchema);
const Q = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'What to search for, 1 to 200 characters: words, parts of words, "a phrase"; Chinese without spaces',
});

const HitProps = {
  type: TypeSchema,
  id: Type.Integer({ description: "The row's id in the language asked (the page's id)" }),
  no: Type.String({ description: "The item's no (a document's name)" }),
  title: Type.String(),
  excerpt: Type.String({ description: 'HTML: escaped text around the first match, the matched words in <mark>' }),
  url: Type.String({ description: 'The public page, relative to the base path' }),
  date: Type.Optional(Type.String({ description: 'ISO 8601 (news, case analyses, honours, documents)' })),
  role: Type.Optional(Type.String({ description: "A lawyer's job titles" })),
};
const Hit = Type.Object(HitProps);
const AdminHit = Type.Object({
  ...HitProps,
  lang: LocaleSchema,
  status: Type.String(),
  publishAt: Type.Union([Type.String(), Type.Null()]),
});

/** The site search (server/modules/search): the public's, and the back office's over drafts too. */
export default async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, dialect } = app;
  const tags = ['search'];
  /** One page of the hits of the query's q and type, in `scope`'s language and visibility. */
  const answer = (
    q: { q: string; type?: unknown; pageNo?: number; page?: number; pageSize?: number },
    scope: { lang?: string; public: boolean },
  ) => pageAnswer(q, (page) => search(db, dialect, { q: q.q, type: q.type as SearchType | undefined, ...scope }, page));

  r.get(
    '/user/search',
    {
      // What a visitor searched for is nobody else's to find out (from the cache's speed): never kept.
      config: { apiCache: false },
      schema: {
        tags,
        summary:
          "Search what the public may see, in the visitor's language (X-Language): news, case analyses, honours, lawyers, practice areas and legal documents; best matches first, then the newest",
        security: [],
        querystring: Obj({ q: Q, type: TypeQuery, ...PagingQuery }),
        response: envelope(Type.Array(Hit)),
      },
    },
    async (req) => answer(req.query, { lang: contentLocale(req), public: true }),
  );

  r.get(
    '/admin/search',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary:
          'Search every kind of content in every state (drafts and scheduled too), optionally of one language and kind',
        querystring: Obj({ q: Q, type: TypeQuery, lang: Type.Optional(LangSchema), ...PagingQuery }),
        response: envelope(Type.Array(AdminHit)),
      },
    },
    async (req) => answer(req.query, { lang: req.query.lang, public: false }),
  );
}
