import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DOC_NAMES, type DocName } from '#contract/enums.ts';
import { CacheBuster, LangSchema, Obj, contentLocale, envelope, notFound, ok } from '#server/lib/http/index.ts';
import { SiteDocumentSchema } from '#contract/schemas.ts';
import * as repo from './repository';
import { mayPreview } from '../workflow/preview';
import { WriteBody } from './schema';

const isDocName = (v: string): v is DocName => (DOC_NAMES as readonly string[]).includes(v);
const Many = envelope(Type.Array(SiteDocumentSchema));
const NameParam = Obj({ name: Type.String({ minLength: 1, maxLength: 40, description: DOC_NAMES.join(', ') }) });

/** The site's documents (privacy policy, terms, imprint), per language, edited in the back office. */
export default async function docsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['documents'];

  r.get(
    '/user/docs/:name',
    {
      schema: {
        tags,
        summary: `One document (${DOC_NAMES.join(', ')}) in the visitor's language (X-Language), with the languages the public may open (translations)`,
        security: [],
        params: NameParam,
        querystring: Obj(CacheBuster),
        response: envelope(SiteDocumentSchema),
      },
    },
    async (req) => {
      const name = req.params.name;
      let doc = isDocName(name) ? await repo.get(db, name, contentLocale(req)) : null;
      if (!doc && isDocName(name) && (await mayPreview(req, 'document', name))) {
        doc = (await repo.list(db, { name, lang: contentLocale(req) }))[0] ?? null;
      }
      if (!doc) throw notFound(`name: ${name}`);
      return ok({ ...doc, translations: await repo.publicTranslations(db, doc.name) });
    },
  );

  r.get(
    '/admin/docs',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'Documents, optionally of one name and/or language',
        querystring: Obj({
          name: Type.Optional(Type.String({ maxLength: 40 })),
          lang: Type.Optional(LangSchema),
          ...CacheBuster,
        }),
        response: Many,
      },
    },
    async (req) => ok(await repo.list(db, { name: req.query.name || undefined, lang: req.query.lang })),
  );

  r.get(
    '/admin/docs/:name',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'Every language of one document (empty list when none is written yet)',
        params: NameParam,
        querystring: Obj(CacheBuster),
        response: Many,
      },
    },
    async (req) => {
      if (!isDocName(req.params.name)) throw notFound(`name: ${req.params.name}`);
      return ok(await repo.list(db, { name: req.params.name }));
    },
  );

  r.put(
    '/admin/docs/:name',
    {
      config: { permission: 'write', content: 'document' },
      schema: {
        tags,
        summary: 'Write one document in one or more languages (one element per language); all or nothing',
        params: NameParam,
        body: WriteBody,
        response: Many,
      },
    },
    async (req) => {
      const name = req.params.name;
      if (!isDocName(name)) throw notFound(`name: ${name}`);
      return ok(await repo.save(db, req.writer, name, req.body));
    },
  );
}
