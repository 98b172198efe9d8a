import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import * as tar from 'tar';
import type { Config } from '#server/config.ts';
import { MIGRATION_NAMES, migrate, openDatabase, schemaVersion, type DatabaseHandle } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import { bumpContentVersion } from '#server/lib/content-version.ts';
import { tryDatabaseLock } from '#server/db/lock.ts';
import { rebuildSearchIndex } from '../search/index-writer';
import { createBlobStore } from '#server/storage/index.ts';
import type { BlobStore } from '#server/storage/blob.ts';
import { diskStore } from '#server/storage/disk.ts';

/**
 * A backup is one .tar.gz: `manifest.json`, `db/<table>.jsonl` (one JSON object per row, read in
 * one consistent snapshot while the site keeps serving) and `uploads/` (every uploaded file and
 * its variants, from DATA_DIR/uploads or the bucket of STORAGE_URL: the archive is the same). The rows are plain JSON, not a dialect's dump, so an archive from SQLite restores
 * into PostgreSQL and back: that is also the way to move a site between the two.
 */
export const FORMAT = 'lawfirm-site-backup';
export const FORMAT_VERSION = 1;

/**
 * Every table a backup holds, parents before children (the order rows are restored in), with the
 * columns that order a table's rows. Sessions, failed-login records and the migration tables are
 * left out on purpose: after a restore everyone signs in again.
 */
export const BACKUP_TABLES: { name: keyof Database; order: string[]; since?: string }[] = [
  { name: 'admin_user', order: ['id'] },
  { name: 'sequence', order: ['name'] },
  { name: 'site_state', order: ['key'] },
  { name: 'catalog', order: ['id'] },
  { name: 'article', order: ['id'] },
  { name: 'banner', order: ['id'] },
  { name: 'professional_field', order: ['id'] },
  { name: 'job', order: ['id'] },
  { name: 'office', order: ['id'] },
  { name: 'lawyer', order: ['id'] },
  { name: 'lawyer_job', order: ['lawyer_id', 'job_id'] },
  { name: 'lawyer_field', order: ['lawyer_id', 'field_id'] },
  { name: 'portal_config', order: ['lang'] },
  { name: 'icon', order: ['id'] },
  { name: 'upload', order: ['file_id'] },
  { name: 'document', order: ['id'] },
  // Tables a later migration added: an archive of an older schema has none (see `since`).
  { name: 'item_version', order: ['id'], since: '005_workflow' },
  { name: 'trash_item', order: ['kind', 'item_key'], since: '005_workflow' },
  { name: 'article_lawyer', order: ['kind', 'article_no', 'lawyer_no'], since: '006_article_meta' },
  { name: 'article_field', order: ['kind', 'article_no', 'field_no'], since: '006_article_meta' },
  { name: 'recovery_code', order: ['user_id', 'code_hash'], since: '007_accounts' },
  { name: 'audit_log', order: ['id'], since: '007_accounts' },
  { name: 'inquiry', order: ['id'], since: '012_inquiries' },
  { name: 'outbox', order: ['id'], since: '012_inquiries' },
  { name: 'upload_text', order: ['file_id', 'lang'], since: '014_media' },
];
/** The tables a schema version had (an archive of that version holds exactly these). */
const tablesOf = (schemaVersion: string) => BACKUP_TABLES.filter((t) => !t.since || t.since <= schemaVersion);

/**
 * Tables that are never backed up (see BACKUP_TABLES): sessions, failed logins, preview links and
 * the rate limits' counts, then the migration bookkeeping.
 */
const SESSION_TABLES = ['admin_session', 'login_failure', 'preview_link', 'rate_event', 'rate_window'];
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/** The search index (server/modules/search) is derived from the content: rebuilt on restore, never backed up. */
const SEARCH_TABLES = [
  'search_doc',
  ...['search_fts', 'search_tri'].flatMap((t) => [t, `${t}_config`, `${t}_data`, `${t}_docsize`, `${t}_idx`]),
];
export const TRANSIENT_TABLES = [...SESSION_TABLES, ...MIGRATION_TABLES, ...SEARCH_TABLES];

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The database the backup was taken from. */
  source: 'sqlite' | 'postgres';
  /** The last migration of that database. */
  schemaVersion: string;
  tables: Record<string, number>;
  files: { count: number; bytes: number };
  /** Uploads the database records whose file was not there when the backup was taken (`--allow-missing`). */
  missingUploads?: string[];
}

