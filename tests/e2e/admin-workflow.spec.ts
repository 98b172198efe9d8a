import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { adminLogin, adminToken, expect, test, useLocale } from './fixtures';

/**
 * The editorial workflow as an editor uses it in the back office: a German draft shared with a
 * preview link and opened logged out, then published; a case scheduled a minute ahead through the
 * picker that appears on /case by itself; a lawyer edited wrongly and put back from History; an
 * item deleted and restored from the Trash, another deleted for good.
 */

const RUN = Date.now().toString(36).slice(-5);
const pane = (page: Page) => page.getByRole('tabpanel');
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

/** On an edit screen (`path`), restores the version before the current one from History; `check` reads the confirmation first. */
async function restorePrevious(page: Page, path: string, check: (confirm: Locator) => Promise<void>) {
  await page.goto(path);
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer.getByTestId('version').first()).toContainText('Current');
  await drawer.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: /Restore the version of/ });
  await check(confirm);
  await confirm.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
}

async function cover(page: Page) {
  const buffer = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#1f3a68' } })
    .png()
    .toBuffer();
  await pane(page).getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer });
  await expect(pane(page).getByRole('button', { name: 'Replace image' })).toBeVisible();
}

/** Picks the first category of the visible language (retried: the categories load after the form). */
async function firstCategory(page: Page) {
  const field = pane(page).locator('.ant-form-item', { has: page.getByLabel('Category') });
  await expect(async () => {
    await pane(page).getByLabel('Category').click();
    const node = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper')
      .first();
    const name = ((await node.textContent({ timeout: 3000 })) ?? '').trim();
    await node.click({ timeout: 3000 });
    expect(name).not.toBe('');
    await expect(field).toContainText(name, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Writes an article's title, category, cover and text in the visible language. */
async function writeArticle(page: Page, title: string, text: string) {
  await pane(page).getByLabel('Title').fill(title);
  await firstCategory(page);
  await cover(page);
  await pane(page)
    .getByRole('textbox', { name: /Content/ })
    .click();
  await page.keyboard.type(text);
}

/** "YYYY-MM-DD HH:mm" of a moment in Europe/Berlin (what the picker shows and takes). */
function berlinWall(ms: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
});

test('a German draft: shared preview link opened logged out, preview dialog, then Publish puts it on /news', async ({
  page,
  browser,
}) => {
  const title = `Entwurf zur Mietrechtsreform ${RUN}`;
  await page.goto('/admin/articles/news/edit');
  // A new item: nothing is public, Publish is the primary action and Save keeps it a draft.
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'History' })).toBeDisabled();
  await tab(page, /German/).click();
  await writeArticle(page, title, 'Der Referentenentwurf sieht eine Verlängerung der Mietpreisbremse vor.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\?no=N\d+/);
  await expect(tab(page, /German/)).toContainText('Draft');
  await expect(page.getByTestId('publication-de_DE')).toContainText('Draft');

  // Not public yet.
  const site = await browser.newContext();
  try {
    const visitor = await site.newPage();
    await visitor.goto('/news?lang=de_DE');
    await expect(visitor.locator('main')).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    // Share: an absolute link, listed among the item's active links.
    await tab(page, /German/).click();
    await page.getByRole('button', { name: 'Share preview link' }).click();
    const share = page.getByRole('dialog', { name: /Share preview link \(German\)/ });
    const url = share.getByTestId('share-url');
    await expect(url).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/news\/detail\/\d+\?lang=de_DE&preview=[\w-]{43}$/);
    const link = await url.inputValue();
    await expect(share).toContainText('Valid until');
    const active = share.getByRole('heading', { level: 4 });
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText('German · this link');

    // Opened by someone without a login: the draft, with the preview bar.
    await visitor.goto(link);
    await expect(visitor.getByText('Vorschau – nicht veröffentlicht').first()).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('main')).toContainText('Verlängerung der Mietpreisbremse');
    await share.getByRole('button', { name: 'Close' }).last().click();

    // The preview dialog shows the same page in a frame, at phone and desktop width.
    await page
      .getByRole('group', { name: 'This item' })
      .getByRole('button', { name: /Preview$/ })
      .click();
    const preview = page.getByRole('dialog', { name: /Preview \(German\)/ });
    const frame = preview.frameLocator('iframe[data-testid="preview-frame"]');
    await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(frame.getByText('Vorschau – nicht veröffentlicht').first()).toBeVisible();
    await preview.getByText('Phone').click();
    await expect(preview.getByTestId('preview-frame')).toHaveCSS('width', '390px');
    await preview.getByText('Desktop').click();
    await expect(preview.getByTestId('preview-frame')).toHaveCSS('width', '1440px');
    // The frame's own link runs out the same day (one left behind by a closed tab too); the shared one in 7 days.
    const frameToken = new URL(
      (await preview.getByTestId('preview-frame').getAttribute('src'))!,
      'http://x',
    ).searchParams.get('preview');
    const itemNo = (await page.evaluate(() => window.location.search)).match(/no=([A-Z]\d+)/)?.[1];
    const links = (
      await (
        await page.request.get(`/api/admin/preview-links?kind=news&key=${itemNo}`, {
          headers: { Authorization: await adminToken(page) },
        })
      ).json()
    ).result as { expiresAt: string }[];
    const hoursLeft = links.map((l) => (Date.parse(l.expiresAt) - Date.now()) / 3_600_000).sort((a, b) => a - b);
    expect(frameToken).toBeTruthy();
    expect(hoursLeft).toHaveLength(2);
    expect(hoursLeft[0]).toBeLessThanOrEqual(12);
    expect(hoursLeft[1]).toBeGreaterThan(24 * 6.9);
    await preview.getByRole('button', { name: 'Close' }).click();

    // Publish: public at once, in the list and on its page.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('.ant-message').getByText('Published', { exact: true })).toBeVisible();
    await expect(tab(page, /German/)).toContainText('Published');
    await visitor.goto('/news?lang=de_DE');
    await expect(visitor.getByText(title).first()).toBeVisible();
    // The shared link still works and shows the published page.
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The list's status filter and badge.
    await page.goto(`/admin/articles/news/list?status=published&title=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published');
    await page.goto(`/admin/articles/news/list?status=draft&title=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test('a case scheduled a minute ahead with the picker appears on /case by itself', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const title = `E2E scheduled case ${RUN}`;
  await page.goto('/admin/articles/cases/edit');
  await tab(page, /English/).click();
  await writeArticle(page, title, 'A judgment worth reading.');
  // The client's consent is on file (§ 6 BORA): scheduling then asks nothing.
  await page.getByLabel('Client consent on file').check();

  // At least a minute ahead, on a whole minute (the picker's precision), in the firm's time.
  const at = Math.ceil((Date.now() + 70_000) / 60_000) * 60_000;
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule publication' });
  const picker = dialog.getByLabel('Date and time (Europe/Berlin)');
  await picker.click();
  await picker.fill(berlinWall(at));
  await picker.press('Enter');
  await expect(dialog.getByTestId('schedule-summary')).toContainText('(Europe/Berlin)');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.locator('.ant-message').getByText(/^Scheduled for /)).toBeVisible();
  await expect(page).toHaveURL(/\?no=C\d+/);
  await expect(tab(page, /English/)).toContainText('Scheduled');

  // Stored in UTC at the chosen minute.
  const no = new URL(page.url()).searchParams.get('no')!;
  const stored = await page.request.get(`/api/admin/case-analysis?no=${no}`, {
    headers: { Authorization: await adminToken(page) },
  });
  const row = ((await stored.json()).result as { lang: string; status: string; publishAt: string }[]).find(
    (r) => r.lang === 'en_US',
  )!;
  expect(row.status).toBe('published');
  expect(new Date(row.publishAt).getTime()).toBe(at);

  // The start page lists it as waiting.
  await page.goto('/admin');
  await expect(page.getByTestId('waiting-scheduled')).toContainText(title);

  // Not before its time; then on the public list without anyone doing anything.
  const visitor = await browser.newContext();
  try {
    const v = await visitor.newPage();
    await v.goto('/case?lang=en_US');
    if (Date.now() < at - 2000) await expect(v.getByText(title)).toHaveCount(0);
    await expect
      .poll(
        async () => {
          await v.goto('/case?lang=en_US');
          return v.getByText(title).count();
        },
        { timeout: Math.max(0, at - Date.now()) + 60_000, intervals: [5_000] },
      )
      .toBeGreaterThan(0);
    expect(Date.now()).toBeGreaterThanOrEqual(at);
  } finally {
    await visitor.close();
  }
});

test('a lawyer edited wrongly is put back from History', async ({ page }) => {
  await page.goto('/admin/team/list');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first().click();
  await page.waitForURL(/\/admin\/team\/edit\/\d+$/);
  await tab(page, /English/).click();
  const name = pane(page).getByLabel('Name');
  await expect(name).not.toHaveValue('');
  const right = await name.inputValue();
  const wrong = `Wrongly Renamed ${RUN}`;
  await name.fill(wrong);
  // The member is public: Save keeps it public and changes the site at once.
  await page.getByRole('button', { name: /Save$/ }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(name).toHaveValue(wrong);

  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  const versions = drawer.getByTestId('version');
  await expect(versions.first()).toContainText('Current');
  await expect(versions.first()).toContainText('Edited');
  // The version before the mistake is chosen; its comparison shows the two names, words marked.
  const diff = drawer.getByTestId('version-diff');
  const row = diff.locator('[data-field="history.field.name"]');
  await expect(row.locator('[data-side="before"]')).toContainText(right);
  await expect(row.locator('[data-side="after"] ins')).toHaveText(wrong);
  await expect(row.locator('[data-side="before"] del')).toHaveText(right);
  await drawer.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: /Restore the version of/ });
  await expect(confirm).toContainText('stays in the history');
  await confirm.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(versions.first()).toContainText('Restored');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await tab(page, /English/).click();
  await expect(pane(page).getByLabel('Name')).toHaveValue(right);

  await page.goto(`/team?q=${encodeURIComponent(right)}&lang=en_US`);
  await expect(page.locator('main')).toContainText(right);
  await expect(page.getByText(wrong)).toHaveCount(0);
});

