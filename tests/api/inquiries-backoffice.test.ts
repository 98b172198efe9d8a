import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { CatalogType } from '#contract/enums.ts';

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
    expect(after.body.result.map((r: { inquiryEmail: string }) => r.inquiryEmail)).toEqual([
      'steuer@kanzlei.example',
      'steuer@kanzlei.example',
      'steuer@kanzlei.example',
    ]);

    // An invalid address is refused with a message naming the field, and nothing changes.
    const bad = await adminCall(t, 'PUT', '/admin/professionalField', [
      { id: ids[0], lang: 'de_DE', name: 'Steuerrecht geändert', inquiryEmail: 'not an address' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.result).toBeNull();
    expect(bad.body.message).toMatch(/inquiryEmail/);
    const unchanged = await adminCall(t, 'GET', `/admin/professionalField/group/${no}`);
    expect(unchanged.body.result[0].name).toBe('Steuerrecht');

    // An empty string clears it (mail then goes to the site's e-mail).
    const cleared = await adminCall(t, 'PUT', '/admin/professionalField', [
      { id: ids[1], lang: 'en_US', name: 'Tax law', inquiryEmail: '' },
    ]);
    expect(cleared.status).toBe(200);
    const none = await adminCall(t, 'GET', `/admin/professionalField/group/${no}`);
    expect(none.body.result.map((r: { inquiryEmail: string | null }) => r.inquiryEmail)).toEqual([null, null, null]);
  });
});

describe('a case analysis’s “client consent on file” flag (§ 6 BORA)', () => {
  let t: TestApp;
  let cases: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    const made = await adminCall(
      t,
      'POST',
      '/admin/catalog',
      ['de_DE', 'en_US'].map((lang) => ({ lang, name: `Fälle ${lang}`, type: CatalogType.CASES, parentId: null })),
    );
    expect(made.status).toBe(200);
    cases = Object.fromEntries(made.body.result.map((c: { lang: string; id: number }) => [c.lang, c.id]));
  });
  afterAll(async () => t?.close());

  const element = (lang: string, extra: Record<string, unknown> = {}) => ({
    lang,
    title: `Mandant Müller GmbH ${lang}`,
    coverUrl: '/api/upload/cover.webp',
    content: '<p>Wir vertraten die Müller GmbH.</p>',
    cataId: cases[lang],
    status: 'published',
    ...extra,
  });

  it('is the item’s, off by default, kept when left out, shown in the admin API and never in the public one', async () => {
    const made = await adminCall(t, 'POST', '/admin/case-analysis', [element('de_DE')]);
    expect(made.status).toBe(200);
    expect(made.body.result[0].clientConsent).toBe(false);
    const no = made.body.result[0].no as string;
    const id = made.body.result[0].id as number;

    // Set in one element, it is every language's, and a language added later has it too.
    const set = await adminCall(t, 'PUT', '/admin/case-analysis', [
      { ...element('de_DE', { clientConsent: true }), id, no },
      { ...element('en_US'), no },
    ]);
    expect(set.status).toBe(200);
    expect(set.body.result.map((r: { clientConsent: boolean }) => r.clientConsent)).toEqual([true, true]);
    const listed = await adminCall(t, 'GET', `/admin/case-analysis?no=${no}`);
    expect(listed.body.result.map((r: { clientConsent: boolean }) => r.clientConsent)).toEqual([true, true]);

    // Left out, it stays.
    const kept = await adminCall(t, 'PUT', '/admin/case-analysis', [{ ...element('de_DE'), id, no }]);
    expect(kept.status).toBe(200);
    expect(kept.body.result.every((r: { clientConsent: boolean }) => r.clientConsent === true)).toBe(true);

    // Not a boolean: 400 naming the field, nothing changed.
    const bad = await adminCall(t, 'PUT', '/admin/case-analysis', [
      { ...element('de_DE', { clientConsent: 'maybe', title: 'Changed' }), id, no },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.result).toBeNull();
    expect(bad.body.message).toMatch(/clientConsent/);

    // The public API never shows it (detail and list, every language).
    for (const lang of ['de_DE', 'en_US']) {
      const list = await t.call('GET', '/user/case-analysis', { lang });
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).toContain('Müller GmbH');
      expect(JSON.stringify(list.body)).not.toMatch(/clientConsent|client_consent/);
    }
    const one = await t.call('GET', `/user/case-analysis/${id}`, { lang: 'de_DE' });
    expect(one.status).toBe(200);
    expect(one.body.result.title).toContain('Müller GmbH');
    expect(JSON.stringify(one.body)).not.toMatch(/clientConsent|client_consent/);

    // Cleared again.
    const off = await adminCall(t, 'PUT', '/admin/case-analysis', [
      { ...element('de_DE', { clientConsent: false }), id, no },
    ]);
    expect(off.body.result.map((r: { clientConsent: boolean }) => r.clientConsent)).toEqual([false, false]);
  });
});

