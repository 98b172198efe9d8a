import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LANGUAGE_NAMES, LOCALES } from '../../../contract/locales';
import { Type } from '@sinclair/typebox';
import { CacheBuster, HttpError, Obj, envelope, ok } from '../../lib/http';
import { HealthSchema, LanguageSchema } from '../../../contract/schemas';
import { MIGRATION_NAMES, ping, schemaVersion } from '../../db';

export default async function commonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/common/language', { schema: { tags: ['common'], summary: 'The languages the site has content in', security: [], querystring: Obj(CacheBuster), response: envelope(Type.Array(LanguageSchema)) } }, async () =>
    ok(LOCALES.map((langCode) => ({ langCode, langName: LANGUAGE_NAMES[langCode] }))),
  );

  // For a process manager or load balancer: 200 when this process can serve, 503 when not.
  r.get('/health', { schema: { tags: ['common'], summary: 'Ready: the database answers and its schema is current', security: [], querystring: Obj(CacheBuster), response: envelope(HealthSchema) } }, async () => {
    if (!(await ping(app.db))) throw new HttpError(503, null, 'database unavailable');
    if ((await schemaVersion(app.db)) !== MIGRATION_NAMES.at(-1)) throw new HttpError(503, null, 'the database schema is not the one this version of the site needs: restart it to migrate, or update it');
    return ok({ database: 'up' as const, schema: 'current' as const });
  });
}
