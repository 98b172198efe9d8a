import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminLogin, adminToken, expect, settled, test, useLocale } from './fixtures';

/**
 * The media library inside the rich-text editor (issue 33): a picture chosen from the library is
 * inserted with the library's alt text in the text's language, a PDF from the library is linked
 * under its title; after saving, the public page shows both and the library lists the text as a use.
 */

const RUN = Date.now().toString(36).slice(-5);

async function call<T>(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = await adminToken(page);
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: token, 'x-language': 'en_US' },
    ...(data ? { data } : {}),
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()).result as T;
}

/** Uploads a file into the library and describes it in three languages. */
async function libraryFile(page: Page, name: string, mimeType: string, buffer: Buffer, title: string, alt: string) {
  const res = await page.request.post('/api/admin/files/upload', {
    headers: { authorization: await adminToken(page) },
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(res.status()).toBe(200);
  const { fileId, url } = (await res.json()).result as { fileId: string; url: string };
  await call(page, 'PUT', `/admin/media/${fileId}`, {
    texts: {
      de_DE: { title: `DE ${title}`, alt: alt ? `DE ${alt}` : '', caption: '' },
      en_US: { title, alt, caption: '' },
      zh_CN: { title: `中文 ${title}`, alt: alt ? `中文 ${alt}` : '', caption: '' },
    },
  });
  return { fileId, url };
}

test('rich text: a library picture with its alt text and a library PDF link reach the public page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en_US');
  await adminLogin(page);

  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const picture = await libraryFile(
    page,
    `rte-${RUN}.png`,
    'image/png',
    png,
    `Library room ${RUN}`,
    `The firm's library room ${RUN}`,
  );
  const brochure = await libraryFile(page, `rte-${RUN}.pdf`, 'application/pdf', pdf, `Brochure ${RUN}`, '');
  const guide = await libraryFile(page, `rte-${RUN}-guide.pdf`, 'application/pdf', pdf, `Guide ${RUN}`, '');

  const news = await call<{ id: number; no: string }[]>(page, 'GET', '/admin/latest-news?pageSize=5&lang=en_US');
  const item = news[0];
  await page.goto(`/admin/articles/news/edit?no=${item.no}`);
  await page.getByRole('tab', { name: /^English/ }).click();
  const pane = page.getByRole('tabpanel', { name: /^English/ });
  const text = pane.locator('.admin-rte-content');
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');

  // Link a document with text selected: the selection links to the chosen PDF.
  const picker = page.getByRole('dialog', { name: 'Choose a file' });
  await pane.getByRole('button', { name: 'Link a document' }).click();
  await picker.getByRole('searchbox').fill(`Guide ${RUN}`);
  await picker.getByRole('searchbox').press('Enter');
  await picker.getByRole('button', { name: `Choose Guide ${RUN}` }).click();
  await expect(picker).toBeHidden();
  await expect(text.locator(`a[href="${guide.url}"]`)).toHaveText('Read the guide');
  // The writer goes on typing at once: after the linked words, in plain text (the words are not
  // left selected, so the next key does not replace them; the keys reach the text, not the toolbar).
  await page.keyboard.type(' now');
  await expect(text.locator(`a[href="${guide.url}"]`)).toHaveText('Read the guide');
  await expect(text.locator('p').filter({ has: page.locator(`a[href="${guide.url}"]`) })).toHaveText(
    'Read the guide now',
  );

  // Without a selection: the PDF's title (in the text's language) becomes the link text.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await pane.getByRole('button', { name: 'Link a document' }).click();
  await settled(page);
  await picker.getByRole('searchbox').fill(`Brochure ${RUN}`);
  await picker.getByRole('searchbox').press('Enter');
  await picker.getByRole('button', { name: `Choose Brochure ${RUN}` }).click();
  await expect(picker).toBeHidden();
  await expect(text.locator(`a[href="${brochure.url}"]`)).toHaveText(`Brochure ${RUN}`);

  // Insert a picture from the library: its English alt text comes along.
  await pane.getByRole('button', { name: 'Insert image' }).click();
  await settled(page);
  await picker.getByRole('searchbox').fill(`Library room ${RUN}`);
  await picker.getByRole('searchbox').press('Enter');
  await picker.getByRole('button', { name: `Choose Library room ${RUN}` }).click();
  await expect(picker).toBeHidden();
  await expect(text.locator(`img[src="${picture.url}"]`)).toHaveAttribute('alt', `The firm's library room ${RUN}`);
  // Described already: the editor does not ask.
  await expect(page.getByRole('dialog', { name: 'Image description' })).toHaveCount(0);

  await page.getByTestId('save').first().click();
  for (let i = 0; i < 3; i++) {
    const ok = page.locator('.ant-modal-confirm .ant-btn-primary');
    if (await ok.isVisible().catch(() => false)) await ok.click();
    await page.waitForTimeout(300);
  }
  await expect
    .poll(async () => (await call<{ content: string }>(page, 'GET', `/user/latest-news/${item.id}`)).content, {
      timeout: 15_000,
    })
    .toContain(brochure.url);

  // The public page shows the picture with the library's alt text and the link to the PDF.
  await page.goto(`/news/detail/${item.id}?lang=en_US`);
  await expect(page.locator(`img[src="${picture.url}"]`).first()).toHaveAttribute(
    'alt',
    `The firm's library room ${RUN}`,
  );
  await expect(page.locator(`a[href="${brochure.url}"]`)).toHaveText(`Brochure ${RUN}`);
  await expect(page.locator(`a[href="${guide.url}"]`)).toHaveText('Read the guide');
  await expect(page.locator('p').filter({ has: page.locator(`a[href="${guide.url}"]`) })).toHaveText(
    'Read the guide now',
  );

  // Both library entries list the news item's text as a use.
  for (const { fileId } of [picture, brochure, guide]) {
    const entry = await call<{ usage: { kind: string; field: string; lang: string | null }[] }>(
      page,
      'GET',
      `/admin/media/${fileId}`,
    );
    expect(entry.usage).toContainEqual(expect.objectContaining({ kind: 'news', field: 'content', lang: 'en_US' }));
  }
});
