import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import type { OutboxWorker } from '../modules/inquiries/outbox';

/**
 * The application's start and stop: the mail outbox's worker runs while the server is ready and
 * stops before it closes; the LISTEN connection closes; then the storage, then the database close. An image variant being made
 * is finished before the database closes; queued ones are dropped.
 */
export function registerLifecycle(
  app: FastifyInstance,
  handle: DatabaseHandle,
  outbox: OutboxWorker,
  /** The PostgreSQL LISTEN connection for other nodes' writes (lib/content-notify.ts), if any. */
  listener: { close(): unknown } | null,
): void {
  if (listener) app.addHook('onClose', async () => void (await listener.close()));
  app.addHook('onClose', async () => {
    await app.storage.close();
    await handle.close();
  });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('preClose', async () => outbox.stop());
}
