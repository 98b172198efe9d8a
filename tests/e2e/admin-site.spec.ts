import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { adminLogin, adminToken, axeViolations, expect, test, useLocale } from './fixtures';

/**
 * The back office's standing content: site configuration, team, practice areas, documents and
 * icons, each checked on the public site where a visitor would notice the change.
 */

const stamp = () => Date.now().toString(36);

async function tinyPng(color: string): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The visible language pane of a LangTabs form. */
const activePane = (page: Page) => page.getByRole('tabpanel');

async function openTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name }).click();
}

/**
 * Picks an option of an antd Select (the field found by its label in `scope`) by typing its name.
 * Under load a click can land while the dropdown is still opening and miss, so the pick is
 * repeated until the field shows the option (as a person would click again); an option already
 * shown is not clicked again (that would take it off a multiple select).
 */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  // `has` is matched inside each form item, so it names the combobox from the page, not the scope.
  const field = scope.locator('.ant-form-item', { has: page.getByRole('combobox', { name: label }) });
  await expect(async () => {
    // Selected labels are text of the form item (the dropdown is elsewhere in the page).
    if (!((await field.textContent()) ?? '').includes(option)) {
      await box.click({ timeout: 3000 });
      await box.fill(option, { timeout: 3000 });
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: option })
        .first()
        .click({ timeout: 3000 });
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 2000 });
    await expect(field).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

async function save(page: Page) {
  await page.getByRole('button', { name: /Save$/ }).first().click();
}

/** A new item is a draft until Publish is pressed. */
async function publish(page: Page) {
  await page.getByRole('button', { name: /Publish$/ }).click();
  await expect(page.locator('.ant-message').getByText('Published', { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
});

test('site configuration: a bad e-mail is refused, a change shows on the public about page', async ({ page }) => {
  await page.goto('/admin/site/config');
  await expect(page.getByRole('heading', { name: 'Site configuration' })).toBeVisible();
  await openTab(page, /English/);
  const pane = activePane(page);
  await expect(pane.getByLabel('Firm name')).not.toHaveValue('');

  const email = pane.getByLabel('E-mail');
  const oldEmail = await email.inputValue();
  await email.fill('not-an-e-mail');
  await save(page);
  await expect(page.getByText('Please enter a valid e-mail address', { exact: false }).first()).toBeVisible();
  // Nothing was saved: the server still has the old address.
  const stored = await page.evaluate(async () => {
    const res = await fetch('/api/admin/portal-config?lang=en_US', {
      headers: { Authorization: localStorage.getItem('admin_token') ?? '' },
    });
    return (await res.json()).result[0].email as string;
  });
  expect(stored).toBe(oldEmail);

  // The server's own check answers 400 with a message naming the field.
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/admin/portal-config', {
      method: 'POST',
      headers: { Authorization: localStorage.getItem('admin_token') ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify([{ lang: 'en_US', name: 'x', email: 'broken' }]),
    });
    return { status: res.status, message: (await res.json()).message as string };
  });
  expect(refused.status).toBe(400);
  expect(refused.message).toMatch(/email/i);

  await email.fill(oldEmail);
  const count = String(300 + Math.floor(Math.random() * 600));
  await page.getByRole('spinbutton', { name: 'Number of lawyers' }).fill(count);
  const visible = page.getByRole('switch', { name: /Number of lawyers: Show on the site/ });
  if ((await visible.getAttribute('aria-checked')) !== 'true') await visible.click();
  const address = `Brienner Strasse ${stamp()}, 80333 Munich`;
  await pane.getByLabel('Address').fill(address);
  await save(page);
  await expect(page.getByText('Saved').first()).toBeVisible();

  await page.goto('/about?lang=en_US');
  await expect(page.locator('main')).toContainText(count);
  await expect(page.locator('body')).toContainText(address);
});

