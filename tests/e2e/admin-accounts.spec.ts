import sharp from 'sharp';
import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import {
  ADMIN_ACCOUNT,
  ADMIN_PASSWORD,
  adminLogin,
  adminToken,
  expect,
  settled,
  test,
  useLocale,
  useLocale as setLocale,
} from './fixtures';

/**
 * Staff accounts in the back office (issue 13), as an Administrator and an Author use them: an
 * Author created with a one-time password sets its own, writes a German draft and can neither
 * publish nor change a published item; the Administrator turns on two-factor sign-in and signs in
 * with a code; the audit trail shows all of it; offices are created, renamed and deleted.
 */

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36).slice(-5);
const AUTHOR = `author.${RUN}`;
const AUTHOR_PASSWORD = `own-secret-${RUN}-pw`;
const pane = (page: Page) => page.getByRole('tabpanel');
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

/** Signs in through the login page (no waiting for where it leads). */
async function signIn(page: Page, account: string, password: string) {
  await page.goto('/admin-login');
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /Log in/ }).click();
}

/** The code an authenticator app shows for `secret` now, after waiting for a fresh 30 s step (a code is accepted once). */
async function freshCode(secret: string, after?: number): Promise<string> {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  if (after !== undefined) {
    const step = Math.floor(after / 30_000);
    while (Math.floor(Date.now() / 30_000) === step) await new Promise((r) => setTimeout(r, 500));
  }
  return totp.generate();
}

let oneTimePassword = '';
let totpSecret = '';

/** Signs the Administrator in with a fresh code (two-factor sign-in is on from the test that turns it on). */
async function signInAsAdministrator(page: Page) {
  expect(totpSecret, 'needs the two-factor secret of the test that turns it on').not.toBe('');
  await signIn(page, ADMIN_ACCOUNT, ADMIN_PASSWORD);
  await page.getByLabel('Code').fill(await freshCode(totpSecret, Date.now()));
  await page.getByRole('button', { name: /Confirm$/ }).click();
  await page.waitForURL(/\/admin(\/|$)/);
}
let draftTitle = '';

// The Administrator is shared with every other spec file (one server, one data folder): it must
// leave this file without two-factor sign-in, or every later login would ask for a code.
test.afterAll(async ({ request }) => {
  if (!totpSecret) return;
  const login = (totp?: string) =>
    request.post('/api/admin/login', {
      data: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD, ...(totp ? { totp } : {}) },
    });
  let res = await login();
  if (res.status() === 401) res = await login(await freshCode(totpSecret, Date.now()));
  expect(res.status()).toBe(200);
  const token = (await res.json()).result as string;
  const off = await request.post('/api/admin/two-factor/disable', {
    data: { password: ADMIN_PASSWORD },
    headers: { authorization: token },
  });
  expect(off.status()).toBe(200);
});

