import type { FastifyInstance } from 'fastify';
import { tryWithDatabaseLock } from '../db/lock';

/** How often the clean-ups run while the site runs. */
export const CLEAN_UP_MS = 60 * 60 * 1000;

/**
 * The site's one scheduler of periodic work: every repeating job runs through `every` (the mail
 * outbox's polling, server/modules/inquiries/outbox.ts; the admin rate limit's folding of its
 * counts, server/lib/shared-rate-limit.ts) or, for a clean-up, `scheduleCleanUp`.
 * Its timers never keep the process alive.
 */
export function every(ms: number, fn: () => void): () => void {
  const timer = setInterval(fn, ms);
  timer.unref();
  return () => clearInterval(timer);
}

/** A periodic clean-up as scheduled: started when the app is ready, stopped when it closes (server/plugins/scheduler.ts). */
export interface CleanUp {
  /** Runs it once (under its lock). */
  run(): Promise<unknown>;
  /** What it does, for the log line when it fails. */
  what: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The clean-ups the modules scheduled (scheduleCleanUp), run by server/plugins/scheduler.ts. */
    cleanUps: CleanUp[];
  }
}

/**
 * A periodic clean-up (the trash, the audit trail's retention, expired sessions and preview
 * links, old inquiries, the rate limit's ended windows): when the app is ready, then every hour. It runs under a database lock of
 * its name, so when several nodes share the database one of them does it and the others skip that round.
 */
export function scheduleCleanUp(app: FastifyInstance, name: string, fn: () => Promise<unknown>, what: string): void {
  app.cleanUps.push({ what, run: () => tryWithDatabaseLock(app.db, `clean-up:${name}`, fn) });
}
