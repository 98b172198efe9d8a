import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheBuster, Done, IdParam, Obj, UrlString, envelope, found, ok } from '#server/lib/http/index.ts';
import { IconSchema } from '#contract/schemas.ts';
import * as repo from './repository';

/** Icons the back office offers when editing practice areas. */
export default async function iconRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['icons'];

  r.get(
    '/admin/icon',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'Every icon, oldest first',
        querystring: Obj(CacheBuster),
        response: envelope(Type.Array(IconSchema)),
      },
    },
    async () => ok(await repo.list(db)),
  );

  r.post(
    '/admin/icon',
    {
      config: { permission: 'structure' },
      schema: {
        tags,
        summary: 'Add an icon',
        body: Obj({ name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }), url: UrlString }),
        response: envelope(IconSchema),
      },
    },
    async (req) => ok(await repo.create(db, req.body.name.trim(), req.body.url.trim())),
  );

  r.delete(
    '/admin/icon/:id',
    {
      config: { permission: 'structure' },
      schema: { tags, summary: 'Delete an icon', params: IdParam, response: Done },
    },
    async (req) => ok(found(await repo.remove(db, req.params.id), `id: ${req.params.id}`)),
  );
}