test('a text restored from History does not put back online what was taken offline since', async ({ page }) => {
  const headers = { Authorization: await adminToken(page) };
  const name = `Restored offline ${RUN}`;
  const created = await page.request.post('/api/admin/professionalField', { headers, data: [{ lang: 'en_US', name }] });
  const [area] = (await created.json()).result as { id: number; no: string; status: string }[];
  expect(area.status).toBe('published');
  // Taken offline, and renamed.
  const withdrawn = await page.request.put('/api/admin/professionalField', {
    headers,
    data: [{ id: area.id, no: area.no, lang: 'en_US', name: `Withdrawn ${RUN}`, status: 'draft' }],
  });
  expect(withdrawn.ok()).toBe(true);

  await restorePrevious(page, `/admin/expertise/edit/${area.id}`, async (confirm) => {
    await expect(confirm).toContainText('keeps its publication status of today');
    await expect(confirm.getByRole('checkbox', { name: /Restore this version exactly/ })).not.toBeChecked();
  });

  const stored = (await (await page.request.get(`/api/admin/professionalField/detail/${area.id}`, { headers })).json())
    .result as { name: string; status: string };
  expect(stored).toMatchObject({ name, status: 'draft' });
  expect(
    (await page.request.get(`/api/user/professionalField/${area.id}`, { headers: { 'X-Language': 'en_US' } })).status(),
  ).toBe(404);
  expect((await page.request.delete(`/api/admin/professionalField/${area.id}`, { headers })).ok()).toBe(true);
});

