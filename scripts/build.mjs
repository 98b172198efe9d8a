// Builds the site (React Router + Vite) into BUILD_DIR (default ./build), then writes .br and .gz
// twins of the client scripts and styles, so the server sends them pre-compressed at the highest
// settings without spending CPU per request, and bundles the server into BUILD_DIR/node/main.mjs
// (scripts/server-bundle.mjs). `--quiet` (used by `npm start`) prints one line
// instead of Vite's file list; warnings and errors still show.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { bundleServer } from './server-bundle.mjs';

const quiet = process.argv.includes('--quiet');
const started = Date.now();
if (quiet) process.stdout.write('Building the site… ');
const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js');
const built = spawnSync(process.execPath, [bin, 'build', ...(quiet ? ['--logLevel', 'warn'] : [])], {
  stdio: 'inherit',
});
if (built.status !== 0) {
  if (quiet) process.stdout.write('failed\n');
  process.exit(built.status ?? 1);
}

const dir = path.resolve(process.env.BUILD_DIR || 'build', 'client', 'assets');
let count = 0;
for (const name of fs.readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(dir, name);
  const raw = fs.readFileSync(file);
  if (raw.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  count++;
}
await bundleServer('server/main.ts', path.resolve(process.env.BUILD_DIR || 'build', 'node', 'main.mjs'));
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(quiet ? `done in ${seconds} s` : `pre-compressed ${count} assets`);
