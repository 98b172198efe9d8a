import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { matchLocale, type Locale } from '#contract/locales.ts';
import { acceptedLocale } from '../lib/http';
import type { ApiCaller, InquiryFormState } from '#app/context.ts';
import { siteOrigin } from '../config';
import { withScriptHashes } from './csp';
import { PREVIEW_HEADER } from '../modules/workflow/preview';
import type { Envelope } from '#contract/envelope.ts';
import { articleReadOf } from './views';
import { ARTICLE_KIND_LIST } from '#contract/article-kinds.ts';

/** What React Router answered, with the page's CSP (HTML only); the body has the script marks removed. */
export interface Rendered {
  status: number;
  /** Response headers without Content-Length. */
  headers: [string, string][];
  body: string;
  csp: string | null;
  /** The API answers its loaders read, in the order they came (readsUnchanged). */
  reads: ApiRead[];
}

/**
 * One API answer a render's loaders read: the call, and a fingerprint of its answer. A page is
 * made from its address, its language and these answers (loaders read nothing else but the
 * clock, for the year in the footer: server/web/index.ts renders a kept page again in a new
 * year), so while every one of them answers the same, a render would make the same page.
 */
export interface ApiRead {
  path: string;
  lang?: Locale;
  fingerprint: string;
}

/**
 * Fields of an answer left out of its fingerprint: an inquiry form's token, which differs on
 * every call and is valid for FORM_MAX_MS from the page's render (a kept page is rendered again
 * after half of that, server/web/index.ts; the form's texts in the same answer count), and an
 * article's view count, which visits change and no page shows (a page that comes to show it must
 * take it off this list).
 */
function fieldsLeftOut(apiPath: string): readonly string[] {
  const path = apiPath.split('?')[0];
  if (path === '/user/inquiry/form-token') return ['formToken'];
  if (ARTICLE_KIND_LIST.some((k) => path === k.userPath || path.startsWith(`${k.userPath}/`))) return ['views'];
  return [];
}

function fingerprintOf(apiPath: string, text: string): string {
  const fields = fieldsLeftOut(apiPath);
  let kept = text;
  if (fields.length) {
    const answer = JSON.parse(text) as { result?: unknown };
    for (const item of [answer.result].flat())
      if (item && typeof item === 'object') for (const field of fields) delete (item as Record<string, unknown>)[field];
    kept = JSON.stringify(answer);
  }
  return crypto.createHash('sha1').update(kept).digest('base64url');
}

/** `target` is the request's path and query (see requestTarget). */
export type Renderer = (
  req: FastifyRequest,
  opts: {
    target: string;
    locale: Locale;
    fromUrl: boolean;
    admin: boolean;
    preview?: PreviewRender;
    inquiryForm?: InquiryFormState;
  },
) => Promise<Rendered>;

/** A page shown through a valid preview link: the token the API calls carry. */
export interface PreviewRender {
  token: string;
}

/** The visitor's language: ?lang= (crawlable per-language URLs), cookie umi_locale, Accept-Language (the whole list), DEFAULT_LOCALE. */
export function pageLocale(req: FastifyRequest): { locale: Locale; fromUrl: boolean } {
  // The first ?lang= when repeated, as the page and its cache key read it (contract/urls.ts).
  const asked = (req.query as Record<string, unknown> | undefined)?.lang;
  const q = Array.isArray(asked) ? (asked[0] as unknown) : asked;
  const fromUrl = matchLocale(typeof q === 'string' ? q : undefined);
  if (fromUrl) return { locale: fromUrl, fromUrl: true };
  const cookie = matchLocale(req.cookies?.umi_locale);
  if (cookie) return { locale: cookie, fromUrl: false };
  return { locale: acceptedLocale(req.headers['accept-language'], req.server.config.defaultLocale), fromUrl: false };
}

/**
 * The path and query a request asks for. A request line may name an absolute URL
 * (`GET http://host/home HTTP/1.1`, which Node keeps in req.url) or `*`: only the path and query
 * of the former count (the host is never ours to take), the latter names no page (null).
 */
