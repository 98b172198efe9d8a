import type { Page } from '@playwright/test';
import { adminLogin, adminToken, expect, settled, test, useLocale } from './fixtures';

/**
 * What an editor controls about an article beyond its text, from the edit screen to the public
 * page: the meta description, the cover's alt text, the publication date, the authors and the
 * practice areas; and the description of a picture in the text.
 */
const pane = (page: Page) => page.getByRole('tabpanel');

/** Inserts a new picture into the text: "Insert image" opens the library picker, whose Upload tab takes the file. */
async function uploadInText(page: Page, name: string, buffer: Buffer) {
  await pane(page).getByRole('button', { name: 'Insert image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a file' });
  await picker.getByRole('tab', { name: 'Upload' }).click();
  await picker.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer });
  await expect(picker).toBeHidden();
}

test('meta description, cover alt text, publication date and authors reach the public article', async ({
  page,
  browser,
}) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  await page.goto('/admin/articles/news/list');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first().click();
  await page.waitForURL(/\/admin\/articles\/news\/edit\?no=/);
  await page.getByRole('tab', { name: /English/ }).click();
  await expect(pane(page).getByLabel('Title')).not.toHaveValue('');
  const title = await pane(page).getByLabel('Title').inputValue();

  await pane(page).getByLabel('Cover alt text').fill('Two lawyers reviewing a contract');
  await pane(page).getByLabel('Meta description').fill('What the EU AI Act asks of businesses, in two minutes.');
  await page.getByLabel('Publication date').fill('2024-05-06');
  const authors = page.getByLabel('Authors');
  await authors.click();
  await page.keyboard.type('Brenner');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Brenner' })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-form-item', { has: page.getByLabel('Authors') })).toContainText('Brenner');
  await page.getByRole('button', { name: /Save$/ }).first().click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  try {
    await visitor.goto('/news?lang=en_US');
    await visitor.getByRole('link', { name: title }).first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'What the EU AI Act asks of businesses, in two minutes.',
    );
    await expect(visitor.locator('.detail-cover img')).toHaveAttribute('alt', 'Two lawyers reviewing a contract');
    await expect(visitor.locator('header time').first()).toHaveAttribute('datetime', /^2024-05-06/);
    const byline = visitor.locator('.article-people');
    await expect(byline.getByRole('link', { name: /Brenner/ })).toBeVisible();
    await byline.getByRole('link', { name: /Brenner/ }).click();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Publications' })).toBeVisible();
    await expect(visitor.locator('.pg-related').getByRole('link', { name: title })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('a picture inserted in the text is described by the editor, and the description is its alt text', async ({
  page,
}) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  await page.goto('/admin/articles/honors/edit');
  await pane(page)
    .getByLabel('Title')
    .fill(`Picture ${Date.now().toString(36)}`);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
    'base64',
  );
  await uploadInText(page, 'IMG_2041.png', png);
  const dialog = page.getByRole('dialog', { name: 'Image description' });
  await expect(dialog).toBeVisible();
  await settled(page); // a click while the dialog zooms in can miss
  await dialog.getByLabel('What does the picture show?').fill('The firm’s Munich office at dusk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Gone before the next picture opens it again (a closing dialog still counts as visible).
  await expect(dialog).toBeHidden();
  await expect(pane(page).locator('.admin-rte-content img')).toHaveAttribute('alt', 'The firm’s Munich office at dusk');
  // Not the file name, which says nothing to a reader.
  await expect(pane(page).locator('.admin-rte-content img')).not.toHaveAttribute('alt', /IMG/);

  // A second picture left without a description is flagged before publishing.
  await uploadInText(page, 'IMG_2042.png', png);
  await expect(dialog).toBeVisible();
  await settled(page); // a click while the dialog zooms in can miss
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Publish' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: 'A picture in the text has no description' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Add descriptions' }).click();
  await expect(warning).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/articles\/honors\/edit$/);
});

test('the authors picker offers every lawyer of the firm, also past the first hundred', async ({ page }) => {
  test.setTimeout(180_000);
  await useLocale(page, 'en_US');
  await adminLogin(page);
  const headers = { Authorization: await adminToken(page) };
  const stamp = Date.now().toString(36);
  // A large firm: 101 lawyers more (drafts, so no public page shows them), each placed last in the team's order.
  const made: { id: number; no: string }[] = [];
  try {
    for (let i = 0; i <= 100; i++) {
      const res = await page.request.post('/api/admin/lawyerTeam', {
        headers,
        data: [{ lang: 'en_US', name: `Roster ${stamp} ${String(i).padStart(3, '0')}`, status: 'draft' }],
      });
      expect(res.ok(), await res.text()).toBe(true);
      made.push(...((await res.json()).result as { id: number; no: string }[]));
    }
    await page.goto('/admin/articles/news/edit');
    await page.getByRole('tab', { name: /English/ }).click();
    const authors = page.getByLabel('Authors');
    await authors.click();
    // The last of them, at place 101 or later of the team.
    await page.keyboard.type(`Roster ${stamp} 100`);
    await expect(
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `Roster ${stamp} 100` }),
    ).toHaveCount(1);
    await page.keyboard.press('Escape');
  } finally {
    // Gone for good, so that the team lists and the trash that later tests show are as they were.
    for (const { id, no } of made) {
      expect((await page.request.delete(`/api/admin/lawyerTeam/${id}`, { headers })).ok()).toBe(true);
      expect((await page.request.delete(`/api/admin/trash/lawyer/${no}`, { headers })).ok()).toBe(true);
    }
  }
});
