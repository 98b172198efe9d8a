import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { scheduleCleanUp } from '../lib/clean-up';
import { deleteExpiredWindows, SharedRateCounts, sharedRateLimitStore } from '../lib/shared-rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's counts of the admin API's rate limit, folded into the database (server/lib/shared-rate-limit.ts). */
    adminRateCounts: SharedRateCounts;
  }
}

/**
 * The admin API's rate limit, shared by every node on the database: its counts fold into the
 * database every second while the app is ready, stop folding when it closes, and the rows of
 * ended windows go in the hourly clean-up. Answers the store for @fastify/rate-limit.
 */
export function registerSharedRateLimit(app: FastifyInstance): FastifyRateLimitStoreCtor {
  const counts = new SharedRateCounts(app.db, app.log);
  app.decorate('adminRateCounts', counts);
  scheduleCleanUp(app, 'rate-window', () => deleteExpiredWindows(app.db), 'deleting ended rate-limit windows');
  app.addHook('onReady', async () => counts.start());
  app.addHook('preClose', async () => counts.stop());
  return sharedRateLimitStore(counts);
}
