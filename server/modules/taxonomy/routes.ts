import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheBuster, LangSchema, Obj, envelope, ok } from '#server/lib/http/index.ts';
import { JobSchema, OfficeSchema } from '#contract/schemas.ts';
import * as repo from './repository';
import { registerGroupRoutes } from '../group-routes';
import { PREVIEW_HEADER, requestPreview } from '../workflow/preview';
import { BODIES } from './schema';

const NAMES: Record<repo.TaxonomyTable, { path: string; label: string }> = {
  office: { path: '/admin/office', label: 'office' },
  job: { path: '/admin/job', label: 'job title' },
};

const MANY = { job: envelope(Type.Array(JobSchema)), office: envelope(Type.Array(OfficeSchema)) };

/**
 * Offices and job titles, per language (rows of one item share `no`). The lists are read by the
 * public site without a token (spec section 7), which sees only those a public lawyer holds: an
 * office not yet opened or a title made for a hire not yet announced stays off the site. Writing
 * them needs a token.
 */
export default async function taxonomyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;

  for (const table of ['office', 'job'] as const) {
    const { path, label } = NAMES[table];
    const tags = ['taxonomy'];
    const Many = MANY[table];

    r.get(
      path,
      {
        // Public (the site's team filters and lawyer profiles); staff who may read see every row.
        config: { permission: 'read' },
        schema: {
          tags,
          summary: `The ${label}s of a language (all languages without lang). Public, no token needed: the public sees those a public lawyer holds (in that language); signed-in staff see all`,
          security: [],
          querystring: Obj({ lang: Type.Optional(LangSchema), ...CacheBuster }),
          response: Many,
        },
      },
      async (req) => {
        if (req.admin) return ok(await repo.list(db, table, req.query.lang, 'staff'));
        const grant = req.headers[PREVIEW_HEADER] ? await requestPreview(req) : null;
        return ok(
          await repo.list(db, table, req.query.lang, {
            previewLawyer: grant?.kind === 'lawyer' ? { no: grant.key, langs: grant.langs } : null,
          }),
        );
      },
    );

    registerGroupRoutes(app, {
      path,
      noun: label,
      tags,
      many: Many,
      write: { permission: 'structure' },
      remove: 'structure',
      bodies: BODIES[table],
      summaries: {
        create: `Create one ${label} in several languages (one element per language; the server assigns no)`,
        update: `Update one ${label}: elements carry id (or no); a language without a row is added`,
        remove: `Delete the ${label} in every language; 409 while a lawyer uses it`,
      },
      group: (no) => repo.group(db, table, no),
      save: (body, mode, req) => repo.save(db, table, body, mode, req.admin?.languages ?? null),
      removeGroup: (id) => repo.remove(db, table, id),
    });
  }
}
