/**
 * npm run bench:search — the site search's latency on a database that holds the large data set
 * (`npm run seed -- --large`), in process (app.inject, no network): per query 3 warm-up requests,
 * then BENCH_REPEAT (30) requests one at a time and 50 more, ten at a time. Prints
 * p50 / p95 in ms, and the CPU time this process spent per request (on SQLite the whole search; on PostgreSQL
 * without the database server's part), which a busy machine inflates less than the elapsed time.
 * Configured like the server (DATA_DIR, DATABASE_URL). See bench/README.md.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);
const QUERIES: [string, string][] = [
  ['arbitration', 'en_US'],
  ['contracts', 'en_US'],
  ['employment law', 'en_US'],
  ['legislat', 'en_US'],
  ['律师', 'zh_CN'],
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED: 'none' });
const app = await buildApp(config, { logger: false, web: false });
await app.ready();
try {
  const one = async (q: string, lang: string) => {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const res = await app.inject({
      url: `/api/user/search?q=${encodeURIComponent(q)}`,
      headers: { 'x-language': lang },
    });
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1000;
    if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
    return { ms, cpu, total: JSON.parse(res.body).pageable?.totalCount as number };
  };
  console.log(
    `bench:search on ${app.dialect}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| query | matches | alone p50 / p95 | CPU of this process p50 / p95 | 10 at once p50 / p95 |');
  console.log('|---|---|---|---|---|');
  for (const [q, lang] of QUERIES) {
    let total = 0;
    for (let i = 0; i < 3; i++) total = (await one(q, lang)).total;
    const alone: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const r = await one(q, lang);
      alone.push(r.ms);
      cpu.push(r.cpu);
    }
    const together: number[] = [];
    for (let i = 0; i < 5; i++) {
      const rs = await Promise.all(Array.from({ length: 10 }, () => one(q, lang)));
      together.push(...rs.map((r) => r.ms));
    }
    const f = (xs: number[]) => `${pct(xs, 0.5).toFixed(0)} / ${pct(xs, 0.95).toFixed(0)}`;
    console.log(`| ${q} (${lang}) | ${total} | ${f(alone)} | ${f(cpu)} | ${f(together)} |`);
  }
} finally {
  await app.close();
}
