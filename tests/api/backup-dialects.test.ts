import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { backupToFile, restoreBackup } from '#server/modules/backup/archive.ts';
import { adminCall, createTestApp } from '../helper';
import { backupScratch, contents, writeItem } from '../backup-support';

/**
 * A backup is the way to move a site between SQLite and PostgreSQL: taken from one, restored into
 * the other, nothing is lost either way. Runs on the PostgreSQL run (TEST_DATABASE_URL), which
 * has both databases (vitest.config.ts).
 */
const { scratch, newTarget, cleanup } = backupScratch();
afterAll(cleanup);

it('SQLite → PostgreSQL → SQLite keeps every row and every file', async () => {
  // The source: an SQLite site with content written through the API.
  const sqliteSource = await createTestApp({ DATABASE_URL: '' });
  try {
    expect(sqliteSource.app.dialect).toBe('sqlite');
    for (let n = 0; n < 4; n++) await writeItem(sqliteSource, n);
    await adminCall(sqliteSource, 'POST', '/admin/banner', {
      lang: 'de_DE',
      imgPath: '/api/upload/x.png',
      title: 'Ä Ö Ü ß — “quotes” 中文',
    });
    // The image variants are made after the uploads' answers: all of them, before the site is read.
    await sqliteSource.app.storage.settled();
    const original = await contents(sqliteSource.config);

    const a = path.join(scratch, 'from-sqlite.tar.gz');
    await backupToFile(sqliteSource.config, a);
    const pgTarget = await newTarget('postgres');
    await restoreBackup(pgTarget, a, { safetyDir: scratch });
    expect(await contents(pgTarget)).toEqual(original);

    const b = path.join(scratch, 'from-postgres.tar.gz');
    await backupToFile(pgTarget, b);
    const sqliteTarget = await newTarget('sqlite');
    await restoreBackup(sqliteTarget, b, { safetyDir: scratch });
    expect(await contents(sqliteTarget)).toEqual(original);
  } finally {
    await sqliteSource.close();
  }
}, 120_000);
