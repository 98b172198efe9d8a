import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '#contract/locales.ts';
import { HttpError, requestLocale } from '../lib/http';
import { msg } from '../lib/messages';
import { mapDbError } from '../lib/db-errors';
import { badText } from '../lib/text';
import { JSON_DEPTH_MAX } from './json-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-rendered page (server/web): it reads only the query parameters it knows. */
    page?: true;
  }
}

/**
 * Where the first string (value or property name) that badText refuses is, and why, or null. As
 * deep as a JSON body may nest (server/plugins/json-body.ts); a body holds at most
 * JSON_CONTAINERS_MAX arrays and objects, so the walk is bounded.
 */
function findBadText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') {
    const why = badText(value);
    return why ? `${path} ${why}` : null;
  }
  if (depth > JSON_DEPTH_MAX || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const why = badText(k);
    if (why) return `a property name in ${path} ${why}`;
    const found = findBadText(v, path ? `${path}/${k}` : k, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Where the first number that is not finite (JSON's 1e400, a query's "Infinity") is, as the keys
 * leading to it, or null. The keys are put together only for the one found: every request is
 * walked, and almost none holds such a number.
 */
function findNonFinite(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : [];
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const k of Object.keys(value)) {
    const found = findNonFinite((value as Record<string, unknown>)[k], depth + 1);
    if (found !== null) return [k, ...found];
  }
  return null;
}

/**
 * Errors the router meets before any route runs (a bad percent-escape, a path parameter over the
 * length limit): the envelope, like every other answer. Given to Fastify as `frameworkErrors`.
 */
export function frameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const lang = requestLocale(req);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const detail =
    status === 414
      ? 'a part of the address is longer than 500 characters'
      : 'the address contains an invalid percent-escape';
  void reply.status(status).send({ result: null, message: `${msg('invalid', lang)}: ${detail}`, status });
}

/**
 * Requests Node cannot even parse (headers over 16 KB, a broken request line, a client too slow):
 * answered with the envelope, then the connection is closed. Given to Fastify as `clientErrorHandler`.
 */
export function clientError(err: ConnectionError, socket: Socket, lang: Locale = DEFAULT_LOCALE): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'the request headers are larger than 16 KB']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'the request was not complete in time']
        : [400, 'Bad Request', 'the request is not valid HTTP'];
  const body = JSON.stringify({ result: null, message: `${msg('invalid', lang)}: ${detail}`, status });
  // An answer to HEAD has the headers of the envelope but no body (the parser kept the raw bytes).
  const raw: unknown = err.rawPacket; // a Buffer at run time, whatever the type says
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  socket.destroy(err);
}

/**
 * One error handler for the whole API: every error becomes the envelope with a status that
 * mirrors HTTP and a message in the caller's language. 5xx details are logged, never sent.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Text with NUL characters or lone surrogates is refused the same way on SQLite and PostgreSQL
  // (by the API: a page ignores what it does not read, and what it reads reaches the API).
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.page) return;
    const problem =
      findBadText(req.body, 'body') ?? findBadText(req.query, 'querystring') ?? findBadText(req.params, 'params');
    if (problem) throw new HttpError(400, 'invalid', problem);
  });
  // After validation, which turns "Infinity" and 1e400 into numbers that pass integer rules.
  app.addHook('preHandler', async (req) => {
    for (const [part, value] of [
      ['body', req.body],
      ['querystring', req.query],
      ['params', req.params],
    ] as const) {
      const keys = findNonFinite(value);
      if (keys) throw new HttpError(400, 'invalid', `${[part, ...keys].join('/')} must be a finite number`);
    }
  });

  app.setErrorHandler((raw: FastifyError, req, reply) => {
    const error = mapDbError(raw) as FastifyError;
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
    } else if (
      error.statusCode === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_PARTS_LIMIT'
    ) {
      status = 413;
      message = msg('fileTooLarge', lang);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = `${msg('invalid', lang)}: ${error.message}`;
    }
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    void reply.status(status).send({ result: null, message, status });
  });

  app.setNotFoundHandler((req, reply) => sendRouteNotFound(req, reply));
}

/**
 * The answer for an address no route serves. The page catch-all gives it for unknown /api paths
 * too and names the path its route matched; the raw request URL is never echoed or looked at.
 */
export function sendRouteNotFound(req: FastifyRequest, reply: FastifyReply, matchedPath?: string): void {
  const lang = requestLocale(req);
  const what = matchedPath ? `${req.method} ${matchedPath}` : req.method;
  void reply.status(404).send({ result: null, message: `${msg('routeNotFound', lang)}: ${what}`, status: 404 });
}
