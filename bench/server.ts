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
await ensureFirstAdmin(app.db, config, app.log);
await app.listen({ port: config.port, host: config.host });
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', close);
process.on('SIGTERM', close);
