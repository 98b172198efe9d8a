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

/** What React Router answered, with the page's CSP (HTML only); the body has the script marks removed. */
export interface Rendered {
  status: number;
  /** Response headers without Content-Length. */
  headers: [string, string][];
  body: string;
  csp: string | null;
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
  const base = app.config.basePath;
  /**
   * The public API in-process; with a preview link's token, its item's drafts too. An article's
   * detail is read without counting a view: the page handler counts visits (views.ts).
   */
  const apiFor =
    (previewToken?: string): ApiCaller =>
    async <T>(apiPath: string, opts: { lang?: Locale } = {}) => {
      const article = await articleReadOf(app, apiPath, previewToken);
      if (article) return article as Envelope<T>;
      const res = await app.inject({
        method: 'GET',
        url: `${base}/api${apiPath}`,
        headers: {
          ...(opts.lang ? { 'x-language': opts.lang } : {}),
          ...(previewToken ? { [PREVIEW_HEADER]: previewToken } : {}),
        },
      });
      return JSON.parse(res.body);
    };
  const api = apiFor();

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
    // AppLoadContext is SiteContext (app/context.ts augments it).
    const context: AppLoadContext = {
      api: preview ? apiFor(preview.token) : api,
      locale,
      localeFromUrl: fromUrl,
      defaultLocale: app.config.defaultLocale,
      origin,
      basePath: base,
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
      return { status: response.status, headers: outHeaders, body, csp: null };
    }
    const page = withScriptHashes(body, scriptNonce, admin);
    return { status: response.status, headers: outHeaders, body: page.html, csp: page.csp };
  };
}

/** A request's headers without those about its body (a form's POST rendered as its page's GET). */
function withoutBody(headers: Headers): Headers {
  const out = new Headers(headers);
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) out.delete(name);
  return out;
}
