import type { FastifyInstance } from 'fastify';

/**
 * API answers are for one caller at one moment (an account's data, a language by header): no
 * browser or proxy keeps them, unless a route says otherwise (uploads are immutable).
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
