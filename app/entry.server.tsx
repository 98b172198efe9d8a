import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
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
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
