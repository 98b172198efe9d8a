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

/** Why a value (or a property name) is refused, or null. */
type Check = (v: unknown) => string | null;
type NameCheck = (k: string) => string | null;

/** What findFault found: the keys leading to it, why it is refused, and whether a property name is. */
interface Fault {
  keys: string[];
  why: string;
  inName: boolean;
}

/**
 * The first value in `value` that `leaf` refuses, or property name that `name` refuses, or null.
 * As deep as a JSON body may nest (server/plugins/json-body.ts); a body holds at most
 * JSON_CONTAINERS_MAX arrays and objects, so the walk is bounded. The keys are put together only
 * for what is found: every request is walked, and almost none holds anything refused.
 */
function findFault(value: unknown, leaf: Check, name: NameCheck, depth = 0): Fault | null {
  const why = leaf(value);
  if (why) return { keys: [], why, inName: false };
  if (depth > JSON_DEPTH_MAX || value === null || typeof value !== 'object') return null;
  for (const k of Object.keys(value)) {
    const bad = name(k);
    if (bad) return { keys: [], why: bad, inName: true };
    const found = findFault((value as Record<string, unknown>)[k], leaf, name, depth + 1);
    if (found) {
      found.keys.unshift(k);
      return found;
    }
  }
  return null;
}

/** The message for the first fault in one part of a request (its body, query string or path parameters), or null. */
function faultAt(part: string, value: unknown, leaf: Check, name: NameCheck): string | null {
  const fault = findFault(value, leaf, name);
  if (!fault) return null;
  const at = [part, ...fault.keys].join('/');
  return fault.inName ? `a property name in ${at} ${fault.why}` : `${at} ${fault.why}`;
}

/** The message for the first fault in a request's body, query string or path parameters, or null. */
const faultIn = (req: FastifyRequest, leaf: Check, name: NameCheck): string | null =>
  faultAt('body', req.body, leaf, name) ??
  faultAt('querystring', req.query, leaf, name) ??
  faultAt('params', req.params, leaf, name);

/** Text with NUL characters or lone surrogates, in a value or a property name (badText). */
const badString: Check = (v) => (typeof v === 'string' ? badText(v) : null);
/** A number that is not finite: JSON's 1e400, a query's "Infinity". */
const nonFinite: Check = (v) => (typeof v === 'number' && !Number.isFinite(v) ? 'must be a finite number' : null);
const anyName: NameCheck = () => null;

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
    const problem = faultIn(req, badString, badText);
    if (problem) throw new HttpError(400, 'invalid', problem);
  });
  // After validation, which turns "Infinity" and 1e400 into numbers that pass integer rules.
  app.addHook('preHandler', async (req) => {
    const problem = faultIn(req, nonFinite, anyName);
    if (problem) throw new HttpError(400, 'invalid', problem);
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