test('site configuration: a save over what someone else saved since the form opened is refused, and nothing of theirs is lost', async ({
  page,
}) => {
  await page.goto('/admin/site/config');
  await openTab(page, /English/);
  const pane = activePane(page);
  await expect(pane.getByLabel('Firm name')).not.toHaveValue('');
  // Another administrator saves a new English address meanwhile.
  const theirs = `Theatinerstrasse ${stamp()}, 80333 Munich`;
  const saved = await page.evaluate(async (address) => {
    const headers = { Authorization: localStorage.getItem('admin_token') ?? '', 'Content-Type': 'application/json' };
    const en = (await (await fetch('/api/admin/portal-config?lang=en_US', { headers })).json()).result[0];
    return (
      await fetch('/api/admin/portal-config', { method: 'POST', headers, body: JSON.stringify([{ ...en, address }]) })
    ).status;
  }, theirs);
  expect(saved).toBe(200);
  // This form still shows the old one; its save is refused and says why; the text stays in the form.
  const mine = `Mine ${stamp()}`;
  await pane.getByLabel('Phone').fill(mine);
  await save(page);
  await expect(page.getByText(/Someone else saved this after you opened it/).first()).toBeVisible();
  await expect(pane.getByLabel('Phone')).toHaveValue(mine);
  await page.goto('/about?lang=en_US');
  await expect(page.locator('body')).toContainText(theirs);
  await expect(page.locator('body')).not.toContainText(mine);
});

test('site configuration: advantages can be added, reordered and removed', async ({ page }) => {
  await page.goto('/admin/site/config');
  await openTab(page, /English/);
  const pane = activePane(page);
  const headings = pane.getByLabel('Heading');
  const before = await headings.count();
  await pane.getByRole('button', { name: 'Add a strength' }).click();
  await expect(headings).toHaveCount(before + 1);
  const title = `Strength ${stamp()}`;
  await headings.last().fill(title);
  await pane.getByRole('button', { name: 'Move up' }).nth(before).click();
  await expect(headings.nth(before - 1)).toHaveValue(title);
  await pane
    .getByRole('button', { name: 'Remove' })
    .nth(before - 1)
    .click();
  await expect(headings).toHaveCount(before);
});

test('team: a member with jobs, practice areas and a photo is found by the public search', async ({ page }) => {
  const name = `Test Lawyer ${stamp()}`;
  await page.goto('/admin/team/add');
  await expect(page.getByRole('heading', { name: 'New person' })).toBeVisible();
  await page
    .getByRole('main')
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await tinyPng('#1f4e8c') });
  await expect(page.getByRole('button', { name: 'Replace image' }).first()).toBeVisible();
  await page.getByLabel('Telephone').fill('+49 89 1234 567');
  await page.getByLabel('E-mail').fill('test.lawyer@kestner-vahl.example');

  await openTab(page, /English/);
  const pane = activePane(page);
  await pane.getByLabel('Name').fill(name);
  await choose(page, pane, 'Position', 'Partner');
  await choose(page, pane, 'Practice areas', 'Employment');
  await choose(page, pane, 'Office', 'Munich');
  // The choices were carried over to German (the same job, area and office in that language).
  await openTab(page, /German/);
  await expect(activePane(page).getByText('Arbeitsrecht').first()).toBeVisible();
  await openTab(page, /English/);
  await publish(page);
  // Every editor stays on the item after saving: a new person moves to their own address.
  await page.waitForURL(/\/admin\/team\/edit\/\d+$/);
  await openTab(page, /English/);
  await expect(activePane(page).getByLabel('Name')).toHaveValue(name);
  await page.goto('/admin/team/list');

  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Partner');

  // The public team page takes the name search as ?q= (it calls /user/lawyerTeam?keyword=).
  await page.goto(`/team?q=${encodeURIComponent(name)}&lang=en_US`);
  await expect(page.locator('main')).toContainText(name);
});

