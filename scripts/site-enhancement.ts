import crypto from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/** The public site's one script (docs/decisions/009): its entry and the module that names its URL. */
const ENHANCE_ENTRY = path.resolve('app/site/enhance/index.ts');
const ENHANCE_MODULE = 'virtual:site-enhance';

/**
 * Builds app/site/enhance/ as one classic script (an IIFE, no imports, no React) named by the hash
 * of its bytes, writes it into the client's /assets and lets the server code import its path
 * (`import enhanceScript from 'virtual:site-enhance'`). It is built once and shared by the client
 * and the server build, so the page names exactly the file the client build wrote.
 */
export function siteEnhancement(): Plugin {
  let bundled: Promise<{ fileName: string; code: string }> | undefined;
  const bundle = () =>
    (bundled ??= build({
      configFile: false,
      logLevel: 'warn',
      build: {
        write: false,
        target: 'es2020',
        minify: true,
        lib: { entry: ENHANCE_ENTRY, formats: ['iife'], name: 'siteEnhance', fileName: () => 'enhance.js' },
      },
    }).then((out) => {
      const chunk = (Array.isArray(out) ? out[0] : (out as Rollup.RollupOutput)).output[0];
      const hash = crypto
        .createHash('sha256')
        .update(chunk.code)
        .digest('base64url')
        .slice(0, 10)
        .replace(/[-_]/g, 'x');
      return { fileName: `assets/enhance-${hash}.js`, code: chunk.code };
    }));
  return {
    name: 'site-enhancement',
    resolveId: (id) => (id === ENHANCE_MODULE ? `\0${ENHANCE_MODULE}` : undefined),
    async load(id) {
      if (id !== `\0${ENHANCE_MODULE}`) return undefined;
      this.addWatchFile(ENHANCE_ENTRY);
      return `export default ${JSON.stringify((await bundle()).fileName)};`;
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const { fileName, code } = await bundle();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
