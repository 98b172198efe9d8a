import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** How busy this process is (server/plugins/load.ts): the caches' grace under load. */
    load: { inFlight: number; busy(): boolean };
  }
}

/**
 * At this many requests in flight a process counts as busy: a cached page or API answer that an
 * edit made stale is then served as it is for up to GRACE_MS after it was made, instead of being
 * made again for each edit (server/web/page-cache.ts, graceServes). A visitor or an editor alone
 * (a page and its few requests; a browser asks for six at a time) never gets there, so the first request after an edit always sees it.
 */
export const BUSY_REQUESTS = 32;

/** Counts the requests this process is answering: from their parsed head to their end (sent or abandoned). */
export function registerLoadMeter(app: FastifyInstance): void {
  const load = { inFlight: 0, busy: () => load.inFlight >= BUSY_REQUESTS };
  app.decorate('load', load);
  app.server.on('request', (_req, res) => {
    load.inFlight++;
    res.once('close', () => load.inFlight--);
  });
}
