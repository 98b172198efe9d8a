import type { Page } from '@playwright/test';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, adminToken, expect, settled, test, useLocale } from './fixtures';

/**
 * An editor's daily work (issue 29, items 5–9), in the three interface languages where words
 * matter: a translation added to a live item goes live with Publish and the confirmation says so;
 * a new language starts with the item's cover, alt text and category; deleting says "to the trash
 * for 30 days"; every list fits 1280 px (and a phone) without sideways scrolling; the action bar
 * stays in view, Ctrl+S saves, and the preview says what it shows.
 */

type Lang = 'de_DE' | 'en_US' | 'zh_CN';
const LANGS: Lang[] = ['de_DE', 'en_US', 'zh_CN'];
const RUN = Date.now().toString(36).slice(-5);

/** The words of the screens under test, per interface language. */
const W = {
  de_DE: {
    publish: /Veröffentlichen$/,
    lang: { de_DE: 'Deutsch', en_US: 'Englisch', zh_CN: 'Chinesisch' },
    title: 'Titel',
    content: /Inhalt/,
    category: 'Kategorie',
    alt: 'Alternativtext des Titelbilds',
    headline: 'Veröffentlicht',
    live: 'Online: Deutsch, Englisch und Chinesisch',
    days: 'lässt sich dort 30 Tage lang wiederherstellen',
    undoable: 'nicht rückgängig',
    purge: /^Endgültig löschen/,
    cancel: /^Abbrechen$/,
    del: 'Löschen',
  },
  en_US: {
    publish: /Publish$/,
    lang: { de_DE: 'German', en_US: 'English', zh_CN: 'Chinese' },
    title: 'Title',
    content: /Content/,
    category: 'Category',
    alt: 'Cover alt text',
    headline: 'Published',
    live: 'Live: German, English, and Chinese',
    days: 'can be restored for 30 days',
    undoable: 'cannot be undone',
    purge: /^Delete permanently/,
    cancel: /^Cancel$/,
    del: 'Delete',
  },
  zh_CN: {
    publish: /发\s*布$/,
    lang: { de_DE: '德语', en_US: '英语', zh_CN: '中文' },
    title: '标题',
    content: /内容/,
    category: '分类',
    alt: '封面图片替代文字',
    headline: '已发布',
    live: '已上线：德语、英语和中文',
    days: '30 天内可以恢复',
    undoable: '无法撤销',
    purge: /^永久删除/,
    cancel: /^取\s*消$/,
    del: '删除',
  },
} as const;

/** Signs in (after useLocale: the back office then speaks that language). */
async function login(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel(/account|Konto|账号/i).fill(ADMIN_ACCOUNT);
  await page.getByLabel(/password|Passwort|密码/i).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /log in|anmelden|登\s*录/i }).click();
  await page.waitForURL(/\/admin(\/|$)/);
}

