// The server as one JavaScript file (our TypeScript compiled and bundled by esbuild; packages from
// node_modules stay imports). Running it needs no TypeScript loader at run time, which keeps about
// 100 MB of memory and a second of start-up off the production server (bench/README.md).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** The Node.js flags the production server runs with (package.json "serve"), read from there so they are written once. */
export function serverFlags() {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8'));
  return pkg.scripts.serve.match(/--max-[a-z-]+=\d+/g) ?? [];
}

/** Bundles `entry` (e.g. server/main.ts) into `outfile` (an .mjs file). */
export async function bundleServer(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
