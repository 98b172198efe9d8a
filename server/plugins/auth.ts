import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { HttpError } from '../lib/http';
import type { Config } from '../config';
import { findSession, tokenFrom, type SessionUser } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionUser | null;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for every route when it is added: 'public' routes need no token, 'token' routes do. */
    access?: 'public' | 'token';
  }
}

/**
 * Deny by default: every API route needs a live token unless its schema declares `security: []`
 * (the OpenAPI way of saying "no authentication"; the spec's public calls, login, the API
 * documentation). The decision is taken once per route when it is added and read from the
 * *matched* route on each request, so no spelling of the URL (percent-escapes, double or
 * trailing slashes, letter case) can reach a handler without the check.
 */
export function registerAuth(app: FastifyInstance, db: DB, config: Config): void {
  const prefix = `${config.basePath}/api`;
  app.decorateRequest('admin', null);
  app.addHook('onRoute', (route) => {
    const api = route.url === prefix || route.url.startsWith(`${prefix}/`);
    const declaredPublic = Array.isArray(route.schema?.security) && route.schema.security.length === 0;
    const docs = route.url.startsWith(`${prefix}/docs`);
    route.config = { ...route.config, access: !api || declaredPublic || docs ? 'public' : 'token' };
  });
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config?.access !== 'token') return;
    const token = tokenFrom(req);
    const session = token ? await findSession(db, config, token) : null;
    if (!session) throw new HttpError(401, 'unauthorized');
    req.admin = session;
  });
}
