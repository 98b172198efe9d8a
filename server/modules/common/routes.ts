import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LANGUAGE_NAMES, LOCALES } from '../../../contract/locales';
import { Type } from '@sinclair/typebox';
import { CacheBuster, HttpError, Obj, envelope, ok } from '../../lib/http';
import { HealthSchema, LanguageSchema } from '../../../contract/schemas';
import { ping } from '../../db';

export default async function commonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/common/language', { schema: { tags: ['common'], summary: 'The languages the site has content in', security: [], querystring: Obj(CacheBuster), response: envelope(Type.Array(LanguageSchema)) } }, async () =>
    ok(LOCALES.map((langCode) => ({ langCode, langName: LANGUAGE_NAMES[langCode] }))),
  );

  r.get('/health', { schema: { tags: ['common'], summary: 'Whether the database answers', security: [], querystring: Obj(CacheBuster), response: envelope(HealthSchema) } }, async () => {
    if (!(await ping(app.db))) throw new HttpError(503, null, 'database unavailable');
    return ok({ database: 'up' as const, dialect: app.dialect });
  });
}
