import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type UIMatch,
} from 'react-router';
import type { Route } from './+types/root';
import { isRtl, LOCALE_TAGS, type Locale } from '#contract/locales.ts';
import { createI18n, I18nProvider, type Messages } from './i18n';
import { siteMessages } from './i18n/messages';
import { ChunkErrorNotice, isChunkLoadError } from './chunk-errors';
// Tokens, reset and the error screens, linked here for the back office and the root error page; the
// public site's one stylesheet includes them (site.css imports base.css), so a public page makes a
// single stylesheet request.
import baseCss from './site/styles/base.css?url';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    locale: context.locale,
    localeFromUrl: context.localeFromUrl,
    defaultLocale: context.defaultLocale,
    messages: siteMessages(context.locale),
    origin: context.origin,
    basePath: context.basePath,
    preview: context.preview,
    previewToken: context.previewToken,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * Whether the page hydrates (docs/decisions/009): only the route modules of the back office
 * (app/admin/, i.e. /admin* and /admin-login) run React in the browser. Public pages are
 * server-rendered HTML with the site's one enhancement script (app/site/enhance/); rendering
 * no <Scripts/> also leaves out React Router's modulepreload links, its context and its
 * streamed loader data.
 */
export function hydrates(matches: Pick<UIMatch, 'id'>[]): boolean {
  return matches.some((m) => m.id.startsWith('admin/'));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const locale: Locale = data?.locale ?? 'zh_CN';
  const matches = useMatches();
  const hydrate = hydrates(matches);
  const publicSite = matches.some((m) => m.id === 'site/layout');
  return (
    <html lang={LOCALE_TAGS[locale]} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14213d" />
        <link rel="icon" href={`${data?.basePath ?? ''}/favicon.svg`} type="image/svg+xml" />
        <Meta />
        {publicSite ? null : <link rel="stylesheet" href={baseCss} />}
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </I18nProvider>
  );
}

/** Last line of defence: a failed chunk load, a 404 outside the site layout, or an unexpected error. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>('root');
  const i18n = createI18n(data?.locale ?? 'zh_CN', (data?.messages ?? {}) as Messages);
  if (isChunkLoadError(error)) return <ChunkErrorNotice i18n={i18n} error={error} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="error-page">
      <h1>{i18n.t(notFound ? 'error.notFound.title' : 'error.generic.title')}</h1>
      <p>{i18n.t(notFound ? 'error.notFound.text' : 'error.generic.text')}</p>
      <a href={`${data?.basePath ?? ''}/home`}>{i18n.t('error.backHome')}</a>
    </main>
  );
}
