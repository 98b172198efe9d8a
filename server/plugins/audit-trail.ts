import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db';
import { recordAudit } from '../modules/audit/repository';
import { isWrite, kindOf, recordsOf } from '../modules/audit/trail';
import { commitWithLastStatement, finishUnit, inUnit, newUnit, outsideRequest, type Unit } from '../db/unit-of-work';
import {
  announceChange,
  applyKindChange,
  bumpContentVersion,
  forgetContentVersion,
  type KindChange,
} from '../lib/content-version';
import { kindsWritten } from '../lib/content-kinds';
import { requestLocale } from '../lib/http';
import { msg } from '../lib/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The database transaction of a writing token request (server/db/unit-of-work.ts). */
    unit: Unit | null;
  }
}

/** Writes that change where an item stands in lists, not what its own page shows. */
const ORDER_ONLY = new Set<string>(['pin', 'unpin', 'sort']);

/**
 * The audit trail and the content version of the admin API. Every write through a token route
 * runs in one database transaction (server/db/unit-of-work.ts) that begins with its handler's first
 * query; before the answer leaves, a successful write adds its audit entries (with the account,
 * address, action, kind, key and a short summary: the writes say what changed through their
 * writer's note (server/lib/writer.ts), e.g. the fields per language of a content save, in English
 * and as data, which the back office shows in its reader's language) and bumps the content
 * version, in that transaction, which then commits. So the trail is complete: no write is kept
 * without its entry, no entry without its write, and every process's caches see every kept write.
 *
 * A refused write (4xx) keeps what it wrote on purpose (a failed password check is counted) and is
 * not recorded, except a refusal for lack of permission (403), recorded after it; a failed one
 * (5xx) keeps nothing. Sign-in, failed sign-in and sign-out are recorded by the login routes
 * themselves (they have no session, or are reads).
 */
export function registerAuditTrail(app: FastifyInstance, db: DB): void {
  app.decorateRequest('unit', null);
  // After the token check's onRoute, which sets config.access.
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'token' || !isWrite(route.method)) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const unit = newUnit();
      req.unit = unit;
      return inUnit(unit, () => handler.call(this, req, reply));
    } as typeof route.handler;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const cfg = req.routeOptions.config;
    if (!isWrite(req.method) || cfg?.access !== 'token' || !req.admin) {
      if (req.unit) await finishUnit(req.unit, false);
      return payload;
    }
    const status = reply.statusCode;
    if (req.unit) {
      let bumped: KindChange | null = null;
      const unit = req.unit;
      try {
        await finishUnit(unit, status < 500, async () => {
          const records = status < 400 ? recordsOf(req, status, payload) : [];
          if (status < 300) await recordAudit(db, records);
          if (status < 400) {
            // Only the kinds of content the write touched (its statements say which, and the
            // route which article kind): a news write leaves the cached team pages alone. The
            // items it names (their no or id) are never shown stale on their own pages.
            const kinds = kindsWritten(unit.writes, kindOf(req));
            // Pinning and ordering move an item in the lists; its own page shows it as before.
            const items = records.flatMap((r) =>
              r.kind && r.key && !ORDER_ONLY.has(r.action) ? [`${r.kind}#${r.key}`] : [],
            );
            // The last statement: the commit goes with it (the version rows every write takes are
            // held for no round trip on PostgreSQL, commitWithLastStatement).
            bumped = await commitWithLastStatement(() =>
              bumpContentVersion(
                db,
                { kinds, hard: unit.writes.hard, items, schedule: !!unit.writes.schedule },
                { announceLater: true },
              ),
            );
          }
        });
      } catch (err) {
        // Nothing of the write was kept: the caller must not believe it was.
        req.log.error({ err }, 'the write could not be committed with its audit entry');
        reply.code(500).type('application/json; charset=utf-8');
        return JSON.stringify({ result: null, message: msg('serverError', requestLocale(req)), status: 500 });
      }
      if (bumped) {
        forgetContentVersion(db);
        applyKindChange(db, bumped);
        const change: KindChange = bumped;
        // Sent while the answer goes out (the editor does not wait a round trip for it). Should it
        // fail, the write is kept and the other nodes' version poll finds it within a second.
        void outsideRequest(() => announceChange(db, change)).catch((err: unknown) =>
          req.log.warn({ err }, 'the change could not be announced to the other nodes'),
        );
      }
    }
    if (status === 403) {
      try {
        await outsideRequest(() => recordAudit(db, recordsOf(req, status, payload)));
      } catch (err) {
        req.log.error({ err }, 'writing the audit trail failed');
      }
    }
    return payload;
  });

  // A request that ended without an answer being sent (it should not happen): its transaction goes.
  app.addHook('onResponse', async (req) => {
    if (req.unit && !req.unit.done) {
      req.log.error('a write request ended without committing; its transaction was rolled back');
      await finishUnit(req.unit, false);
    }
  });
}
