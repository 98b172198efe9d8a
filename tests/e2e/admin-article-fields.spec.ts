import type { Page } from '@playwright/test';
import { adminLogin, expect, settled, test, useLocale } from './fixtures';

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
