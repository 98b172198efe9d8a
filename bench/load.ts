/**
 * npm run bench:load — the public site under a mixed load while editors write (issue 34): 100
 * connections over public pages and public API calls, once as reads alone and once with 5 % admin
 * writes (news items pinned and unpinned in turn, each connection its own next item, as several
 * editors each edit their own), side by side. Prints req/s and their ratio,
 * p99 and the slowest request (of the whole mix, and with writes of the public reads and of the
 * admin writes apart), errors, the servers' CPU (share of one core, the nodes together) and
 * CPU time per request, the load generator's own CPU (near a whole core: it set the pace), what
 * one write cost them beyond the read it took the place of (its own work and the renders it
 * caused), the server's peak RSS and the machine's load average; never
 * fails on them. Needs the web build (npm run build). See bench/README.md.
 *
 * Environment: BENCH_DURATION (seconds per run, default 15), BENCH_CONNECTIONS (100),
 * BENCH_DATABASE_URL (a PostgreSQL database instead of a temporary SQLite file), BENCH_NODES (2:
 * two servers on that PostgreSQL database, the connections split between them, the writes on
 * both), BENCH_WRITE_ITEMS (how many news items the writes go to, default 12; 1: every write to
 * one item, which the writes of both nodes then wait for in turn), BENCH_KEEP=1.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BUILD_DIR, cpuMsOf, fmt, memoryOf, printAims, runBench, signIn, withServers } from './support';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARMUP = 3;
const LANG = 'en_US';
const NODES = Math.max(1, Number(process.env.BENCH_NODES ?? 1));

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  total: number;
  /** The public reads' p99 and slowest, and the admin writes' (none: 0), as each connection timed them. */
  reads: { p99: number; max: number };
  writes: { p99: number; max: number };
}

/** p99 and the largest of some latencies (ms). */
function spread(ms: number[]): { p99: number; max: number } {
  if (!ms.length) return { p99: 0, max: 0 };
  const sorted = Float64Array.from(ms).sort();
  return { p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))], max: sorted[sorted.length - 1] };
}

type Req = { method: 'GET' | 'PUT'; path: string; headers?: Record<string, string>; nos?: string[] };
const WRITE_ITEMS = Math.max(1, Number(process.env.BENCH_WRITE_ITEMS ?? 12));
let nextItem = 0;

