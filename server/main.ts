import { ConfigError, loadConfig, siteOrigin, type Config } from './config';
import { buildApp } from './app';
import { ensureFirstAdmin } from './modules/auth/bootstrap';
import { seedDemo, isEmpty } from './db/seed';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

const app = await buildApp(config);
const firstAdmin = await ensureFirstAdmin(app.db, config, app.log);
if (config.seed === 'demo' && (await isEmpty(app.db))) {
  app.log.info('seeding the demo content (first start only)');
  await seedDemo(app);
}

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `${siteOrigin({ ...config, publicUrl: null }, app.server.address())}${config.basePath}`;
console.log(`\n  Site:         ${url}/home\n  Back office:  ${url}/admin-login`);
if (firstAdmin?.password) {
  console.log(`  First login:  account "${firstAdmin.account}", password "${firstAdmin.password}" (shown once; change it in the back office)\n`);
} else if (firstAdmin) {
  console.log(`  First login:  account "${firstAdmin.account}" with the ADMIN_PASSWORD you set\n`);
} else {
  console.log(`  Log in with your administrator account (reset a password with: npm run admin -- reset-password <account>)\n`);
}
