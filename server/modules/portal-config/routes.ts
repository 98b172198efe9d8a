import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheBuster, Flag, LangSchema, Obj, OptionalEmail, OptionalUrl, RichText, UrlString, contentLocale, ok } from '../../lib/http';
import * as repo from './repository';

const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const Text = (max: number) => Type.String({ maxLength: max });

const ConfigElement = Obj({
  lang: LangSchema,
  name: Type.String({ maxLength: 200 }),
  iconUrl: Type.Optional(OptionalUrl),
  address: Type.Optional(Text(500)),
  email: Type.Optional(OptionalEmail),
  tel: Type.Optional(Text(100)),
  introduce: Type.Optional(RichText),
  lawyerCount: Type.Optional(Count),
  isLawyerCountVisible: Type.Optional(Flag),
  totalPeople: Type.Optional(Count),
  isTotalPeopleVisible: Type.Optional(Flag),
  branchCount: Type.Optional(Count),
  isBranchCountVisible: Type.Optional(Flag),
  advantagesList: Type.Optional(Type.Array(Obj({ title: Type.Optional(Text(200)), content: Type.Optional(Text(5000)) }), { maxItems: 50 })),
  environmentList: Type.Optional(Type.Array(Obj({ title: Type.Optional(Text(200)), coverUrl: UrlString }), { maxItems: 50 })),
});

/** Site configuration, one per language (firm name, contact, introduction, counts, advantages, office pictures). */
export default async function portalConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['site configuration'];

  r.get(
    '/admin/portal-config',
    {
      schema: {
        tags,
        summary: 'The configuration of every language (or of lang): always one entry per language, empty defaults where none is stored',
        querystring: Obj({ lang: Type.Optional(LangSchema), ...CacheBuster }),
      },
    },
    async (req) => ok(await repo.list(db, req.query.lang ? [req.query.lang] : undefined)),
  );

  r.post(
    '/admin/portal-config',
    {
      schema: {
        tags,
        summary: 'Save the configuration of one or more languages (one element per language, replaces it); all or nothing',
        body: Type.Array(ConfigElement, { minItems: 1, maxItems: 10 }),
      },
    },
    async (req) => ok(await repo.save(db, req.body)),
  );

  r.get(
    '/user/portal-config',
    { schema: { tags, summary: "The configuration in the visitor's language (X-Language); empty defaults when none is stored", security: [], querystring: Obj(CacheBuster) } },
    async (req) => ok(await repo.get(db, contentLocale(req))),
  );
}
