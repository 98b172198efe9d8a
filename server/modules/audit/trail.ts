import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '#contract/roles.ts';
import { ARTICLE_KIND_LIST } from '#contract/article-kinds.ts';
import type { AuditRecord } from './repository';

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
export function kindOf(req: FastifyRequest): string | undefined {
  const cfg = req.routeOptions.config;
  if (cfg?.content) return cfg.content;
  const params = (req.params ?? {}) as Record<string, unknown>;
  if (typeof params.kind === 'string') return params.kind;
  const segment = /\/admin\/([^/]+)/.exec(req.routeOptions.url ?? '')?.[1];
  return segment ? (KINDS[segment] ?? segment) : undefined;
}

/** Whether a route or request method writes (anything but GET and HEAD). */
export const isWrite = (method: string | string[]): boolean =>
  typeof method === 'string' ? method !== 'GET' && method !== 'HEAD' : method.some(isWrite);

/** What the audit trail records for an answered write: one entry per note, or one for the request. */
export function recordsOf(req: FastifyRequest, status: number, payload: unknown): AuditRecord[] {
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
