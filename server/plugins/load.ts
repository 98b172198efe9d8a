import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** How busy this process is (server/plugins/load.ts): the caches' grace under load. */
    load: { inFlight: number; utilization: number; started: number; busy(): boolean };
  }
}

/**
 * A process counts as busy when it answers this many requests at once (a crowd of slow
 * clients), or when in the last UTILIZATION_MS its event loop was at work for at least
 * BUSY_UTILIZATION of the time and it was sent at least BUSY_STARTED requests (more requests
 * than it can answer). A cached page or API answer that an edit made stale is then served as it
 * is for up to GRACE_MS after it was made, instead of being made again for each edit
 * (server/web/page-cache.ts, graceServes). A visitor or an editor alone (a
 * page and its few requests; a browser asks for six at a time) never gets there, so the first
 * request after an edit always sees it.
 */
export const BUSY_REQUESTS = 32;
export const BUSY_UTILIZATION = 0.9;
export const UTILIZATION_MS = 250;
export const BUSY_STARTED = 100;

/** Counts the requests this process is answering (from their parsed head to their end, sent or abandoned) and measures its event loop. */
export function registerLoadMeter(app: FastifyInstance): void {
  const load = {
    inFlight: 0,
    /** Of the last UTILIZATION_MS: the share of the time the event loop was at work, and the requests that began. */
    utilization: 0,
    started: 0,
    busy: () =>
      load.inFlight >= BUSY_REQUESTS || (load.utilization >= BUSY_UTILIZATION && load.started >= BUSY_STARTED),
  };
  app.decorate('load', load);
  let requests = 0;
  app.server.on('request', (_req, res) => {
    requests++;
    load.inFlight++;
    res.once('close', () => load.inFlight--);
  });
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    load.utilization = performance.eventLoopUtilization(now, last).utilization;
    load.started = requests;
    requests = 0;
    last = now;
  }, UTILIZATION_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
