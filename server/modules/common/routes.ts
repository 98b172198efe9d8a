import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LANGUAGE_NAMES, LOCALES } from '../../../contract/locales';
import { CacheBuster, HttpError, Obj, ok } from '../../lib/http';
import { ping } from '../../db';

export default async function commonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/common/language', { schema: { tags: ['common'], summary: 'The languages the site has content in', security: [], querystring: Obj(CacheBuster) } }, async () =>
    ok(LOCALES.map((langCode) => ({ langCode, langName: LANGUAGE_NAMES[langCode] }))),
  );

  r.get('/health', { schema: { tags: ['common'], summary: 'Whether the database answers', security: [], querystring: Obj(CacheBuster) } }, async () => {
    if (!(await ping(app.db))) throw new HttpError(503, null, 'database unavailable');
    return ok({ database: 'up', dialect: app.dialect });
  });
}
