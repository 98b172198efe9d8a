import type { FastifyInstance } from 'fastify';
import { tryWithDatabaseLock } from '../db/lock';

/** How often the clean-ups run while the site runs. */
export const CLEAN_UP_MS = 60 * 60 * 1000;

/**
 * A periodic clean-up (the trash, the audit trail's retention, expired sessions and preview
 * links): when the app is ready, then every hour. It runs under a database lock of its name, so
 * when several nodes share the database one of them does it and the others skip that round.
 */
export function scheduleCleanUp(app: FastifyInstance, name: string, fn: () => Promise<unknown>, what: string): void {
  const run = () => tryWithDatabaseLock(app.db, `clean-up:${name}`, fn);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run().catch((err) => app.log.error({ err }, `${what} failed`)), CLEAN_UP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
