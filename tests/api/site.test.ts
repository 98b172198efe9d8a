import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import type { Banner, Icon, Job, Office, PortalConfig, SiteDocument } from '#contract/entities.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const admin = (method: string, url: string, body?: unknown, lang?: string) => adminCall(t, method, url, body, lang);

describe('banners', () => {
  const banner = (over: Record<string, unknown> = {}) => ({
    lang: 'en_US',
    imgPath: '/api/upload/banner.jpg',
    title: 'Welcome',
    subTitle: 'Munich',
    linkUrl: '/about',
    top: 0,
    ...over,
  });

  it('needs a token for every admin call, not for the public list', async () => {
    for (const [method, url] of [
      ['GET', '/admin/banner'],
      ['POST', '/admin/banner'],
      ['PUT', '/admin/banner'],
      ['DELETE', '/admin/banner/1'],
      ['GET', '/admin/banner/detail/1'],
      ['PUT', '/admin/banner/1/1'],
    ]) {
      expect(
        (await t.call(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : banner() })).status,
        `${method} ${url}`,
      ).toBe(401);
    }
    expect((await t.call('GET', '/user/banner')).status).toBe(200);
  });

  it('creates, reads, updates, pins and deletes', async () => {
    const created = await admin('POST', '/admin/banner', banner({ extra: 'dropped' }));
    expect(created.status).toBe(200);
    const b = created.body.result;
    expect(b).toMatchObject({
      lang: 'en_US',
      imgPath: '/api/upload/banner.jpg',
      title: 'Welcome',
      subTitle: 'Munich',
      linkUrl: '/about',
      top: 0,
    });
    expect(b.extra).toBeUndefined();
    expect(typeof b.id).toBe('number');

    const detail = await admin('GET', `/admin/banner/detail/${b.id}?_t=1`);
    expect(detail.body.result).toEqual(b);

    const updated = await admin('PUT', '/admin/banner', {
      ...banner({ title: 'Hello', linkUrl: 'https://example.com/x' }),
      id: b.id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result.title).toBe('Hello');
    expect(updated.body.result.linkUrl).toBe('https://example.com/x');

    // Fields left out of an update keep their values.
    const partial = await admin('PUT', '/admin/banner', { id: b.id, lang: 'en_US', imgPath: '/api/upload/other.jpg' });
    expect(partial.body.result).toMatchObject({
      imgPath: '/api/upload/other.jpg',
      title: 'Hello',
      subTitle: 'Munich',
      linkUrl: 'https://example.com/x',
    });
    const cleared = await admin('PUT', '/admin/banner', {
      id: b.id,
      lang: 'en_US',
      imgPath: '/api/upload/other.jpg',
      linkUrl: '',
    });
    expect(cleared.body.result.linkUrl).toBeNull();

    const pinned = await admin('PUT', `/admin/banner/${b.id}/1`);
    expect(pinned.body.result.top).toBe(1);
    expect((await admin('PUT', `/admin/banner/${b.id}/2`)).status).toBe(400);
    expect((await admin('PUT', '/admin/banner/999999/1')).status).toBe(404);

    expect((await admin('DELETE', `/admin/banner/${b.id}`)).status).toBe(200);
    expect((await admin('GET', `/admin/banner/detail/${b.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/admin/banner/${b.id}`)).status).toBe(404);
    expect((await admin('PUT', '/admin/banner', { ...banner(), id: b.id })).status).toBe(404);
  });

  it('refuses bad URLs and missing fields, naming them', async () => {
    const badLink = await admin('POST', '/admin/banner', banner({ linkUrl: 'javascript:alert(1)' }));
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toContain('linkUrl');
    const noImg = await admin('POST', '/admin/banner', { lang: 'en_US', title: 'x' });
    expect(noImg.status).toBe(400);
    expect(noImg.body.message).toContain('imgPath');
    const badLang = await admin('POST', '/admin/banner', banner({ lang: 'fr_FR' }));
    expect(badLang.status).toBe(400);
    expect(badLang.body.message).toContain('lang');
    expect((await admin('PUT', '/admin/banner', banner())).status).toBe(400);
    expect((await admin('GET', '/admin/banner/detail/abc')).status).toBe(400);
  });

  it('lists pinned first, then sort, then newest, per language, paged', async () => {
    const ids: Record<string, number> = {};
    for (const [name, over] of [
      ['old', { sort: 0 }],
      ['new', { sort: 0 }],
      ['sorted', { sort: 5 }],
      ['pinned', { sort: 9, top: 1 }],
      ['german', { lang: 'de_DE' }],
    ] as const) {
      ids[name] = (await admin('POST', '/admin/banner', banner({ title: name, ...over }))).body.result.id;
    }
    const pub = await t.call('GET', '/user/banner?_t=5', { lang: 'en_US' });
    expect(pub.body.result.map((b: Banner) => b.title)).toEqual(['pinned', 'new', 'old', 'sorted']);
    const de = await t.call('GET', '/user/banner', { lang: 'de_DE' });
    expect(de.body.result.map((b: Banner) => b.title)).toEqual(['german']);
    const zh = await t.call('GET', '/user/banner', { lang: 'xx' });
    expect(zh.body.result).toEqual([]);

    const page = await admin('GET', '/admin/banner?lang=en_US&pageNo=2&pageSize=3');
    expect(page.body.pageable).toEqual({ pageNo: 2, pageSize: 3, totalCount: 4 });
    expect(page.body.result.map((b: Banner) => b.title)).toEqual(['sorted']);
    const byPage = await admin('GET', '/admin/banner?page=1&pageSize=2');
    expect(byPage.body.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 5 });
    const defaults = await admin('GET', '/admin/banner');
    expect(defaults.body.pageable).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect((await admin('GET', '/admin/banner?pageSize=101')).status).toBe(400);
    expect((await admin('GET', '/admin/banner?pageNo=0')).status).toBe(400);
    for (const id of Object.values(ids)) await admin('DELETE', `/admin/banner/${id}`);
  });
});

