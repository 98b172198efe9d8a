/**
 * npm run bench:api — the public API on the large data set, each call side by side with a bare
 * route of the same server that sends the same bytes from memory. Prints figures; never fails
 * on them. See bench/README.md.
 *
 * Environment: BENCH_DURATION (seconds per measurement, default 8), BENCH_CONNECTIONS (10),
 * BENCH_DATABASE_URL (a PostgreSQL database to fill and measure instead of a temporary SQLite file;
 * it gets the large data set added), BENCH_KEEP=1 (keep the temporary data folder).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { seedLarge } from '#server/db/seed/large.ts';
import type { FastifyInstance } from 'fastify';
import { fmt, median, memoryOf, printAims, runBench, signIn, withServers } from './support';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = 2;
const LANG = 'en_US';
const KEYWORD = 'berg'; // matches Bergmann and Weinberg in the large data set

interface Target {
  name: string;
  path: string;
  list: boolean;
}

const TARGETS: Target[] = [
  { name: 'latest-news page 1', path: '/api/user/latest-news', list: true },
  { name: 'latest-news page 500', path: '/api/user/latest-news?page=500', list: true },
  { name: `lawyerTeam keyword=${KEYWORD}`, path: `/api/user/lawyerTeam?keyword=${KEYWORD}`, list: true },
  { name: 'portal-config', path: '/api/user/portal-config', list: false },
  // The site search (server/modules/search): a word with its inflections, a part of words, two words.
  { name: 'search q=contracts', path: '/api/user/search?q=contracts', list: false },
  { name: 'search q=legislat (part of a word)', path: '/api/user/search?q=legislat', list: false },
  { name: 'search q=employment law', path: '/api/user/search?q=employment%20law', list: false },
];

interface Measured {
  rps: number;
  p50: number;
  /** autocannon has no p95: the next one above it. */
  p97: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytes: number;
}

function run(url: string, seconds: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'x-language': LANG } }, (err, r) => {
      if (err) return reject(err);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p97: r.latency.p97_5,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        bytes: r.throughput.average,
      });
    });
  });
}

/** Pins and unpins one news item in turn and times the public list's first and second answers after each write. */
async function listAfterWrite(base: string, password: string) {
  const token = await signIn(base, password);
  const list = `${base}/api/user/latest-news?page=1&pageSize=10`;
  const read = async () => {
    const t0 = performance.now();
    const res = await fetch(list, { headers: { 'x-language': LANG } });
    const body = (await res.json()) as { result: { no: string; top: number }[] };
    return { ms: performance.now() - t0, cache: res.headers.get('x-cache') ?? 'none', body };
  };
  const no = (await read()).body.result.at(-1)!.no;
  const first: number[] = [];
  const second: number[] = [];
  const caches = { first: new Set<string>(), second: new Set<string>() };
  let shown = true;
  const rounds = 20;
  for (let i = 0; i < rounds; i++) {
    const action = i % 2 === 0 ? 'pin' : 'unpin';
    const res = await fetch(`${base}/api/admin/latest-news/${action}?no=${encodeURIComponent(no)}`, {
      method: 'PUT',
      headers: { authorization: token },
    });
    if (res.status !== 200) throw new Error(`${action}: HTTP ${res.status} ${await res.text()}`);
    const a = await read();
    const b = await read();
    first.push(a.ms);
    second.push(b.ms);
    caches.first.add(a.cache);
    caches.second.add(b.cache);
    // Pinned: first on the list; unpinned: not pinned any more.
    const top = a.body.result.find((r) => r.no === no)?.top ?? 0;
    if ((action === 'pin') !== (top === 1)) shown = false;
  }
  return {
    rounds,
    firstP50: median(first),
    secondP50: median(second),
    firstCache: [...caches.first].join('/'),
    secondCache: [...caches.second].join('/'),
    shown,
  };
}

