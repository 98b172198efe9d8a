import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, requestLocale } from '../lib/http';
import { msg } from '../lib/messages';

/**
 * One error handler for the whole API: every error becomes the envelope with a status that
 * mirrors HTTP and a message in the caller's language. 5xx details are logged, never sent.
 */
/** Path of the first string holding a NUL character (PostgreSQL cannot store one), or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const found = findNul(v, path ? `${path}/${k}` : k, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Text with NUL characters is refused the same way on SQLite and PostgreSQL.
  app.addHook('preValidation', async (req) => {
    const where = findNul(req.body, 'body') ?? findNul(req.query, 'querystring') ?? findNul(req.params, 'params');
    if (where) throw new HttpError(400, 'invalid', `${where} must not contain NUL characters`);
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = requestLocale(req);
    let status = 500;
    let message = msg('serverError', lang);
    if (error instanceof HttpError) {
      status = error.statusCode;
      message = error.text(lang);
    } else if (error.validation) {
      status = 400;
      message = `${msg('invalid', lang)}: ${error.message}`;
    } else if (error.statusCode === 429) {
      status = 429;
      message = msg('tooManyRequests', lang);
    } else if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_PARTS_LIMIT') {
      status = 413;
      message = msg('fileTooLarge', lang);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = `${msg('invalid', lang)}: ${error.message}`;
    }
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    void reply.status(status).send({ result: null, message, status });
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = requestLocale(req);
    void reply.status(404).send({ result: null, message: `${msg('routeNotFound', lang)}: ${req.method} ${req.url.split('?')[0]}`, status: 404 });
  });
}
