import type { FastifyInstance } from 'fastify';
import { runAsOperator } from '../lib/operator';

/**
 * Runs every writing request inside its own context (registered before the token check fills
 * req.admin). Reads never need it, and on Node 20 a context costs every promise of the request
 * something (async hooks): the public pages and API, all reads, pay nothing for it.
 */
export function registerOperator(app: FastifyInstance): void {
  app.decorateRequest('auditNotes', null);
  app.addHook('onRequest', (req, _reply, done) =>
    req.method === 'GET' || req.method === 'HEAD' ? done() : runAsOperator(req, done),
  );
}
