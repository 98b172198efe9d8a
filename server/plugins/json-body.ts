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
 * Where the first byte sequence that is not UTF-8 begins in `bytes` (an offset from 0), or -1.
 * Well-formed UTF-8 as the Unicode standard (table 3-7) and WHATWG's decoder define it: no
 * overlong forms, no surrogates (ED A0..BF), nothing above U+10FFFF, no sequence cut short.
 */
export function invalidUtf8At(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    // How many continuation bytes follow the lead byte, and the range of the first of them.
    let [n, lo, hi] = [0, 0x80, 0xbf];
    if (b >= 0xc2 && b <= 0xdf) n = 1;
    else if (b >= 0xe0 && b <= 0xef) [n, lo, hi] = [2, b === 0xe0 ? 0xa0 : 0x80, b === 0xed ? 0x9f : 0xbf];
    else if (b >= 0xf0 && b <= 0xf4) [n, lo, hi] = [3, b === 0xf0 ? 0x90 : 0x80, b === 0xf4 ? 0x8f : 0xbf];
    else return i;
    for (let k = 1; k <= n; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return i;
    }
    i += n + 1;
  }
  return -1;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The charset a Content-Type header declares (lower case, unquoted), or null when it names none.
 * JSON is UTF-8 (RFC 8259): `utf-8` (or `utf8`) is the only charset a JSON body may declare.
 */
export function declaredCharset(contentType: string | undefined): string | null {
  for (const param of (contentType ?? '').split(';').slice(1)) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    return param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return null;
}

/**
 * The text of a JSON body, or the error that refuses it: a charset other than UTF-8 declared
 * (415, naming it), or bytes that are not UTF-8 (400, naming the first). Never decoded with
 * replacement characters: "M\xfcller" sent as Latin-1 would be stored as "M\ufffdller".
 */
export function jsonText(bytes: Buffer, contentType: string | undefined): string | HttpError {
  const charset = declaredCharset(contentType);
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
    return new HttpError(
      415,
      'invalid',
      `a JSON body is UTF-8, not "${charset.slice(0, 40)}": send it as UTF-8 with charset=utf-8 or no charset`,
    );
  }
  try {
    return utf8.decode(bytes);
  } catch {
    return new HttpError(400, 'invalid', `the body is not valid UTF-8 (byte ${invalidUtf8At(bytes)})`);
  }
}

/**
 * JSON bodies are checked before they are parsed, because parsing builds every array and object
 * a body names, before any schema looks at it: a few megabytes of "[[[[…" or of "[{},{},…" are
 * hundreds of megabytes of heap. Anyone may call the public routes, so they take
 * PUBLIC_JSON_BYTES at most (413). Every body is held to JSON_DEPTH_MAX levels and
 * JSON_CONTAINERS_MAX arrays and objects (400). Signed-in calls keep the server's body limit
 * (content with its rich text); their tokens are checked before the body is read
 * (server/plugins/auth.ts, onRequest). The bytes must be UTF-8 (jsonText), then Fastify's own
 * parser (prototype poisoning refused). Strings that are not Unicode text (a lone surrogate
 * escape such as "\ud800") are refused with NUL characters, naming the field
 * (server/plugins/errors.ts).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    if (req.routeOptions.config?.access !== 'token' && bytes.length > PUBLIC_JSON_BYTES) {
      done(new HttpError(413, 'bodyTooLarge', `at most ${PUBLIC_JSON_BYTES / 1024} KB without a sign-in`), undefined);
      return;
    }
    const text = jsonText(bytes, req.headers['content-type']);
    if (text instanceof HttpError) {
      done(text, undefined);
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
