/**
 * Staff accounts from the command line (same configuration as the server), for the first
 * account and emergencies; everyday account work is the back office's Accounts screen:
 *
 *   npm run admin -- create <account> [--password <password>] [--name <display name>] [--role administrator|editor|author]
 *   npm run admin -- reset-password <account> [--password <password>]
 *   npm run admin -- reset-two-factor <account>
 *   npm run admin -- enable <account>
 *   npm run admin -- list
 *
 * Without --password a random password is generated and printed once. reset-two-factor turns
 * two-factor sign-in off for an account whose device is lost; enable lifts a disabled account.
 * Exit codes: 0 done, 1 failed (unknown account, account exists, bad configuration), 2 usage.
 */
import { describeDatabase, migrate, missingDatabase, openDatabase, type DatabaseHandle } from '../db';
import { accountNameTaken, createUser, findUserByAccount, setPassword, toAccount } from '../modules/auth/repository';
import { turnOff } from '../modules/auth/two-factor';
import { ROLES, type RoleName } from '#contract/roles.ts';
import { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '#contract/accounts.ts';
import { generatePassword } from '../modules/auth/secrets';
import { CliError, UsageError, commandConfig, parseCommand, runCommand } from './command';

const USAGE = `Usage:
  npm run admin -- create <account> [--password <password>] [--name <display name>] [--role administrator|editor|author]
  npm run admin -- reset-password <account> [--password <password>]
  npm run admin -- reset-two-factor <account>
  npm run admin -- enable <account>
  npm run admin -- list`;

const COMMANDS = ['create', 'reset-password', 'reset-two-factor', 'enable', 'list'];

function checkPassword(password: string | undefined): string {
  if (password === undefined) return generatePassword();
  if (password.length < PASSWORD_MIN)
    throw new CliError(`The password must be at least ${PASSWORD_MIN} characters long.`);
  if (password.length > PASSWORD_MAX)
    throw new CliError(`The password must be at most ${PASSWORD_MAX} characters long.`);
  return password;
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseCommand({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, account, ...rest] = positionals;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!command) throw new UsageError('No command given.');
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (!COMMANDS.includes(command)) throw new UsageError(`Unknown command "${command}".`);
  const role = values.role ?? 'administrator';
  if (!(role in ROLES)) throw new UsageError(`--role must be administrator, editor or author.`);
  if (command !== 'list' && (!account || !ACCOUNT_PATTERN.test(account))) {
    throw new UsageError(`${command} needs an account name: 3 to 64 letters, digits or . _ @ -`);
  }

  const config = commandConfig();
  // Without the server's DATA_DIR/DATABASE_URL this would look at (and create) another database.
  const missing = command === 'create' ? null : missingDatabase(config);
  if (missing) throw new CliError(missing);
  const handle: DatabaseHandle = openDatabase(config);
  try {
    await migrate(handle);
    const { db } = handle;
    if (command === 'list') {
      const users = await db.selectFrom('admin_user').selectAll().orderBy('login_account').execute();
      if (users.length === 0) console.log(`No accounts yet in the ${describeDatabase(config)}.`);
      for (const u of users.map(toAccount)) {
        const flags = [u.disabled && 'disabled', u.totpEnabled && 'two-factor'].filter(Boolean).join(', ');
        console.log(
          `${u.loginAccount}\t${u.userName}\t${u.roleName}${flags ? ` (${flags})` : ''}\tlast login: ${u.lastLoginTime ?? 'never'}`,
        );
      }
      return;
    }
    if (command === 'reset-two-factor' || command === 'enable') {
      const user = await findUserByAccount(db, account);
      if (!user) throw new CliError(`Unknown account "${account}" (npm run admin -- list shows the accounts).`);
      if (command === 'enable') {
        await db.updateTable('admin_user').set({ disabled_at: null }).where('id', '=', user.id).execute();
        console.log(`Enabled "${account}".`);
      } else {
        await turnOff(db, user.id);
        console.log(
          `Turned two-factor sign-in off for "${account}"; it can sign in with its password and set it up again.`,
        );
      }
      return;
    }
    const password = checkPassword(values.password);
    const generated = values.password === undefined;
    if (command === 'create') {
      if (await accountNameTaken(db, account))
        throw new CliError(
          `The account "${account}" already exists, or one that differs only in capitals (use reset-password to set a new password).`,
        );
      await createUser(db, {
        loginAccount: account,
        userName: values.name ?? account,
        password,
        roleId: ROLES[role as RoleName],
      });
      console.log(`Created the ${role} account "${account}" in the ${describeDatabase(config)}.`);
    } else {
      const user = await findUserByAccount(db, account);
      if (!user) throw new CliError(`Unknown account "${account}" (npm run admin -- list shows the accounts).`);
      await setPassword(db, user.id, password);
      console.log(`Set a new password for "${account}"; its sessions have been ended.`);
    }
    if (generated) console.log(`Password (shown once): ${password}`);
  } finally {
    await handle.close();
  }
}

await runCommand(USAGE, run);