test("team: a language added later starts with the person's office, position and practice areas in that language", async ({
  page,
}) => {
  const headers = { Authorization: await adminToken(page) };
  const get = async <T>(path: string) =>
    (await (await page.request.get(`/api/admin/${path}`, { headers })).json()).result as T;
  type Named = { id: number; no: string; lang: string; name: string };
  const [offices, jobs, areas] = await Promise.all([
    get<Named[]>('office'),
    get<Named[]>('job'),
    get<Named[]>('professionalField/lang/list?lang=en_US'),
  ]);
  const inEnglish = (list: Named[]) => list.find((o) => o.lang === 'en_US')!;
  const [office, job, area] = [inEnglish(offices), inEnglish(jobs), areas[0]];
  const created = await page.request.post('/api/admin/lawyerTeam', {
    headers,
    data: [
      {
        lang: 'en_US',
        name: `Translated later ${stamp()}`,
        office: office.id,
        jobIds: [job.id],
        proFieldIds: [area.id],
      },
    ],
  });
  const [lawyer] = (await created.json()).result as { id: number; no: string }[];
  const zhOffice = offices.find((o) => o.no === office.no && o.lang === 'zh_CN')!;
  const zhJob = jobs.find((j) => j.no === job.no && j.lang === 'zh_CN')!;

  await page.goto(`/admin/team/edit/${lawyer.id}`);
  await openTab(page, /English/);
  await expect(activePane(page).getByLabel('Name')).not.toHaveValue('');
  await openTab(page, /Chinese/);
  const pane = activePane(page);
  await expect(pane.locator('.ant-form-item', { has: page.getByRole('combobox', { name: 'Office' }) })).toContainText(
    zhOffice.name,
  );
  await expect(pane.locator('.ant-form-item', { has: page.getByRole('combobox', { name: 'Position' }) })).toContainText(
    zhJob.name,
  );
  await pane.getByLabel('Name').fill('后来翻译的律师');
  await save(page);
  await expect(page.locator('.ant-message').getByText('Saved', { exact: true })).toBeVisible();

  const group = await get<
    {
      lang: string;
      office: number;
      jobIds?: number[];
      jobs?: { jobId: number }[];
      proFieldIds?: number[];
      proFields?: { professionalFieldId: number }[];
    }[]
  >(`lawyerTeam/group/${lawyer.no}`);
  const zh = group.find((r) => r.lang === 'zh_CN')!;
  expect(zh.office).toBe(zhOffice.id);
  expect(zh.jobIds ?? zh.jobs?.map((j) => j.jobId)).toEqual([zhJob.id]);
  const zhArea = (await get<Named[]>('professionalField/lang/list?lang=zh_CN')).find((a) => a.no === area.no)!;
  expect(zh.proFieldIds ?? zh.proFields?.map((f) => f.professionalFieldId)).toEqual([zhArea.id]);
  expect((await page.request.delete(`/api/admin/lawyerTeam/${lawyer.id}`, { headers })).ok()).toBe(true);
});

test('practice areas: reordered on the list, order visible on the public services page', async ({ page }) => {
  await page.goto('/admin/expertise/list');
  await expect(page.getByRole('heading', { name: 'Practice areas' })).toBeVisible();
  const names = page.locator('.ant-table-tbody tr.ant-table-row td[data-col="name"]');
  await expect(names.first()).not.toBeEmpty();
  const first = (await names.nth(0).innerText()).trim();
  const second = (await names.nth(1).innerText()).trim();
  await page.getByRole('button', { name: `Move down: ${first}` }).click();
  await expect(page.getByText('Order saved').first()).toBeVisible();
  await expect(names.nth(0)).toHaveText(second);
  await expect(names.nth(1)).toHaveText(first);

  await page.goto('/services?lang=en_US');
  const text = await page.locator('main').innerText();
  expect(text.indexOf(second)).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(second)).toBeLessThan(text.indexOf(first));
});

