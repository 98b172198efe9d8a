import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who is writing: the signed-in account of the request being answered, for the records a write
 * leaves behind (versions, trash). Held for the whole request, so repositories need no extra
 * parameter; null outside a request (seed, command line) and on public calls.
 */
const current = new AsyncLocalStorage<FastifyRequest>();

/**
 * Runs every writing request inside its own context (registered before the token check fills
 * req.admin). Reads never need it, and on Node 20 a context costs every promise of the request
 * something (async hooks): the public pages and API, all reads, pay nothing for it.
 */
export function registerOperator(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => (req.method === 'GET' || req.method === 'HEAD' ? done() : current.run(req, done)));
}

export const operatorName = (): string | null => current.getStore()?.admin?.userName ?? null;
