import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { adminLogin, expect, test, useLocale } from './fixtures';

/** The back office's backup: a click downloads the whole site as one archive, to disk. */
test('Overview → Download a backup saves an archive with the manifest, every table and the uploads', async ({
  page,
}) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Backup' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lawfirm-backup-\d{8}-\d{6}\.tar\.gz$/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-e2e-backup-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const entries: string[] = [];
    await tar.t({ file, onReadEntry: (e) => entries.push(e.path) });
    expect(entries).toContain('manifest.json');
    expect(entries).toContain('db/article.jsonl');
    expect(entries.filter((e) => e.startsWith('uploads/')).length).toBeGreaterThan(40);
    await expect(page.getByText('The backup download has started.')).toBeVisible();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
