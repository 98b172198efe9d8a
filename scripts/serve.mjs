// Starts the production server built by `npm run build` (BUILD_DIR/node/main.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = path.resolve(process.env.BUILD_DIR || 'build', 'node', 'main.mjs');
if (!fs.existsSync(entry)) {
  console.error(`No server build at ${entry}: run \`npm run build\` first (npm start does both).`);
  process.exit(1);
}
await import(pathToFileURL(entry).href);
