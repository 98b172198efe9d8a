// Writes .br and .gz twins of the built client scripts and styles, so the server sends them
// pre-compressed at the highest settings without spending CPU per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('build/client/assets');
let count = 0;
for (const name of fs.readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(dir, name);
  const raw = fs.readFileSync(file);
  if (raw.length < 1024) continue;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  count++;
}
console.log(`pre-compressed ${count} assets`);