test('a text restored from History leaves a translation added since on the site', async ({ page }) => {
  const headers = { Authorization: await adminToken(page) };
  const name = `Restored English ${RUN}`;
  const created = await page.request.post('/api/admin/professionalField', { headers, data: [{ lang: 'en_US', name }] });
  const [area] = (await created.json()).result as { id: number; no: string }[];
  // The English name is changed and a German translation is published with it.
  const both = await page.request.put('/api/admin/professionalField', {
    headers,
    data: [
      { id: area.id, no: area.no, lang: 'en_US', name: `Renamed ${RUN}` },
      { no: area.no, lang: 'de_DE', name: `Deutsch ${RUN}` },
    ],
  });
  expect(both.ok()).toBe(true);
  const german = ((await both.json()).result as { id: number; lang: string }[]).find((r) => r.lang === 'de_DE')!;
  const publicName = async (id: number, lang: string) => {
    const res = await page.request.get(`/api/user/professionalField/${id}`, { headers: { 'X-Language': lang } });
    return res.ok() ? ((await res.json()).result as { name: string }).name : res.status();
  };
  expect(await publicName(german.id, 'de_DE')).toBe(`Deutsch ${RUN}`);

  // The first English name is restored from History (English only): the German page stays.
  await restorePrevious(page, `/admin/expertise/edit/${area.id}`, (confirm) =>
    expect(confirm).toContainText('a language this version does not have stays as it is'),
  );
  expect(await publicName(area.id, 'en_US')).toBe(name);
  expect(await publicName(german.id, 'de_DE')).toBe(`Deutsch ${RUN}`);
  expect((await page.request.delete(`/api/admin/professionalField/${area.id}`, { headers })).ok()).toBe(true);
});

