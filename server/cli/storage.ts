/**
 * Moves the uploads to object storage (same configuration as the server):
 *
 *   npm run storage -- migrate --to s3   copies every file of DATA_DIR/uploads to the bucket of
 *                                        STORAGE_URL (a file already there with the same size is
 *                                        skipped: run it again after an interruption), then checks
 *                                        that every upload the database records, and each variant
 *                                        of it that DATA_DIR/uploads had, is in the bucket
 *
 * Run it with the site stopped (or started with STORAGE_URL already, so no upload lands on the
 * disk meanwhile), then start the site with STORAGE_URL. Exit codes: 0 done, 1 failed or files
 * missing (named), 2 usage.
 */
import path from 'node:path';
import { describeDatabase, missingDatabase, openDatabase } from '../db';
import { listed } from '../modules/backup/archive';
import { createBlobStore } from '../storage';
import { diskStore } from '../storage/disk';
import { StoreUnavailable, checkedKey } from '../storage/blob';
import { variantsOf } from '../storage/variants';
import { CliError, UsageError, commandConfig, parseCommand, runCommand } from './command';

const USAGE = `Usage:
  npm run storage -- migrate --to s3    copy DATA_DIR/uploads to the bucket of STORAGE_URL and check it`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function migrate(): Promise<void> {
  const config = commandConfig();
  if (!config.s3)
    throw new CliError(
      'STORAGE_URL is not set: set it (and AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY) to the bucket the uploads go to, e.g. STORAGE_URL=s3://bucket/prefix?endpoint=https://s3.example.com&region=eu-central-1',
    );
  const missingDb = missingDatabase(config);
  if (missingDb) throw new CliError(missingDb);
  const source = diskStore(path.join(config.dataDir, 'uploads'));
  const target = createBlobStore(config);

  // 1. Every file of the folder that the bucket lacks (or has with another size), one at a time,
  // streamed from its file. The bucket is listed once (a request per 1000 keys), not asked per file.
  const inBucket = new Map<string, number>();
  for await (const { key, size } of target.list('')) inBucket.set(key, size);
  let copied = 0;
  let copiedBytes = 0;
  let skipped = 0;
  const onDisk = new Set<string>();
  for await (const { key, size } of source.list('')) {
    onDisk.add(key);
    if (inBucket.get(key) === size) {
      skipped++;
      continue;
    }
    await target.put(key, { file: path.join(source.where, ...key.split('/')) });
    inBucket.set(key, size);
    copied++;
    copiedBytes += size;
    if (copied % 100 === 0) console.log(`  ${copied} files copied…`);
  }
  console.log(
    `Copied ${copied} files (${mb(copiedBytes)}) from ${source.where} to ${target.where}; ${skipped} were there already.`,
  );

  // 2. Every recorded upload (and the variants the folder had) must be in the bucket now.
  const handle = openDatabase(config);
  const missing: string[] = [];
  const notMade: string[] = [];
  let recorded = 0;
  let variants = 0;
  try {
    let after = '';
    for (;;) {
      const rows = await handle.db
        .selectFrom('upload')
        .select(['file_id', 'path', 'width'])
        .where('file_id', '>', after)
        .orderBy('file_id')
        .limit(500)
        .execute();
      for (const row of rows) {
        recorded++;
        const key = checkedKey(row.path);
        if (!key || !inBucket.has(key)) missing.push(row.path);
        if (!key || !row.width) continue;
        for (const v of variantsOf(key, row.width)) {
          variants++;
          if (inBucket.has(v.file)) continue;
          // Never made (the site makes missing variants at its start): not a loss.
          if (onDisk.has(v.file)) missing.push(v.file);
          else notMade.push(v.file);
        }
      }
      if (rows.length < 500) break;
      after = rows[rows.length - 1].file_id;
    }
  } finally {
    await handle.close();
  }
  console.log(
    `Checked ${recorded} recorded uploads and their ${variants} image variants (${describeDatabase(config)}) against ${target.where}.`,
  );
  if (notMade.length > 0)
    console.log(
      `  ${notMade.length} variants were in neither place; the site makes them when it starts: ${listed(notMade, 5)}`,
    );
  if (missing.length > 0) {
    throw new CliError(
      `${missing.length} file${missing.length === 1 ? ' is' : 's are'} not in ${target.where}: ${listed(missing, 20)}. A recorded upload that is not in ${source.where} either is lost there too: restore it from a backup.`,
    );
  }
  console.log(`All there. Start the site with STORAGE_URL set; ${source.where} is no longer read.`);
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseCommand({
    args: argv,
    allowPositionals: true,
    options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command, ...rest] = positionals;
  if (command !== 'migrate') throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  if (rest.length > 0 || values.to !== 's3') throw new UsageError('migrate takes --to s3');
  await migrate();
}

await runCommand(USAGE, run, [StoreUnavailable]);
