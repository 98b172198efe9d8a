import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The built client files under BASE_PATH: hashed /assets immutable for a year, the rest for an
 * hour; the .br/.gz twins written at build time (scripts/precompress.mjs) are sent when accepted.
 */
export async function registerStatic(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: `${app.config.basePath}/`,
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    // Otherwise send's own "public, max-age=0" replaces the header set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });
}
