import path from 'node:path';
import type { Plugin } from 'vite';

/** The back office's UI libraries: the browser needs them, the server never renders them. */
const CLIENT_ONLY = /^(antd|@ant-design\/icons|@tiptap\/[^/]+)(\/|$)/;
const ADMIN_DIR = path.resolve('app/admin') + path.sep;
const STUB = '\0back-office-client-only';

/**
 * The back office renders in the browser only (every screen has a clientLoader with
 * `hydrate = true`; the server sends its HydrateFallback, a spinner in plain HTML). The server build
 * still evaluates each route module, and with it antd, its icons and TipTap: about 90 MB of resident
 * memory for code that never runs there. In the server build only, an import of those packages from
 * app/admin/ gets a stand-in: every name it exports is a component that renders nothing and an
 * object whose every property is the same stand-in, so module-level code (`Table.extend(…)`) still
 * evaluates. A public module importing one of them gets the real package, never the stand-in.
 */
export function backOfficeClientOnly(): Plugin {
  return {
    name: 'back-office-client-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (!options.ssr || !importer || !CLIENT_ONLY.test(id)) return undefined;
      return importer.startsWith(ADMIN_DIR) ? STUB : undefined;
    },
    load(id) {
      if (id !== STUB) return undefined;
      return {
        code: `
const target = function () { return null; };
const stub = new Proxy(target, {
  get(t, key) {
    if (key === 'prototype') return t.prototype;
    if (key === Symbol.toPrimitive) return () => '';
    if (typeof key === 'symbol' || key === 'then' || key === '$$typeof' || key === '__esModule') return undefined;
    return stub;
  },
  apply: () => null,
  construct: () => ({}),
});
export const __stub = stub;
export default stub;
`,
        syntheticNamedExports: '__stub',
      };
    },
  };
}
