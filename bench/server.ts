import fs from 'node:fs';
import { loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { ensureFirstAdmin } from '#server/modules/auth/bootstrap.ts';
import benchBare from './bare-plugin';

/**
 * The server the benchmarks measure: the real app, as server/main.ts builds it, plus the bare
 * yardstick route (bench/bare-plugin.ts) registered on it here, so production code never knows
 * about benchmarks. Configured by the same environment variables; never seeds.
 */
const config = loadConfig();
const app = await buildApp(config);
await app.register(benchBare);
// BENCH_SLOW_LOG=FILE (and BENCH_SLOW_MS, default 300): a line there for each slower answer, to see which
// requests wait, and one for each time the event loop stood still that long (then every request waited).
const slowLog = process.env.BENCH_SLOW_LOG;
const slow = Number(process.env.BENCH_SLOW_MS ?? 300);
if (slowLog) {
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > slow)
      fs.appendFileSync(slowLog, `${new Date().toISOString()} ${Math.round(now - last)} ms event loop blocked\n`);
    last = now;
  }, 20).unref();
  app.server.on('request', (req, res) => {
    const start = performance.now();
    res.on('finish', () => {
      const ms = performance.now() - start;
      if (ms > slow)
        fs.appendFileSync(
          slowLog,
          `${new Date().toISOString()} ${Math.round(ms)} ms ${req.method} ${req.url} ${String(res.getHeader('server-timing') ?? '')}\n`,
        );
    });
  });
}
await ensureFirstAdmin(app.db, config, app.log);
await app.listen({ port: config.port, host: config.host });
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', close);
process.on('SIGTERM', close);