async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${url}`, {
    method,
    headers: { Authorization: await adminToken(page) },
    data,
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

type Catalog = { id: number; no: string; lang: Lang; name: string; childrenList?: Catalog[] };
type Article = { id: number; no: string; lang: Lang; title: string; status: string; coverUrl: string; cataId: number };

/** A news category that exists in every language (one translation group), by language. */
async function categoryGroup(page: Page): Promise<Record<Lang, Catalog>> {
  const flat: Catalog[] = [];
  const walk = (list: Catalog[]) => list.forEach((c) => (flat.push(c), walk(c.childrenList ?? [])));
  walk(await api<Catalog[]>(page, 'GET', '/admin/catalog?type=0'));
  const no = flat.find((c) => LANGS.every((l) => flat.some((d) => d.no === c.no && d.lang === l)))?.no;
  expect(no, 'a news category in every language').toBeTruthy();
  return Object.fromEntries(LANGS.map((l) => [l, flat.find((c) => c.no === no && c.lang === l)!])) as Record<
    Lang,
    Catalog
  >;
}

/** A news item live in German and English, with a cover and its alt text. */
async function liveInTwo(
  page: Page,
  title: string,
  cats: Record<Lang, Catalog>,
): Promise<{ no: string; cover: string }> {
  const demo = await api<Article[]>(page, 'GET', '/admin/latest-news?pageSize=5');
  const cover = demo.find((a) => a.coverUrl)!.coverUrl;
  const rows = await api<Article[]>(
    page,
    'POST',
    '/admin/latest-news',
    (['de_DE', 'en_US'] as const).map((lang) => ({
      lang,
      title: `${title} ${lang}`,
      coverUrl: cover,
      coverAlt: 'Gerichtssaal',
      content: `<p>Text ${lang}</p>`,
      cataId: cats[lang].id,
      status: 'published',
    })),
  );
  return { no: rows[0].no, cover };
}

const pane = (page: Page) => page.getByRole('tabpanel');

for (const lang of LANGS) {
  test(`${lang}: adding Chinese to an item live in German and English — it starts with the cover, alt text and category, and Publish puts it live`, async ({
    page,
  }) => {
    const w = W[lang];
    await useLocale(page, lang);
    await login(page);
    const cats = await categoryGroup(page);
    const title = `Mietrecht ${RUN} ${lang}`;
    const { no, cover } = await liveInTwo(page, title, cats);

    await page.goto(`/admin/articles/news/edit?no=${no}`);
    await page.getByRole('tab', { name: new RegExp(w.lang.zh_CN) }).click();
    // Not ticked by itself: the new language goes live with the others unless the editor says otherwise.
    await expect(page.getByTestId('publication-zh_CN').getByRole('checkbox')).not.toBeChecked();
    // The item's picture, its description and the same category in Chinese, changeable.
    await expect(pane(page).locator(`img[src="${cover}"]`)).toBeVisible();
    await expect(pane(page).getByLabel(w.alt, { exact: true })).toHaveValue('Gerichtssaal');
    await expect(
      pane(page).locator('.ant-form-item', { has: page.getByLabel(w.category, { exact: true }) }),
    ).toContainText(cats.zh_CN.name);

    await pane(page).getByLabel(w.title, { exact: true }).fill(`租赁法 ${RUN}`);
    await pane(page).getByRole('textbox', { name: w.content }).click();
    await page.keyboard.type('中文正文。');
    await page.getByRole('button', { name: w.publish }).click();

    // The confirmation names every language that went live, none stayed a draft.
    const result = page.getByTestId('publish-result');
    await expect(result).toContainText(w.headline);
    await expect(result.getByTestId('publish.result.live')).toHaveText(w.live);
    await expect(result.getByTestId('publish.result.drafts')).toHaveCount(0);

    const rows = await api<Article[]>(page, 'GET', `/admin/latest-news?no=${no}&pageSize=10`);
    expect(rows.map((r) => [r.lang, r.status]).sort()).toEqual([
      ['de_DE', 'published'],
      ['en_US', 'published'],
      ['zh_CN', 'published'],
    ]);
    const zh = rows.find((r) => r.lang === 'zh_CN')!;
    // The cover serves the new language too (no second upload), in its own category.
    expect([zh.coverUrl, zh.cataId]).toEqual([cover, cats.zh_CN.id]);
    // History records a publication, not an edit.
    const versions = await api<{ action: string }[]>(page, 'GET', `/admin/versions?kind=news&no=${no}`);
    expect(versions[0].action).toBe('publish');
    const visitor = await page.request.get(`/api/user/latest-news/${zh.id}`, { headers: { 'X-Language': 'zh_CN' } });
    expect(visitor.status()).toBe(200);
  });

  test(`${lang}: delete says the item goes to the trash for TRASH_DAYS; only the trash's delete says it cannot be undone`, async ({
    page,
  }) => {
    const w = W[lang];
    await useLocale(page, lang);
    await login(page);
    const cats = await categoryGroup(page);
    const title = `Löschprobe ${RUN} ${lang}`;
    const { no } = await liveInTwo(page, title, cats);
    await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(title)}`);
    const row = page.locator('.ant-table-row').first();
    await expect(row).toContainText(title);
    await row.getByRole('button', { name: new RegExp(`^${w.del}:`) }).click();
    const text = page.getByTestId('delete-text');
    await expect(text).toContainText(w.days);
    await expect(text).not.toContainText(w.undoable);
    await page.getByRole('button', { name: w.cancel }).click();

    await api(page, 'DELETE', `/admin/latest-news?no=${no}`);
    await page.goto('/admin/trash');
    const entry = page.locator('.ant-table-row', { has: page.locator(`[data-key="${no}"]`) });
    await entry.getByRole('button', { name: w.purge }).click();
    await expect(page.locator('.ant-popconfirm').filter({ hasText: w.undoable })).toBeVisible();
  });

  test(`${lang}: every admin list fits 1280 px without sideways scrolling; headers break only between words`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLocale(page, lang);
    await login(page);
    for (const [name, path] of LISTS) {
      await openList(page, path);
      const m = await measure(page);
      expect(m.page, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      expect(m.table, `${path}: the table scrolls sideways`).toBeLessThanOrEqual(0);
      expect(m.cut, `${path}: header or date cut`).toEqual([]);
      if (lang === 'de_DE') await page.screenshot({ path: `docs/screenshots/admin-${name}-de-1280.png` });
    }
  });
}

/** Every list of the back office: its screenshot name and address. */
const LISTS: [string, string][] = [
  ['news', '/admin/articles/news/list'],
  ['cases', '/admin/articles/cases/list'],
  ['honours', '/admin/articles/honors/list'],
  ['team', '/admin/team/list'],
  ['practice-areas', '/admin/expertise/list'],
  ['banners', '/admin/banner/list'],
  ['accounts', '/admin/accounts'],
  ['audit', '/admin/audit'],
  ['trash', '/admin/trash'],
  ['offices', '/admin/offices'],
  ['jobs', '/admin/jobs'],
];

async function openList(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-table').first()).toBeVisible();
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
  await settled(page);
}

/**
 * How far the page and the list's table scroll sideways (px), and the header cells and one-line
 * cells (dates) whose text does not fit: with words breaking only between words, a word wider than
 * its column would stick out.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('.ant-table-content') as HTMLElement;
    const cells = [...document.querySelectorAll<HTMLElement>('.ant-table th, .ant-table td.admin-nowrap')];
    const crumbs = [...document.querySelectorAll<HTMLElement>('.admin-header .ant-breadcrumb')];
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: table.scrollWidth - table.clientWidth,
      cut: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
      // The header's trail, where it shows, in full (not clipped mid-word).
      header: crumbs.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
    };
  });
}

test('de_DE: German counts "1 Eintrag", a hidden column is in the row detail and the column setting shows it; at 390 px the lists stay usable', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLocale(page, 'de_DE');
  await login(page);
  const cats = await categoryGroup(page);
  const title = `Einzelstück ${RUN}`;
  const { no } = await liveInTwo(page, title, cats);
  await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(title)}`);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText('1 Eintrag');

  // "Aufrufe" does not fit at 1280 px: it is in the row's detail until the column setting shows it.
  await expect(page.getByRole('columnheader', { name: 'Aufrufe' })).toHaveCount(0);
  await page
    .locator('.ant-table-row')
    .first()
    .getByRole('button', { name: /Zeile erweitern|expand/i })
    .click();
  await expect(page.getByTestId('row-detail').first()).toContainText('Aufrufe');
  await page.getByRole('button', { name: 'Spalten der Liste' }).click();
  // The setting opens with an animation: a click while it moves in may miss the box.
  await settled(page);
  await page.getByTestId('column-setting').getByRole('checkbox', { name: 'Aufrufe' }).check();
  await expect(page.getByRole('columnheader', { name: 'Aufrufe' })).toBeVisible();
  // The list never pushes the page sideways, even then (it scrolls inside itself).
  expect((await measure(page)).page).toBeLessThanOrEqual(0);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Aufrufe' })).toBeVisible();
  await page.getByRole('button', { name: 'Spalten der Liste' }).click();
  await settled(page);
  await page.getByTestId('column-setting').getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(page.getByRole('columnheader', { name: 'Aufrufe' })).toHaveCount(0);

  // A phone: no list pushes the page sideways, and each row's name and actions are on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [, path] of LISTS) {
    await openList(page, path);
    const m = await measure(page);
    expect(m.page, `${path} at 390 px: the page scrolls sideways`).toBeLessThanOrEqual(0);
    expect(m.table, `${path} at 390 px: the table scrolls sideways`).toBeLessThanOrEqual(0);
    expect(m.header, `${path} at 390 px: the header's trail is cut off`).toEqual([]);
    const first = page.locator('.ant-table-row').first();
    if (await first.count()) {
      const box = await first.locator('td').last().boundingBox();
      expect(box && box.x + box.width <= 390, `${path} at 390 px: the actions are on screen`).toBe(true);
    }
  }
  // A field with a character count and a hint under it: the count and the hint do not overlap.
  await page.goto(`/admin/articles/news/edit?no=${no}`);
  const field = page
    .locator('.ant-form-item')
    .filter({ has: page.locator('textarea[id$="metaDescription"]:visible') })
    .last();
  await expect(field).toBeVisible();
  await settled(page);
  await field.scrollIntoViewIfNeeded();
  // The hint's lines as drawn (its text, not its box) against the count's box.
  const overlaps = await field.evaluate((item) => {
    const count = item.querySelector('.ant-input-data-count')!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(item.querySelector('.ant-form-item-extra')!);
    const lines = [...range.getClientRects()];
    return (
      lines.length === 0 ||
      lines.some((r) => r.left < count.right && count.left < r.right && r.top < count.bottom && count.top < r.bottom)
    );
  });
  expect(overlaps, 'the character count overlaps the hint under the field').toBe(false);
});

