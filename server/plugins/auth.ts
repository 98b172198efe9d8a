import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { HttpError } from '../lib/http';
import type { Config } from '../config';
import { findSession, refusalOf, tokenFrom, whoMay, type SessionUser } from '../modules/auth/sessions';
import { checkContentWrite, checkWriteLanguages } from '../modules/workflow/authoring';
import type { Permission } from '#contract/roles.ts';
import type { ContentKind } from '#contract/enums.ts';
import type { ContentKindDef } from '../modules/workflow/content-kind';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every token route's permission, by "METHOD url" (the OpenAPI text and the tests read it). */
    routePermissions: Map<string, Permission>;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for every route when it is added: 'public' routes need no token, 'token' routes do. */
    access?: 'public' | 'token';
    /** What the caller's role must allow (contract/roles.ts); every token route declares it. */
    permission?: Permission;
    /** A write of this kind of content: the body is checked against the account's languages and, for an Author, drafts only. */
    content?: ContentKind;
    /** A DELETE that acts on one language, which its handler checks against the account's (not every language). */
    oneLanguage?: true;
  }
}

/**
 * Deny by default: every API route needs a live token unless its schema declares `security: []`
 * (the OpenAPI way of saying "no authentication"; the spec's public calls, login, the API
 * documentation), and every token route must declare the permission it needs, or the app does
 * not start. The decision is taken once per route when it is added and read from the *matched*
 * route on each request, so no spelling of the URL (percent-escapes, double or trailing slashes,
 * letter case) can reach a handler without the checks. A route that writes content names its kind
 * (`config.content`); `kinds` is the application's table of them (server/modules/content.ts).
 */
export function registerAuth(
  app: FastifyInstance,
  db: DB,
  config: Config,
  kinds: Record<ContentKind, ContentKindDef>,
): void {
  const prefix = `${config.basePath}/api`;
  app.decorateRequest('admin', null);
  const permissions = new Map<string, Permission>();
  app.decorate('routePermissions', permissions);
  app.addHook('onRoute', (route) => {
    const api = route.url === prefix || route.url.startsWith(`${prefix}/`);
    const declaredPublic = Array.isArray(route.schema?.security) && route.schema.security.length === 0;
    const docs = route.url.startsWith(`${prefix}/docs`);
    const access = !api || declaredPublic || docs ? 'public' : 'token';
    if (access === 'token' && !route.config?.permission && route.method !== 'HEAD') {
      throw new Error(
        `${String(route.method)} ${route.url} needs a token but declares no permission (config.permission, contract/roles.ts)`,
      );
    }
    route.config = { ...route.config, access };
    const permission = route.config.permission;
    if (access === 'token' && permission) {
      for (const method of [route.method].flat()) permissions.set(`${method} ${route.url}`, permission);
      // The API documentation says who may call it.
      if (route.schema)
        route.schema.description = [route.schema.description, `Needs the permission ${whoMay(permission)}.`]
          .filter(Boolean)
          .join(' ');
    }
  });
  app.addHook('onRequest', async (req) => {
    const { access, permission } = req.routeOptions.config ?? {};
    if (access !== 'token') {
      // A public read that also declares a permission answers the staff who hold it more than the
      // public (the back office's whole list of offices, say): anyone else, with or without a
      // token, gets the public answer and never a 401.
      if (access === 'public' && permission) {
        const token = tokenFrom(req);
        const session = token ? await findSession(db, config, token) : null;
        if (session && !refusalOf(session, permission)) req.admin = session;
      }
      return;
    }
    const token = tokenFrom(req);
    const session = token ? await findSession(db, config, token) : null;
    if (!session) throw new HttpError(401, 'unauthorized');
    req.admin = session;
    const refused = refusalOf(session, permission);
    if (refused) throw refused;
    // Deleting, pinning, sorting or restoring acts on every language of an item.
    const everyLanguage =
      (req.method === 'DELETE' && !req.routeOptions.config.oneLanguage) ||
      permission === 'publish' ||
      req.routeOptions.url?.endsWith('/sort');
    if (session.languages && req.method !== 'GET' && req.method !== 'HEAD' && everyLanguage && permission !== 'own') {
      throw new HttpError(403, 'allLanguagesNeeded');
    }
  });
  app.addHook('preHandler', async (req) => {
    const { content, permission } = req.routeOptions.config ?? {};
    if (!req.admin || req.method === 'GET' || req.method === 'HEAD') return;
    // The site configuration is saved as one form with every language (its figures are shared).
    if (permission !== 'site') checkWriteLanguages(req.admin, req.body);
    if (content)
      await checkContentWrite(db, kinds[content], req.admin, req.body, (req.params ?? {}) as Record<string, string>);
  });
}
