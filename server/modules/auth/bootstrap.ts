import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DB } from '#server/db/index.ts';
import type { Config } from '#server/config.ts';
import { withDatabaseLock } from '#server/db/lock.ts';
import { isEmpty, seedDemo } from '#server/db/seed/index.ts';
import { countUsers, createUser } from './repository';
import { generatePassword } from './secrets';

/**
 * On an empty database: creates ADMIN_ACCOUNT with ADMIN_PASSWORD, or with a random password
 * printed once. There is no built-in default password.
 */
export async function ensureFirstAdmin(
  db: DB,
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ account: string; password: string | null } | null> {
  if ((await countUsers(db)) > 0) return null;
  const generated = config.adminPassword === null;
  const password = config.adminPassword ?? generatePassword();
  await createUser(db, { loginAccount: config.adminAccount, userName: config.adminAccount, password });
  log.info({ account: config.adminAccount }, 'created the first administrator');
  return { account: config.adminAccount, password: generated ? password : null };
}

/**
 * What the first start of a site does once: the first administrator and (SEED=demo) the demo
 * firm. Several nodes may start together on one database: each takes the lock, the first does the
 * work, the others wait for it, then find it done (checked again inside the lock) and start.
 */
export async function firstStart(
  app: FastifyInstance,
  config: Config,
): Promise<{ account: string; password: string | null } | null> {
  return withDatabaseLock(app.db, 'first-start', async () => {
    const firstAdmin = await ensureFirstAdmin(app.db, config, app.log);
    if (config.seed === 'demo' && (await isEmpty(app.db))) {
      const started = Date.now();
      const made = await seedDemo(app);
      app.log.info(`demo content created: ${made} (${((Date.now() - started) / 1000).toFixed(1)} s, first start only)`);
    }
    return firstAdmin;
  });
}