test('en_US: the action bar stays in view on a long form, Ctrl+S saves, and the preview says it shows the last saved state', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await useLocale(page, 'en_US');
  await login(page);
  const cats = await categoryGroup(page);
  const { no } = await liveInTwo(page, `Lange Form ${RUN}`, cats);
  await page.goto(`/admin/articles/news/edit?no=${no}`);
  await page.getByRole('tab', { name: /German/ }).click();
  const titleField = pane(page).getByLabel('Title', { exact: true });
  await expect(titleField).toHaveValue(`Lange Form ${RUN} de_DE`);

  // Scrolled to the end of the form: Save and Publish are still on screen, under the header.
  await page.getByText('About this item (all languages)').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const bar = page.getByTestId('edit-bar');
  await expect(bar.getByRole('button', { name: /Save$/ })).toBeInViewport();
  await expect(bar.getByRole('button', { name: /Publish$/ })).toBeInViewport();
  const top = (await bar.boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(63);
  expect(top).toBeLessThan(80);

  // Preview before any change: it says what it shows.
  await page
    .getByRole('group', { name: 'This item' })
    .getByRole('button', { name: /Preview$/ })
    .click();
  const preview = page.getByRole('dialog', { name: /Preview \(German\)/ });
  await expect(preview.getByTestId('preview-state')).toHaveText('The preview shows the last saved state in German.');
  await expect(preview.getByTestId('preview-frame')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // A change, then the preview warns that it is not in it.
  await titleField.fill(`Kurz gespeichert ${RUN}`);
  await page
    .getByRole('group', { name: 'This item' })
    .getByRole('button', { name: /Preview$/ })
    .click();
  await expect(preview.getByTestId('preview-state')).toContainText('without your unsaved changes');
  await expect(preview.getByTestId('preview-frame')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // Ctrl+S saves (the browser's "save page" is not opened: the key's default is prevented).
  await page.evaluate(() => {
    window.addEventListener('keydown', (e) => {
      if (e.key === 's') (window as Window & { savePrevented?: boolean }).savePrevented = e.defaultPrevented;
    });
  });
  await titleField.press('Control+s');
  await expect(page.locator('.ant-message').getByText('Saved', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { savePrevented?: boolean }).savePrevented)).toBe(true);
  const rows = await api<Article[]>(page, 'GET', `/admin/latest-news?no=${no}&pageSize=10`);
  // Saved as it was (Save never changes what is live): German keeps its status with the new title.
  expect(rows.find((r) => r.lang === 'de_DE')).toMatchObject({ title: `Kurz gespeichert ${RUN}`, status: 'published' });
});
