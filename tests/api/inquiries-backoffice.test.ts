import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';

/**
 * Issue #30, the back office's part: the practice area's inquiry recipient (admin API only, never
 * public), through the real API on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe('a practice area’s inquiry recipient', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is saved for every language of the area, kept when left out, cleared by an empty string, and never public', async () => {
    const made = await adminCall(t, 'POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Steuerrecht', status: 'published', inquiryEmail: 'steuer@kanzlei.example' },
      { lang: 'en_US', name: 'Tax law', status: 'published' },
    ]);
    expect(made.status).toBe(200);
    const no = made.body.result[0].no as string;
    const group = await adminCall(t, 'GET', `/admin/professionalField/group/${no}`);
    expect(group.body.result.map((r: { lang: string; inquiryEmail: string }) => [r.lang, r.inquiryEmail])).toEqual([
      ['de_DE', 'steuer@kanzlei.example'],
      ['en_US', 'steuer@kanzlei.example'],
    ]);
    const detail = await adminCall(t, 'GET', `/admin/professionalField/detail/${made.body.result[0].id}`);
    expect(detail.body.result.group[0].inquiryEmail).toBe('steuer@kanzlei.example');

    // The public API: the area is there, its recipient is not.
    const list = await t.call('GET', '/user/professionalField/list', { lang: 'en_US' });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Tax law');
    expect(JSON.stringify(list.body)).not.toContain('steuer@');
    const one = await t.call('GET', `/user/professionalField/${made.body.result[1].id}`, { lang: 'en_US' });
    expect(one.status).toBe(200);
    expect(JSON.stringify(one.body)).not.toContain('steuer@');
    expect(one.body.result).not.toHaveProperty('inquiryEmail');

    // An update that leaves it out keeps it; a language added later takes it.
    const ids = group.body.result.map((r: { id: number }) => r.id);
    const kept = await adminCall(t, 'PUT', '/admin/professionalField', [
      { id: ids[0], lang: 'de_DE', name: 'Steuerrecht', status: 'published' },
      { id: ids[1], lang: 'en_US', name: 'Tax law', status: 'published' },
      { no, lang: 'zh_CN', name: '税法', status: 'published' },
    ]);
    expect(kept.status).toBe(200);
    const after = await adminCall(t, 'GET', `/admin/professionalField/group/${no}`);
    expect(after.body.result.map((r: { inquiryEmail: string }) => r.inquiryEmail)).toEqual(['steuer@kanzlei.example', 'steuer@kanzlei.example', 'steuer@kanzlei.example']);

    // An invalid address is refused with a message naming the field, and nothing changes.
    const bad = await adminCall(t, 'PUT', '/admin/professionalField', [{ id: ids[0], lang: 'de_DE', name: 'Steuerrecht geändert', inquiryEmail: 'not an address' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.result).toBeNull();
    expect(bad.body.message).toMatch(/inquiryEmail/);
    const unchanged = await adminCall(t, 'GET', `/admin/professionalField/group/${no}`);
    expect(unchanged.body.result[0].name).toBe('Steuerrecht');

    // An empty string clears it (mail then goes to the site's e-mail).
    const cleared = await adminCall(t, 'PUT', '/admin/professionalField', [{ id: ids[1], lang: 'en_US', name: 'Tax law', inquiryEmail: '' }]);
    expect(cleared.status).toBe(200);
    const none = await adminCall(t, 'GET', `/admin/professionalField/group/${no}`);
    expect(none.body.result.map((r: { inquiryEmail: string | null }) => r.inquiryEmail)).toEqual([null, null, null]);
  });
});