function runOne(base: string, requests: Req[], seconds: number, connections: number): Promise<Measured> {
  const byKind = { reads: [] as number[], writes: [] as number[] };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
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
                // A pin takes the next item for this connection, the unpin after it the same item.
                setupRequest: (req: autocannon.Request, context: { no?: string }): autocannon.Request => {
                  if (r.nos && (r.path.includes('/pin?') || !context.no)) context.no = r.nos[nextItem++ % r.nos.length];
                  return {
                    ...req,
                    path: r.nos ? `${r.path}${encodeURIComponent(context.no!)}` : r.path,
                    headers: {
                      ...(req.headers as Record<string, string>),
                      'x-forwarded-for': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.1`,
                    },
                  };
                },
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
          reads: spread(byKind.reads),
          writes: spread(byKind.writes),
        });
      },
    );
    // Which request a response answers: the connection's current one (autocannon moves on after this event).
    instance.on('response', (client: unknown, _status: number, _bytes: number, ms: number) => {
      const current = (client as { requestIterator: { currentRequest: { method?: string } } }).requestIterator
        .currentRequest;
      (current.method === 'PUT' ? byKind.writes : byKind.reads).push(ms);
    });
  });
}

/**
 * The mix against every node at once, the connections split between them: req/s and counts add
 * up; p50 is the mean of the nodes' and p99 and the slowest request the worst node's.
 */
async function run(bases: string[], requests: Req[], seconds: number): Promise<Measured> {
  const each = await Promise.all(
    bases.map((base) => runOne(base, requests, seconds, Math.ceil(CONNECTIONS / bases.length))),
  );
  const sum = (f: (m: Measured) => number) => each.reduce((a, m) => a + f(m), 0);
  return {
    rps: sum((m) => m.rps),
    p50: sum((m) => m.p50) / each.length,
    p99: Math.max(...each.map((m) => m.p99)),
    max: Math.max(...each.map((m) => m.max)),
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    total: sum((m) => m.total),
    reads: { p99: Math.max(...each.map((m) => m.reads.p99)), max: Math.max(...each.map((m) => m.reads.max)) },
    writes: { p99: Math.max(...each.map((m) => m.writes.p99)), max: Math.max(...each.map((m) => m.writes.max)) },
  };
}

async function main() {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js')))
    throw new Error(`no web build in ${BUILD_DIR}: run npm run build`);
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (NODES > 1 && !databaseUrl)
    throw new Error('BENCH_NODES needs BENCH_DATABASE_URL: nodes share a PostgreSQL database');
  const env = { TRUST_PROXY: '1' };
  await withServers(
    { prefix: 'lawfirm-bench-load-', databaseUrl, nodes: NODES, env },
    async (servers, adminPassword) => {
      const bases = servers.map((srv) => srv.base);
      const base = bases[0];

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
      const toWrite = (await (
        await fetch(`${base}/api/user/latest-news?page=1&pageSize=${WRITE_ITEMS}`, { headers: { 'x-language': LANG } })
      ).json()) as {
        result: { no: string }[];
      };
      const nos = toWrite.result.map((n) => n.no);

      const reads: Req[] = [
        ...['/home', '/team', '/services', '/news', '/case', '/about', '/contact'].map((p) => ({
          method: 'GET' as const,
          path: `${p}?lang=${LANG}`,
        })),
        ...news.result.map((n) => ({ method: 'GET' as const, path: `/news/detail/${n.id}?lang=${LANG}` })),
        ...lawyers.result
          .slice(0, 2)
          .map((l) => ({ method: 'GET' as const, path: `/team/detail/${l.id}?lang=${LANG}` })),
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
        path: `/api/admin/latest-news/${action}?no=`,
        headers: { authorization: token },
        nos,
      });
      const withWrites: Req[] = [...readMix.slice(0, 19), write('pin'), ...readMix.slice(19), write('unpin')];
      const readOnly: Req[] = [...readMix.slice(0, 19), readMix[0], ...readMix.slice(19), readMix[1]];
      for (const b of bases)
        for (const r of reads) {
          const res = await fetch(`${b}${r.path}`, { headers: { 'x-language': LANG } });
          if (res.status !== 200) console.warn(`  ! ${b}${r.path}: HTTP ${res.status}`);
        }

      console.log(
        `Server pid ${servers.map((srv) => srv.pid).join(', ')} on ${bases.join(', ')}; ${reads.length} addresses in the mix; warm-up …`,
      );
      await run(bases, readOnly, WARMUP);
      // The servers' CPU time over a run (all nodes together): how busy they were, and what a request cost.
      const cpu = () => servers.reduce((a, srv) => a + (cpuMsOf(srv.pid) ?? NaN), 0);
      // And the load generator's (this process): near a whole core, it rather than the servers set the pace.
      const ownCpu = () => cpuMsOf(process.pid) ?? NaN;
      const measured = async (requests: Req[]) => {
        const before = cpu();
        const ownBefore = ownCpu();
        const t0 = performance.now();
        const m = await run(bases, requests, DURATION);
        const used = cpu() - before;
        const elapsed = performance.now() - t0;
        return {
          ...m,
          cpuShare: used / elapsed,
          cpuPerReq: used / m.total,
          loaderShare: (ownCpu() - ownBefore) / elapsed,
        };
      };
      const plain = await measured(readOnly);
      console.log(`  reads only: ${fmt(plain.rps)} req/s`);
      const written = await measured(withWrites);
      console.log(`  with 5 % writes: ${fmt(written.rps)} req/s`);
      // The highest peak of the nodes (each is its own process with its own budget).
      const peaks = servers.map((srv) => memoryOf(srv.pid).peak);
      const mem = { peak: peaks.includes(null) ? null : Math.max(...(peaks as number[])) };
      const load = os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');

      const header = [
        'mix',
        'req/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'requests',
        'non-2xx',
        'errors',
        'server CPU',
        'CPU µs/request',
        'load generator CPU',
      ];
      const line = (name: string, m: Awaited<ReturnType<typeof measured>>) => [
        name,
        fmt(m.rps),
        fmt(m.p50),
        fmt(m.p99),
        fmt(m.max),
        fmt(m.total),
        fmt(m.non2xx),
        fmt(m.errors),
        `${Math.round(m.cpuShare * 100)} %`,
        fmt(m.cpuPerReq * 1000),
        `${Math.round(m.loaderShare * 100)} %`,
      ];
      console.log(
        `\n${CONNECTIONS} connections, ${DURATION} s per run, ${databaseUrl ? `PostgreSQL, ${NODES} node${NODES > 1 ? 's' : ''}` : 'SQLite'}, Node ${process.version}, ${os.cpus().length} CPU(s), load average after ${load}\n`,
      );
      console.log(`| ${header.join(' | ')} |`);
      console.log(`|${header.map(() => '---').join('|')}|`);
      console.log(`| ${line('pages and API, reads only', plain).join(' | ')} |`);
      console.log(`| ${line('the same with 5 % admin writes', written).join(' | ')} |`);
      const ratio = written.rps / plain.rps;
      // What one write cost the servers beyond the reads it replaced (its own work and the renders it caused).
      const writes = (written.total * withWrites.filter((r) => r.method === 'PUT').length) / withWrites.length;
      const perWrite = (written.cpuPerReq * written.total - plain.cpuPerReq * (written.total - writes)) / writes;
      console.log(`\nServer CPU per write, beyond a read's: ${fmt(perWrite * 1000)} µs`);
      console.log(
        `With writes, the public reads alone: p99 ${fmt(written.reads.p99)} ms, slowest ${fmt(written.reads.max)} ms; the admin writes: p99 ${fmt(written.writes.p99)} ms, slowest ${fmt(written.writes.max)} ms`,
      );
      console.log(
        `\nServer memory: peak RSS (VmHWM${NODES > 1 ? ', the highest node' : ''}) ${mem.peak === null ? 'n/a' : `${fmt(mem.peak)} MB`}`,
      );
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
    },
  );
}

await runBench(main);
