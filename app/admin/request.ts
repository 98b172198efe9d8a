import type { Envelope } from '#contract/envelope.ts';
import { REQUEST_TIMEOUT_MS } from '#contract/envelope.ts';
import { getStoredLocale } from '../i18n/client';

/**
 * The back office's one request layer (spec sections 7 and 8): base /api, the Authorization
 * header, a 20 s timeout, `_t` on every GET, the envelope unwrapped. A 401 first asks for the
 * password in place (`onSessionExpired`, the layout's dialog) and then repeats the request, so a
 * save made after the session ended still lands; only when the user declines does it go to
 * /admin-login with the "login expired" message (spec section 8), coming back to the same screen,
 * where the edit shell offers the typed values again from the local draft. Any other error is
 * reported through `onRequestError` (the "request error" notification) and rethrown.
 */
export const TOKEN_KEY = 'admin_token';
const basePath = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

export class RequestError extends Error {
  constructor(
    public status: number,
    message: string,
    public body: Envelope<unknown> | null,
    /** The answer's headers (e.g. X-Two-Factor on a login that needs a code); none without an answer. */
    public headers: Headers | null = null,
  ) {
    super(message);
  }
}

type ErrorListener = (error: RequestError) => void;
let errorListener: ErrorListener | null = null;
/** The layout registers the notification here; errors are also thrown to the caller. */
export function onRequestError(listener: ErrorListener | null): void {
  errorListener = listener;
}

type SessionRenewer = () => Promise<boolean>;
let sessionRenewer: SessionRenewer | null = null;
let renewing: Promise<boolean> | null = null;
/** The layout registers the in-place login dialog here: it resolves true once logged in again. */
export function onSessionExpired(renewer: SessionRenewer | null): void {
  sessionRenewer = renewer;
}

/** One dialog for all the requests that found the session ended at the same time. */
function renewSession(): Promise<boolean> {
  if (!sessionRenewer) return Promise.resolve(false);
  renewing ??= sessionRenewer().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** The sessionStorage mark that tells the edit shell to put the local draft back after login. */
export const RESTORE_KEY = 'admin_restore_after_login';

/** Spec section 8: to /admin-login with "login expired", coming back to this screen afterwards. */
function toLogin(): void {
  setToken(null);
  const here = window.location.pathname + window.location.search;
  try {
    window.sessionStorage.setItem(RESTORE_KEY, here);
  } catch {
    /* storage unavailable: the restore prompt still offers the draft */
  }
  window.location.assign(loginUrl({ expired: true, redirect: here }));
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
export function setToken(token: string | null): void {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
}

export function loginUrl(opts: { expired?: boolean; redirect?: string } = {}): string {
  const params = new URLSearchParams();
  if (opts.expired) params.set('expired', '1');
  if (opts.redirect) params.set('redirect', opts.redirect);
  const q = params.toString();
  return `${basePath}/admin-login${q ? `?${q}` : ''}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Form data for uploads (no JSON content type). */
  form?: FormData;
  /** Don't show the error notification (the caller handles it). */
  silent?: boolean;
  /** A content write based on this version of the item (If-Match; 0: the item had none): refused with 409 when it changed since. */
  basedOn?: number;
}

/** A 401 means the session has ended, except on logging in or out (nothing to renew there). */
const sessionEnded = (status: number, path: string) =>
  status === 401 && path !== '/admin/login' && path !== '/admin/quit';

/** The transport of the typed client (api.ts): screens call `api()`, which checks the call against the documented route. */
export function request<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  return send<T>(path, opts, false);
}

async function send<T>(path: string, opts: RequestOptions, retried: boolean): Promise<Envelope<T>> {
  const method = opts.method ?? 'GET';
  const url = new URL(`${basePath}/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  if (method === 'GET') url.searchParams.set('_t', String(Date.now()));
  const headers: Record<string, string> = { 'X-Language': getStoredLocale() };
  const token = getToken();
  if (token) headers.Authorization = token;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.basedOn !== undefined) headers['If-Match'] = `"${opts.basedOn}"`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: opts.form ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
      signal: controller.signal,
    });
  } catch (err) {
    const error = new RequestError(0, err instanceof Error && err.name === 'AbortError' ? 'timeout' : 'network', null);
    if (!opts.silent) errorListener?.(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  let body: Envelope<T> | null = null;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    body = null;
  }
  if (sessionEnded(res.status, path)) {
    if (!retried && (await renewSession())) return send<T>(path, opts, true);
    toLogin();
    throw new RequestError(401, body?.message ?? '', body);
  }
  if (!res.ok || !body) {
    const error = new RequestError(res.status, body?.message ?? '', body as Envelope<unknown> | null, res.headers);
    // A write refused as based on an old version is explained by the edit screen itself (who saved, what now).
    if (!opts.silent && !(res.status === 409 && opts.basedOn !== undefined)) errorListener?.(error);
    throw error;
  }
  return body;
}

/** Uploads one file with progress (fetch has no upload progress, so this uses XMLHttpRequest). */
export async function upload(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<Envelope<{ fileId: string; url: string }>> {
  const first = await sendFile(file, onProgress);
  if (first.status !== 401) return first.body;
  if (await renewSession()) {
    const again = await sendFile(file, onProgress);
    if (again.status !== 401) return again.body;
  }
  toLogin();
  throw new RequestError(401, first.message, null);
}

type Uploaded = Envelope<{ fileId: string; url: string }>;

function sendFile(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<{ status: 401; message: string } | { status: 200; body: Uploaded }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${basePath}/api/admin/files/upload`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('X-Language', getStoredLocale());
    xhr.timeout = REQUEST_TIMEOUT_MS * 3;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: Uploaded | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Uploaded;
      } catch {
        /* not JSON */
      }
      if (xhr.status === 401) return resolve({ status: 401, message: body?.message ?? '' });
      if (xhr.status >= 400 || !body) {
        const error = new RequestError(xhr.status, body?.message ?? '', body);
        errorListener?.(error);
        return reject(error);
      }
      resolve({ status: 200, body });
    };
    xhr.onerror = xhr.ontimeout = () => {
      const error = new RequestError(0, 'network', null);
      errorListener?.(error);
      reject(error);
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * Saves what a GET answers as a file (e.g. the audit trail as CSV): fetched with the session's
 * token like every call (a plain link could not send it), then handed to the browser as a download.
 */
export async function downloadFile(path: string, query: RequestOptions['query'], fallbackName: string): Promise<void> {
  const url = new URL(`${basePath}/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const fetchIt = () => {
    const headers: Record<string, string> = { 'X-Language': getStoredLocale() };
    const token = getToken();
    if (token) headers.Authorization = token;
    return fetch(url, { headers });
  };
  let res: Response;
  try {
    res = await fetchIt();
    if (res.status === 401 && (await renewSession())) res = await fetchIt();
  } catch {
    const error = new RequestError(0, 'network', null);
    errorListener?.(error);
    throw error;
  }
  if (res.status === 401) {
    toLogin();
    throw new RequestError(401, '', null);
  }
  if (!res.ok) {
    let body: Envelope<unknown> | null = null;
    try {
      body = (await res.json()) as Envelope<unknown>;
    } catch {
      body = null;
    }
    const error = new RequestError(res.status, body?.message ?? '', body, res.headers);
    errorListener?.(error);
    throw error;
  }
  const blob = await res.blob();
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