/** A backup or restore that cannot go on, for a reason the operator can act on. */
export class BackupError extends Error {}
/** Another backup of this database is being made (by this process or another node). */
export class BackupRunningError extends BackupError {}
/** Uploads the database records are not in the uploads folder; `missing` lists them (relative paths). */
export class UploadsMissingError extends BackupError {
  constructor(
    readonly missing: string[],
    where: string,
    remedy: string,
  ) {
    super(
      `${missing.length} recorded upload${missing.length === 1 ? ' is' : 's are'} not in ${where}: ${listed(missing)}. ${remedy}`,
    );
  }
}

/** A few names of a list, and how many more. */
export const listed = (names: string[], n = 10) =>
  `${names.slice(0, n).join(', ')}${names.length > n ? ` and ${names.length - n} more` : ''}`;

/** The database lock that lets one backup of a database run at a time, on every node (server/db/lock.ts). */
const BACKUP_LOCK = 'backup';
const missingRemedy = (store: BlobStore) =>
  store.kind === 's3'
    ? 'Is STORAGE_URL the bucket the site stores its uploads in? Put the files back (npm run storage -- migrate --to s3 copies DATA_DIR/uploads there), or pass --allow-missing to back up without them.'
    : 'Is DATA_DIR/uploads the folder the site stores its uploads in (with several nodes: the shared one)? Put the files back, or pass --allow-missing to back up without them.';

/** The uploads the database records (the `upload` table's paths) that have no file in the store. */
export async function missingUploads(
  db: Kysely<Database> | Transaction<Database>,
  store: BlobStore,
): Promise<string[]> {
  const rows = await db.selectFrom('upload').select('path').orderBy('path').execute();
  if (rows.length === 0) return [];
  const present = new Set((await listStore(store)).files);
  return rows.map((r) => r.path).filter((p) => !present.has(p));
}

/** Every file in the store (keys), sorted, and their bytes. */
async function listStore(store: BlobStore): Promise<{ files: string[]; bytes: number }> {
  const files: string[] = [];
  let bytes = 0;
  for await (const o of store.list('')) {
    files.push(o.key);
    bytes += o.size;
  }
  return { files: files.sort(), bytes };
}

const PAGE = 500;
type Row = Record<string, unknown>;

