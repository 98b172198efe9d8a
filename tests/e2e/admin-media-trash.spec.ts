import sharp from 'sharp';
import { adminLogin, adminToken, expect, test, useLocale } from './fixtures';

/**
 * Deleting a file on the Media screen moves it to the trash (issue 33): the confirmation says so,
 * the Trash screen lists it as a media file under its name, and Restore brings it back to the
 * library with its file served again.
 */

const RUN = Date.now().toString(36).slice(-5);

test('media library: a deleted file goes to the trash and comes back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLocale(page, 'en_US');
  await adminLogin(page);
  const token = await adminToken(page);
  const name = `e2e-trash-${RUN}.png`;
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#552288' } })
    .png()
    .toBuffer();
  const up = await page.request.post('/api/admin/files/upload', {
    headers: { authorization: token, 'x-language': 'en_US' },
    multipart: { file: { name, mimeType: 'image/png', buffer } },
  });
  expect(up.status()).toBe(200);
  const { fileId, url } = (await up.json()).result as { fileId: string; url: string };
  const fileStatus = async () => (await page.request.get(url)).status();
  expect(await fileStatus()).toBe(200);

  await page.goto(`/admin/media?open=${fileId}`);
  const drawer = page.locator('.ant-drawer');
  await drawer.getByRole('button', { name: 'Delete file' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText('Move this file to the trash?');
  await expect(confirm).toContainText(/restored for \d+ days?/);
  const deleted = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/media/${fileId}`) && r.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: /OK|Yes/ }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText('File moved to the trash')).toBeVisible();
  expect(await fileStatus()).toBe(404);

  await page.goto('/admin/trash');
  const row = page.locator('tr', { has: page.locator(`[data-key="${fileId}"]`) });
  await expect(row).toContainText(name);
  await expect(row.locator('.ant-tag').first()).toHaveText('Media file');
  const restored = page.waitForResponse((r) => r.url().includes(`/api/admin/trash/media/${fileId}/restore`));
  await row.getByRole('button', { name: `Restore: ${name}` }).click();
  expect((await restored).status()).toBe(200);
  await expect(row).toHaveCount(0);
  expect(await fileStatus()).toBe(200);
  const back = await page.request.get(`/api/admin/media/${fileId}`, { headers: { authorization: token } });
  expect(back.status()).toBe(200);
  expect((await back.json()).result.fileName).toBe(name);
});
