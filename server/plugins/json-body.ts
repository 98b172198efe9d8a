import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http';

/**
 * The deepest nesting a JSON body may have. The API's deepest body is a list of items holding
 * lists of objects (a lawyer's sections): four levels.
 */
export const JSON_DEPTH_MAX = 32;
/** The largest JSON body a call without a sign-in may send (a sign-in is a few hundred bytes). */
export const PUBLIC_JSON_BYTES = 16 * 1024;

/** The most arrays and objects one JSON body may hold (a sort of every item of a list is a few hundred). */
export const JSON_CONTAINERS_MAX = 10_000;

/**
 * What makes `text` too costly to parse, or null: nesting deeper than `depthMax`, or more than
 * `containersMax` arrays and objects. One pass, strings skipped; before parsing, which builds them all.
 */
export function jsonCost(text: string, depthMax = JSON_DEPTH_MAX, containersMax = JSON_CONTAINERS_MAX): string | null {
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > depthMax) return `nested deeper than ${depthMax} levels`;
      if (++containers > containersMax) return `more than ${containersMax} arrays and objects`;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

/**
 * JSON bodies are checked before they are parsed, because parsing builds every array and object
 * a body names, before any schema looks at it: a few megabytes of "[[[[…" or of "[{},{},…" are
 * hundreds of megabytes of heap. Anyone may call the public routes, so they take
 * PUBLIC_JSON_BYTES at most (413). Every body is held to JSON_DEPTH_MAX levels and
 * JSON_CONTAINERS_MAX arrays and objects (400). Signed-in calls keep the server's body limit
 * (content with its rich text); their tokens are checked before the body is read
 * (server/plugins/auth.ts, onRequest). Then Fastify's own parser (prototype poisoning refused).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (req.routeOptions.config?.access !== 'token' && Buffer.byteLength(text) > PUBLIC_JSON_BYTES) {
      done(new HttpError(413, 'bodyTooLarge', `at most ${PUBLIC_JSON_BYTES / 1024} KB without a sign-in`), undefined);
      return;
    }
    const cost = jsonCost(text);
    if (cost) {
      done(new HttpError(400, 'invalid', `body: ${cost}`), undefined);
      return;
    }
    parse(req, text, done);
  });
}