async function main() {
  const started = Date.now();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  // 1. The data set, written by this process straight into the database the server will use.
  console.log(`Filling ${databaseUrl ? 'the PostgreSQL database' : 'a new data folder'} with the large data set …`);
  // 2. The production server as npm start runs it (bundled, its Node.js flags), with the bare route added.
  const more = async (app: FastifyInstance) => {
    const seeded = await seedLarge(app.db, { log: (m) => console.log(`  ${m}`) });
    console.log(seeded.skipped ? '  (already there)' : `  done in ${(seeded.ms / 1000).toFixed(1)} s`);
  };
  await withServers({ prefix: 'lawfirm-bench-', databaseUrl, more }, async ([srv], adminPassword) => {
    const { base, pid } = srv;
    console.log(
      `Server pid ${pid} on ${base} (node ${srv.flags.join(' ')}); RSS after start ${fmt(memoryOf(pid).now ?? 0)} MB`,
    );

    // 3. Check each call once, then warm up and measure it beside its bare twin.
    const rows: { target: Target; real: Measured; bare: Measured; status: number; size: number }[] = [];
    for (const target of TARGETS) {
      const realUrl = `${base}${target.path}`;
      const bareUrl = `${base}/__bench/bare?bytes=${encodeURIComponent(target.path)}`;
      const probe = await fetch(realUrl, { headers: { 'x-language': LANG } });
      const body = Buffer.from(await probe.arrayBuffer());
      const bareProbe = await fetch(bareUrl, { headers: { 'x-language': LANG } });
      const bareBody = Buffer.from(await bareProbe.arrayBuffer());
      if (bareProbe.status === 404 && bareBody.includes('__bench'))
        throw new Error('the bare route is missing: see bench/README.md');
      if (probe.status !== 200)
        console.warn(`  ! ${target.name}: HTTP ${probe.status} ${body.toString('utf8', 0, 200)}`);
      if (bareBody.length !== body.length)
        console.warn(`  ! ${target.name}: the bare route sends ${bareBody.length} bytes, the real one ${body.length}`);
      process.stdout.write(`  ${target.name} (${fmt(body.length)} bytes): warm-up`);
      await run(realUrl, WARMUP);
      await run(bareUrl, WARMUP);
      process.stdout.write(', measuring');
      const real = await run(realUrl, DURATION);
      const bare = await run(bareUrl, DURATION);
      console.log(` → ${fmt(real.rps)} vs ${fmt(bare.rps)} req/s`);
      rows.push({ target, real, bare, status: probe.status, size: body.length });
    }
    // A list right after a write (a pin and an unpin of one news item, in turn): the first request
    // after the write makes the answer again, the next is served from the API cache.
    const afterWrite = await listAfterWrite(base, adminPassword);
    const mem = memoryOf(pid);

    // 4. The table and the aims.
    const header = [
      'call',
      'bytes',
      'req/s',
      'p50 ms',
      'p97.5 ms',
      'p99 ms',
      'bare req/s',
      'bare p50',
      'bare p97.5',
      'bare p99',
      'ratio',
    ];
    const lines = rows.map(({ target, real, bare, status, size }) => [
      target.name +
        (status !== 200 ? ` (HTTP ${status})` : '') +
        (real.non2xx + real.errors ? ` [${real.non2xx} non-2xx, ${real.errors} errors]` : ''),
      fmt(size),
      fmt(real.rps),
      fmt(real.p50),
      fmt(real.p97),
      fmt(real.p99),
      fmt(bare.rps),
      fmt(bare.p50),
      fmt(bare.p97),
      fmt(bare.p99),
      (real.rps / bare.rps).toFixed(2),
    ]);
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION} s per measurement, X-Language ${LANG}, Node ${process.version}, ${os.cpus().length} CPU(s)\n`,
    );
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const l of lines) console.log(`| ${l.join(' | ')} |`);
    console.log(
      `\nServer memory: peak RSS (VmHWM) ${mem.peak === null ? 'n/a' : `${fmt(mem.peak)} MB`}, now ${mem.now === null ? 'n/a' : `${fmt(mem.now)} MB`}`,
    );

    console.log(
      `\nA list right after a write (latest-news page 1, ${afterWrite.rounds} writes): first request p50 ${fmt(afterWrite.firstP50, 1)} ms (${afterWrite.firstCache}), ` +
        `second request p50 ${fmt(afterWrite.secondP50, 1)} ms (${afterWrite.secondCache}); the write shows in the first: ${afterWrite.shown ? 'yes' : 'NO'}`,
    );
    const byName = (name: string) => rows.find((r) => r.target.name === name)!;
    const lists = rows.filter((r) => r.target.list);
    const worstList = Math.min(...lists.map((r) => r.real.rps / r.bare.rps));
    const page1 = byName('latest-news page 1').real;
    const page500 = byName('latest-news page 500').real;
    const aims: Parameters<typeof printAims>[0] = [
      ['list calls at ≥ 0.5 of the bare route', worstList >= 0.5, `worst ratio ${worstList.toFixed(2)}`],
      [
        'page 500 within 2x of page 1',
        page1.rps / page500.rps <= 2 && page500.p50 <= 2 * Math.max(page1.p50, 1),
        `${fmt(page500.rps)} vs ${fmt(page1.rps)} req/s, p50 ${fmt(page500.p50)} vs ${fmt(page1.p50)} ms`,
      ],
      ...rows
        .filter((r) => r.target.name.startsWith('search'))
        .map((r): [string, boolean, string] => [
          `${r.target.name}: p97.5 ≤ 50 ms (the issue asks p95)`,
          r.real.p97 <= 50,
          `${fmt(r.real.p97)} ms under ${CONNECTIONS} connections`,
        ]),
      [
        'a list after a write is back to the cached figure within one request',
        afterWrite.secondCache === 'hit' && afterWrite.shown,
        `second request after a write: ${afterWrite.secondCache}`,
      ],
      [
        'peak memory ≤ 200 MB',
        mem.peak !== null && mem.peak <= 200,
        mem.peak === null ? 'unknown' : `${fmt(mem.peak)} MB`,
      ],
    ];
    printAims(aims);
    console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
}

await runBench(main);
