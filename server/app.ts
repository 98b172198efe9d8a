import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import { migrate, openDatabase, type DatabaseHandle, type DB, type Dialect } from './db';
import { clientError, frameworkError, registerErrorHandling } from './plugins/errors';
import { registerAuth } from './plugins/auth';
import { registerJsonBody } from './plugins/json-body';
import { registerAuditTrail } from './plugins/audit-trail';
import { registerWriter } from './plugins/writer';
import { registerLoadMeter } from './plugins/load';
import { registerLifecycle } from './plugins/lifecycle';
import { registerNoStore } from './plugins/no-store';
import { registerScheduler } from './plugins/scheduler';
import { registerSharedRateLimit } from './plugins/rate-limit';
import { createStorage, type Storage } from './storage';
import { reportErrorsTo as reportVariantErrorsTo } from './storage/variants';
import { modules } from './modules';
import { CONTENT } from './modules/content';
import { registerSsr } from './web';
import { registerApiCache } from './web/api-cache';
import { listenForChanges } from './lib/content-notify';
import { createOutboxWorker, type OutboxWorker } from './modules/inquiries/outbox';
import { RequestLog, loggerOptions } from './lib/logger';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    dialect: Dialect;
    config: Config;
    storage: Storage;
    /** The mail outbox's worker in this process (server/modules/inquiries/outbox.ts). */
    outbox: OutboxWorker;
  }
}

export interface BuildOptions {
  /** An open database; by default one is opened from the config. Closed with the app. */
  handle?: DatabaseHandle;
  logger?: boolean;
  /** Serve the built public site and back office (off in API tests). */
  web?: boolean;
}

const trustHops = (n: number) => (_address: string, hop: number) => hop < n;

/** Builds the whole application: plugins, then the API modules, then the web pages. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config),
    logController: new RequestLog(config.logLevel),
    // A hop count becomes "trust the first n hops" (what proxy-addr does with a number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // A request whose body trickles in is cut after two minutes (an upload of the largest file
    // on a slow line takes less); its headers after Node's own minute.
    requestTimeout: 120_000,
    frameworkErrors: frameworkError,
    clientErrorHandler: (err, socket) => clientError(err, socket, config.defaultLocale),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ajv: { customOptions: { removeAdditional: true, useDefaults: true, coerceTypes: 'array', allErrors: false } },
  });
  const handle =
    opts.handle ??
    openDatabase(config, (err) =>
      app.log.warn({ err }, 'PostgreSQL closed an idle connection; the next query opens a new one'),
    );
  await migrate(handle);
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('config', config);
  app.decorate('storage', createStorage(config, handle.db));
  reportVariantErrorsTo((err, file) =>
    app.log.warn({ err, file }, 'an image variant could not be made; its URL answers a fallback'),
  );
  // Other nodes' writes, heard at once (PostgreSQL; the version poll is the fallback).
  const listener =
    handle.dialect === 'postgres' && config.databaseUrl
      ? listenForChanges(handle.db, config.databaseUrl, app.log)
      : null;
  const outbox = createOutboxWorker({
    db: handle.db,
    dialect: handle.dialect,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    log: app.log,
  });
  app.decorate('outbox', outbox);
  registerLifecycle(app, handle, outbox, listener);
  registerLoadMeter(app);

  await app.register(cookie);
  // The page CSP (with nonces) is set where pages are rendered; API answers get helmet's defaults.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerWriter(app);
  registerAuth(app, handle.db, config, CONTENT);
  registerAuditTrail(app, handle.db);
  registerScheduler(app);
  const adminRateStore = registerSharedRateLimit(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Law firm site API',
        version: '1.0.0',
        description:
          'Admin (token) and public (X-Language) REST API; every answer is the envelope {result, message, status, pageable}.',
      },
      servers: [{ url: config.basePath || '/' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    // Shared schemas with an $id (the recursive Catalog) keep their name in components.schemas.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });

  await app.register(
    async (api) => {
      // A safety net for the authenticated API; login has its own per-account and per-IP limit.
      // Counted by all nodes on the database together (fixed one-minute windows, about a second
      // of slack: server/lib/shared-rate-limit.ts); a 429 is the envelope (plugins/errors.ts).
      await api.register(rateLimit, {
        max: config.adminRateLimit,
        timeWindow: '1 minute',
        store: adminRateStore,
        // Decided on the matched route, like the token check: public reads are never limited here.
        allowList: (req) => req.routeOptions.config?.access !== 'token',
      });
      registerNoStore(api);
      registerApiCache(api, `${config.basePath}/api`);
      for (const mod of modules) await api.register(mod);
      api.get('/openapi.json', { schema: { hide: true, security: [] } }, async () => app.swagger());
    },
    { prefix: `${config.basePath}/api` },
  );
  await app.register(swaggerUi, {
    routePrefix: `${config.basePath}/api/docs`,
    // Its own policy, written out: scripts only from this server (swagger-ui has no inline script),
    // styles inline too (it sets some from script), nothing from another host.
    staticCSP: {
      'default-src': "'self'",
      'base-uri': "'self'",
      'object-src': "'none'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'frame-ancestors': "'self'",
      'form-action': "'self'",
    },
  });

  if (opts.web !== false) await registerSsr(app);
  return app;
}
