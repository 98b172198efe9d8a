import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db';
import type { Config } from '../../config';
import { countUsers, createUser } from './repository';
import { generatePassword } from './sessions';

/**
 * On an empty database: creates ADMIN_ACCOUNT with ADMIN_PASSWORD, or with a random password
 * printed once. There is no built-in default password.
 */
export async function ensureFirstAdmin(db: DB, config: Config, log: FastifyBaseLogger): Promise<{ account: string; password: string | null } | null> {
  if ((await countUsers(db)) > 0) return null;
  const generated = config.adminPassword === null;
  const password = config.adminPassword ?? generatePassword();
  await createUser(db, { loginAccount: config.adminAccount, userName: config.adminAccount, password });
  log.info({ account: config.adminAccount }, 'created the first administrator');
  return { account: config.adminAccount, password: generated ? password : null };
}
