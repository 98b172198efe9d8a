/**
 * Seeds the configured database (DATA_DIR / DATABASE_URL, as the server reads them):
 *
 *   npm run seed                 the demo firm, when the database has no content yet
 *   npm run seed -- --large      the demo firm when empty, then the large benchmark data set
 *                                (about 20,000 news items per language, 500 lawyers)
 *   npm run seed -- --large --force   add the large data set again although it is there
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { buildApp } from '../app';
import { isEmpty, seedDemo } from '../db/seed';
import { seedLarge } from '../db/seed/large';
import { ensureFirstAdmin } from '../modules/auth/bootstrap';
import { withDatabaseLock } from '../db/lock';

const USAGE = 'Usage: npm run seed [-- --large [--force] [--no-demo]]';

async function run(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        large: { type: 'boolean' },
        force: { type: 'boolean' },
        'no-demo': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      return 1;
    }
    throw err;
  }
  const where = config.databaseUrl ? 'the PostgreSQL database' : `${config.dataDir}/site.db`;
  const app = await buildApp(config, { logger: false, web: false });
  try {
    await app.ready();
    if (!values['no-demo']) {
      // Under the first start's lock: a node starting meanwhile seeds the same demo otherwise.
      await withDatabaseLock(app.db, 'first-start', async () => {
        if (await isEmpty(app.db)) {
          // The demo content is written through the admin API, as its first administrator.
          const first = await ensureFirstAdmin(app.db, config, app.log);
          if (first?.password)
            console.log(
              `Created the administrator "${first.account}" with the password "${first.password}" (shown once).`,
            );
          console.log(`Seeding the demo content into ${where} …`);
          await seedDemo(app);
        } else {
          console.log(`The demo content is already in ${where}.`);
        }
      });
    }
    if (values.large) {
      console.log(`Adding the large data set to ${where} …`);
      const result = await seedLarge(app.db, { force: values.force, log: (m) => console.log(`  ${m}`) });
      if (result.skipped)
        console.log('Nothing added: the large data set is already there (add --force to add it again).');
      else
        console.log(
          `Added ${result.news} news items and ${result.lawyers} lawyers per language in ${(result.ms / 1000).toFixed(1)} s.`,
        );
    }
    return 0;
  } finally {
    await app.close();
  }
}

try {
  process.exitCode = await run();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