test('an Administrator creates an Author and reads its one-time password once', async ({ page }) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  await page.getByRole('navigation').getByText('Users & security').click();
  await page.getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByRole('button', { name: /New account$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New account' });
  await dialog.getByLabel('Login account').fill(AUTHOR);
  await dialog.getByLabel('Name').fill(`Anna Autorin ${RUN}`);
  await dialog.getByLabel('Role').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(/^Author —/)
    .click();
  // Languages left empty: all languages. No password: a one-time password is made.
  await dialog.getByRole('button', { name: /Create account$/ }).click();
  const shown = page.getByRole('dialog', { name: /One-time password for/ });
  await expect(shown).toContainText('Shown only once');
  oneTimePassword = ((await shown.getByTestId('one-time-password').textContent()) ?? '').trim();
  expect(oneTimePassword.length).toBeGreaterThanOrEqual(10);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.locator(`tr[data-account="${AUTHOR}"]`);
  await expect(row).toContainText('Author');
  await expect(row).toContainText('All languages');
  await expect(row).toContainText('one-time password');
});

test('the Author sets its own password, saves a German draft, cannot publish, and reads a published item only', async ({
  browser,
}) => {
  expect(oneTimePassword, 'needs the account of the first test').not.toBe('');
  // Another browser: the Author's own session beside the Administrator's.
  const page = await (await browser.newContext()).newPage();
  await useLocale(page, 'en_US');
  await signIn(page, AUTHOR, oneTimePassword);
  // First the forced step: nothing else opens with a one-time password.
  const forced = page.getByTestId('forced-step');
  await expect(forced.getByRole('heading', { name: 'Set your own password' })).toBeVisible();
  await forced.getByLabel('One-time password').fill(oneTimePassword);
  await forced.getByLabel('New password', { exact: true }).fill(AUTHOR_PASSWORD);
  await forced.getByLabel('Repeat new password').fill(AUTHOR_PASSWORD);
  await forced.getByRole('button', { name: /Save password and continue/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();

  // The menu offers what an Author may do, nothing else; a typed address says it may not be opened.
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Trash')).toHaveCount(0);
  await nav.getByText('Users & security').click();
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { name: 'You may not open this page' })).toBeVisible();

  // A German draft: one button, Save draft.
  draftTitle = `Entwurf der Autorin ${RUN}`;
  await page.goto('/admin/articles/news/edit');
  await expect(page.getByRole('button', { name: /Save draft$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Publish$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Schedule/ })).toHaveCount(0);
  await tab(page, /German/).click();
  await pane(page).getByLabel('Title').fill(draftTitle);
  const category = pane(page).locator('.ant-form-item', { has: page.getByLabel('Category') });
  await expect(async () => {
    await pane(page).getByLabel('Category').click();
    const node = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper')
      .first();
    const name = ((await node.textContent({ timeout: 3000 })) ?? '').trim();
    await node.click({ timeout: 3000 });
    await expect(category).toContainText(name, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const buffer = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#1f3a68' } })
    .png()
    .toBuffer();
  await pane(page).getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer });
  await expect(pane(page).getByRole('button', { name: 'Replace image' })).toBeVisible();
  await pane(page)
    .getByRole('textbox', { name: /Content/ })
    .click();
  await page.keyboard.type('Ein Entwurf, den die Redaktion prüft.');
  await page.getByRole('button', { name: /Save draft$/ }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\?no=N\d+/);
  await expect(tab(page, /German/)).toContainText('Draft');
  await expect(page.getByRole('button', { name: /Publish$/ })).toHaveCount(0);

  // The list: no delete, no pin for an Author.
  await page.goto('/admin/articles/news/list');
  await expect(
    page
      .getByRole('link', { name: `Edit: ${draftTitle}` })
      .or(page.getByText(draftTitle))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete:/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Pin|Unpin):/ })).toHaveCount(0);

  // A published item opens read-only, saying why; History stays.
  const token = (await page.evaluate(() => window.localStorage.getItem('admin_token'))) ?? '';
  const list = await page.request.get('/api/admin/latest-news?status=published&view=items&pageSize=1', {
    headers: { Authorization: token },
  });
  const published = ((await list.json()) as { result: { no: string }[] }).result[0];
  expect(published, 'the demo content has a published news item').toBeTruthy();
  await page.goto(`/admin/articles/news/edit?no=${published.no}`);
  await expect(page.getByTestId('read-only')).toContainText('Read only');
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /History$/ })).toBeEnabled();
  await expect(pane(page).getByLabel('Title')).toBeDisabled();
  await page.context().close();
});

