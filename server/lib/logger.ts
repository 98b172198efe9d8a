import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/**
 * The server's log: readable lines on a terminal (or LOG_FORMAT=pretty), one JSON object per line
 * otherwise (LOG_FORMAT=json, process managers, log shippers). Written synchronously, so the start
 * banner printed after the last log line really comes last.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const tty = process.stdout.isTTY === true;
  if (config.logFormat === 'json' || (config.logFormat === 'auto' && !tty))
    return { level: config.logLevel, stream: pino.destination({ dest: 1, sync: true }) };
  return {
    level: config.logLevel,
    stream: pretty({ sync: true, colorize: tty, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' }),
  };
}

/**
 * Request logging: instead of Fastify's two lines per request at `info`, one line per answered
 * request from outside at `debug` (LOG_LEVEL=debug shows them). A request that fails is still logged as an
 * error (here, and by the error handler in server/plugins/errors.ts for 5xx answers).
 */
export class RequestLog extends LogController {
  /** Decided once from LOG_LEVEL: a request at the default level costs nothing here. */
  private readonly perRequest: boolean;

  constructor(level: Config['logLevel']) {
    super();
    this.perRequest = level === 'debug' || level === 'trace';
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error(
        { err: error, method: request.method, url: request.url.slice(0, 300), status: reply.statusCode },
        'request errored',
      );
      return;
    }
    // The public pages call the API in-process (app.inject, server/web/render.ts): those calls are
    // part of the page's request, whose own line says it, so one request is one line.
    if (this.perRequest && !isInProcess(request))
      reply.log.debug(
        {
          method: request.method,
          url: request.url.slice(0, 300),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
  }
}

/** A call the server made to itself through app.inject (light-my-request marks its requests). */
const isInProcess = (request: FastifyRequest) => '_lightMyRequest' in request.raw;
