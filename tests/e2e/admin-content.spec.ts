import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, adminLogin, axeViolations, useLocale, ADMIN_ACCOUNT, ADMIN_PASSWORD } from './fixtures';

/**
 * The back office's content screens against the production build and the demo data: articles in
 * three languages (news, cases, honours), categories, banners, and the session (login, expiry,
 * logout, password change). Runs in file order on one worker: later steps use what earlier ones created.
 */

const RUN = Date.now().toString(36).slice(-5);
const NEWS = { de_DE: `E2E Nachricht ${RUN}`, en_US: `E2E news ${RUN}`, zh_CN: `E2E 新闻 ${RUN}` } as const;
const NEWS_EDITED = `E2E news edited ${RUN}`;
const LANG_TAB = { de_DE: 'German', en_US: 'English', zh_CN: 'Chinese' } as const;
const NEW_PASSWORD = 'a-new-e2e-password-42';

/** A valid PNG (solid colour) built here, so the test needs no fixture file. */
function png(width = 64, height = 40, rgb: [number, number, number] = [31, 58, 104]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const COVER = { name: 'cover.png', mimeType: 'image/png', buffer: png() };

async function expectNoSeriousA11y(page: Page, what: string) {
  expect(await axeViolations(page, { impact: ['serious', 'critical'] }), what).toEqual([]);
}

/** The visible language pane of a LangTabs form. */
const pane = (page: Page) => page.getByRole('tabpanel');

async function pickFirstCategory(page: Page) {
  const field = pane(page).locator('.ant-form-item', { has: page.getByLabel('Category') });
  // The categories load after the form; a click while the dropdown is still opening can miss,
  // so the pick is repeated until the field shows a category (as a person would click again).
  await expect(async () => {
    await pane(page).getByLabel('Category').click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const node = dropdown.locator('.ant-select-tree-node-content-wrapper').first();
    const name = ((await node.textContent({ timeout: 3000 })) ?? '').trim();
    await node.click({ timeout: 3000 });
    expect(name).not.toBe('');
    await expect(field).toContainText(name, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

async function uploadCover(page: Page) {
  await pane(page).getByLabel('Cover image').setInputFiles(COVER);
  await expect(pane(page).getByRole('button', { name: 'Replace image' })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: /Publish$/ }).click();
  await expect(page.locator('.ant-message').getByText('Published', { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en_US');
});

test('login: a wrong password is refused with a message, the right one opens the back office', async ({ page }) => {
  await page.goto('/admin-login');
  await expectNoSeriousA11y(page, 'login page');
  await page.getByLabel('Account').fill(ADMIN_ACCOUNT);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/wrong|invalid|incorrect/i);
  await expect(page).toHaveURL(/\/admin-login/);

  await adminLogin(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Banners' })).toBeAttached();
  await expectNoSeriousA11y(page, 'start page');
});

test('an unauthenticated visit goes to the login page and back after login', async ({ page }) => {
  await page.goto('/admin/banner/list');
  await expect(page).toHaveURL(/\/admin-login\?redirect=%2Fadmin%2Fbanner%2Flist/);
  await page.getByLabel('Account').fill(ADMIN_ACCOUNT);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/banner\/list$/);
});

test('news: create in three languages with cover and rich text, shown on the public site', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin/articles/news/edit');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New article');
  for (const lang of ['de_DE', 'en_US', 'zh_CN'] as const) {
    await page.getByRole('tab', { name: new RegExp(LANG_TAB[lang]) }).click();
    await pane(page).getByLabel('Title').fill(NEWS[lang]);
    await pickFirstCategory(page);
    if (lang === 'de_DE') await uploadCover(page); // copied to the other languages
    const editor = pane(page).getByRole('textbox', { name: /Content/ });
    await editor.click();
    await page.keyboard.type(`Body of ${NEWS[lang]}. `);
    const bold = pane(page).getByRole('button', { name: 'Bold' });
    await bold.click();
    // Typed once the toolbar shows bold on, as a person would (on a busy machine the first key
    // could otherwise arrive before the click's bold is set).
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Important');
    await expect(editor.locator('strong')).toHaveText('Important');
    await bold.click();
    await page.keyboard.press('Enter');
    await pane(page).getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('First point');
    await expect(editor.locator('ul li')).toHaveText('First point');
  }
  // Every tab now shows "filled in".
  for (const lang of ['de_DE', 'en_US', 'zh_CN'] as const) {
    await expect(page.getByRole('tab', { name: new RegExp(LANG_TAB[lang]) })).toContainText('filled in');
  }
  await expectNoSeriousA11y(page, 'news edit');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/admin/latest-news'));
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/admin/latest-news'),
  );
  // A new item is a draft until Publish is pressed.
  await publish(page);
  await expect(page).toHaveURL(/\?no=/);
  // The editor's HTML passes the server's sanitiser unchanged.
  const sent = (await posted).postDataJSON() as { lang: string; content: string }[];
  const stored = (await (await answered).json()).result as { lang: string; content: string }[];
  expect(sent).toHaveLength(3);
  for (const el of sent) {
    expect(el.content).toContain('<strong>Important</strong>');
    expect(stored.find((s) => s.lang === el.lang)?.content).toBe(el.content);
  }

  for (const lang of ['de_DE', 'en_US', 'zh_CN'] as const) {
    await page.goto(`/news?lang=${lang}`);
    await expect(page.getByText(NEWS[lang]).first()).toBeVisible();
  }
});

test('news: the list finds it, edit it, pin it first on the public list, unpin, delete', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin/articles/news/list');
  await page.getByRole('search').getByLabel('Title').fill(NEWS.en_US);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(NEWS.en_US) });
  await expect(row).toBeVisible();
  await expectNoSeriousA11y(page, 'news list');

  await row.getByRole('link', { name: `Edit: ${NEWS.en_US}` }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/news\/edit\?no=/);
  await page.getByRole('tab', { name: /English/ }).click();
  await expect(pane(page).getByLabel('Title')).toHaveValue(NEWS.en_US);
  await pane(page).getByLabel('Title').fill(NEWS_EDITED);
  await save(page);
  await page.goto('/news?lang=en_US');
  await expect(page.getByText(NEWS_EDITED).first()).toBeVisible();

  // Pin: first on the public list.
  await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(NEWS_EDITED)}`);
  await page.getByRole('button', { name: `Pin: ${NEWS_EDITED}` }).click();
  await expect(page.getByText('Pinned', { exact: true }).first()).toBeVisible();
  await page.goto('/news?lang=en_US');
  await expect(page.locator('main a[href*="/news/detail/"]').first()).toContainText(NEWS_EDITED);

  // Unpin.
  await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(NEWS_EDITED)}`);
  await page.getByRole('button', { name: `Unpin: ${NEWS_EDITED}` }).click();
  await expect(page.getByRole('button', { name: `Pin: ${NEWS_EDITED}` })).toBeVisible();

  // Delete with confirmation: gone from the site in every language.
  await page.getByRole('button', { name: `Delete: ${NEWS_EDITED}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NEWS_EDITED) })).toHaveCount(0);
  await page.goto('/news?lang=en_US');
  await expect(page.getByText(NEWS_EDITED)).toHaveCount(0);
  await page.goto('/news?lang=de_DE');
  await expect(page.getByText(NEWS.de_DE)).toHaveCount(0);
});

test('news: an external-link item (isLink=1)', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin/articles/news/edit-external');
  await page.getByRole('tab', { name: /English/ }).click();
  const title = `E2E external ${RUN}`;
  await pane(page).getByLabel('Title').fill(title);
  await pickFirstCategory(page);
  await uploadCover(page);
  await pane(page).getByLabel('External address (URL)').fill('not a url');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(pane(page).getByText('Please give an address starting with http:// or https://.')).toBeVisible();
  await pane(page).getByLabel('External address (URL)').fill('https://example.com/article');
  await expectNoSeriousA11y(page, 'external link edit');
  await save(page);
  await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('External link');
});

test('categories: create, nest, reorder by drag and drop, refused delete of one in use', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin/articles/news/folder');
  await page.getByRole('radiogroup', { name: 'Show names in' }).getByText('English').click();
  const tree = page.getByRole('tree');
  await expect(tree).toBeVisible();
  await expectNoSeriousA11y(page, 'categories');

  const create = async (name: string) => {
    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog');
    // The dialog opens on the displayed language (English); the other languages stay empty.
    await dialog.getByRole('tabpanel').getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(tree.getByText(name, { exact: true })).toBeVisible();
  };
  const parent = `E2E parent ${RUN}`;
  const child = `E2E child ${RUN}`;
  const second = `E2E second ${RUN}`;
  await create(parent);
  await create(child);
  await create(second);

  // Nest: the child gets the parent.
  await page.getByRole('button', { name: `Edit category: ${child}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Parent category').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper', {
      hasText: parent,
    })
    .click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const res = await page.request.get(`/api/admin/catalog?type=0&lang=en_US`, {
    headers: { Authorization: await token(page) },
  });
  const roots = (await res.json()).result as { name: string; childrenList: { name: string }[] }[];
  expect(roots.find((r) => r.name === parent)?.childrenList.map((c) => c.name)).toEqual([child]);

  // Reorder: drag "second" onto the upper edge of "parent" → before it.
  const names = async () =>
    (await tree.locator('.admin-folder-name').allTextContents()).filter((n) => n === parent || n === second);
  expect(await names()).toEqual([parent, second]);
  await tree
    .locator('.ant-tree-treenode', { hasText: second })
    .dragTo(tree.locator('.ant-tree-treenode', { has: page.getByText(parent, { exact: true }) }).first(), {
      targetPosition: { x: 60, y: 3 },
    });
  await expect(page.getByText('Order saved')).toBeVisible();
  await expect.poll(names).toEqual([second, parent]);

  // A category still holding articles (the external item above uses the first one) is refused.
  const first = (await tree.locator('.admin-folder-name').first().textContent())!;
  await page.getByRole('button', { name: `Delete: ${first}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'The category cannot be deleted' });
  await expect(refusal).toBeVisible();
  // The server's message names the category and counts items: “Firm News” is used by 13 articles.
  await expect(refusal).toContainText(`“${first}” is used by`);
  await expect(refusal).toContainText(/is used by \d+ articles?/);
  await refusal.getByRole('button', { name: 'Back' }).click();
  await expect(tree.getByText(first, { exact: true })).toBeVisible();

  // Honours have no categories: a clear 404 page.
  await page.goto('/admin/articles/honors/folder');
  await expect(page.getByText('Honours have no categories.')).toBeVisible();
  await expectNoSeriousA11y(page, 'honours folder 404');
});

test('categories: one dialog writes a category in all three languages; badges show missing ones; delete removes every language', async ({
  page,
}) => {
  await adminLogin(page);
  await page.goto('/admin/articles/cases/folder');
  const tree = page.getByRole('tree');
  await expect(tree).toBeVisible();
  const names = { de_DE: `E2E Kategorie ${RUN}`, en_US: `E2E category ${RUN}`, zh_CN: `E2E 分类 ${RUN}` } as const;
  const only = `E2E English only ${RUN}`;
  const langs = Object.keys(LANG_TAB) as (keyof typeof LANG_TAB)[];

  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog');
  for (const lang of langs) {
    await dialog.getByRole('tab', { name: new RegExp(LANG_TAB[lang]) }).click();
    await dialog.getByRole('tabpanel').getByLabel('Name').fill(names[lang]);
  }
  await expectNoSeriousA11y(page, 'category dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const node = tree.locator('.ant-tree-treenode', { has: page.getByText(names.en_US, { exact: true }) });
  await expect(node.locator('[data-present="true"]')).toHaveCount(3);

  // One category: the three names share one no.
  const rowsNamed = async (wanted: string[]) => {
    const res = await page.request.get('/api/admin/catalog?type=1', { headers: { Authorization: await token(page) } });
    type Row = { no: string; name: string; childrenList: Row[] };
    const flat = (list: Row[]): Row[] => list.flatMap((r) => [r, ...flat(r.childrenList)]);
    return flat((await res.json()).result as Row[]).filter((r) => wanted.includes(r.name));
  };
  const rows = await rowsNamed(Object.values(names));
  expect(rows).toHaveLength(3);
  expect(new Set(rows.map((r) => r.no)).size).toBe(1);

  // A category in English only: its missing languages show, and German shows it by its English name.
  await page.getByRole('button', { name: 'New category' }).click();
  await dialog.getByRole('tabpanel').getByLabel('Name').fill(only);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const onlyNode = tree.locator('.ant-tree-treenode', { has: page.getByText(only, { exact: true }) });
  await expect(onlyNode.locator('[data-present="false"]')).toHaveCount(2);
  await page.getByRole('radiogroup', { name: 'Show names in' }).getByText('German').click();
  await expect(tree.getByText(names.de_DE, { exact: true })).toBeVisible();
  await expect(onlyNode).toContainText('(no German name yet)');

  // Editing adds the German name to the same category.
  await page.getByRole('button', { name: `Edit category: ${only}` }).click();
  await dialog.getByRole('tab', { name: /German/ }).click();
  await dialog.getByRole('tabpanel').getByLabel('Name').fill(`${only} DE`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(tree.getByText(`${only} DE`, { exact: true })).toBeVisible();
  expect(new Set((await rowsNamed([only, `${only} DE`])).map((r) => r.no)).size).toBe(1);

  // Delete says which languages go, and removes them all.
  for (const name of [names.de_DE, `${only} DE`]) {
    await page.getByRole('button', { name: `Delete: ${name}` }).click();
    await expect(page.getByRole('tooltip')).toContainText('in every language it has');
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(tree.getByText(name, { exact: true })).toHaveCount(0);
  }
  expect(await rowsNamed([...Object.values(names), only, `${only} DE`])).toEqual([]);
});

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('admin_token'))) ?? '';
}

for (const kind of [
  { path: 'cases', label: 'case', category: true, publicPath: '/case' },
  { path: 'honors', label: 'honour', category: false, publicPath: '/about' },
] as const) {
  test(`${kind.path}: create one in English and find it in the list`, async ({ page }) => {
    await adminLogin(page);
    await page.goto(`/admin/articles/${kind.path}/edit`);
    await page.getByRole('tab', { name: /English/ }).click();
    const title = `E2E ${kind.label} ${RUN}`;
    await pane(page).getByLabel('Title').fill(title);
    if (kind.category) await pickFirstCategory(page);
    else await expect(pane(page).getByLabel('Category')).toHaveCount(0);
    await uploadCover(page);
    await pane(page)
      .getByRole('textbox', { name: /Content/ })
      .click();
    await page.keyboard.type(`About ${title}.`);
    await expectNoSeriousA11y(page, `${kind.path} edit`);
    await save(page);
    await page.goto(`/admin/articles/${kind.path}/list`);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    await expectNoSeriousA11y(page, `${kind.path} list`);
    if (kind.category) {
      await page.goto(`/admin/articles/${kind.path}/folder`);
      await expect(page.getByRole('tree')).toBeVisible();
      await expectNoSeriousA11y(page, `${kind.path} categories`);
    }
  });
}

test('banner: add in a drawer, pin, edit, delete', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin/banner/list');
  await page.getByRole('radiogroup', { name: 'Languages' }).getByText('English').click();
  await expectNoSeriousA11y(page, 'banner list');
  const title = `E2E banner ${RUN}`;
  await page.getByRole('button', { name: 'New banner' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Image').setInputFiles(COVER);
  await expect(drawer.getByRole('button', { name: 'Replace image' })).toBeVisible();
  await drawer.getByLabel('Title', { exact: true }).fill(title);
  await drawer.getByLabel('Subtitle').fill('A subtitle');
  await drawer.getByLabel('Link (URL)').fill('/news');
  await expectNoSeriousA11y(page, 'banner drawer');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();

  await row.getByRole('switch', { name: `Pinned: ${title}` }).click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

  await row.getByRole('button', { name: `Edit: ${title}` }).click();
  await page.getByRole('dialog').getByLabel('Subtitle').fill('Changed subtitle');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Changed subtitle');

  await page.getByRole('button', { name: `Delete: ${title}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('unknown admin page: not-found screen inside the layout', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11y(page, 'admin 404');
});

test('an expired session goes to the login page with the message', async ({ page }) => {
  await adminLogin(page);
  await page.evaluate(() => window.localStorage.setItem('admin_token', 'expired-or-forged-token'));
  await page.goto('/admin/articles/news/list');
  await expect(page).toHaveURL(/\/admin-login\?.*expired=1/);
  await expect(page.getByText('Login expired, please log in again')).toBeVisible();
  await expectNoSeriousA11y(page, 'login expired');
});

test('logout ends the session', async ({ page }) => {
  await adminLogin(page);
  const before = await token(page);
  await page.getByRole('button', { name: /Account of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  expect(await token(page)).toBe('');
  const res = await page.request.get('/api/admin/mine', { headers: { Authorization: before } });
  expect(res.status()).toBe(401);
});

test('password change: the old password then fails (changed back at the end)', async ({ page }) => {
  await adminLogin(page);
  // The start page is still loading what waits when the menu is opened; a click that lands while
  // the menu opens is repeated, as a person would click again.
  const openPasswordDialog = async () => {
    await expect(async () => {
      if (!(await page.getByRole('menuitem', { name: 'Change password' }).isVisible()))
        await page.getByRole('button', { name: /Account of/ }).click();
      await page.getByRole('menuitem', { name: 'Change password' }).click({ timeout: 3000 });
      await expect(page.getByRole('dialog').getByLabel('Current password')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  };
  const changePassword = async (oldPw: string, newPw: string) => {
    await openPasswordDialog();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill(oldPw);
    await dialog.getByLabel('New password', { exact: true }).fill(newPw);
    await dialog.getByLabel('Repeat new password').fill(newPw);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Password changed/)).toBeVisible();
  };
  // A mismatch is caught in the form.
  await openPasswordDialog();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current password').fill(ADMIN_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Repeat new password').fill(NEW_PASSWORD + 'x');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The two new passwords do not match')).toBeVisible();
  await expectNoSeriousA11y(page, 'password dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  try {
    await changePassword(ADMIN_PASSWORD, NEW_PASSWORD);
    await page.getByRole('button', { name: /Account of/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto('/admin-login');
    await page.getByLabel('Account').fill(ADMIN_ACCOUNT);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login/);
    await adminLogin(page, NEW_PASSWORD);
    await changePassword(NEW_PASSWORD, ADMIN_PASSWORD);
  } finally {
    // Whatever happened, leave the account with the password the other tests expect.
    const login = await page.request.post('/api/admin/login', {
      data: { loginAccount: ADMIN_ACCOUNT, password: NEW_PASSWORD },
    });
    if (login.ok()) {
      const t = (await login.json()).result as string;
      await page.request.put('/api/admin/modify-password', {
        headers: { Authorization: t },
        data: { oldPassword: NEW_PASSWORD, newPassword: ADMIN_PASSWORD },
      });
    }
  }
});
