/**
 * npm run bench:upload — memory and time under real uploads (issue 35), on a production build
 * (run `npm run build` first):
 *  1. starts the server as `npm run serve` does (scripts/serve.mjs with the Node.js flags and
 *     MALLOC_ARENA_MAX of package.json "serve"), on a temporary DATA_DIR with the demo seed;
 *  2. uploads BENCH_PHOTOS (default 20) camera-sized photographs (6000 × 4000 JPEG, about 9 MB,
 *     made once by bench/photos.ts and kept in node_modules/.cache/bench-photos), one after
 *     another as an editor would, while two visitors request pages and the uploaded pictures'
 *     variants;
 *  3. takes a backup through the API (streamed and discarded);
 *  4. waits until every variant is made, then 15 s more, and reads the resident memory again.
 * The start (the demo seed and its pictures' variants) is measured apart, and waited for before
 * the first upload. BENCH_TRACE=1 also prints the resident memory each second, by phase.
 * Prints each upload's time and the memory figures beside the budget (peak ≤ 250 MB, settled
 * ≤ 200 MB, an upload answered in ≤ 3 s). Never fails on the figures (exit code 1 only when it
 * cannot run). BENCH_KEEP=1 keeps the data folder.
 *
 * `npm run bench:upload -- --avif 2` uploads 2 AVIF photographs instead (6000 × 4000, made once
 * from the JPEGs at effort 0; `--size 2560x1707` for a web export's size): an upload the server
 * refuses (413) is counted and printed, not an error.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { serverEnv, serverFlags } from '../scripts/server-bundle.mjs';
import { freePort } from '../tests/support';
import { variantWidths } from '#contract/images.ts';
import { photos } from './photos';
import { BUILD_DIR, fmt, median, memoryOf, ROOT, spawnLogged, stop, waitFor } from './support';

const { values: args } = parseArgs({
  options: { avif: { type: 'string' }, size: { type: 'string', default: '6000x4000' } },
});
const AVIF = args.avif !== undefined;
const COUNT = Number(args.avif ?? process.env.BENCH_PHOTOS ?? 20);
const [AVIF_W, AVIF_H] = args.size.split('x').map(Number);
if (!(AVIF_W > 0 && AVIF_H > 0)) throw new Error(`--size ${args.size}: expected <width>x<height>`);
const SETTLE_MS = 15_000;
const BUDGET = { peak: 250, settled: 200, upload: 3 };
const PASSWORD = 'bench-password-123';

if (!fs.existsSync(path.join(BUILD_DIR, 'node', 'main.mjs'))) {
  console.error(`No server build in ${BUILD_DIR}: run \`npm run build\` first.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-upload-'));
let server: ChildProcess | null = null;
try {
  console.log(`Making ${COUNT} photographs (once; kept in node_modules/.cache/bench-photos) ...`);
  const cache = path.join(ROOT, 'node_modules', '.cache', 'bench-photos');
  let files = await photos(cache, COUNT);
  if (AVIF) {
    // The same photographs as AVIF (effort 0: the quickest to make; the server's cost is decoding it).
    files = await Promise.all(
      files.map(async (jpeg, i) => {
        const file = path.join(cache, `photo-${AVIF_W}x${AVIF_H}-${i}.avif`);
        if (!fs.existsSync(file))
          await sharp(jpeg).resize(AVIF_W, AVIF_H).avif({ effort: 0, quality: 60 }).toFile(file);
        return file;
      }),
    );
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const flags = serverFlags();
  const env = serverEnv();
  const started = Date.now();
  const srv = spawnLogged(process.execPath, [...flags, 'scripts/serve.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      BUILD_DIR,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      DATABASE_URL: '',
    },
  });
  server = srv.child;
  const pid = server.pid!;

  // Resident memory, sampled every 100 ms for the whole run (VmHWM below covers the moments between).
  let peak = 0;
  let sampling = true;
  let phase = 'start';
  const trace: string[] = [];
  const sampler = (async () => {
    for (let i = 0; sampling; i++) {
      const now = memoryOf(pid).now;
      if (now !== null) peak = Math.max(peak, now);
      if (i % 10 === 0 && now !== null) trace.push(`${phase} ${fmt(now)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  await waitFor(`${base}/api/health`, server, srv.output, 'the server');
  console.log(
    `Server up in ${((Date.now() - started) / 1000).toFixed(1)} s (demo seed included): node ${flags.join(' ')}, ${Object.entries(
      env,
    )
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}; RSS ${fmt(memoryOf(pid).now ?? 0)} MB`,
  );

  // The demo seed's pictures get their variants in the background: wait for them (the uploads
  // folder stops changing for 5 s), so the figures below are the photographs'.
  phase = 'seed variants';
  const countFiles = () => fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).length;
  for (let last = -1, same = 0; same < 10;) {
    const n = countFiles();
    same = n === last ? same + 1 : 0;
    last = n;
    await new Promise((r) => setTimeout(r, 500));
  }
  const afterSeed = memoryOf(pid);
  console.log(
    `Demo pictures' variants made ${((Date.now() - started) / 1000).toFixed(1)} s after the start; RSS ${fmt(afterSeed.now ?? 0)} MB (peak so far ${fmt(afterSeed.peak ?? 0)} MB)`,
  );
  const peakBeforeUploads = peak;
  peak = 0;

  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'admin', password: PASSWORD }),
  });
  const token = ((await login.json()) as { result: string }).result;
  if (!login.ok || !token) throw new Error(`login failed: ${login.status}`);

  // Two visitors: pages in the three languages and the pictures of the latest uploads.
  const pictures: string[] = [];
  let visiting = true;
  let visits = 0;
  const failures: string[] = [];
  const pages = ['/home?lang=de_DE', '/news?lang=en_US', '/team?lang=zh_CN', '/home?lang=en_US', '/news?lang=de_DE'];
  const visitor = async (n: number) => {
    for (let i = n; visiting; i++) {
      const url = i % 2 === 0 || pictures.length === 0 ? pages[i % pages.length] : pictures[i % pictures.length];
      try {
        const res = await fetch(`${base}${url}`);
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`${res.status} ${url}`);
        visits++;
      } catch (err) {
        failures.push(`${(err as Error).message} ${url}`);
      }
    }
  };
  const visitors = [visitor(0), visitor(1)];

  phase = 'uploads';
  const times: number[] = [];
  const refused: string[] = [];
  const variantsExpected: string[] = [];
  for (const [i, file] of files.entries()) {
    const bytes = fs.readFileSync(file);
    const fd = new FormData();
    fd.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: AVIF ? 'image/avif' : 'image/jpeg' }),
      path.basename(file),
    );
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/files/upload`, {
      method: 'POST',
      headers: { authorization: token },
      body: fd,
    });
    const body = (await res.json()) as { result: { url: string } | null; message: string };
    const ms = performance.now() - t0;
    times.push(ms);
    if (AVIF && res.status === 413) {
      refused.push(body.message);
      console.log(`upload ${String(i + 1).padStart(2)}: 413 in ${fmt(ms)} ms: ${body.message}`);
      continue;
    }
    if (!res.ok || !body.result) throw new Error(`upload ${i + 1}: ${res.status} ${body.message}`);
    const url = body.result.url;
    // What a page's srcset asks for first on a phone and on a desktop.
    pictures.push(url.replace(/\.[a-z]+$/, '-640.avif'), url.replace(/\.[a-z]+$/, '-1920.webp'));
    variantsExpected.push(url);
    console.log(
      `upload ${String(i + 1).padStart(2)}: ${fmt(ms)} ms (${(bytes.length / 1e6).toFixed(1)} MB), RSS ${fmt(memoryOf(pid).now ?? 0)} MB`,
    );
  }

  phase = 'backup';
  const linkRes = await fetch(`${base}/api/admin/backup/link`, { method: 'POST', headers: { authorization: token } });
  const link = ((await linkRes.json()) as { result: { url: string } }).result.url;
  const b0 = performance.now();
  const backup = await fetch(`${base}${link}`);
  let backupBytes = 0;
  const reader = backup.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) backupBytes += r.value.length;
  if (!backup.ok) throw new Error(`backup: ${backup.status}`);
  const backupMs = performance.now() - b0;
  console.log(
    `backup: ${fmt(backupBytes / 1e6, 1)} MB in ${fmt(backupMs / 1000, 1)} s, RSS ${fmt(memoryOf(pid).now ?? 0)} MB`,
  );
  const peakBeforeDrain = peak;
  phase = 'variants';

  // Every variant of every photograph on disk (the uploads folder is the server's).
  const uploads = path.join(dataDir, 'uploads');
  const waiting = Date.now();
  const missing = () =>
    variantsExpected.flatMap((url) => {
      const rel = url.replace(/^.*\/api\/upload\//, '').replace(/\.[a-z]+$/, '');
      const width = Number(/_(\d+)x\d+$/.exec(rel)![1]);
      return variantWidths(width)
        .flatMap((w) => ['avif', 'webp'].map((f) => path.join(uploads, `${rel}-${w}.${f}`)))
        .filter((f) => !fs.existsSync(f));
    });
  while (missing().length > 0 && Date.now() - waiting < 20 * 60_000) await new Promise((r) => setTimeout(r, 500));
  const left = missing().length;
  const drainedAfter = (Date.now() - waiting) / 1000;
  visiting = false;
  await Promise.all(visitors);
  console.log(
    `variants: ${left === 0 ? 'all made' : `${left} still missing`} ${fmt(drainedAfter)} s after the backup; ${visits} visitor requests meanwhile, ${failures.length} not 200${failures.length ? ` (${failures.slice(0, 3).join('; ')})` : ''}`,
  );
  phase = 'settling';
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const settled = memoryOf(pid).now ?? 0;
  const hwm = memoryOf(pid).peak ?? 0;
  sampling = false;
  await sampler;

  const slowest = Math.max(...times);
  if (process.env.BENCH_TRACE === '1') console.log(`RSS each second: ${trace.join(', ')}`);
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  console.log('');
  console.log('| figure | value | budget | |');
  console.log('|---|---|---|---|');
  console.log(
    `| upload answered (median / slowest of ${times.length}) | ${fmt(median(times) / 1000, 2)} s / ${fmt(slowest / 1000, 2)} s | ≤ ${BUDGET.upload} s | ${met(slowest <= BUDGET.upload * 1000)} |`,
  );
  console.log(
    `| peak RSS from the first upload on (sampled every 100 ms) | ${fmt(peak)} MB (${fmt(peakBeforeDrain)} MB until the backup ended) | ≤ ${BUDGET.peak} MB | ${met(peak <= BUDGET.peak)} |`,
  );
  console.log(
    `| peak RSS of the start (demo seed and its pictures' variants; VmHWM of the whole run) | ${fmt(peakBeforeUploads)} MB (VmHWM ${fmt(hwm)} MB) | ≤ ${BUDGET.peak} MB | ${met(peakBeforeUploads <= BUDGET.peak)} |`,
  );
  console.log(
    `| RSS ${SETTLE_MS / 1000} s after the last variant | ${fmt(settled)} MB | ≤ ${BUDGET.settled} MB | ${met(settled <= BUDGET.settled)} |`,
  );
  console.log(`| variants made after the backup ended | ${fmt(drainedAfter)} s | | |`);
  if (refused.length) console.log(`| uploads refused (413) | ${refused.length} of ${COUNT} | | |`);
  console.log(`| backup | ${fmt(backupBytes / 1e6, 1)} MB in ${fmt(backupMs / 1000, 1)} s | | |`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stop(server);
  if (process.env.BENCH_KEEP === '1') console.log(`data folder kept: ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
