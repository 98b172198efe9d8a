/**
 * npm run bench:load — the public site under a mixed load while editors write (issue 34): 100
 * connections over public pages and public API calls, once as reads alone and once with 5 % admin
 * writes (a news item pinned and unpinned in turn), side by side. Prints req/s and their ratio,
 * p99 and the slowest request, errors, the server's peak RSS and the machine's load average; never
 * fails on them. Needs the web build (npm run build). See bench/README.md.
 *
 * Environment: BENCH_DURATION (seconds per run, default 15), BENCH_CONNECTIONS (100),
 * BENCH_DATABASE_URL (a PostgreSQL database instead of a temporary SQLite file), BENCH_KEEP=1.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../tests/support';
import {
  BUILD_DIR,
  fmt,
  memoryOf,
  printAims,
  removeData,
  runBench,
  seededData,
  signIn,
  startServer,
  stop,
} from './support';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARMUP = 3;
const LANG = 'en_US';

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  total: number;
}

type Req = { method: 'GET' | 'PUT'; path: string; headers?: Record<string, string> };

function run(base: string, requests: Req[], seconds: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'x-language': LANG },
        requests: requests.map((r) => ({
          method: r.method,
          path: r.path,
          headers: r.headers,
          // Each write from an address of its own (TRUST_PROXY=1 below): the admin API's rate limit
          // (600 a minute per address) is not what this measures.
          ...(r.method === 'PUT'
            ? {
                setupRequest: (req: autocannon.Request): autocannon.Request => ({
                  ...req,
                  headers: {
                    ...(req.headers as Record<string, string>),
                    'x-forwarded-for': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.1`,
                  },
                }),
              }
            : {}),
        })),
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
          total: r.requests.total,
        });
      },
    );
  });
}

async function main() {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js')))
    throw new Error(`no web build in ${BUILD_DIR}: run npm run build`);
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const { dataDir, adminPassword } = await seededData('lawfirm-bench-load-', databaseUrl);
  let child: ChildProcess | null = null;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const srv = await startServer(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: adminPassword,
      TRUST_PROXY: '1',
    });
    child = srv.child;
    const pid = child.pid!;

    const token = await signIn(base, adminPassword);
    const news = (await (
      await fetch(`${base}/api/user/latest-news?page=1&pageSize=3`, { headers: { 'x-language': LANG } })
    ).json()) as {
      result: { id: number; no: string }[];
    };
    const lawyers = (await (
      await fetch(`${base}/api/user/lawyerTeam?page=1&pageSize=3`, { headers: { 'x-language': LANG } })
    ).json()) as {
      result: { id: number }[];
    };
    const no = news.result[0].no;

    const reads: Req[] = [
      ...['/home', '/team', '/services', '/news', '/case', '/about', '/contact'].map((p) => ({
        method: 'GET' as const,
        path: `${p}?lang=${LANG}`,
      })),
      ...news.result.map((n) => ({ method: 'GET' as const, path: `/news/detail/${n.id}?lang=${LANG}` })),
      ...lawyers.result.slice(0, 2).map((l) => ({ method: 'GET' as const, path: `/team/detail/${l.id}?lang=${LANG}` })),
      ...[
        '/api/user/latest-news?page=1&pageSize=10',
        '/api/user/case-analysis?page=1&pageSize=10',
        '/api/user/lawyerTeam?page=1&pageSize=12',
        '/api/user/portal-config',
        '/api/user/banner',
        '/api/user/professionalField/list',
      ].map((p) => ({ method: 'GET' as const, path: p })),
    ];
    // 38 reads and 2 writes: 5 % writes.
    const readMix: Req[] = Array.from({ length: 38 }, (_, i) => reads[i % reads.length]);
    const write = (action: 'pin' | 'unpin'): Req => ({
      method: 'PUT',
      path: `/api/admin/latest-news/${action}?no=${encodeURIComponent(no)}`,
      headers: { authorization: token },
    });
    const withWrites: Req[] = [...readMix.slice(0, 19), write('pin'), ...readMix.slice(19), write('unpin')];
    const readOnly: Req[] = [...readMix.slice(0, 19), readMix[0], ...readMix.slice(19), readMix[1]];
    for (const r of reads) {
      const res = await fetch(`${base}${r.path}`, { headers: { 'x-language': LANG } });
      if (res.status !== 200) console.warn(`  ! ${r.path}: HTTP ${res.status}`);
    }

    console.log(`Server pid ${pid} on ${base}; ${reads.length} addresses in the mix; warm-up …`);
    await run(base, readOnly, WARMUP);
    const plain = await run(base, readOnly, DURATION);
    console.log(`  reads only: ${fmt(plain.rps)} req/s`);
    const written = await run(base, withWrites, DURATION);
    console.log(`  with 5 % writes: ${fmt(written.rps)} req/s`);
    const mem = memoryOf(pid);
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');

    const header = ['mix', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors'];
    const line = (name: string, m: Measured) => [
      name,
      fmt(m.rps),
      fmt(m.p50),
      fmt(m.p99),
      fmt(m.max),
      fmt(m.total),
      fmt(m.non2xx),
      fmt(m.errors),
    ];
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION} s per run, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, Node ${process.version}, ${os.cpus().length} CPU(s), load average after ${load}\n`,
    );
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    console.log(`| ${line('pages and API, reads only', plain).join(' | ')} |`);
    console.log(`| ${line('the same with 5 % admin writes', written).join(' | ')} |`);
    const ratio = written.rps / plain.rps;
    console.log(`\nServer memory: peak RSS (VmHWM) ${mem.peak === null ? 'n/a' : `${fmt(mem.peak)} MB`}`);
    const aims: Parameters<typeof printAims>[0] = [
      ['with writes ≥ 0.8× the reads-only req/s', ratio >= 0.8, `ratio ${ratio.toFixed(2)}`],
      ['p99 ≤ 300 ms with writes', written.p99 <= 300, `${fmt(written.p99)} ms`],
      [
        'no request over 1 s',
        written.max <= 1000 && plain.max <= 1000,
        `max ${fmt(Math.max(written.max, plain.max))} ms`,
      ],
      [
        'no errors',
        written.errors + plain.errors + written.non2xx + plain.non2xx === 0,
        `${written.non2xx + plain.non2xx} non-2xx, ${written.errors + plain.errors} errors`,
      ],
      [
        'peak memory ≤ 200 MB',
        mem.peak !== null && mem.peak <= 200,
        mem.peak === null ? 'unknown' : `${fmt(mem.peak)} MB`,
      ],
    ];
    printAims(aims);
  } finally {
    await stop(child);
    removeData(dataDir);
  }
}

await runBench(main);
