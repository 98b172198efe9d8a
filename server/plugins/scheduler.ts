import type { FastifyInstance } from 'fastify';
import { CLEAN_UP_MS, every } from '../lib/clean-up';

/**
 * Runs the clean-ups the modules schedule (server/lib/clean-up.ts): each once when the app is
 * ready (a failure there stops the start), then every CLEAN_UP_MS; their timers stop when the app closes.
 */
export function registerScheduler(app: FastifyInstance): void {
  app.decorate('cleanUps', []);
  const stops: (() => void)[] = [];
  app.addHook('onReady', async () => {
    for (const job of app.cleanUps) {
      await job.run();
      stops.push(every(CLEAN_UP_MS, () => void job.run().catch((err) => app.log.error({ err }, `${job.what} failed`))));
    }
  });
  app.addHook('onClose', async () => {
    for (const stop of stops.splice(0)) stop();
  });
}
