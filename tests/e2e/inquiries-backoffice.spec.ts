import { test, expect, adminLogin, adminToken, useLocale, axeViolations } from './fixtures';

/**
 * Issue #30 in the back office: an Administrator words the inquiry form (per language) and turns
 * the acknowledgement on and off in the Inquiries screen's settings, and gives a practice area its
 * own inquiry recipient in the practice area's edit form.
 */

test('an administrator words the form’s notice, which the contact page then shows', async ({ page }) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  const auth = await adminToken(page);
  await page.goto('/admin/inquiries');
  await page.getByTestId('inquiry-settings-open').click();
  const form = page.getByTestId('inquiry-settings');
  await form.getByRole('tab', { name: 'English' }).click();
  const notice = page.locator('#inq-set-notice-en_US');
  await expect(notice).not.toHaveValue('');
  const before = await notice.inputValue();
  await notice.fill('Sending this form creates no mandate. Call us first (e2e).');
  await page.locator('#inq-set-ack').click();
  await expect(page.locator('#inq-set-ack')).toHaveAttribute('aria-checked', 'true');
  expect(await axeViolations(page, { impact: ['serious', 'critical'] })).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  const stored = await page.request.get('/api/admin/inquiries/settings', { headers: { Authorization: auth } });
  const settings = (await stored.json()).result;
  expect(settings.acknowledge).toBe(true);
  expect(settings.texts.en_US.notice).toBe('Sending this form creates no mandate. Call us first (e2e).');

  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const contact = await visitor.newPage();
  await contact.goto('/contact?lang=en_US');
  await expect(contact.locator('form.inq-form')).toContainText('Call us first (e2e).');
  await visitor.close();

  // Back as it was: the notice and the acknowledgement off.
  await notice.fill(before);
  await page.locator('#inq-set-ack').click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/admin/inquiries/settings', { headers: { Authorization: auth } })).json())
          .result.acknowledge,
    )
    .toBe(false);
});

test('a practice area gets its own inquiry recipient in its edit form; an invalid address is refused there', async ({
  page,
}) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  const auth = await adminToken(page);
  const list = await page.request.get('/api/admin/professionalField?lang=en_US&pageSize=1', {
    headers: { Authorization: auth },
  });
  const area = (await list.json()).result[0] as { id: number; no: string };
  await page.goto(`/admin/expertise/edit/${area.id}`);
  // The form has loaded once the name is in.
  await expect(page.getByRole('textbox', { name: /Name/ }).first()).not.toHaveValue('');
  const field = page.getByLabel('Inquiry recipient');
  await field.fill('not an address');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await field.fill('area-e2e@kanzlei.example');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect
    .poll(async () => {
      const group = await page.request.get(`/api/admin/professionalField/group/${area.no}`, {
        headers: { Authorization: auth },
      });
      return ((await group.json()).result as { inquiryEmail: string | null }[]).map((r) => r.inquiryEmail);
    })
    .toEqual(expect.arrayContaining(['area-e2e@kanzlei.example']));
  await page.reload();
  await expect(page.getByLabel('Inquiry recipient')).toHaveValue('area-e2e@kanzlei.example');
});

test('publishing a case without the client’s consent on file asks first; the public page shows nothing of the flag', async ({
  page,
  browser,
}) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  const auth = await adminToken(page);
  const list = await page.request.get('/api/admin/case-analysis?lang=en_US&pageSize=1', {
    headers: { Authorization: auth },
  });
  const item = (await list.json()).result[0] as { id: number; no: string; clientConsent: boolean };
  expect(item.clientConsent).toBe(false);
  await page.goto(`/admin/articles/cases/edit?no=${item.no}`);
  const consent = page.getByLabel('Client consent on file');
  await expect(consent).not.toBeChecked();
  await expect(
    page.getByText('A case analysis that names a client needs their consent on file (§ 6 BORA).'),
  ).toBeVisible();

  // Without the flag, Publish asks; "Back" publishes nothing.
  await page.getByRole('button', { name: 'Publish' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Does this case name a client?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Their consent must be on file (§ 6 BORA)');
  expect(await axeViolations(page, { impact: ['serious', 'critical'] })).toEqual([]);
  await ask.getByRole('button', { name: 'Back' }).click();
  await expect(ask).toHaveCount(0);

  // With the flag on, Publish goes ahead without asking, and the flag is stored for the item.
  await consent.check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.ant-message').getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: 'Does this case name a client?' })).toHaveCount(0);
  const stored = await page.request.get(`/api/admin/case-analysis?no=${item.no}`, { headers: { Authorization: auth } });
  const rows = (await stored.json()).result as { clientConsent: boolean }[];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r.clientConsent)).toBe(true);

  // The public page and API: nothing of it.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const v = await visitor.newPage();
  for (const lang of ['de_DE', 'en_US', 'zh_CN']) {
    await v.goto(`/case/detail/${item.id}?lang=${lang}`);
    const html = await v.content();
    expect(html).not.toMatch(/clientConsent|client_consent|consent on file|Einwilligung des Mandanten|已取得客户同意/);
  }
  const api = await v.request.get(`/api/user/case-analysis/${item.id}`, { headers: { 'X-Language': 'en_US' } });
  expect(api.status()).toBe(200);
  expect(await api.text()).not.toMatch(/clientConsent|client_consent/);
  await visitor.close();
});