test('practice areas: dragging a row by its handle moves it', async ({ page }) => {
  await page.goto('/admin/expertise/list');
  const names = page.locator('.ant-table-tbody tr.ant-table-row td[data-col="name"]');
  await expect(names.first()).not.toBeEmpty();
  const first = (await names.nth(0).innerText()).trim();
  const third = (await names.nth(2).innerText()).trim();
  await page.getByTestId('drag-handle').nth(2).dragTo(page.locator('.ant-table-tbody tr.ant-table-row').nth(0));
  await expect(page.getByText('Order saved').first()).toBeVisible();
  await expect(names.nth(0)).toHaveText(third);
  await expect(names.nth(1)).toHaveText(first);
});

test('practice areas: a new one is added with an icon from the library', async ({ page }) => {
  const name = `Test Area ${stamp()}`;
  await page.goto('/admin/expertise/add');
  await expect(page.getByRole('heading', { name: 'New practice area' })).toBeVisible();
  await openTab(page, /English/);
  await activePane(page).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Choose from the library' }).click();
  const dialog = page.getByRole('dialog');
  const firstIcon = dialog.getByRole('button', { name: /^Choose icon/ }).first();
  if (await firstIcon.count()) await firstIcon.click();
  else await dialog.getByRole('button', { name: 'Cancel' }).click();
  await publish(page);
  await page.waitForURL(/\/admin\/expertise\/edit\/\d+$/);
  await page.goto('/admin/expertise/list');
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.goto('/services?lang=en_US');
  await expect(page.locator('main')).toContainText(name);
});

test('documents: an edited imprint shows on the public page', async ({ page }) => {
  const title = `Impressum ${stamp()}`;
  await page.goto('/admin/site/docs?name=imprint');
  await expect(page.getByRole('heading', { name: 'Legal documents' })).toBeVisible();
  await openTab(page, /German/);
  const pane = activePane(page);
  await expect(pane.getByLabel('Title')).not.toHaveValue('');
  await pane.getByLabel('Title').fill(title);
  await save(page);
  await expect(page.getByText('Saved').first()).toBeVisible();

  await page.goto('/docs/imprint?lang=de_DE');
  await expect(page.locator('main')).toContainText(title);
});

test('icons: uploaded, listed, deleted', async ({ page }) => {
  const name = `Test icon ${stamp()}`;
  await page.goto('/admin/site/icons');
  await expect(page.getByRole('heading', { name: 'Icons', level: 1 })).toBeVisible();
  await page
    .getByRole('main')
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await tinyPng('#b08d57') });
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Icon added').first()).toBeVisible();
  const card = page.getByTestId('icon-card').filter({ hasText: name });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete: ${name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted').first()).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('leaving a changed form asks first', async ({ page }) => {
  await page.goto('/admin/expertise/add');
  await openTab(page, /English/);
  await activePane(page).getByLabel('Name').fill('Unsaved area');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByText('Unsaved changes').filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/expertise\/add/);
  await expect(activePane(page).getByLabel('Name')).toHaveValue('Unsaved area');
});

for (const path of [
  '/admin/site/config',
  '/admin/team/list',
  '/admin/team/add',
  '/admin/expertise/list',
  '/admin/expertise/add',
  '/admin/site/docs',
  '/admin/site/icons',
]) {
  test(`axe: ${path} has no serious violations`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, { impact: ['serious', 'critical'] })).toEqual([]);
  });
}

test('team edit page loads a member in every language and its axe scan is clean', async ({ page }) => {
  await page.goto('/admin/team/list');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await page.waitForURL(/\/admin\/team\/edit\/\d+/);
  await openTab(page, /German/);
  await expect(activePane(page).getByLabel('Name')).not.toHaveValue('');
  await openTab(page, /English/);
  await expect(activePane(page).getByLabel('Name')).not.toHaveValue('');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, { impact: ['serious', 'critical'] })).toEqual([]);
});
