/**
 * Backup and restore from the command line (same configuration as the server):
 *
 *   npm run backup -- [--out FILE] [--allow-missing]
 *                                         one .tar.gz: database snapshot + uploads + manifest;
 *                                         refused when recorded uploads have no file, unless
 *                                         --allow-missing
 *   npm run restore -- FILE [--force]     into an empty DATA_DIR/database (--force replaces one,
 *                                         after a safety backup into ./backups, and restores an
 *                                         archive that lacks uploads it records)
 *
 * A backup is taken while the site runs; a restore needs the site stopped.
 * Exit codes: 0 done, 1 failed (message says why), 2 usage.
 */
import path from 'node:path';
import { UsageError, commandConfig, parseCommand, runCommand } from './command';
import { describeDatabase, missingDatabase } from '../db';
import { createBlobStore } from '../storage';
import {
  BackupError,
  backupFileName,
  backupToFile,
  listed,
  restoreBackup,
  type Manifest,
} from '../modules/backup/archive';

const USAGE = `Usage:
  npm run backup -- [--out FILE] [--allow-missing]
  npm run restore -- FILE [--force]`;

const summary = (m: Manifest) => {
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  return `${rows} rows in ${Object.keys(m.tables).length} tables, ${m.files.count} files (${(m.files.bytes / 1024 / 1024).toFixed(1)} MB), schema ${m.schemaVersion}, from ${m.source}`;
};

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseCommand({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      force: { type: 'boolean' },
      'allow-missing': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = commandConfig();

  if (command === 'backup') {
    if (positionals.length > 0 || values.force)
      throw new UsageError(`backup takes only --out FILE and --allow-missing`);
    const missing = missingDatabase(config);
    if (missing) throw new BackupError(missing);
    const out = path.resolve(values.out ?? path.join('backups', backupFileName()));
    const manifest = await backupToFile(config, out, { allowMissing: values['allow-missing'] === true });
    console.log(`Backup written to ${out}\n  ${summary(manifest)}`);
    if (manifest.missingUploads?.length)
      console.log(
        `  Without ${manifest.missingUploads.length} recorded uploads that had no file: ${listed(manifest.missingUploads)}`,
      );
    return;
  }
  if (command === 'restore') {
    if (positionals.length !== 1 || values.out || values['allow-missing'])
      throw new UsageError('restore takes one archive file (and --force)');
    const file = path.resolve(positionals[0]);
    const { manifest, safetyBackup } = await restoreBackup(config, file, {
      force: values.force === true,
      safetyDir: path.resolve('backups'),
    });
    if (safetyBackup) console.log(`The content that was there is saved in ${safetyBackup}`);
    console.log(
      `Restored ${file} (taken ${manifest.createdAt}) into the ${describeDatabase(config)} and ${createBlobStore(config).where}\n  ${summary(manifest)}\n  Accounts and passwords are those of the backup; everyone signs in again.`,
    );
    return;
  }
  throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
}

await runCommand(USAGE, run, [BackupError]);