test('the imprint shows the structured part from the site configuration above the free text, in every language', async ({
  browser,
}) => {
  const expected = {
    de_DE: { register: 'PR 2417', bar: 'Rechtsanwaltskammer München', heading: 'Pflichtangaben' },
    en_US: {
      register: 'PR 2417',
      bar: 'Rechtsanwaltskammer München (Munich Bar Association)',
      heading: 'Mandatory information',
    },
    zh_CN: { register: 'PR 2417', bar: '慕尼黑律师协会（Rechtsanwaltskammer München）', heading: '法定披露信息' },
  } as const;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [lang, want] of Object.entries(expected)) {
    await page.goto(`/docs/imprint?lang=${lang}`);
    const facts = page.getByTestId('imprint-facts');
    await expect(facts.getByRole('heading', { level: 2 })).toHaveText(want.heading);
    await expect(facts.getByTestId('imprint-register')).toContainText(want.register);
    await expect(facts.getByTestId('imprint-bar')).toContainText(want.bar);
    await expect(facts.getByTestId('imprint-bar')).toContainText('Tal 33');
    await expect(facts.getByRole('link', { name: /BRAO/ })).toHaveAttribute('href', /^https:\/\//);
    // No link to the EU ODR platform (closed in July 2025).
    expect(await page.locator('a[href*="ec.europa.eu/consumers/odr"]').count()).toBe(0);
    // Above the free text.
    const order = await page.evaluate(() => {
      const f = document.querySelector('[data-testid="imprint-facts"]')!;
      const prose = [...document.querySelectorAll('.prose--doc')].find((e) => e !== f)!;
      return f.compareDocumentPosition(prose) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
  }
  await context.close();
  const js = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const p = await js.newPage();
  await p.goto('/docs/imprint?lang=de_DE');
  expect(await axeViolations(p)).toEqual([]);
  await js.close();
});

test('an administrator edits the imprint’s register number under Site → Imprint, and the imprint shows it', async ({
  page,
  browser,
}) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  await page.goto('/admin/site/imprint');
  const card = page.getByTestId('imprint-form');
  await card.getByRole('tab', { name: 'English' }).click();
  const field = page.locator('#imprint-en_US-registerNumber');
  await expect(field).toHaveValue(/PR 2417/);
  const before = await field.inputValue();
  await field.fill('PR 9999 (e2e)');
  // A rule link that is no URL is refused in the form.
  const link = card.locator('#en_US_rules_0_url');
  const linkBefore = await link.inputValue();
  await link.fill('not a link');
  await card.getByTestId('imprint-save').click();
  await expect(card.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await link.fill(linkBefore);
  await card.getByTestId('imprint-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  expect(await axeViolations(page, { impact: ['serious', 'critical'] })).toEqual([]);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const v = await visitor.newPage();
  await v.goto('/docs/imprint?lang=en_US');
  await expect(v.getByTestId('imprint-register')).toContainText('PR 9999 (e2e)');
  await v.goto('/docs/imprint?lang=de_DE');
  await expect(v.getByTestId('imprint-register')).toContainText('PR 2417');
  await visitor.close();

  // Back as it was.
  await field.fill(before);
  await card.getByTestId('imprint-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
});

test('the inbox lists inquiries when the mail summary fails, and a refused delete is reported, not thrown', async ({
  page,
  browser,
}) => {
  // A visitor writes (through the contact form, at a human's pace).
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const v = await visitor.newPage();
  await v.goto('/contact?lang=en_US');
  const opened = Date.now();
  const form = v.locator('form.inq-form');
  const email = `summary-down-${Date.now()}@example.org`;
  await form.locator('#inq-name').fill('Erika Mustermann');
  await form.locator('#inq-email').fill(email);
  await form.locator('#inq-subject').fill('Summary down');
  await form.locator('#inq-message').fill('Please call me.');
  await form.locator('#inq-consent').check();
  await v.waitForTimeout(Math.max(0, 3300 - (Date.now() - opened)));
  await form.getByRole('button').click();
  await v.waitForURL(/sent=1/);
  await visitor.close();

  const thrown: string[] = [];
  page.on('pageerror', (e) => thrown.push(String(e)));
  await useLocale(page, 'en_US');
  await adminLogin(page);
  const auth = await adminToken(page);
  // The summary call fails (the server does not answer it): the list, which did answer, is shown.
  await page.route('**/api/admin/inquiries/summary**', (route) => route.abort('connectionrefused'));
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
  const row = page.locator('tr', { hasText: email });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('list-error')).toHaveCount(0);
  await page.unroute('**/api/admin/inquiries/summary**');

  // Deleted meanwhile elsewhere: this delete is refused (404), said in the notification, nothing thrown.
  const found = await page.request.get(`/api/admin/inquiries?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: auth },
  });
  const id = ((await found.json()).result as { id: number }[])[0].id;
  await row.getByRole('button', { name: /Open/ }).click();
  const detail = page.getByTestId('inquiry-detail');
  await expect(detail).toBeVisible();
  const gone = await page.request.delete(`/api/admin/inquiries/${id}`, { headers: { Authorization: auth } });
  expect(gone.status()).toBe(200);
  await detail.getByRole('button', { name: 'Delete' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /OK|Delete|Yes/ })
    .click();
  await expect(page.locator('.ant-notification-notice')).toBeVisible();
  await expect(detail).toBeVisible();
  expect(thrown).toEqual([]);
});