/** Removes a temporary folder; an unpacker still finishing a write is waited for, and a failure here never hides the real one. */
async function removeWorkFolder(dir: string): Promise<void> {
  try {
    await fsp.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch {
    /* left in the temporary folder */
  }
}

/** Writes each table as JSON lines into `dir/db`, all inside one read snapshot. */
async function dumpTables(trx: Transaction<Database>, dir: string): Promise<Record<string, number>> {
  await fsp.mkdir(path.join(dir, 'db'));
  const counts: Record<string, number> = {};
  for (const table of BACKUP_TABLES) {
    const out = fs.createWriteStream(path.join(dir, 'db', `${table.name}.jsonl`));
    let count = 0;
    for (let offset = 0; ; offset += PAGE) {
      const rows =
        await sql<Row>`select * from ${sql.table(table.name)} order by ${sql.join(table.order.map((c) => sql.ref(c)))} limit ${PAGE} offset ${offset}`.execute(
          trx,
        );
      for (const row of rows.rows) {
        if (!out.write(`${JSON.stringify(row)}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
      }
      count += rows.rows.length;
      if (rows.rows.length < PAGE) break;
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    counts[table.name] = count;
  }
  return counts;
}

/**
 * Makes a backup and answers it as a gzip stream (to a file or an HTTP answer). The database is
 * read first, in one snapshot on its own connection (SQLite: a read transaction, which WAL keeps
 * consistent while the site writes; PostgreSQL: repeatable read), so the site keeps serving.
 * Files are packed after it: every upload the snapshot refers to was stored before the row that
 * refers to it, so it is there. Temporary files are removed when the stream ends or fails.
 */
export async function createBackup(
  config: Config,
  opts: { allowMissing?: boolean } = {},
): Promise<{ stream: Readable; manifest: Manifest }> {
  const handle = openDatabase(config);
  // One backup at a time per database, whichever node or command line asks: held until the
  // archive has been written (or abandoned).
  const release = await tryDatabaseLock(handle.db, BACKUP_LOCK).catch(async (err: unknown) => {
    await handle.close();
    throw err;
  });
  if (!release) {
    await handle.close();
    throw new BackupRunningError('another backup of this database is being made; try again when it is done');
  }
  let work: string | null = null;
  const cleanup = async () => {
    if (work) await removeWorkFolder(work);
    await release();
    await handle.close();
  };
  try {
    work = await fsp.mkdtemp(path.join(os.tmpdir(), 'lawfirm-backup-'));
    const store = createBlobStore(config);
    const version = await schemaVersion(handle.db);
    const snapshot = handle.db.transaction();
    const dir = work;
    const { tables, recorded } = await (
      handle.dialect === 'postgres'
        ? snapshot.setIsolationLevel('repeatable read').setAccessMode('read only')
        : snapshot
    ).execute(async (trx) => ({
      tables: await dumpTables(trx, dir),
      recorded: (await trx.selectFrom('upload').select('path').orderBy('path').execute()).map((r) => r.path),
    }));
    if (!version) throw new BackupError('the database has no schema yet: start the site once before taking a backup');

    const { files, bytes } = await listStore(store);
    // A node whose uploads folder (or bucket) is not the site's would write an archive without the pictures.
    const present = new Set(files);
    const missing = recorded.filter((p) => !present.has(p));
    if (missing.length > 0 && !opts.allowMissing)
      throw new UploadsMissingError(missing, store.where, missingRemedy(store));
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: handle.dialect,
      schemaVersion: version,
      tables,
      files: { count: files.length, bytes },
      ...(missing.length > 0 ? { missingUploads: missing } : {}),
    };
    await fsp.writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The uploads folder is linked into the work folder and followed, so one pack holds both.
    // Exactly the files listed above are packed (the manifest counts them); later uploads wait
    // for the next backup.
    const entries = ['manifest.json', 'db'];
    if (files.length > 0) {
      if (store.kind === 'disk') await fsp.symlink(store.where, path.join(work, 'uploads'), 'dir');
      else await download(store, files, path.join(work, 'uploads'));
      entries.push(...files.map((f) => `uploads/${f}`));
    }
    // One file read at a time in 1 MB pieces (tar's defaults: four files at once, each read whole
    // up to 16 MB), so packing photographs holds a few MB, not tens.
    const stream = Readable.from(
      tar.c(
        { gzip: true, cwd: work, portable: true, follow: true, strict: true, jobs: 1, maxReadSize: 1024 * 1024 },
        entries,
      ),
    );
    // Ended, failed or abandoned by the client: the work folder goes.
    stream.once('close', () => void cleanup());
    return { stream, manifest };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/**
 * Copies `keys` from a bucket into `dir`, one at a time, streamed: tar packs files, so a bucket's
 * are fetched into the backup's work folder first (it needs room for them while the archive is written).
 */
async function download(store: BlobStore, keys: string[], dir: string): Promise<void> {
  for (const key of keys) {
    const got = await store.get(key);
    if (!got) throw new BackupError(`${key} went from ${store.where} while the backup was being made; try again`);
    const file = path.join(dir, ...key.split('/'));
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await pipeline(got.body, fs.createWriteStream(file, { flags: 'wx' }));
  }
}

/** Replaces everything in `store` by the files of `dir` (an unpacked archive's uploads). */
async function replaceStore(store: BlobStore, dir: string): Promise<void> {
  if (store.kind === 'disk') {
    await fsp.rm(store.where, { recursive: true, force: true });
    if (fs.existsSync(dir)) {
      await fsp.mkdir(path.dirname(store.where), { recursive: true });
      await fsp.cp(dir, store.where, { recursive: true });
    }
    return;
  }
  const { files } = await listStore(diskStore(dir));
  const keep = new Set(files);
  for (const key of (await listStore(store)).files) if (!keep.has(key)) await store.delete(key);
  for (const key of files) await store.put(key, { file: path.join(dir, ...key.split('/')) });
}

/** Writes a backup to `file` (created, never overwritten); answers its manifest. */
export async function backupToFile(
  config: Config,
  file: string,
  opts: { allowMissing?: boolean } = {},
): Promise<Manifest> {
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already; choose another --out`);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const { stream, manifest } = await createBackup(config, opts);
  try {
    await pipeline(stream, fs.createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupError(`${file} exists already; choose another --out`);
    await fsp.rm(file, { force: true });
    throw err;
  }
  return manifest;
}

/** A file name for a backup taken now, e.g. lawfirm-backup-20261124-101500.tar.gz. */
export function backupFileName(date = new Date()): string {
  return `lawfirm-backup-${date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;
}

/** Unpacks an archive into `dir`, taking only what a backup holds: regular files and folders. */
async function unpack(file: string, dir: string): Promise<Manifest> {
  const allowed = (p: string) =>
    p === 'manifest.json' ||
    /^db\/[a-z_]+\.jsonl$/.test(p) ||
    p === 'db' ||
    p === 'db/' ||
    /^uploads(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*\/?$/.test(p);
  try {
    await tar.x({
      file,
      cwd: dir,
      strict: true,
      filter: (p, entry) => allowed(p) && 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (err) {
    throw new BackupError(`${file} is not a readable backup archive (${(err as Error).message})`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${file} has no readable manifest.json: it is not a backup of this site`);
  }
  if (manifest?.format !== FORMAT)
    throw new BackupError(`${file} is not a backup of this site (format "${String(manifest?.format)}")`);
  if (manifest.formatVersion !== FORMAT_VERSION)
    throw new BackupError(
      `${file} has backup format ${manifest.formatVersion}; this version of the site reads format ${FORMAT_VERSION}`,
    );
  if (!MIGRATION_NAMES.includes(manifest.schemaVersion)) {
    throw new BackupError(
      `${file} was taken from a newer version of the site (schema ${manifest.schemaVersion}); update the site first`,
    );
  }
  for (const t of tablesOf(manifest.schemaVersion)) {
    if (typeof manifest.tables?.[t.name] !== 'number')
      throw new BackupError(`${file} has no count for table ${t.name} in its manifest`);
  }
  const { files } = await listStore(diskStore(path.join(dir, 'uploads')));
  if (files.length !== manifest.files?.count) {
    throw new BackupError(
      `${file} holds ${files.length} uploaded files, its manifest says ${manifest.files?.count}: the archive is incomplete`,
    );
  }
  return manifest;
}

/** The uploads an unpacked archive's rows record that it holds no file for. */
async function uploadsNotInArchive(dir: string): Promise<string[]> {
  const source = path.join(dir, 'db', 'upload.jsonl');
  if (!fs.existsSync(source)) return [];
  const recorded: string[] = [];
  await readRows(source, async (rows) => void recorded.push(...rows.map((r) => String(r.path))), 1000);
  const present = new Set((await listStore(diskStore(path.join(dir, 'uploads')))).files);
  return recorded.filter((p) => !present.has(p)).sort();
}

/** Rows in the site's tables and files in its store: what a restore would replace. */
async function contentOf(
  handle: DatabaseHandle,
  store: BlobStore,
): Promise<{ rows: Record<string, number>; files: number }> {
  const existing = new Set((await handle.db.introspection.getTables()).map((t) => t.name));
  const rows: Record<string, number> = {};
  for (const t of BACKUP_TABLES) {
    if (!existing.has(t.name)) continue;
    const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(t.name)}`.execute(handle.db);
    const n = Number(r.rows[0]?.n ?? 0);
    if (n > 0) rows[t.name] = n;
  }
  return { rows, files: (await listStore(store)).files.length };
}

/** Parents before children, for the one table that refers to itself (catalog.parent_id). */
function parentsFirst(rows: Row[]): Row[] {
  const placed = new Set<unknown>();
  const out: Row[] = [];
  let rest = rows;
  while (rest.length > 0) {
    const next = rest.filter((r) => r.parent_id == null || placed.has(r.parent_id));
    if (next.length === 0) throw new BackupError('the categories in the archive refer to parents it does not hold');
    for (const r of next) {
      placed.add(r.id);
      out.push(r);
    }
    rest = rest.filter((r) => !next.includes(r));
  }
  return out;
}

async function readRows(file: string, each: (rows: Row[]) => Promise<void>, batch: number): Promise<number> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let rows: Row[] = [];
  let count = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new BackupError(`${path.basename(file)} line ${count + 1} is not JSON`);
    }
    if (!row || typeof row !== 'object' || Array.isArray(row))
      throw new BackupError(`${path.basename(file)} line ${count + 1} is not a row`);
    rows.push(row as Row);
    count++;
    if (rows.length >= batch) {
      await each(rows);
      rows = [];
    }
  }
  if (rows.length > 0) await each(rows);
  return count;
}

async function dropAll(handle: DatabaseHandle): Promise<void> {
  // Children before parents (sessions refer to accounts), so SQLite's foreign keys never object.
  const known = [...SESSION_TABLES, ...BACKUP_TABLES.map((t) => t.name).reverse(), ...MIGRATION_TABLES];
  const existing = (await handle.db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);
  const order = [...existing.filter((t) => !known.includes(t)), ...known.filter((t) => existing.includes(t))];
  for (const table of order) {
    await sql`drop table if exists ${sql.table(table)}${handle.dialect === 'postgres' ? sql` cascade` : sql``}`.execute(
      handle.db,
    );
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced content was saved first (with force on a site that had content). */
  safetyBackup: string | null;
}

/**
 * Restores an archive into the configured database and DATA_DIR. Refuses a target with content
 * unless `force`, and then takes a safety backup of it first (into `safetyDir`). Builds the schema
 * the archive was taken with, loads every row in one transaction (checked against the manifest's
 * counts), then runs the newer migrations, then puts the files in place. The site must be stopped.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  opts: { force?: boolean; safetyDir: string },
): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'lawfirm-restore-'));
  const store = createBlobStore(config);
  let handle: DatabaseHandle | null = null;
  let replacing = false;
  try {
    const manifest = await unpack(file, work);
    const lacking = await uploadsNotInArchive(work);
    if (lacking.length > 0 && !opts.force) {
      throw new UploadsMissingError(
        lacking,
        file,
        'Restored, the site would show broken pictures and files. Pass --force to restore it anyway.',
      );
    }
    handle = openDatabase(config);
    const present = await contentOf(handle, store);
    const busy = Object.keys(present.rows).length > 0 || present.files > 0;
    let safetyBackup: string | null = null;
    if (busy) {
      const what = [
        ...Object.entries(present.rows).map(([t, n]) => `${n} rows in ${t}`),
        ...(present.files ? [`${present.files} uploaded files`] : []),
      ].join(', ');
      if (!opts.force) {
        throw new BackupError(
          `the target is not empty (${what}). Restore into an empty DATA_DIR and database, or pass --force to replace it (a safety backup of it is taken first).`,
        );
      }
      safetyBackup = path.join(opts.safetyDir, `before-restore-${backupFileName().replace(/^lawfirm-backup-/, '')}`);
      // What is there is saved as it is, pictures missing or not.
      await backupToFile(config, safetyBackup, { allowMissing: true });
    }

    replacing = true;
    await dropAll(handle);
    await migrate(handle, manifest.schemaVersion);
    const db: Kysely<Database> = handle.db;
    const dialect = handle.dialect;
    const tables = tablesOf(manifest.schemaVersion);
    await db.transaction().execute(async (trx) => {
      for (const table of tables) {
        const source = path.join(work, 'db', `${table.name}.jsonl`);
        if (!fs.existsSync(source)) throw new BackupError(`the archive has no rows file for ${table.name}`);
        const insert = async (rows: Row[]) => {
          // Columns with many values per row stay well below both databases' parameter limits.
          for (let i = 0; i < rows.length; i += 100) {
            await trx
              .insertInto(table.name)
              .values(rows.slice(i, i + 100) as never)
              .execute();
          }
        };
        let count: number;
        if (table.name === 'catalog') {
          const all: Row[] = [];
          count = await readRows(source, async (rows) => void all.push(...rows), 1000);
          await insert(parentsFirst(all));
        } else {
          count = await readRows(source, insert, 500);
        }
        if (count !== manifest.tables[table.name]) {
          throw new BackupError(
            `the archive holds ${count} rows of ${table.name}, its manifest says ${manifest.tables[table.name]}: the archive is incomplete`,
          );
        }
      }
      // The search index is derived from the rows, in the same transaction (an archive of a schema
      // before it gets it from the migration that adds it, below).
      if (MIGRATION_NAMES.indexOf(manifest.schemaVersion) >= MIGRATION_NAMES.indexOf('013_search'))
        await rebuildSearchIndex(trx);
      if (dialect === 'postgres') {
        // Rows came with their ids: the id counters continue after the highest one.
        for (const table of tables.filter((t) => t.order[0] === 'id')) {
          await sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce((select max(id) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
            trx,
          );
        }
      }
    });
    await migrate(handle);
    await bumpContentVersion(handle.db);

    await replaceStore(store, path.join(work, 'uploads'));
    return { manifest, safetyBackup };
  } catch (err) {
    const message = err instanceof BackupError ? err.message : `the restore failed: ${(err as Error).message}`;
    // Rows are loaded in one transaction: a failure there leaves an empty database, not half a site.
    throw new BackupError(
      replacing
        ? `${message}. Nothing of the archive was kept: the database is empty; restore again (with --force).`
        : message,
    );
  } finally {
    await handle?.close();
    await removeWorkFolder(work);
  }
}
