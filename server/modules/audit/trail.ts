import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../../db';
import type { AuditAction } from '../../../contract/roles';
import { ARTICLE_KIND_LIST } from '../../../contract/article-kinds';
import { recordAudit, type AuditRecord } from './repository';
import { finishUnit, inUnit, newUnit, outsideRequest, type Unit } from '../../db/unit-of-work';
import { applyKindChange, bumpContentVersion, forgetContentVersion, type KindChange } from '../../lib/content-version';
import { kindsWritten } from '../../lib/content-kinds';
import { requestLocale } from '../../lib/http';
import { msg } from '../../lib/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audit trail's action for this route when the method and path do not say it (see actionOf). */
    audit?: AuditAction;
  }
}

/** The first segment after /admin/ → the kind the audit trail names. */
const KINDS: Record<string, string> = {
  lawyerTeam: 'lawyer',
  professionalField: 'practiceArea',
  files: 'file',
  'portal-config': 'settings',
  security: 'settings',
  users: 'account',
  'two-factor': 'account',
  'modify-password': 'account',
  'modify-head-img': 'account',
  sessions: 'session',
  'preview-links': 'preview-link',
  inquiries: 'inquiry',
  ...Object.fromEntries(ARTICLE_KIND_LIST.map((k) => [k.adminPath.slice('/admin/'.length), k.kind])),
};

/** What a write route does, from its method and path (a route may say it in config.audit). */
export function actionOf(
  method: string,
  url: string,
  params: Record<string, string>,
  override?: AuditAction,
): AuditAction {
  if (override) return override;
  const last = url.split('/').pop() ?? '';
  if (last === 'restore') return 'restore';
  if (last === 'sort') return 'sort';
  if (last === 'pin' || last === 'unpin') return last;
  if (last === ':top') return params.top === '1' ? 'pin' : 'unpin';
  if (url.includes('/admin/trash/') && method === 'DELETE') return 'purge';
  if (url.includes('/admin/files/')) return 'upload';
  if (url.includes('/admin/users')) return 'account';
  if (url.includes('/admin/two-factor/')) return 'two-factor';
  if (url.includes('/admin/sessions')) return 'session';
  if (url.endsWith('/admin/modify-password')) return 'password';
  if (url.includes('/admin/backup/')) return 'backup';
  if (url.includes('/admin/preview-links')) return 'preview-link';
  if (url.endsWith('/admin/portal-config') || url.endsWith('/admin/security')) return 'settings';
  return method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;

/** The no, id or name a request acts on, as far as its address and body say. */
function keyOf(req: FastifyRequest): string | undefined {
  const params = (req.params ?? {}) as Record<string, unknown>;
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body as unknown;
  const first = (Array.isArray(body) ? body[0] : body) as Record<string, unknown> | undefined;
  return (
    text(params.key) ??
    text(params.no) ??
    text(params.name) ??
    text(params.id) ??
    text(query.no) ??
    text(first?.no) ??
    text(first?.id) ??
    text(first?.key)
  );
}

/** The area a request acts on: the content kind it declares, else the first segment of its path after /admin/. */
function kindOf(req: FastifyRequest): string | undefined {
  const cfg = req.routeOptions.config;
  if (cfg?.content) return cfg.content;
  const params = (req.params ?? {}) as Record<string, unknown>;
  if (typeof params.kind === 'string') return params.kind;
  const segment = /\/admin\/([^/]+)/.exec(req.routeOptions.url ?? '')?.[1];
  return segment ? (KINDS[segment] ?? segment) : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The database transaction of a writing token request (server/db/unit-of-work.ts). */
    unit: Unit | null;
  }
}

const isWrite = (method: string | string[]) => ![method].flat().every((m) => m === 'GET' || m === 'HEAD');

/** What the audit trail records for an answered write: one entry per note, or one for the request. */
function recordsOf(req: FastifyRequest, status: number, payload: unknown): AuditRecord[] {
  const cfg = req.routeOptions.config;
  const base = { userId: req.admin!.id, account: req.admin!.loginAccount, ip: req.ip };
  const url = req.routeOptions.url ?? req.url;
  if (status === 403) {
    let message: string | undefined;
    try {
      message = typeof payload === 'string' ? (JSON.parse(payload) as { message?: string }).message : undefined;
    } catch {
      /* not the envelope */
    }
    return [
      {
        ...base,
        action: 'denied',
        kind: kindOf(req),
        key: keyOf(req),
        summary: `${req.method} ${url}: ${message ?? 'forbidden'}`,
      },
    ];
  }
  const action = actionOf(req.method, url, (req.params ?? {}) as Record<string, string>, cfg.audit);
  const notes = req.auditNotes ?? [];
  // A write that says nothing more is named by its route (its action and kind say the rest).
  const summary = `${req.method} ${url}`;
  return notes.length
    ? notes.map((n) => ({
        ...base,
        action: n.action ?? action,
        kind: n.kind ?? kindOf(req),
        key: n.key ?? keyOf(req),
        summary: n.summary || summary,
        detail: n.detail,
      }))
    : [{ ...base, action, kind: kindOf(req), key: keyOf(req), summary }];
}

/**
 * The audit trail and the content version of the admin API. Every write through a token route
 * runs in one database transaction (server/db/unit-of-work.ts) that begins with its handler's first
 * query; before the answer leaves, a successful write adds its audit entries (with the account,
 * address, action, kind, key and a short summary: the writes say what changed through
 * noteForAudit, e.g. the fields per language of a content save, in English and as data, which the
 * back office shows in its reader's language) and bumps the content version, in that transaction,
 * which then commits. So the trail is complete: no write is kept without its entry, no entry
 * without its write, and every process's caches see every kept write.
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
            const items = records.flatMap((r) => (r.kind && r.key ? [`${r.kind}#${r.key}`] : []));
            bumped = await bumpContentVersion(db, { kinds, hard: unit.writes.hard, items });
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
