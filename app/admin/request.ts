import type { Envelope } from '../../contract/envelope';
import { REQUEST_TIMEOUT_MS } from '../../contract/envelope';
import { getStoredLocale } from '../i18n/client';

/**
 * The back office's one request layer (spec sections 7 and 8): base /api, the Authorization
 * header, a 20 s timeout, `_t` on every GET, the envelope unwrapped. A 401 sends the user to
 * /admin-login with the "login expired" message; any other error is reported through
 * `onRequestError` (the layout shows it as the "request error" notification) and rethrown.
 */
export const TOKEN_KEY = 'admin_token';
const basePath = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

export class RequestError extends Error {
  constructor(
    public status: number,
    message: string,
    public body: Envelope<unknown> | null,
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
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
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
  if (res.status === 401 && path !== '/admin/login') {
    setToken(null);
    const here = window.location.pathname + window.location.search;
    window.location.assign(loginUrl({ expired: true, redirect: here }));
    throw new RequestError(401, body?.message ?? '', body);
  }
  if (!res.ok || !body) {
    const error = new RequestError(res.status, body?.message ?? '', body as Envelope<unknown> | null);
    if (!opts.silent) errorListener?.(error);
    throw error;
  }
  return body;
}

/** Uploads one file with progress (fetch has no upload progress, so this uses XMLHttpRequest). */
export function upload(file: File, onProgress?: (percent: number) => void): Promise<Envelope<{ fileId: string; url: string }>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${basePath}/api/admin/files/upload`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('X-Language', getStoredLocale());
    xhr.timeout = REQUEST_TIMEOUT_MS * 3;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: any = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status === 401) {
        setToken(null);
        window.location.assign(loginUrl({ expired: true, redirect: window.location.pathname }));
        return reject(new RequestError(401, body?.message ?? '', body));
      }
      if (xhr.status >= 400 || !body) {
        const error = new RequestError(xhr.status, body?.message ?? '', body);
        errorListener?.(error);
        return reject(error);
      }
      resolve(body);
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
