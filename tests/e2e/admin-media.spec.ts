import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminLogin, adminToken, axeViolations, expect, settled, test, useLocale } from './fixtures';

/**
 * The media library in the back office (issue 33): several files dropped on the Media screen at
 * once, one described in three languages with a focal point, picked as a news cover and as a
 * lawyer's photo through the picker, replaced (both public pages show the new file at once), and
 * refused deletion while used; the Media screen passes axe.
 */

const RUN = Date.now().toString(36).slice(-5);

async function pngBase64(width: number, height: number, colour: string): Promise<string> {
  return (
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64');
}

/** Drops files on an element as a person dragging them from the desktop would (dragenter, dragover, drop). */
async function dropFiles(page: Page, selector: string, files: { name: string; base64: string; type: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent(selector, type, { dataTransfer });
}

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await adminToken(page);
  const res = await page.request.get(`/api${path}`, { headers: { authorization: token, 'x-language': 'en_US' } });
  expect(res.status(), path).toBe(200);
  return (await res.json()).result as T;
}

test('media library: drop, describe, pick, replace, refuse delete; axe 0', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLocale(page, 'en_US');
  await adminLogin(page);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();

  // Three files dropped at once.
  const names = ['a', 'b', 'c'].map((x) => `e2e-${RUN}-${x}.png`);
  await dropFiles(
    page,
    '.ant-upload-drag [role=button]',
    await Promise.all(
      names.map(async (name, i) => ({
        name,
        type: 'image/png',
        base64: await pngBase64(800, 500, ['#884422', '#224488', '#448822'][i]),
      })),
    ),
  );
  // Each file has its line with progress in the upload list, done when stored.
  for (const name of names) await expect(page.locator('.ant-upload-list-item-done', { hasText: name })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Title, alt text, tag or file name' });
  await search.fill(`e2e-${RUN}`);
  await search.press('Enter');
  await expect(page.getByTestId('media-card')).toHaveCount(3);
  // The cards show each picture's 320-pixel variant, not the 800-pixel original.
  for (const thumb of await page.getByTestId('media-card').locator('img').all()) {
    await expect(thumb).toHaveAttribute('src', /_800x500-320\.webp$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  }

  // Describe the first one in three languages and set its focal point by a click.
  await page.getByRole('button', { name: `Open ${names[0]}` }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByTestId('media-focal-image')).toBeVisible();
  const texts = {
    Deutsch: { title: `Empfang ${RUN}`, alt: `Empfangstresen der Kanzlei ${RUN}` },
    English: { title: `Reception ${RUN}`, alt: `The firm's reception desk ${RUN}` },
    简体中文: { title: `前台 ${RUN}`, alt: `律所前台 ${RUN}` },
  };
  for (const [tab, v] of Object.entries(texts)) {
    await drawer.getByRole('tab', { name: tab }).click();
    const pane = drawer.getByRole('tabpanel', { name: tab });
    await pane.getByRole('textbox', { name: 'Title', exact: true }).fill(v.title);
    await pane.getByRole('textbox', { name: 'Alt text', exact: true }).fill(v.alt);
  }
  const image = drawer.getByTestId('media-focal-image');
  const box = (await image.boundingBox())!;
  await image.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(drawer.getByTestId('media-focal-status')).toHaveText(/25 % \/ 75 %/);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Description saved')).toBeVisible();
  const entryId = new URL(page.url()).searchParams.get('open')!;
  expect(entryId).toMatch(/^[A-Za-z0-9]{20}$/);

  // The Media screen passes axe (with the drawer closed and in the list view).
  await page.keyboard.press('Escape');
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByText('List', { exact: true }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // Pick it as the cover of a published news item and as a lawyer's photo.
  const news = await api<{ id: number; no: string; lang: string }[]>(page, '/admin/latest-news?pageSize=5&lang=en_US');
  const item = news[0];
  await page.goto(`/admin/articles/news/edit?no=${item.no}`);
  await page.getByRole('tab', { name: /^English/ }).click();
  const cover = page
    .getByRole('tabpanel', { name: /^English/ })
    .getByRole('button', { name: 'Choose from library' })
    .first();
  await cover.click();
  const picker = page.getByRole('dialog', { name: 'Choose a file' });
  await picker.getByRole('searchbox').fill(`Reception ${RUN}`);
  await picker.getByRole('searchbox').press('Enter');
  await picker.getByRole('button', { name: `Choose Reception ${RUN}` }).click();
  await page.getByTestId('save').first().click();
  // Publishing asks first about pictures without alt text, and similar: go ahead.
  for (let i = 0; i < 3; i++) {
    const ok = page.locator('.ant-modal-confirm .ant-btn-primary');
    if (await ok.isVisible().catch(() => false)) await ok.click();
    await page.waitForTimeout(300);
  }
  const picked = (await api<{ url: string }>(page, `/admin/media/${entryId}`)).url;
  await expect
    .poll(async () => (await api<{ coverUrl: string }>(page, `/user/latest-news/${item.id}`)).coverUrl, {
      timeout: 15_000,
    })
    .toBe(picked);
  const entry = await api<{ usage: { kind: string }[] }>(page, `/admin/media/${entryId}`);
  expect(entry.usage.map((u) => u.kind)).toContain('news');

  const lawyers = await api<{ id: number; lang: string }[]>(page, '/admin/lawyerTeam?pageSize=5&lang=en_US');
  const lawyer = lawyers[0];
  await page.goto(`/admin/team/edit/${lawyer.id}`);
  await page.getByRole('button', { name: 'Choose from library' }).first().click();
  await picker.getByRole('searchbox').fill(`Reception ${RUN}`);
  await picker.getByRole('searchbox').press('Enter');
  await picker.getByRole('button', { name: `Choose Reception ${RUN}` }).click();
  await page.getByTestId('save').first().click();
  for (let i = 0; i < 3; i++) {
    const ok = page.locator('.ant-modal-confirm .ant-btn-primary');
    if (await ok.isVisible().catch(() => false)) await ok.click();
    await page.waitForTimeout(300);
  }
  await expect
    .poll(async () =>
      (await api<{ usage: { kind: string }[] }>(page, `/admin/media/${entryId}`)).usage.map((u) => u.kind),
    )
    .toContain('lawyer');

  // Both public pages show it, with the library's alt text and focal point.
  const newsPage = `/news/detail/${item.id}?lang=en_US`;
  const teamPage = `/team/detail/${lawyer.id}?lang=en_US`;
  const before = (await api<{ url: string }>(page, `/admin/media/${entryId}`)).url;
  await page.goto(teamPage);
  const photo = page.locator(`img[src="${before}"]`).first();
  await expect(photo).toHaveAttribute('alt', texts.English.alt);
  await expect(photo).toHaveCSS('object-position', '25% 75%');
  await page.goto(newsPage);
  await expect(page.locator(`img[src="${before}"]`).first()).toBeVisible();

  // Replace the file: both pages change at once.
  await page.goto(`/admin/media?open=${entryId}`);
  await expect(drawer.getByTestId('media-usage')).toContainText('Lawyer');
  const replacement = Buffer.from(await pngBase64(900, 600, '#cc3366'), 'base64');
  const chooser = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: 'Replace file' }).click();
  await (await chooser).setFiles({ name: `e2e-${RUN}-new.png`, mimeType: 'image/png', buffer: replacement });
  await expect(page.getByText('File replaced')).toBeVisible();
  const after = (await api<{ url: string; width: number }>(page, `/admin/media/${entryId}`)).url;
  expect(after).not.toBe(before);
  for (const path of [teamPage, newsPage]) {
    await page.goto(path);
    await expect(page.locator(`img[src="${after}"]`).first(), path).toBeVisible();
    await expect(page.locator(`img[src="${before}"]`)).toHaveCount(0);
  }

  // Deleting is refused while it is used, with the uses named.
  await page.goto(`/admin/media?open=${entryId}`);
  await drawer.getByRole('button', { name: 'Delete file' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /OK|Yes/ })
    .click();
  const inUse = drawer.getByTestId('media-in-use');
  await expect(inUse).toContainText('News');
  await expect(inUse).toContainText('Lawyer');
  expect((await api<{ id: string }>(page, `/admin/media/${entryId}`)).id).toBe(entryId);
});

test('screenshot of the Media screen (German)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLocale(page, 'de_DE');
  await adminLogin(page);
  await page.goto('/admin/media');
  await expect(page.getByTestId('media-card').first()).toBeVisible();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/admin-media-de-1280.png' });
});