export function requestTarget(url: string): string | null {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** The adapter from a Fastify request to the React Router build, with the SiteContext the routes read. */
export function createRenderer(app: FastifyInstance, build: ServerBuild): Renderer {
  const handle = createRequestHandler(build, 'production');
  /** The public API for one render, noting what it answered in `reads`. */
  const apiFor =
    (reads: ApiRead[], previewToken?: string): ApiCaller =>
    async <T>(apiPath: string, opts: { lang?: Locale } = {}) => {
      const text = await apiText(app, apiPath, opts.lang, previewToken);
      reads.push({ path: apiPath, lang: opts.lang, fingerprint: fingerprintOf(apiPath, text) });
      return JSON.parse(text) as Envelope<T>;
    };

  return async (req, { target, locale, fromUrl, admin, preview, inquiryForm }) => {
    // Absolute links come from configuration, never from the request's Host, so a cached page
    // is the same whoever asked first (the cache key needs no host).
    const origin = siteOrigin(app.config, app.server.address());
    const scriptNonce = crypto.randomBytes(18).toString('base64url');
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    }
    // A refused inquiry form is shown again as the page it came from (a GET of that page).
    const request = new Request(`${origin}${target}`, {
      method: inquiryForm ? 'GET' : req.method,
      headers: inquiryForm ? withoutBody(headers) : headers,
    });
    const reads: ApiRead[] = [];
    // AppLoadContext is SiteContext (app/context.ts augments it).
    const context: AppLoadContext = {
      api: apiFor(reads, preview?.token),
      locale,
      localeFromUrl: fromUrl,
      defaultLocale: app.config.defaultLocale,
      origin,
      basePath: app.config.basePath,
      scriptNonce,
      preview: !!preview,
      logError: (error) => req.log.error({ err: error, url: target.slice(0, 300) }, 'page render failed'),
      previewToken: preview?.token ?? null,
      ...(inquiryForm ? { inquiryForm } : {}),
    };
    const response = await handle(request, context);
    const body = await response.text();
    const outHeaders: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') outHeaders.push([name, value]);
    });
    if (!response.headers.get('content-type')?.includes('text/html')) {
      return { status: response.status, headers: outHeaders, body, csp: null, reads };
    }
    const page = withScriptHashes(body, scriptNonce, admin);
    return { status: response.status, headers: outHeaders, body: page.html, csp: page.csp, reads };
  };
}

/**
 * The public API in-process, as the page's loaders read it (the answer's text); with a preview
 * link's token, its item's drafts too. An article's detail is read without counting a view: the
 * page handler counts visits (views.ts).
 */
async function apiText(app: FastifyInstance, apiPath: string, lang?: Locale, previewToken?: string): Promise<string> {
  const article = await articleReadOf(app, apiPath, previewToken);
  if (article) return JSON.stringify(article);
  const res = await app.inject({
    method: 'GET',
    url: `${app.config.basePath}/api${apiPath}`,
    headers: {
      ...(lang ? { 'x-language': lang } : {}),
      ...(previewToken ? { [PREVIEW_HEADER]: previewToken } : {}),
    },
  });
  return res.body;
}

/**
 * Whether every API answer a page's render read (`reads`) still answers the same, asked again in
 * the order they came and stopping at the first that differs: then a render would make the same
 * page again, and the kept one may go out at the versions the answers were read at.
 */
export async function readsUnchanged(app: FastifyInstance, reads: readonly ApiRead[]): Promise<boolean> {
  for (const read of reads) {
    const text = await apiText(app, read.path, read.lang);
    if (fingerprintOf(read.path, text) !== read.fingerprint) return false;
  }
  return true;
}

/** A request's headers without those about its body (a form's POST rendered as its page's GET). */
function withoutBody(headers: Headers): Headers {
  const out = new Headers(headers);
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) out.delete(name);
  return out;
}
