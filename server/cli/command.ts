import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';

/** What the command-line tools (`npm run admin`, `backup`, `restore`, `storage`) share. */

/** A call with the wrong words: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** An expected failure: its message without a stack trace, exit code 1. */
export class CliError extends Error {}

/** The command's words (node:util's parseArgs); words it does not take are a UsageError. */
export function parseCommand<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** The server's configuration from the environment; a wrong setting is a CliError naming it. */
export function commandConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(`Configuration error: ${err.message}`);
    throw err;
  }
}

/**
 * Runs a command on this process's arguments and sets the exit code: 2 with the usage for a
 * UsageError, 1 with the message alone for a CliError or one of `expected`, 1 with the stack for
 * anything else.
 */
export async function runCommand(
  usage: string,
  run: (argv: string[]) => Promise<void>,
  expected: (abstract new (...args: never[]) => Error)[] = [],
): Promise<void> {
  try {
    await run(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (err instanceof CliError || expected.some((kind) => err instanceof kind)) {
      console.error(`Error: ${(err as Error).message}`);
      process.exitCode = 1;
    } else {
      console.error(err);
      process.exitCode = 1;
    }
  }
}