test('Publish on a scheduled item publishes it now', async ({ page }) => {
  const headers = { Authorization: await adminToken(page) };
  const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
  const created = await page.request.post('/api/admin/professionalField', {
    headers,
    data: [{ lang: 'en_US', name: `Scheduled area ${RUN}`, publishAt: later }],
  });
  const [area] = (await created.json()).result as { id: number; publishAt: string | null }[];
  expect(area.publishAt).not.toBeNull();

  await page.goto(`/admin/expertise/edit/${area.id}`);
  await tab(page, /English/).click();
  await expect(pane(page).getByLabel('Name')).toHaveValue(`Scheduled area ${RUN}`);
  await page.getByRole('button', { name: /Publish$/ }).click();
  await expect(page.locator('.ant-message').getByText('Published', { exact: true })).toBeVisible();
  const stored = (await (await page.request.get(`/api/admin/professionalField/detail/${area.id}`, { headers })).json())
    .result as { status: string; publishAt: string | null };
  expect(stored).toMatchObject({ status: 'published', publishAt: null });
  expect(
    (await page.request.get(`/api/user/professionalField/${area.id}`, { headers: { 'X-Language': 'en_US' } })).status(),
  ).toBe(200);
  expect((await page.request.delete(`/api/admin/professionalField/${area.id}`, { headers })).ok()).toBe(true);
});

test('a deleted honour comes back from the Trash; another is deleted for good', async ({ page }) => {
  const token = await adminToken(page);
  const make = async (title: string) => {
    const res = await page.request.post('/api/admin/lawfirm-honour', {
      headers: { Authorization: token },
      data: [{ lang: 'en_US', title, coverUrl: '/favicon.svg', content: '<p>Award.</p>' }],
    });
    expect(res.status()).toBe(200);
  };
  const kept = `E2E honour to restore ${RUN}`;
  const gone = `E2E honour to purge ${RUN}`;
  await make(kept);
  await make(gone);

  for (const title of [kept, gone]) {
    await page.goto(`/admin/articles/honors/list?title=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  }

  await page.getByRole('navigation').getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  const keptRow = page.getByRole('row', { name: new RegExp(kept) });
  await expect(keptRow).toContainText('Honour');
  await expect(keptRow).toContainText('admin');
  await keptRow.getByRole('button', { name: `Restore: ${kept}` }).click();
  await expect(page.getByText(`“${kept}” is restored.`)).toBeVisible();
  await expect(keptRow).toHaveCount(0);

  const goneRow = page.getByRole('row', { name: new RegExp(gone) });
  await goneRow.getByRole('button', { name: `Delete permanently: ${gone}` }).click();
  await expect(page.getByRole('tooltip')).toContainText('cannot be undone');
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByText(`“${gone}” is deleted for good.`)).toBeVisible();
  await expect(goneRow).toHaveCount(0);

  await page.goto(`/admin/articles/honors/list?title=${encodeURIComponent(kept)}`);
  await expect(page.getByRole('row', { name: new RegExp(kept) })).toBeVisible();
  await page.goto(`/admin/articles/honors/list?title=${encodeURIComponent(gone)}`);
  await expect(page.getByRole('row', { name: new RegExp(gone) })).toHaveCount(0);
});
