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

/**
 * The environment package.json "serve" sets for the server (MALLOC_ARENA_MAX: glibc's malloc keeps
 * up to eight arenas per core for the threads that convert images, each holding freed memory),
 * unless the caller's environment sets it.
 */
export function serverEnv() {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8'));
  const env = {};
  for (const [, name, value] of pkg.scripts.serve.matchAll(/([A-Z_]+)=\$\{[A-Z_]+:-([^}]*)\}/g))
    env[name] = process.env[name] ?? value;
  return env;
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
