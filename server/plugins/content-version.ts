import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { bumpContentVersion } from '../lib/content-version';

/** Every successful authenticated write (on the matched route, whatever its spelling) bumps the content version. */
export function registerContentVersion(app: FastifyInstance, db: DB): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400 && req.admin) await bumpContentVersion(db);
    return payload;
  });
}
