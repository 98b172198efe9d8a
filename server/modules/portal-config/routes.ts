import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheBuster, LangSchema, Obj, contentLocale, envelope, ok } from '#server/lib/http/index.ts';
import { PortalConfigSchema } from '#contract/schemas.ts';
import * as repo from './repository';
import { SaveBody } from './schema';
import { ImprintSchema } from '#contract/imprint.ts';
import { readImprint, saveImprint } from './imprint';

/** Site configuration, one per language (firm name, contact, introduction, counts, advantages, office pictures). */
export default async function portalConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['site configuration'];

  r.get(
    '/admin/portal-config',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary:
          'The configuration of every language (or of lang): always one entry per language, empty defaults where none is stored',
        querystring: Obj({ lang: Type.Optional(LangSchema), ...CacheBuster }),
        response: envelope(Type.Array(PortalConfigSchema)),
      },
    },
    async (req) => ok(await repo.list(db, req.query.lang ? [req.query.lang] : undefined)),
  );

  r.post(
    '/admin/portal-config',
    {
      config: { permission: 'site' },
      schema: {
        tags,
        summary:
          "Save the configuration of one or more languages (one element per language; the fields sent replace that language's, the others keep theirs); all or nothing. An element with the revision it was read at is refused (409) when that language changed since",
        body: SaveBody,
        response: envelope(Type.Array(PortalConfigSchema)),
      },
    },
    async (req) => ok(await repo.save(db, req.body)),
  );

  r.get(
    '/user/portal-config',
    {
      schema: {
        tags,
        summary: "The configuration in the visitor's language (X-Language); empty defaults when none is stored",
        security: [],
        querystring: Obj(CacheBuster),
        response: envelope(PortalConfigSchema),
      },
    },
    async (req) => ok(await repo.get(db, contentLocale(req))),
  );

  // The Impressum's structured part per language (issue #30), shown at /docs/imprint above the free text.
  const ImprintAll = Type.Object({ de_DE: ImprintSchema, en_US: ImprintSchema, zh_CN: ImprintSchema });
  const ImprintPatch = Obj(
    Object.fromEntries(Object.entries(ImprintSchema.properties).map(([k, v]) => [k, Type.Optional(v)])),
  );
  r.get(
    '/admin/portal-config/imprint',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'The Impressum’s structured part in every language',
        querystring: Obj(CacheBuster),
        response: envelope(ImprintAll),
      },
    },
    async () => ok(await readImprint(db)),
  );
  r.put(
    '/admin/portal-config/imprint',
    {
      config: { permission: 'site', audit: 'settings' },
      schema: {
        tags,
        summary:
          "Save the Impressum's structured part: per language, the fields sent replace that language's (partnership, register court and number, partners, professional title and state, bar and its address, rules with links, insurer and scope, VAT id, dispute resolution statement)",
        body: Obj({
          de_DE: Type.Optional(ImprintPatch),
          en_US: Type.Optional(ImprintPatch),
          zh_CN: Type.Optional(ImprintPatch),
        }),
        response: envelope(ImprintAll),
      },
    },
    async (req) => ok(await saveImprint(db, req.body)),
  );
  r.get(
    '/user/portal-config/imprint',
    {
      schema: {
        tags,
        summary: "The Impressum's structured part in the visitor's language (X-Language)",
        security: [],
        querystring: Obj(CacheBuster),
        response: envelope(ImprintSchema),
      },
    },
    async (req) => ok((await readImprint(db))[contentLocale(req)]),
  );
}