test('the Administrator turns on two-factor sign-in and signs in with password and code', async ({ page }) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  await page.getByRole('button', { name: /Account of/ }).click();
  await settled(page); // the menu slides in; a click while it moves can miss its item
  await page.getByRole('menuitem', { name: /My account and security/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const sessions = page.getByTestId('sessions');
  await expect(sessions.locator('[data-current="true"]')).toContainText('This device');
  await expect(sessions.locator('[data-current="true"]')).toContainText(/Chrome on Linux/);

  const card = page.getByTestId('two-factor');
  await expect(card.getByTestId('two-factor-state')).toHaveText('Off');
  await card.getByRole('button', { name: /Turn on$/ }).click();
  // The password first, again: a wrong one is refused and no QR code appears.
  await card.getByLabel('Password').fill('not-the-password');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('alert')).toContainText(/password/i);
  await expect(card.getByRole('img', { name: 'QR code for the authenticator app' })).toHaveCount(0);
  await card.getByLabel('Password').fill(ADMIN_PASSWORD);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  totpSecret = (await card.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  expect(totpSecret).toMatch(/^[A-Z2-7]{16,}=*$/);
  const enabledAt = Date.now();
  await card.getByLabel('Code').fill(await freshCode(totpSecret));
  await card.getByRole('button', { name: /Confirm and turn on/ }).click();
  const codes = card.getByTestId('recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  await expect(card.getByRole('button', { name: /Download as a text file/ })).toBeVisible();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByTestId('two-factor-state')).toHaveText('On');

  // Sign out, then in: the password alone asks for the code.
  await page.getByRole('button', { name: /Account of/ }).click();
  await page.getByRole('menuitem', { name: /Log out/ }).click();
  await expect(page).toHaveURL(/admin-login/);
  await signIn(page, ADMIN_ACCOUNT, ADMIN_PASSWORD);
  await expect(page.getByText('Now enter the code from your authenticator app')).toBeVisible();
  const code = page.getByLabel('Code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await page.getByRole('button', { name: /Confirm$/ }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // The code used to turn it on is spent: wait for the next one, as a person would.
  await code.fill(await freshCode(totpSecret, enabledAt));
  await page.getByRole('button', { name: /Confirm$/ }).click();
  await page.waitForURL(/\/admin(\/|$)/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
});

test("the audit trail lists the Author's draft and the sign-ins, filtered by account, in the reader's language", async ({
  page,
}) => {
  await useLocale(page, 'en_US');
  await signInAsAdministrator(page);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const search = page.getByRole('search').getByLabel('Account');
  await search.fill(AUTHOR);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`account=${AUTHOR.replace('.', '\\.')}`));
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  /** Waits until the table shows the filtered answer: rows, every one of `account`. */
  const onlyRowsOf = (account: string) =>
    expect(async () => {
      const accounts = await rows.locator('td[data-col="account"]').allTextContents();
      expect(accounts.length).toBeGreaterThan(0);
      expect(new Set(accounts)).toEqual(new Set([account]));
    }).toPass({ timeout: 15_000 });
  await onlyRowsOf(AUTHOR);
  await expect(rows.filter({ hasText: draftTitle || 'News' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'signed in' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'password changed' }).first()).toBeVisible();

  // The Administrator's sign-ins and turning on two-factor sign-in.
  await search.fill(ADMIN_ACCOUNT);
  await search.press('Enter');
  await onlyRowsOf(ADMIN_ACCOUNT);
  await expect(rows.filter({ hasText: 'signed in' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'two-factor sign-in' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'password and code from the app' }).first()).toBeVisible();

  // The same entries in German: what happened in the reader's language, not in the server's English.
  await setLocale(page, 'de_DE');
  await page.reload();
  await onlyRowsOf(ADMIN_ACCOUNT);
  await expect(rows.filter({ hasText: 'Passwort und Code aus der App' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Zwei-Faktor-Anmeldung eingeschaltet' }).first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).not.toContainText('two-factor sign-in on');
  await setLocale(page, 'en_US');
  await page.reload();
  await onlyRowsOf(ADMIN_ACCOUNT);

  // The same filter as CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export as CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
});

test('offices: created with an address in two languages, renamed, deleted', async ({ page }) => {
  await useLocale(page, 'en_US');
  await signInAsAdministrator(page);

  await page.goto('/admin/offices');
  await expect(page.getByRole('heading', { level: 1, name: 'Offices' })).toBeVisible();
  await page.getByRole('button', { name: /New office$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New office' });
  await dialog.getByRole('tab', { name: /German/ }).click();
  await dialog.getByRole('tabpanel').getByLabel('Name').fill(`Hamburg ${RUN}`);
  await dialog.getByRole('tabpanel').getByLabel('Address').fill('Jungfernstieg 1\n20354 Hamburg');
  await dialog.getByRole('tabpanel').getByLabel('Phone').fill('+49 40 123456');
  await dialog.getByRole('tab', { name: /English/ }).click();
  await dialog.getByRole('tabpanel').getByLabel('Name').fill(`Hamburg office ${RUN}`);
  await dialog.getByRole('tabpanel').getByLabel('Address').fill('Jungfernstieg 1\n20354 Hamburg, Germany');
  await dialog.getByRole('tabpanel').getByLabel('Phone').fill('+49 40 123456');
  await dialog.getByRole('button', { name: /Save$/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tr', { hasText: `Hamburg office ${RUN}` });
  await expect(row).toContainText(`Hamburg ${RUN}`);
  await expect(row).toContainText('20354 Hamburg, Germany');
  await expect(row).toContainText('+49 40 123456');

  await row.getByRole('button', { name: /^Edit:/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit office' });
  await edit.getByRole('tab', { name: /German/ }).click();
  await edit.getByRole('tabpanel').getByLabel('Name').fill(`Hamburg Hafencity ${RUN}`);
  await edit.getByRole('button', { name: /Save$/ }).click();
  await expect(edit).toBeHidden();
  const renamed = page.locator('tr', { hasText: `Hamburg Hafencity ${RUN}` });
  await expect(renamed).toContainText(`Hamburg office ${RUN}`);

  await renamed.getByRole('button', { name: /^Delete:/ }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /Delete$/ })
    .click();
  await expect(page.locator('tr', { hasText: `Hamburg office ${RUN}` })).toHaveCount(0);

  // An office a lawyer works in is refused, with the server's reason.
  await page
    .locator('tr', { hasText: 'Munich' })
    .getByRole('button', { name: /^Delete:/ })
    .click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /Delete$/ })
    .click();
  await expect(page.getByRole('dialog').filter({ hasText: 'This office is still in use' })).toBeVisible();
});

test('an Editor for Chinese only renames an office in Chinese; the other languages are shown read-only and not sent', async ({
  page,
  browser,
  request,
}) => {
  await useLocale(page, 'en_US');
  await signInAsAdministrator(page);
  const admin = { authorization: await adminToken(page) };
  const office = await request.post('/api/admin/office', {
    headers: admin,
    data: [
      { lang: 'de_DE', name: `Bremen ${RUN}` },
      { lang: 'zh_CN', name: `不来梅 ${RUN}` },
    ],
  });
  expect(office.status()).toBe(200);
  const no = ((await office.json()).result as { no: string }[])[0].no;
  const translator = `translator.${RUN}`;
  const made = await request.post('/api/admin/users', {
    headers: admin,
    data: {
      loginAccount: translator,
      userName: 'Übersetzerin',
      roleId: 2,
      languages: ['zh_CN'],
      password: AUTHOR_PASSWORD,
    },
  });
  expect(made.status()).toBe(200);

  const context = await browser.newContext();
  const own = await context.newPage();
  await useLocale(own, 'en_US');
  await signIn(own, translator, AUTHOR_PASSWORD);
  await own.waitForURL(/\/admin(\/|$)/);
  await own.goto('/admin/offices');
  await own
    .locator('tr', { hasText: `Bremen ${RUN}` })
    .getByRole('button', { name: /^Edit:/ })
    .click();
  const edit = own.getByRole('dialog', { name: 'Edit office' });
  await edit.getByRole('tab', { name: /German/ }).click();
  await expect(edit.getByTestId('read-only-de_DE')).toBeVisible();
  await expect(edit.getByRole('tabpanel').getByLabel('Name')).toBeDisabled();
  await expect(edit.getByLabel('Position')).toBeDisabled();
  await edit.getByRole('tab', { name: /Chinese/ }).click();
  await edit.getByRole('tabpanel').getByLabel('Name').fill(`不来梅办公室 ${RUN}`);
  await edit.getByRole('button', { name: /Save$/ }).click();
  await expect(edit).toBeHidden();
  const names = (
    (await (await request.get(`/api/admin/office/group/${no}`, { headers: admin })).json()).result as {
      lang: string;
      name: string;
    }[]
  )
    .map((o) => `${o.lang}:${o.name}`)
    .sort();
  expect(names).toEqual([`de_DE:Bremen ${RUN}`, `zh_CN:不来梅办公室 ${RUN}`]);
  await context.close();
});

test('an Editor for Chinese only translates a lawyer: what every language shares is read-only, and the Chinese text is saved with it unchanged', async ({
  page,
  browser,
  request,
}) => {
  await useLocale(page, 'en_US');
  await signInAsAdministrator(page);
  const admin = { authorization: await adminToken(page) };
  const lawyer = await request.post('/api/admin/lawyerTeam', {
    headers: admin,
    data: [
      {
        lang: 'de_DE',
        name: `Dora Geteilt ${RUN}`,
        phoneNumber: '+49 89 123',
        email: `dora.${RUN}@example.com`,
        top: 1,
      },
    ],
  });
  expect(lawyer.status()).toBe(200);
  const de = ((await lawyer.json()).result as { id: number; no: string }[])[0];
  const translator = `zh-team.${RUN}`;
  expect(
    (
      await request.post('/api/admin/users', {
        headers: admin,
        data: {
          loginAccount: translator,
          userName: '翻译',
          roleId: 2,
          languages: ['zh_CN'],
          password: AUTHOR_PASSWORD,
        },
      })
    ).status(),
  ).toBe(200);

  const context = await browser.newContext();
  const own = await context.newPage();
  await useLocale(own, 'en_US');
  await signIn(own, translator, AUTHOR_PASSWORD);
  await own.waitForURL(/\/admin(\/|$)/);
  await own.goto(`/admin/team/edit/${de.id}`);
  await expect(own.getByTestId('shared-read-only')).toContainText('shared by every language');
  await expect(own.getByLabel('Telephone')).toBeDisabled();
  await expect(own.getByLabel('E-mail')).toBeDisabled();
  await expect(own.getByRole('switch')).toBeDisabled();
  await tab(own, /Chinese/).click();
  await pane(own).getByLabel('Name').fill(`多拉 ${RUN}`);
  await own.getByRole('button', { name: /Save$/ }).click();
  await expect(own.getByText('Saved', { exact: true })).toBeVisible();
  const rows = (
    (await (await request.get(`/api/admin/lawyerTeam/group/${de.no}`, { headers: admin })).json()).result as {
      lang: string;
      name: string;
      phoneNumber: string;
      top: number;
    }[]
  )
    .map((r) => [r.lang, r.name, r.phoneNumber, r.top])
    .sort();
  expect(rows).toEqual([
    ['de_DE', `Dora Geteilt ${RUN}`, '+49 89 123', 1],
    ['zh_CN', `多拉 ${RUN}`, '+49 89 123', 1],
  ]);
  await context.close();
  // Pinned, it would head the team list that later tests open.
  expect((await request.delete(`/api/admin/lawyerTeam/${de.id}`, { headers: admin })).ok()).toBe(true);
});
