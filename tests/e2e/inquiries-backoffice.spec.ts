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

  const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const contact = await visitor.newPage();
  await contact.goto('/contact?lang=en_US');
  await expect(contact.locator('form.inq-form')).toContainText('Call us first (e2e).');
  await visitor.close();

  // Back as it was: the notice and the acknowledgement off.
  await notice.fill(before);
  await page.locator('#inq-set-ack').click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/admin/inquiries/settings', { headers: { Authorization: auth } })).json()).result.acknowledge).toBe(false);
});

test('a practice area gets its own inquiry recipient in its edit form; an invalid address is refused there', async ({ page }) => {
  await useLocale(page, 'en_US');
  await adminLogin(page);
  const auth = await adminToken(page);
  const list = await page.request.get('/api/admin/professionalField?lang=en_US&pageSize=1', { headers: { Authorization: auth } });
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
      const group = await page.request.get(`/api/admin/professionalField/group/${area.no}`, { headers: { Authorization: auth } });
      return ((await group.json()).result as { inquiryEmail: string | null }[]).map((r) => r.inquiryEmail);
    })
    .toEqual(expect.arrayContaining(['area-e2e@kanzlei.example']));
  await page.reload();
  await expect(page.getByLabel('Inquiry recipient')).toHaveValue('area-e2e@kanzlei.example');
});