describe('the Impressum’s structured part in the site configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('round-trips per language, keeps what a save leaves out, and the public API gives the visitor’s language', async () => {
    const empty = await adminCall(t, 'GET', '/admin/portal-config/imprint');
    expect(empty.status).toBe(200);
    expect(empty.body.result.de_DE).toMatchObject({ registerNumber: '', bar: '', rules: [] });

    const saved = await adminCall(t, 'PUT', '/admin/portal-config/imprint', {
      de_DE: {
        partnership: 'Muster Rechtsanwälte PartG mbB',
        registerCourt: 'Amtsgericht München',
        registerNumber: ' PR 1234 ',
        bar: 'Rechtsanwaltskammer München',
        barAddress: 'Tal 33, 80331 München',
        rules: [
          { name: 'BRAO', url: 'https://www.gesetze-im-internet.de/brao/' },
          { name: 'BerHG', url: '' },
        ],
        disputeResolution: 'Wir nehmen nicht an Verfahren vor einer Verbraucherschlichtungsstelle teil.',
      },
      en_US: { registerNumber: 'PR 1234', bar: 'Munich Bar Association' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.de_DE).toMatchObject({
      registerNumber: 'PR 1234',
      bar: 'Rechtsanwaltskammer München',
      rules: [{ name: 'BRAO' }, { name: 'BerHG', url: '' }],
    });

    // A save that sends one field keeps the others.
    const again = await adminCall(t, 'PUT', '/admin/portal-config/imprint', { de_DE: { vatId: 'DE123456789' } });
    expect(again.body.result.de_DE).toMatchObject({
      vatId: 'DE123456789',
      registerNumber: 'PR 1234',
      partnership: 'Muster Rechtsanwälte PartG mbB',
    });

    const de = await t.call('GET', '/user/portal-config/imprint', { lang: 'de_DE' });
    expect(de.status).toBe(200);
    expect(de.body.result).toMatchObject({
      registerNumber: 'PR 1234',
      bar: 'Rechtsanwaltskammer München',
      vatId: 'DE123456789',
    });
    const en = await t.call('GET', '/user/portal-config/imprint', { lang: 'en_US' });
    expect(en.body.result).toMatchObject({ registerNumber: 'PR 1234', bar: 'Munich Bar Association', vatId: '' });
  });

  it('refuses a rule link that is no URL, an overlong field, too many rules and an anonymous caller, and ignores an unknown language, changing nothing', async () => {
    const before = (await adminCall(t, 'GET', '/admin/portal-config/imprint')).body.result;
    const cases: [unknown, RegExp][] = [
      [{ de_DE: { rules: [{ name: 'BRAO', url: 'javascript:alert(1)' }] } }, /url/],
      [{ de_DE: { registerNumber: 'x'.repeat(101) } }, /registerNumber/],
      [{ de_DE: { rules: Array.from({ length: 21 }, () => ({ name: 'x', url: '' })) } }, /rules/],
    ];
    for (const [body, named] of cases) {
      const res = await adminCall(t, 'PUT', '/admin/portal-config/imprint', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.result).toBeNull();
      expect(res.body.message).toMatch(named);
    }
    const anonymous = await t.call('PUT', '/admin/portal-config/imprint', { body: { de_DE: { bar: 'x' } } });
    expect(anonymous.status).toBe(401);
    const unknown = await adminCall(t, 'PUT', '/admin/portal-config/imprint', { fr_FR: { bar: 'x' } });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.result).sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);
    expect((await adminCall(t, 'GET', '/admin/portal-config/imprint')).body.result).toEqual(before);
  });
});
