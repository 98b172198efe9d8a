import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB, Dialect } from '#server/db/index.ts';
import { now } from '#server/db/index.ts';
import { every } from '#server/lib/clean-up.ts';

/**
 * The outbox: mail is a row written in the same transaction as what causes it, and a worker in
 * every process sends it. A worker claims one row at a time with a lock (PostgreSQL: FOR UPDATE
 * SKIP LOCKED; SQLite: one UPDATE … RETURNING, which SQLite runs alone), so with several processes
 * each message goes out once. A failed send is tried again after a growing pause; a process that
 * dies while sending lets its row go when the claim runs out.
 */

/** How long a claim holds a row (a send takes seconds; a worker that died frees it after this). */
const CLAIM_MS = 5 * 60_000;
/** The first retry's pause; each further one doubles it, up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 30_000;
const MAX_PAUSE_MS = 6 * 60 * 60_000;
/** After this many failed tries a message is given up (the back office still shows it). */
export const MAX_ATTEMPTS = 12;
/** How often a worker looks for mail that is due (it is also woken when an inquiry arrives). */
const POLL_MS = 15_000;

export const pauseAfter = (attempts: number) => Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, attempts - 1));

export interface OutboxMail {
  inquiryId: number | null;
  purpose: 'notification' | 'acknowledgement';
  to: string;
  replyTo?: string | null;
  subject: string;
  body: string;
}

/** Queues mail (call it inside the transaction that writes what the mail is about). */
export async function enqueueMail(db: DB, mails: OutboxMail[]): Promise<void> {
  if (!mails.length) return;
  const at = now();
  await db
    .insertInto('outbox')
    .values(
      mails.map((m) => ({
        inquiry_id: m.inquiryId,
        purpose: m.purpose,
        to_address: m.to,
        reply_to: m.replyTo ?? null,
        // Header values on one line: a subject never adds a header.
        subject: m.subject.replace(/[\r\n]+/g, ' ').slice(0, 250),
        body: m.body,
        next_attempt_at: at,
        create_time: at,
      })),
    )
    .execute();
}

type Claimed = {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  attempts: number;
};

/** Takes one due message for this worker, or null. */
export async function claimOne(db: DB, dialect: Dialect, at = new Date()): Promise<Claimed | null> {
  const t = at.toISOString();
  const until = new Date(at.getTime() + CLAIM_MS).toISOString();
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('next_attempt_at', '<=', t)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', t)]))
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return null;
      const claimed = await trx
        .updateTable('outbox')
        .set({ locked_until: until, attempts: sql`attempts + 1` })
        .where('id', '=', row.id)
        .returning(['id', 'to_address', 'reply_to', 'subject', 'body', 'attempts'])
        .executeTakeFirstOrThrow();
      return { ...claimed, id: Number(claimed.id), attempts: Number(claimed.attempts) };
    });
  }
  const claimed = await db
    .updateTable('outbox')
    .set({ locked_until: until, attempts: sql`attempts + 1` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('next_attempt_at', '<=', t)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', t)]))
        .orderBy('id')
        .limit(1),
    )
    .returning(['id', 'to_address', 'reply_to', 'subject', 'body', 'attempts'])
    .executeTakeFirst();
  return claimed ? { ...claimed, id: Number(claimed.id), attempts: Number(claimed.attempts) } : null;
}

export interface OutboxWorker {
  /** Sends what is due now; answers how many went out. */
  runOnce(): Promise<number>;
  /** Asks the worker to look soon (after an inquiry was stored). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
  readonly configured: boolean;
}

export function createOutboxWorker(opts: {
  db: DB;
  dialect: Dialect;
  smtpUrl: string | null;
  mailFrom: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}): OutboxWorker {
  const { db, dialect, log } = opts;
  let transport: Transporter | null = null;
  const transportOf = () => (transport ??= nodemailer.createTransport(opts.smtpUrl!, { from: opts.mailFrom }));
  let stopTimer: (() => void) | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (stopped) return sent;
      const mail = await claimOne(db, dialect);
      if (!mail) return sent;
      try {
        await transportOf().sendMail({
          from: opts.mailFrom,
          to: mail.to_address,
          ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
          subject: mail.subject,
          text: mail.body,
        });
        await db
          .updateTable('outbox')
          .set({ sent_at: now(), locked_until: null, last_error: null })
          .where('id', '=', mail.id)
          .execute();
        sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn(
          { outboxId: mail.id, attempts: mail.attempts, err: message },
          'sending mail failed; it is tried again later',
        );
        await db
          .updateTable('outbox')
          .set({
            locked_until: null,
            last_error: message.slice(0, 500),
            next_attempt_at: new Date(Date.now() + pauseAfter(mail.attempts)).toISOString(),
          })
          .where('id', '=', mail.id)
          .execute();
        // The server is down or refuses: the rest waits for the next round.
        return sent;
      }
    }
  }

  function runOnce(): Promise<number> {
    if (!opts.smtpUrl) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = sendDue().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void runOnce().catch((err) => log.error({ err }, 'the mail outbox failed'));
      }
    });
    return running;
  }

  const tick = () => void runOnce().catch((err) => log.error({ err }, 'the mail outbox failed'));

  return {
    configured: !!opts.smtpUrl,
    runOnce,
    wake: () => {
      if (opts.smtpUrl && !stopped) setImmediate(tick);
    },
    start() {
      if (!opts.smtpUrl || stopTimer) return;
      tick();
      stopTimer = every(opts.pollMs ?? POLL_MS, tick);
    },
    async stop() {
      stopped = true;
      stopTimer?.();
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
