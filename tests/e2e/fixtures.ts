import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const ADMIN_ACCOUNT = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** Fails the test on any console error or uncaught page error (a broken page must not pass). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
    },
    { auto: true },
  ],
});
export { expect };

/** Opens a page in a language by setting the umi_locale cookie and localStorage first. */
export async function useLocale(page: Page, locale: 'de_DE' | 'en_US' | 'zh_CN') {
  await page.context().addCookies([{ name: 'umi_locale', value: locale, url: test.info().project.use.baseURL! }]);
  await page.addInitScript((l) => window.localStorage.setItem('umi_locale', l), locale);
}

/**
 * Waits until no finite CSS animation or transition runs (antd's dialogs, menus and form messages
 * move in and out): what a test clicks or scans is then what a visitor sees once the page is still.
 * Endless animations (a spinner) are not waited for.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** axe-core scan for WCAG 2.1 A/AA, once the page is still; returns the violations (expect it to be empty). */
export async function axeViolations(
  page: Page,
  opts: { impact?: ('minor' | 'moderate' | 'serious' | 'critical')[] } = {},
) {
  await settled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const impacts = opts.impact;
  return result.violations
    .filter((v) => !impacts || impacts.some((i) => i === v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** Logs into the back office through the login page. */
export async function adminLogin(page: Page, password = ADMIN_PASSWORD) {
  await page.goto('/admin-login');
  await page.getByLabel(/account|Konto|账号/i).fill(ADMIN_ACCOUNT);
  await page.getByLabel(/password|Passwort|密码/i).fill(password);
  await page.getByRole('button', { name: /log in|anmelden|登录/i }).click();
  await page.waitForURL(/\/admin(\/|$)/);
}

/** The back office's session token of a logged-in page (for API calls beside the UI). */
export async function adminToken(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('admin_token'))) ?? '';
}