describe('site configuration', () => {
  const config = (over: Record<string, unknown> = {}) => ({
    lang: 'en_US',
    name: 'Muster & Partner',
    iconUrl: '/api/upload/logo.png',
    address: 'Maximilianstraße 1, 80539 München',
    email: 'office@example.com',
    tel: '+49 89 123456',
    introduce: '<p>We advise.</p><script>alert(1)</script>',
    lawyerCount: 12,
    isLawyerCountVisible: 1,
    totalPeople: 30,
    isTotalPeopleVisible: 0,
    branchCount: 1,
    isBranchCountVisible: 1,
    advantagesList: [{ title: 'Experience', content: '30 years', extra: 'x' }],
    environmentList: [{ title: 'Reception', coverUrl: '/api/upload/reception.jpg' }],
    ...over,
  });

  it('answers empty defaults for a language without configuration', async () => {
    const res = await t.call('GET', '/user/portal-config', { lang: 'de_DE' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      lang: 'de_DE',
      name: '',
      email: null,
      advantagesList: [],
      environmentList: [],
      isLawyerCountVisible: 0,
    });
  });

  it('no browser or proxy keeps an API answer: admin and public reads, writes and errors are no-store', async () => {
    const answers = [
      await admin('GET', '/admin/portal-config'),
      await admin('POST', '/admin/portal-config', [config()]),
      await t.call('GET', '/user/portal-config', { lang: 'de_DE' }),
      await t.call('GET', '/admin/portal-config'),
      await t.call('GET', '/user/latest-news/999999', { lang: 'de_DE' }),
      await admin('POST', '/admin/portal-config', [config({ email: 'broken' })]),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 401, 404, 400]);
    for (const a of answers) expect(a.headers['cache-control']).toBe('no-store');
  });

  it('needs a token to read and write the admin side', async () => {
    expect((await t.call('GET', '/admin/portal-config')).status).toBe(401);
    expect((await t.call('POST', '/admin/portal-config', { body: [config()] })).status).toBe(401);
  });

  it('saves per language, sanitises the introduction and drops unknown fields', async () => {
    const res = await admin('POST', '/admin/portal-config', [
      config(),
      config({ lang: 'zh_CN', name: '律所', email: '' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(2);
    const en = (await t.call('GET', '/user/portal-config?_t=1', { lang: 'en_US' })).body.result;
    expect(en).toMatchObject({
      lang: 'en_US',
      name: 'Muster & Partner',
      email: 'office@example.com',
      lawyerCount: 12,
      isTotalPeopleVisible: 0,
      advantagesList: [{ title: 'Experience', content: '30 years' }],
      environmentList: [{ title: 'Reception', coverUrl: '/api/upload/reception.jpg' }],
    });
    expect(en.introduce).toBe('<p>We advise.</p>');
    expect(en.advantagesList[0].extra).toBeUndefined();
    const zh = (await t.call('GET', '/user/portal-config')).body.result;
    expect(zh.name).toBe('律所');
    expect(zh.email).toBeNull();

    const all = await admin('GET', '/admin/portal-config');
    expect(all.body.result.map((c: PortalConfig) => c.lang)).toEqual(['de_DE', 'en_US', 'zh_CN']);
    const one = await admin('GET', '/admin/portal-config?lang=en_US');
    expect(one.body.result).toHaveLength(1);
    expect(one.body.result[0].name).toBe('Muster & Partner');

    // Saving again replaces (upsert by language).
    await admin('POST', '/admin/portal-config', [config({ name: 'Renamed', advantagesList: [] })]);
    const again = (await t.call('GET', '/user/portal-config', { lang: 'en_US' })).body.result;
    expect(again.name).toBe('Renamed');
    expect(again.advantagesList).toEqual([]);
  });

  it('refuses a bad e-mail or URL naming the field, and stores nothing of the array', async () => {
    const badEmail = await admin('POST', '/admin/portal-config', [
      config({ lang: 'de_DE', name: 'DE' }),
      config({ email: 'not-an-email' }),
    ]);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('email');
    expect((await t.call('GET', '/user/portal-config', { lang: 'de_DE' })).body.result.name).toBe('');

    const badIcon = await admin('POST', '/admin/portal-config', [config({ iconUrl: 'ftp://x' })]);
    expect(badIcon.status).toBe(400);
    expect(badIcon.body.message).toContain('iconUrl');
    const badCover = await admin('POST', '/admin/portal-config', [
      config({ environmentList: [{ title: 'x', coverUrl: 'javascript:1' }] }),
    ]);
    expect(badCover.status).toBe(400);
    expect(badCover.body.message).toContain('coverUrl');
    const twice = await admin('POST', '/admin/portal-config', [config({ lang: 'de_DE' }), config({ lang: 'de_DE' })]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('lang');
    expect((await admin('POST', '/admin/portal-config', config())).status).toBe(400);
    expect((await admin('POST', '/admin/portal-config', [])).status).toBe(400);
    expect((await t.call('GET', '/user/portal-config', { lang: 'de_DE' })).body.result.name).toBe('');
  });

  it('keeps the fields an element leaves out', async () => {
    await admin('POST', '/admin/portal-config', [
      config({ lang: 'de_DE', name: 'Kanzlei', address: 'Maximilianstraße 1, München', lawyerCount: 12 }),
    ]);
    const res = await admin('POST', '/admin/portal-config', [{ lang: 'de_DE', name: 'Kanzlei Neu' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const de = (await t.call('GET', '/user/portal-config', { lang: 'de_DE' })).body.result;
    expect(de).toMatchObject({
      name: 'Kanzlei Neu',
      address: 'Maximilianstraße 1, München',
      email: 'office@example.com',
      lawyerCount: 12,
      introduce: '<p>We advise.</p>',
    });
    expect(de.advantagesList).toEqual([{ title: 'Experience', content: '30 years' }]);
    // Sent empty, a field is emptied.
    await admin('POST', '/admin/portal-config', [{ lang: 'de_DE', name: 'Kanzlei Neu', address: '' }]);
    expect((await t.call('GET', '/user/portal-config', { lang: 'de_DE' })).body.result.address).toBeNull();
  });

  it('refuses a save based on a configuration someone else saved since (409), and writes nothing', async () => {
    const read = async () => (await admin('GET', '/admin/portal-config')).body.result as PortalConfig[];
    const opened = await read();
    expect(opened.every((c) => typeof c.revision === 'string')).toBe(true);
    // Two administrators open the form; the first saves German.
    const de = opened.find((c) => c.lang === 'de_DE')!;
    const en = opened.find((c) => c.lang === 'en_US')!;
    const first = await admin('POST', '/admin/portal-config', [{ ...de, address: 'Neue Adresse 1' }, en]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The second, from the form as it was opened: refused whole, the first one's address stays.
    const second = await admin('POST', '/admin/portal-config', [
      { ...de, name: 'Von der zweiten' },
      { ...en, name: 'From the second' },
    ]);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('site configuration de_DE');
    expect(second.body.message).toContain('de_DE');
    const now = await read();
    expect(now.find((c) => c.lang === 'de_DE')).toMatchObject({ address: 'Neue Adresse 1', name: de.name });
    expect(now.find((c) => c.lang === 'en_US')!.name).toBe(en.name);
    // Read again, the save goes through; without a revision (an API client) it is not checked.
    const fresh = now.find((c) => c.lang === 'de_DE')!;
    expect((await admin('POST', '/admin/portal-config', [{ ...fresh, name: 'Von der zweiten' }])).status).toBe(200);
    expect((await admin('POST', '/admin/portal-config', [{ lang: 'de_DE', name: 'Ohne Revision' }])).status).toBe(200);
    expect(
      (await admin('POST', '/admin/portal-config', [{ lang: 'de_DE', name: 'x', revision: 'not a revision' }])).status,
    ).toBe(400);
  });
});

describe('icons', () => {
  it('adds, lists and deletes, with a token', async () => {
    expect((await t.call('GET', '/admin/icon')).status).toBe(401);
    expect((await t.call('POST', '/admin/icon', { body: { name: 'x', url: '/a.svg' } })).status).toBe(401);
    expect((await t.call('DELETE', '/admin/icon/1')).status).toBe(401);

    const a = (await admin('POST', '/admin/icon', { name: 'Scale', url: '/api/upload/scale.png', more: 1 })).body
      .result;
    const b = (await admin('POST', '/admin/icon', { name: 'Book', url: 'https://cdn.example.com/book.png' })).body
      .result;
    expect(a).toMatchObject({ name: 'Scale', url: '/api/upload/scale.png' });
    expect(a.more).toBeUndefined();
    expect(typeof a.createTime).toBe('string');
    const list = await admin('GET', '/admin/icon?_t=1');
    expect(list.body.result.map((i: Icon) => i.name)).toEqual(['Scale', 'Book']);

    const bad = await admin('POST', '/admin/icon', { name: 'x', url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('url');
    const noName = await admin('POST', '/admin/icon', { url: '/x.png' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('name');

    expect((await admin('DELETE', `/admin/icon/${a.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/admin/icon/${a.id}`)).status).toBe(404);
    expect((await admin('GET', '/admin/icon')).body.result.map((i: Icon) => i.id)).toEqual([b.id]);
  });
});

describe('offices and jobs', () => {
  it('creates a group per language, reads it without a token, updates and deletes it', async () => {
    // Tests without lawyers: the staff's read (with a token) lists every row; the public's is checked below.
    const read = (url: string) => admin('GET', url);
    for (const kind of ['office', 'job'] as const) {
      expect((await t.call('POST', `/admin/${kind}`, { body: [{ lang: 'en_US', name: 'x' }] })).status).toBe(401);
      const created = await admin('POST', `/admin/${kind}`, [
        { lang: 'de_DE', name: kind === 'office' ? 'München' : 'Partner' },
        { lang: 'en_US', name: kind === 'office' ? 'Munich' : 'Partner (en)' },
      ]);
      expect(created.status).toBe(200);
      const rows = created.body.result;
      expect(rows).toHaveLength(2);
      expect(rows[0].no).toMatch(kind === 'office' ? /^O\d+$/ : /^J\d+$/);
      expect(rows[0].no).toBe(rows[1].no);

      const en = await read(`/admin/${kind}?lang=en_US&_t=1`);
      expect(en.status).toBe(200);
      expect(en.body.result.map((r: Job) => r.lang)).toEqual(['en_US']);
      const all = await read(`/admin/${kind}`);
      expect(all.body.result).toHaveLength(2);

      const enRow = rows.find((r: Job) => r.lang === 'en_US');
      const updated = await admin('PUT', `/admin/${kind}`, [
        { id: enRow.id, lang: 'en_US', name: 'Renamed' },
        { no: enRow.no, lang: 'zh_CN', name: '新' },
      ]);
      expect(updated.status).toBe(200);
      expect(updated.body.result.map((r: Job) => [r.lang, r.name])).toEqual([
        ['de_DE', rows[0].name],
        ['en_US', 'Renamed'],
        ['zh_CN', '新'],
      ]);
      const group = await admin('GET', `/admin/${kind}/group/${enRow.no}`);
      expect(group.body.result).toHaveLength(3);

      const missingName = await admin('POST', `/admin/${kind}`, [{ lang: 'en_US' }]);
      expect(missingName.status).toBe(400);
      expect(missingName.body.message).toContain('name');
      expect((await admin('PUT', `/admin/${kind}`, [{ lang: 'en_US', name: 'x' }])).status).toBe(400);
      expect((await admin('PUT', `/admin/${kind}`, [{ id: 999999, lang: 'en_US', name: 'x' }])).status).toBe(404);

      expect((await admin('DELETE', `/admin/${kind}/${enRow.id}`)).status).toBe(200);
      expect((await read(`/admin/${kind}`)).body.result).toEqual([]);
      expect((await admin('DELETE', `/admin/${kind}/${enRow.id}`)).status).toBe(404);
    }
  });

  it('shows the public only the offices and job titles a public lawyer holds: one not yet opened or announced stays off the site', async () => {
    const make = async (kind: 'office' | 'job', de: string, en: string) => {
      const res = await admin('POST', `/admin/${kind}`, [
        { lang: 'de_DE', name: de, ...(kind === 'office' ? { address: 'Nanjing Road 1', phone: '+86 21 1' } : {}) },
        { lang: 'en_US', name: en, ...(kind === 'office' ? { address: 'Nanjing Road 1', phone: '+86 21 1' } : {}) },
      ]);
      expect(res.status).toBe(200);
      return Object.fromEntries((res.body.result as Office[]).map((r) => [r.lang, r.id])) as Record<
        'de_DE' | 'en_US',
        number
      >;
    };
    const office = await make('office', 'Shanghai (Eröffnung 2027)', 'Shanghai office (opening 2027)');
    const job = await make('job', 'Kartellrechtspartner (von Hengeler)', 'Antitrust partner (joining from Hengeler)');
    const names = async (kind: string, lang: string, token?: string) => {
      const res = await t.call('GET', `/admin/${kind}?lang=${lang}`, token ? { token } : {});
      expect(res.status).toBe(200);
      return (res.body.result as Office[]).map((r) => r.name);
    };
    const hidden = ['Shanghai office (opening 2027)', 'Antitrust partner (joining from Hengeler)'];
    const expectHidden = async (lang: string, list: string[]) => {
      for (const kind of ['office', 'job'])
        for (const name of list) expect(await names(kind, lang), `${kind} ${lang}`).not.toContain(name);
    };
    await expectHidden('en_US', hidden);
    // A token that is no session is the public's read, not a 401.
    await expectHidden('en_US', []);
    expect((await t.call('GET', '/admin/office?lang=en_US', { token: 'not-a-session' })).status).toBe(200);
    expect(await names('office', 'en_US', 'not-a-session')).not.toContain(hidden[0]);
    // Staff see them (the offices screen, the lawyer form).
    expect(await names('office', 'en_US', await t.token())).toContain(hidden[0]);
    expect(await names('job', 'en_US', await t.token())).toContain(hidden[1]);

    // A draft lawyer holding them (the hire being prepared) does not bring them out.
    const lawyer = (lang: 'de_DE' | 'en_US', extra: Record<string, unknown>) => ({
      lang,
      name: `Lin Wei ${lang}`,
      photoUrl: '/api/upload/p.jpg',
      jobIds: [job[lang]],
      proFieldIds: [],
      office: office[lang],
      ...extra,
    });
    const draft = await admin('POST', '/admin/lawyerTeam', [
      lawyer('de_DE', { status: 'draft' }),
      lawyer('en_US', { status: 'draft' }),
    ]);
    expect(draft.status).toBe(200);
    await expectHidden('en_US', hidden);
    const en = (draft.body.result as { id: number; no: string; lang: string }[]).find((r) => r.lang === 'en_US')!;
    // A preview link of that lawyer shows the draft with its office and title (the profile's address).
    const link = await admin('POST', '/admin/preview-links', { kind: 'lawyer', id: en.id });
    expect(link.status).toBe(200);
    const token = new URL(link.body.result.url as string, 'http://x').searchParams.get('preview')!;
    const previewed = await t.call('GET', '/admin/office?lang=en_US', { headers: { 'x-preview': token } });
    expect((previewed.body.result as Office[]).map((o) => o.name)).toContain(hidden[0]);
    const previewedJobs = await t.call('GET', '/admin/job?lang=en_US', { headers: { 'x-preview': token } });
    expect((previewedJobs.body.result as Job[]).map((o) => o.name)).toContain(hidden[1]);
    await expectHidden('en_US', hidden);
    // Published in English: the English office and title show; the German ones (draft) stay hidden.
    expect(
      (await admin('PUT', '/admin/lawyerTeam', [{ ...lawyer('en_US', {}), id: en.id, no: en.no, status: 'published' }]))
        .status,
    ).toBe(200);
    expect(await names('office', 'en_US')).toContain(hidden[0]);
    expect(await names('job', 'en_US')).toContain(hidden[1]);
    await expectHidden('de_DE', ['Shanghai (Eröffnung 2027)', 'Kartellrechtspartner (von Hengeler)']);
    // Gone to the trash: hidden again.
    expect((await admin('DELETE', `/admin/lawyerTeam/${en.id}`)).status).toBe(200);
    await expectHidden('en_US', hidden);
  });

  it('refuses to delete an office or job a lawyer uses (409)', async () => {
    const office = (await admin('POST', '/admin/office', [{ lang: 'en_US', name: 'Munich' }])).body.result[0];
    const job = (await admin('POST', '/admin/job', [{ lang: 'en_US', name: 'Partner' }])).body.result[0];
    const lawyer = await admin('POST', '/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Anna Berger', office: office.id, jobIds: [job.id] },
    ]);
    expect(lawyer.status).toBe(200);
    const delOffice = await admin('DELETE', `/admin/office/${office.id}`);
    expect(delOffice.status).toBe(409);
    expect((await admin('DELETE', `/admin/job/${job.id}`)).status).toBe(409);
    expect((await t.call('GET', '/admin/office?lang=en_US')).body.result).toHaveLength(1);
    await admin('DELETE', `/admin/lawyerTeam/${lawyer.body.result[0].id}`);
    expect((await admin('DELETE', `/admin/office/${office.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/admin/job/${job.id}`)).status).toBe(200);
  });
  it('refuses a change based on a row someone else changed since (409), and writes nothing of the request', async () => {
    const made = (
      await admin('POST', '/admin/office', [
        { lang: 'de_DE', name: 'Frankfurt', address: 'Taunusanlage 1' },
        { lang: 'en_US', name: 'Frankfurt', address: 'Taunusanlage 1' },
      ])
    ).body.result as (Office & { revision: string })[];
    const [de, en] = made;
    expect(de.revision).toMatch(/^[\w-]{22}$/);
    // The first editor saves a new German address; the list the second one opened is older.
    const first = await admin('PUT', '/admin/office', [
      { id: de.id, lang: 'de_DE', name: 'Frankfurt', address: 'Neue Mainzer Straße 2', revision: de.revision },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await admin('PUT', '/admin/office', [
      {
        id: de.id,
        lang: 'de_DE',
        name: 'Frankfurt',
        address: 'Taunusanlage 1',
        phone: '+49 69 1',
        revision: de.revision,
      },
      { id: en.id, lang: 'en_US', name: 'Frankfurt am Main', address: 'Taunusanlage 1', revision: en.revision },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/其他人保存过.*office O\d+ de_DE/);
    const group = (await admin('GET', `/admin/office/group/${de.no}`)).body.result as Office[];
    expect(group.map((o) => [o.lang, o.name, o.address, o.phone])).toEqual([
      ['de_DE', 'Frankfurt', 'Neue Mainzer Straße 2', ''],
      ['en_US', 'Frankfurt', 'Taunusanlage 1', ''],
    ]);
    // A language the dialog did not have ("none"), added by someone else meanwhile: refused too.
    const zhAdded = await admin('PUT', '/admin/office', [
      { no: de.no, lang: 'zh_CN', name: '法兰克福', address: '陶努斯公园1号' },
    ]);
    expect(zhAdded.status).toBe(200);
    const overZh = await admin('PUT', '/admin/office', [
      { no: de.no, lang: 'zh_CN', name: '法兰克福（旧）', revision: 'none' },
    ]);
    expect(overZh.status).toBe(409);
    const zh = ((await admin('GET', `/admin/office/group/${de.no}`)).body.result as Office[]).find(
      (o) => o.lang === 'zh_CN',
    )!;
    expect([zh.name, zh.address]).toEqual(['法兰克福', '陶努斯公园1号']);
    const job = (await admin('POST', '/admin/job', [{ lang: 'de_DE', name: 'Counsel' }])).body.result as Job[];
    expect(
      (await admin('PUT', '/admin/job', [{ no: job[0].no, lang: 'en_US', name: 'Counsel', revision: 'none' }])).status,
    ).toBe(200);
    // Without a revision (an API client) a write is not checked.
    expect(
      (await admin('PUT', '/admin/job', [{ no: 'J99999', lang: 'en_US', name: 'x', revision: de.revision }])).status,
    ).toBe(404);
    expect(
      (await admin('PUT', '/admin/office', [{ id: en.id, lang: 'en_US', name: 'Frankfurt am Main' }])).status,
    ).toBe(200);
  });
});

describe('documents', () => {
  it('writes per language, sanitises, and serves the visitor language', async () => {
    expect((await t.call('PUT', '/admin/docs/privacy', { body: [{ lang: 'en_US', title: 'x' }] })).status).toBe(401);
    expect((await t.call('GET', '/admin/docs')).status).toBe(401);
    expect((await t.call('GET', '/user/docs/privacy', { lang: 'en_US' })).status).toBe(404);

    const saved = await admin('PUT', '/admin/docs/privacy', [
      {
        lang: 'en_US',
        title: 'Privacy policy',
        content:
          '<h2>Data</h2><p onclick="x()">We protect <a href="javascript:alert(1)">it</a>.</p><script>bad()</script>',
        extra: 1,
      },
      { lang: 'de_DE', title: 'Datenschutz', content: '<p>Wir schützen Ihre Daten.</p>' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.result.map((d: SiteDocument) => d.lang)).toEqual(['de_DE', 'en_US']);

    const en = await t.call('GET', '/user/docs/privacy?_t=1', { lang: 'en_US' });
    expect(en.status).toBe(200);
    expect(en.body.result).toMatchObject({ name: 'privacy', lang: 'en_US', title: 'Privacy policy' });
    expect(en.body.result.content).not.toMatch(/script|onclick|javascript/);
    expect(en.body.result.content).toContain('<h2>Data</h2>');
    expect(en.body.result.extra).toBeUndefined();
    expect((await t.call('GET', '/user/docs/privacy', { lang: 'de_DE' })).body.result.title).toBe('Datenschutz');
    expect((await t.call('GET', '/user/docs/privacy', { lang: 'zh_CN' })).status).toBe(404);
    expect((await t.call('GET', '/user/docs/nonsense', { lang: 'en_US' })).status).toBe(404);

    await admin('PUT', '/admin/docs/privacy', [{ lang: 'en_US', title: 'Privacy', content: '<p>v2</p>' }]);
    expect((await t.call('GET', '/user/docs/privacy', { lang: 'en_US' })).body.result.content).toBe('<p>v2</p>');

    await admin('PUT', '/admin/docs/imprint', [{ lang: 'en_US', title: 'Imprint', content: '<p>Muster</p>' }]);
    const list = await admin('GET', '/admin/docs?lang=en_US');
    expect(list.body.result.map((d: SiteDocument) => d.name)).toEqual(['imprint', 'privacy']);
    expect((await admin('GET', '/admin/docs?name=privacy')).body.result).toHaveLength(2);
    expect((await admin('GET', '/admin/docs/privacy')).body.result).toHaveLength(2);
    expect((await admin('GET', '/admin/docs/terms')).body.result).toEqual([]);
    expect((await admin('GET', '/admin/docs/other')).status).toBe(404);
  });

  it('refuses bad input and writes nothing of the array', async () => {
    expect((await admin('PUT', '/admin/docs/other', [{ lang: 'en_US', title: 'x' }])).status).toBe(404);
    const noTitle = await admin('PUT', '/admin/docs/terms', [
      { lang: 'en_US', title: 'Terms' },
      { lang: 'de_DE', content: 'x' },
    ]);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toContain('title');
    const twice = await admin('PUT', '/admin/docs/terms', [
      { lang: 'en_US', title: 'Terms' },
      { lang: 'en_US', title: 'Terms 2' },
    ]);
    expect(twice.status).toBe(400);
    expect((await admin('GET', '/admin/docs/terms')).body.result).toEqual([]);
  });
});

describe('robustness', () => {
  it('answers malformed input with a 4xx, never a 500', async () => {
    const token = await t.token();
    // Every body against every write route of these modules, every odd path against every method.
    const bodies: unknown[] = [
      null,
      'x',
      1,
      {},
      [],
      [null],
      [{}],
      [{ lang: 'en_US', name: 'x', jobIds: null }],
      [{ lang: 'en_US', name: 'x', office: -1 }],
      [{ lang: 'en_US', name: 'x', jobIds: [1, 1] }],
      [{ id: 99999999999, lang: 'en_US', name: 'x' }],
      [{ lang: 'en_US', name: 'x', no: '../x' }],
      [{ lang: 'en_US', name: 'x', customContents: null }],
      [{ lang: 'en_US', name: 'x', languages: 'Deutsch' }],
      [{ lang: 'en_US', name: 'x', email: null, top: '1' }],
      { id: 1, lang: 'en_US', imgPath: '/x' },
      [{ lang: 'en_US', title: 't', content: null }],
      [{ lang: 'en_US', name: 'n', environmentList: null, advantagesList: [null] }],
      [{ lang: 'en_US', name: 'nul\u0000', title: 'nul\u0000', imgPath: '/x' }],
      { lang: 'en_US', name: 'nul\u0000', url: '/x\u0000' },
    ];
    const paths = [
      '/admin/lawyerTeam',
      '/admin/professionalField',
      '/admin/office',
      '/admin/job',
      '/admin/banner',
      '/admin/portal-config',
      '/admin/docs/privacy',
      '/admin/icon',
      '/admin/professionalField/sort',
    ];
    const bad: string[] = [];
    for (const p of paths)
      for (const m of ['POST', 'PUT'] as const)
        for (const b of bodies) {
          const res = await t.app.inject({
            method: m,
            url: `/api${p}`,
            headers: { authorization: token, 'content-type': 'application/json' },
            payload: JSON.stringify(b),
          });
          if (res.statusCode >= 500) bad.push(`${m} ${p} ${JSON.stringify(b)} → ${res.statusCode} ${res.body}`);
        }
    const gets = [
      '/user/lawyerTeam?keyword=%25_%5C',
      '/user/lawyerTeam?office=0',
      '/user/lawyerTeam?jobId=99999999999',
      '/user/professionalField/pageTurn/%25',
      '/user/professionalField/pageTurn/0',
      '/user/professionalField/pageTurn/2147483648',
      '/admin/lawyerTeam/group/%2e%2e',
      '/user/docs/..%2F',
      '/admin/docs?name=%00',
      '/user/lawyerTeam/1e3',
      '/admin/banner/1/x',
      '/admin/professionalField?name=%25',
      '/admin/lawyerTeam?page=1000000&pageSize=100',
      '/user/lawyerTeam?keyword=' + 'a'.repeat(300),
      '/user/lawyerTeam?keyword=%00',
      '/admin/professionalField/group/%00',
      '/user/professionalField/pageTurn/%00',
    ];
    for (const g of gets)
      for (const m of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({ method: m, url: `/api${g}`, headers: { authorization: token } });
        if (res.statusCode >= 500) bad.push(`${m} ${g} → ${res.statusCode} ${res.body}`);
      }
    expect(bad).toEqual([]);
    const nul = await admin('POST', '/admin/icon', { name: 'a\u0000b', url: '/x.png' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('name');
  });
});
