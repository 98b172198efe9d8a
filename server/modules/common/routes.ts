import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LANGUAGE_NAMES, LOCALES } from '#contract/locales.ts';
import { Type } from '@sinclair/typebox';
import { CacheBuster, HttpError, Obj, envelope, ok } from '#server/lib/http/index.ts';
import { HealthSchema, LanguageSchema } from '#contract/schemas.ts';
import { MIGRATION_NAMES, ping, schemaVersion } from '#server/db/index.ts';
import { StoreUnavailable } from '#server/storage/blob.ts';

/** How many of the newest uploads the health check looks for, and how long it trusts what it found. */
const UPLOADS_CHECKED = 3;
const UPLOADS_CHECK_MS = 10_000;

export default async function commonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/common/language',
    {
      schema: {
        tags: ['common'],
        summary: 'The languages the site has content in',
        security: [],
        querystring: Obj(CacheBuster),
        response: envelope(Type.Array(LanguageSchema)),
      },
    },
    async () => ok(LOCALES.map((langCode) => ({ langCode, langName: LANGUAGE_NAMES[langCode] }))),
  );

  // The newest uploads the database records, looked for on disk at most every UPLOADS_CHECK_MS.
  let uploadsChecked: { at: number; missing: string[] } | null = null;
  const missingNewestUploads = async (): Promise<string[]> => {
    if (uploadsChecked && Date.now() - uploadsChecked.at < UPLOADS_CHECK_MS) return uploadsChecked.missing;
    const rows = await app.db
      .selectFrom('upload')
      .select('path')
      .orderBy('create_time', 'desc')
      .orderBy('file_id')
      .limit(UPLOADS_CHECKED)
      .execute();
    const missing: string[] = [];
    for (const { path: rel } of rows) {
      const key = app.storage.key(rel);
      // A store that cannot be reached throws (StoreUnavailable): the health check's 503, not cached.
      if (!key || !(await app.storage.store.head(key))) missing.push(rel);
    }
    uploadsChecked = { at: Date.now(), missing };
    return missing;
  };

  // For a process manager or load balancer: 200 when this process can serve, 503 when not.
  r.get(
    '/health',
    {
      schema: {
        tags: ['common'],
        summary:
          'Ready: the database answers, its schema is current and the newest uploads it records are in the uploads folder',
        security: [],
        querystring: Obj(CacheBuster),
        response: envelope(HealthSchema),
      },
    },
    async () => {
      if (!(await ping(app.db))) throw new HttpError(503, null, 'database unavailable');
      if ((await schemaVersion(app.db)) !== MIGRATION_NAMES.at(-1))
        throw new HttpError(
          503,
          null,
          'the database schema is not the one this version of the site needs: restart it to migrate, or update it',
        );
      // A node whose DATA_DIR/uploads is not the folder the others share (or whose STORAGE_URL names
      // another bucket) would answer 404 for every picture; one that cannot reach its bucket, 503.
      let missing: string[];
      try {
        missing = await missingNewestUploads();
      } catch (err) {
        if (!(err instanceof StoreUnavailable)) throw err;
        throw new HttpError(
          503,
          null,
          `the object storage cannot be reached (${err.message}): check STORAGE_URL, its credentials and that the bucket's server is up`,
        );
      }
      if (missing.length > 0 && app.storage.store.kind === 's3') {
        throw new HttpError(
          503,
          null,
          `the newest uploads the database records are not in ${app.storage.store.where} (${missing.join(', ')}): STORAGE_URL must name the bucket the site's uploads are in (npm run storage -- migrate --to s3 copies DATA_DIR/uploads there)`,
        );
      }
      if (missing.length > 0) {
        throw new HttpError(
          503,
          null,
          `the newest uploads the database records are not in this node's uploads folder (${missing.join(', ')}): DATA_DIR/uploads must be the folder the site's uploads are in, shared by every node`,
        );
      }
      return ok({ database: 'up' as const, schema: 'current' as const });
    },
  );
}
