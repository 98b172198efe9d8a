import { PassThrough } from 'node:stream';
import { isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { IntlMessageFormat } from 'intl-messageformat';
import { registerIcu } from './i18n';

registerIcu(IntlMessageFormat);

const ABORT_DELAY = 10_000;

/** Renders the whole page before answering: crawlers and the render cache get complete HTML. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      // The nonce marks the inline scripts React and React Router emit (see SiteContext.scriptNonce).
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.scriptNonce} />,
      {
        nonce: loadContext.scriptNonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          loadContext.logError(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Errors of loaders and of the router itself. An address no route matches (React Router's own
 * "No route matches URL" for /%0A, whose line break its catch-all cannot match) or any other
 * answer of the router below 500 is the visitor's error, a 404 page: the request line at `debug`
 * says all there is, so it adds no line (React Router's default printed a stack trace per
 * request, a log anyone could flood). A real failure is one line at `error`; an aborted request none.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    // The router's own 5xx answers carry the error that caused them (as its default handler logs it).
    const cause = (error as { error?: unknown }).error;
    if (cause) return context.logError(cause);
  }
  context.logError(error);
};
