import { ConfigError, loadConfig, siteOrigin, type Config } from './config';
import { buildApp } from './app';
import { firstStart } from './modules/auth/bootstrap';
import { removeStaleTempFiles } from './storage';

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
// First administrator and demo seed: once, whichever node starts first (under a database lock).
const firstAdmin = await firstStart(app, config);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The banner below says where the site is; Fastify's own "listening at" lines would follow it.
await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `listening on ${address}` });
const url = `${siteOrigin({ ...config, publicUrl: null }, app.server.address())}${config.basePath}`;
const login = firstAdmin?.password
  ? `account "${firstAdmin.account}", password "${firstAdmin.password}" (shown once: change it in the back office)`
  : firstAdmin
    ? `account "${firstAdmin.account}" with the ADMIN_PASSWORD you set`
    : 'your administrator account (forgotten password: npm run admin -- reset-password <account>, with this DATA_DIR/DATABASE_URL)';
printBanner([
  ['Site', `${url}/home`],
  ['Back office', `${url}/admin-login`],
  ['Log in with', login],
]);

// Image variants lost to a crash or a failed conversion are made again, one at a time, in the
// background (every node does this; a variant another node made meanwhile is skipped). At `debug`:
// on a first start the demo's pictures are all such, and the start's banner stays its last lines.
void app.storage.queueMissingVariants().then(
  (missing) => missing > 0 && app.log.debug(`making ${missing} missing image variant(s) in the background`),
  (err: unknown) => app.log.warn({ err }, 'could not look for missing image variants'),
);

// What a killed process left in the temporary folder (with a bucket, the only files a node keeps).
void removeStaleTempFiles(app.storage.store).catch((err: unknown) =>
  app.log.warn({ err }, 'could not remove stale temporary files'),
);

/** The last thing a start prints: where the site is and how to log in, framed so it stands out. */
function printBanner(lines: [string, string][]) {
  const tty = process.stdout.isTTY === true;
  const bold = (s: string) => (tty ? `\x1b[1m${s}\x1b[22m` : s);
  const rule = '─'.repeat(72);
  const body = lines.map(([k, v]) => `  │ ${bold(`${k}:`.padEnd(13))} ${v}`);
  process.stdout.write(
    `\n  ┌${rule}\n  │ ${bold('The law firm site is running.')}\n${body.join('\n')}\n  └${rule}\n\n`,
  );
}
