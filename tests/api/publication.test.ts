import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicVersion, setClock } from '#server/lib/publication.ts';
import { adminCall, createTestApp, type TestApp } from '../helper';

/**
 * Drafts and scheduled rows (editorial workflow, first part): per language row a status and a
 * publishAt; the public sees a row only when it is published and its time has come. The clock is
 * moved, never waited for.
 */
let t: TestApp;
let cataId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  cataId = {};
  const res = await adminCall(
    t,
    'POST',
    '/admin/catalog',
    ['de_DE', 'en_US', 'zh_CN'].map((lang) => ({ lang, name: `Aktuelles ${lang}`, type: 0 })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const lang of ['de_DE', 'en_US', 'zh_CN']) {
    const tree = await adminCall(t, 'GET', `/admin/catalog?type=0&lang=${lang}`);
    cataId[lang] = (tree.body.result as { id: number }[])[0].id;
  }
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => setClock(null));

const at = (iso: string) => setClock(() => new Date(iso));
const publicList = (lang: string) => t.call('GET', '/user/latest-news?pageSize=50', { lang });
const titles = (res: { body: { result: { title: string }[] } }) => res.body.result.map((a) => a.title);

async function createNews(title: string, rows: Record<string, { status?: string; publishAt?: string | null }>) {
  const body = Object.entries(rows).map(([lang, extra]) => ({
    lang,
    title: `${title} ${lang}`,
    coverUrl: '/api/upload/c.png',
    content: '<p>x</p>',
    cataId: cataId[lang],
    ...extra,
  }));
  const res = await adminCall(t, 'POST', '/admin/latest-news', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: number; lang: string; no: string; status: string; publishAt: string | null }[];
}

describe('publication status per language row', () => {
  it('a draft and a scheduled language stay out of public lists, details and translations; the published one is public', async () => {
    at('2026-12-01T08:00:00Z');
    const rows = await createNews('Mixed', {
      de_DE: { status: 'draft' },
      en_US: {},
      zh_CN: { publishAt: '2026-12-01T09:00:00Z' },
    });
    const id = Object.fromEntries(rows.map((r) => [r.lang, r.id]));
    expect(rows.map((r) => [r.lang, r.status, r.publishAt])).toEqual([
      ['de_DE', 'draft', null],
      ['en_US', 'published', null],
      ['zh_CN', 'published', '2026-12-01T09:00:00.000Z'],
    ]);

    expect(titles(await publicList('de_DE'))).not.toContain('Mixed de_DE');
    expect(titles(await publicList('zh_CN'))).not.toContain('Mixed zh_CN');
    expect(titles(await publicList('en_US'))).toContain('Mixed en_US');
    expect((await t.call('GET', `/user/latest-news/${id.de_DE}`, { lang: 'de_DE' })).status).toBe(404);
    expect((await t.call('GET', `/user/latest-news/${id.zh_CN}`, { lang: 'zh_CN' })).status).toBe(404);
    const en = await t.call('GET', `/user/latest-news/${id.en_US}`, { lang: 'en_US' });
    expect(en.status).toBe(200);
    // No language is offered that the public cannot open (hreflang, the language menu).
    expect(en.body.result.translations).toEqual([{ lang: 'en_US', id: id.en_US }]);
    // A refused read counts no view.
    const admin = await adminCall(t, 'GET', `/admin/latest-news/${id.de_DE}`);
    expect(admin.body.result.views).toBe(0);
    expect(admin.body.result.status).toBe('draft');

    // The scheduled language comes out on its own at its time, counts and translations too.
    const before = await publicList('zh_CN');
    at('2026-12-01T09:00:00Z');
    const after = await publicList('zh_CN');
    expect(titles(after)).toContain('Mixed zh_CN');
    expect(after.body.pageable.totalCount).toBe(before.body.pageable.totalCount + 1);
    const enLater = await t.call('GET', `/user/latest-news/${id.en_US}`, { lang: 'en_US' });
    expect(enLater.body.result.translations.map((x: { lang: string }) => x.lang)).toEqual(['en_US', 'zh_CN']);
  });

  it('an element without status is published at once, as the specification’s clients expect', async () => {
    const [row] = await createNews('Plain', { de_DE: {} });
    expect([row.status, row.publishAt]).toEqual(['published', null]);
    expect(titles(await publicList('de_DE'))).toContain('Plain de_DE');
  });

  it('publishing a draft (PUT with status published) makes it public; a PUT without status publishes, as before', async () => {
    const [draft] = await createNews('Later', { de_DE: { status: 'draft' } });
    expect(titles(await publicList('de_DE'))).not.toContain('Later de_DE');
    const put = await adminCall(t, 'PUT', '/admin/latest-news', [
      {
        id: draft.id,
        no: draft.no,
        lang: 'de_DE',
        title: 'Later de_DE',
        coverUrl: '/c.png',
        cataId: cataId.de_DE,
        status: 'published',
      },
    ]);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(titles(await publicList('de_DE'))).toContain('Later de_DE');
  });

  it('a scheduled row stays scheduled when a write leaves publishAt out; null or empty publishes it at once', async () => {
    at('2026-12-01T08:00:00Z');
    const [row] = await createNews('Embargo', { de_DE: { publishAt: '2026-12-03T08:00:00Z' } });
    const put = async (extra: Record<string, unknown>) => {
      const res = await adminCall(t, 'PUT', '/admin/latest-news', [
        {
          id: row.id,
          no: row.no,
          lang: 'de_DE',
          title: 'Embargo de_DE, typo fixed',
          coverUrl: '/c.png',
          cataId: cataId.de_DE,
          ...extra,
        },
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result[0] as { status: string; publishAt: string | null };
    };
    // A client fixing a typo, with or without the status: the embargo holds.
    expect(await put({ status: 'published' })).toMatchObject({
      status: 'published',
      publishAt: '2026-12-03T08:00:00.000Z',
    });
    expect(await put({})).toMatchObject({ status: 'published', publishAt: '2026-12-03T08:00:00.000Z' });
    expect((await t.call('GET', `/user/latest-news/${row.id}`, { lang: 'de_DE' })).status).toBe(404);
    // Publishing now says so.
    expect(await put({ status: 'published', publishAt: null })).toMatchObject({ status: 'published', publishAt: null });
    expect((await t.call('GET', `/user/latest-news/${row.id}`, { lang: 'de_DE' })).status).toBe(200);
    // A draft has no time; published again without one, it is public at once.
    expect(await put({ status: 'draft', publishAt: '2026-12-05T08:00:00Z' })).toMatchObject({ status: 'draft' });
    expect(await put({ status: 'draft' })).toMatchObject({ status: 'draft', publishAt: null });
    expect(await put({ status: 'published' })).toMatchObject({ status: 'published', publishAt: null });
  });

  it('the admin lists filter by status: draft, published (public now) and scheduled', async () => {
    at('2026-12-05T08:00:00Z');
    await createNews('Filter', { de_DE: { status: 'draft' }, en_US: { publishAt: '2026-12-24T18:00:00Z' }, zh_CN: {} });
    const list = async (status: string) =>
      (
        (await adminCall(t, 'GET', `/admin/latest-news?pageSize=100&status=${status}`)).body.result as {
          title: string;
          status: string;
        }[]
      )
        .map((a) => a.title)
        .filter((x) => x.startsWith('Filter'));
    expect(await list('draft')).toEqual(['Filter de_DE']);
    expect(await list('scheduled')).toEqual(['Filter en_US']);
    expect(await list('published')).toEqual(['Filter zh_CN']);
    const bad = await adminCall(t, 'GET', '/admin/latest-news?status=hidden');
    expect(bad.status).toBe(400);
  });

  it('refuses a bad status or publishAt with a message naming it, and writes nothing', async () => {
    const before = (await adminCall(t, 'GET', '/admin/latest-news?pageSize=1')).body.pageable.totalCount;
    for (const extra of [
      { status: 'hidden' },
      { publishAt: '2026-02-31T08:00:00Z' },
      { publishAt: 'tomorrow' },
      { publishAt: '2026-12-01T08:00:00+01:00' },
    ]) {
      const res = await adminCall(
        t,
        'POST',
        '/admin/latest-news',
        [{ lang: 'de_DE', title: 'Bad', coverUrl: '/c.png', cataId: cataId.de_DE, ...extra }],
        'en_US',
      );
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toMatch(/status|publishAt/);
    }
    expect((await adminCall(t, 'GET', '/admin/latest-news?pageSize=1')).body.pageable.totalCount).toBe(before);
  });

  it('the version the article counts key on moves when a scheduled row comes out, with no write', async () => {
    at('2026-12-10T08:00:00Z');
    await createNews('Cache', { de_DE: { publishAt: '2026-12-10T12:00:00Z' } });
    const v1 = await publicVersion(t.app.db);
    at('2026-12-10T11:59:59Z');
    expect(await publicVersion(t.app.db)).toBe(v1);
    at('2026-12-10T12:00:00Z');
    const v2 = await publicVersion(t.app.db);
    expect(v2).not.toBe(v1);
    at('2026-12-10T13:00:00Z');
    expect(await publicVersion(t.app.db)).toBe(v2);
  });
});

describe('every kind honours it: banners, practice areas, lawyers, documents', () => {
  it('a draft banner is not on the public home; its status is kept when a PUT leaves it out', async () => {
    const made = await adminCall(t, 'POST', '/admin/banner', {
      lang: 'de_DE',
      imgPath: '/b.png',
      title: 'Banner draft',
      status: 'draft',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result.status).toBe('draft');
    const names = async () =>
      ((await t.call('GET', '/user/banner', { lang: 'de_DE' })).body.result as { title: string }[]).map((b) => b.title);
    expect(await names()).not.toContain('Banner draft');
    await adminCall(t, 'PUT', '/admin/banner', {
      id: made.body.result.id,
      lang: 'de_DE',
      imgPath: '/b.png',
      title: 'Banner draft',
    });
    expect(await names()).not.toContain('Banner draft');
    await adminCall(t, 'PUT', '/admin/banner', {
      id: made.body.result.id,
      lang: 'de_DE',
      imgPath: '/b.png',
      status: 'published',
    });
    expect(await names()).toContain('Banner draft');
    const drafts = await adminCall(t, 'GET', '/admin/banner?status=draft&pageSize=100');
    expect((drafts.body.result as { title: string }[]).map((b) => b.title)).not.toContain('Banner draft');
  });

  it('a draft practice area is in no public list, detail, neighbour or lawyer profile; the team filter lists only public ones', async () => {
    const area = await adminCall(t, 'POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Entwurfsrecht', status: 'draft' },
      { lang: 'en_US', name: 'Published law' },
    ]);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    const de = (area.body.result as { id: number; no: string; lang: string }[]).find((r) => r.lang === 'de_DE')!;
    const en = (area.body.result as { id: number; no: string; lang: string }[]).find((r) => r.lang === 'en_US')!;
    const publicNames = async (path: string, lang: string) =>
      ((await t.call('GET', path, { lang })).body.result as { name: string }[]).map((a) => a.name);
    expect(await publicNames('/user/professionalField/list', 'de_DE')).not.toContain('Entwurfsrecht');
    expect(await publicNames('/admin/professionalField/lang/list?lang=de_DE', 'de_DE')).not.toContain('Entwurfsrecht');
    expect(await publicNames('/user/professionalField/list', 'en_US')).toContain('Published law');
    expect((await t.call('GET', `/user/professionalField/${de.id}`, { lang: 'de_DE' })).status).toBe(404);
    const enArea = await t.call('GET', `/user/professionalField/${en.id}`, { lang: 'en_US' });
    expect(enArea.status).toBe(200);
    // The languages offered (hreflang, language links) are the public ones only.
    expect(enArea.body.result.translations).toEqual([{ lang: 'en_US', id: en.id }]);
    // Neighbours: the public area answers by its no and its public row's id; the draft row's id,
    // and every key of an area with no public language, are a 404 like an unknown key.
    const turn = (key: string | number) => t.call('GET', `/user/professionalField/pageTurn/${key}`, { lang: 'en_US' });
    expect((await turn(en.no)).status).toBe(200);
    expect((await turn(en.id)).status).toBe(200);
    expect((await turn(de.id)).status).toBe(404);
    const hidden = await adminCall(t, 'POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Geheimrecht', status: 'draft' },
      { lang: 'en_US', name: 'Secret law', publishAt: '2099-01-01T00:00:00Z' },
    ]);
    const hiddenRows = hidden.body.result as { id: number; no: string }[];
    for (const key of [hiddenRows[0].no, ...hiddenRows.map((r) => r.id)]) {
      const res = await turn(key);
      expect(res.status, String(key)).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Secret');
    }

    // A lawyer in that area: the German profile does not name the draft area.
    const lawyer = await adminCall(t, 'POST', '/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Dora Entwurf', proFieldIds: [de.id] },
      { lang: 'en_US', name: 'Dora Draft', proFieldIds: [en.id], status: 'draft' },
    ]);
    expect(lawyer.status, JSON.stringify(lawyer.body)).toBe(200);
    const rows = lawyer.body.result as { id: number; lang: string; proFieldIds: number[]; status: string }[];
    const deLawyer = rows.find((r) => r.lang === 'de_DE')!;
    const enLawyer = rows.find((r) => r.lang === 'en_US')!;
    expect(enLawyer.status).toBe('draft');
    expect(deLawyer.proFieldIds).toEqual([de.id]);
    const profile = await t.call('GET', `/user/lawyerTeam/${deLawyer.id}`, { lang: 'de_DE' });
    expect(profile.status).toBe(200);
    expect(profile.body.result.proFields).toEqual([]);
    expect(profile.body.result.translations).toEqual([{ lang: 'de_DE', id: deLawyer.id }]);
    // The draft English row: not on the English team page, not by id, not found by name.
    expect((await t.call('GET', `/user/lawyerTeam/${enLawyer.id}`, { lang: 'en_US' })).status).toBe(404);
    const team = await t.call('GET', '/user/lawyerTeam?keyword=dora&pageSize=50', { lang: 'en_US' });
    expect(team.body.result).toEqual([]);
    expect(team.body.pageable.totalCount).toBe(0);
    const german = await t.call('GET', '/user/lawyerTeam?keyword=dora&pageSize=50', { lang: 'de_DE' });
    expect((german.body.result as { name: string }[]).map((l) => l.name)).toEqual(['Dora Entwurf']);
    // A name that only the draft translation has finds nobody on any language's public side (a new
    // partner's name or an unreleased spelling), while the back office finds the lawyer by it.
    for (const lang of ['de_DE', 'en_US']) {
      const byDraftName = await t.call('GET', '/user/lawyerTeam?keyword=Dora%20Dr&pageSize=50', { lang });
      expect(byDraftName.body.result, lang).toEqual([]);
      expect(byDraftName.body.pageable.totalCount).toBe(0);
    }
    const adminByDraftName = await adminCall(t, 'GET', '/admin/lawyerTeam?name=Dora%20Dr&pageSize=50');
    expect((adminByDraftName.body.result as { name: string }[]).map((l) => l.name)).toContain('Dora Draft');
    const adminDrafts = await adminCall(t, 'GET', '/admin/lawyerTeam?status=draft&pageSize=50');
    expect((adminDrafts.body.result as { name: string }[]).map((l) => l.name)).toContain('Dora Draft');
  });

  it('a draft document is not shown; the published language is', async () => {
    const put = await adminCall(t, 'PUT', '/admin/docs/imprint', [
      { lang: 'de_DE', title: 'Impressum (Entwurf)', content: '<p>neu</p>', status: 'draft' },
      { lang: 'en_US', title: 'Imprint', content: '<p>new</p>' },
    ]);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await t.call('GET', '/user/docs/imprint', { lang: 'de_DE' })).status).toBe(404);
    const en = await t.call('GET', '/user/docs/imprint', { lang: 'en_US' });
    expect(en.body.result.title).toBe('Imprint');
    // The languages offered (hreflang, language links, sitemap) are the public ones only, as for every kind.
    const enId = (en.body.result as { id: number }).id;
    expect(en.body.result.translations).toEqual([{ lang: 'en_US', id: enId }]);
    const admin = await adminCall(t, 'GET', '/admin/docs/imprint');
    expect((admin.body.result as { lang: string; status: string }[]).map((d) => [d.lang, d.status])).toEqual([
      ['de_DE', 'draft'],
      ['en_US', 'published'],
    ]);
    // A language scheduled for later is offered from its time on.
    const later = await adminCall(t, 'PUT', '/admin/docs/imprint', [
      { lang: 'zh_CN', title: '网站声明', content: '<p>新</p>', publishAt: '2099-01-01T00:00:00Z' },
    ]);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(
      (await t.call('GET', '/user/docs/imprint', { lang: 'en_US' })).body.result.translations.map(
        (x: { lang: string }) => x.lang,
      ),
    ).toEqual(['en_US']);
    at('2099-01-01T00:00:00Z');
    expect(
      (await t.call('GET', '/user/docs/imprint', { lang: 'en_US' })).body.result.translations.map(
        (x: { lang: string }) => x.lang,
      ),
    ).toEqual(['en_US', 'zh_CN']);
  });
});

describe('the number or id of something hidden tells nothing', () => {
  it('filters by a hidden lawyer or practice area answer nothing, as an unknown number does', async () => {
    const lawyer = await adminCall(t, 'POST', '/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Neue Partnerin', status: 'draft' },
    ]);
    const area = await adminCall(t, 'POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Vertrauliche Gruppe', status: 'draft' },
    ]);
    expect([lawyer.status, area.status]).toEqual([200, 200]);
    const [{ no: lawyerNo }] = lawyer.body.result as { no: string }[];
    const [{ no: areaNo, id: areaId }] = area.body.result as { no: string; id: number }[];
    // A public article written by the hire being prepared, in the confidential group.
    const res = await adminCall(t, 'POST', '/admin/latest-news', [
      {
        lang: 'de_DE',
        title: 'Co-written',
        coverUrl: '/api/upload/c.png',
        content: '<p>x</p>',
        cataId: cataId.de_DE,
        authorNos: [lawyerNo],
        practiceAreaNos: [areaNo],
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const query of [`author=${lawyerNo}`, `practiceArea=${areaNo}`, 'author=T99999', 'practiceArea=P99999']) {
      const list = await t.call('GET', `/user/latest-news?${query}&pageSize=50`, { lang: 'de_DE' });
      expect(list.status).toBe(200);
      expect(list.body.pageable.totalCount, query).toBe(0);
    }
    // The team list filtered by the hidden area's id: nobody, as for an unknown id, though a public
    // lawyer works in it.
    const member = await adminCall(t, 'POST', '/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Öffentlicher Anwalt', proFieldIds: [areaId] },
    ]);
    expect(member.status, JSON.stringify(member.body)).toBe(200);
    const team = await t.call('GET', `/user/lawyerTeam?practiceAreaId=${areaId}&pageSize=50`, { lang: 'de_DE' });
    expect(team.body.pageable.totalCount).toBe(0);
    expect(
      (await adminCall(t, 'GET', `/admin/lawyerTeam?practiceAreaId=${areaId}&pageSize=50`)).body.pageable.totalCount,
    ).toBe(1);
    // The back office filters by them.
    const admin = await adminCall(t, 'GET', `/admin/latest-news?author=${lawyerNo}&lang=de_DE`);
    expect((admin.body.result as { title: string }[]).map((a) => a.title)).toEqual(['Co-written']);
    // A preview link of the lawyer shows its Publications, as publishing would.
    const [draftRow] = lawyer.body.result as { id: number }[];
    const link = await adminCall(t, 'POST', '/admin/preview-links', { kind: 'lawyer', id: draftRow.id });
    const token = new URL(link.body.result.url as string, 'http://x').searchParams.get('preview')!;
    const previewed = await t.call('GET', `/user/latest-news?author=${lawyerNo}`, {
      lang: 'de_DE',
      headers: { 'x-preview': token },
    });
    expect((previewed.body.result as { title: string }[]).map((a) => a.title)).toEqual(['Co-written']);
    expect(
      (await t.call('GET', `/user/latest-news?author=${lawyerNo}`, { lang: 'de_DE' })).body.pageable.totalCount,
    ).toBe(0);
    // Once the lawyer is public, the public filter finds the article.
    const [row] = lawyer.body.result as { id: number }[];
    expect(
      (
        await adminCall(t, 'PUT', '/admin/lawyerTeam', [
          { id: row.id, no: lawyerNo, lang: 'de_DE', name: 'Neue Partnerin', status: 'published' },
        ])
      ).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/user/latest-news?author=${lawyerNo}`, { lang: 'de_DE' })).body.pageable.totalCount,
    ).toBe(1);
  });

  it("a team filter by a public area's id in another language matches nothing where that area is hidden", async () => {
    const area = await adminCall(t, 'POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Öffentlich auf Deutsch' },
      { lang: 'en_US', name: 'Not yet in English', status: 'draft' },
    ]);
    const ids = Object.fromEntries((area.body.result as { id: number; lang: string }[]).map((r) => [r.lang, r.id]));
    expect(
      (
        await adminCall(t, 'POST', '/admin/lawyerTeam', [
          { lang: 'en_US', name: 'English lawyer', proFieldIds: [ids.en_US] },
        ])
      ).status,
    ).toBe(200);
    // The German id kept in the URL after a switch to English: the English area is a draft.
    const en = await t.call('GET', `/user/lawyerTeam?practiceAreaId=${ids.de_DE}&pageSize=50`, { lang: 'en_US' });
    expect(en.body.pageable.totalCount).toBe(0);
  });

  it('the id of a hidden translation answers 404, not its public sibling', async () => {
    const made = await adminCall(t, 'POST', '/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Öffentliche Person' },
      { lang: 'en_US', name: 'New married name', status: 'draft' },
    ]);
    const area = await adminCall(t, 'POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Öffentliches Gebiet' },
      { lang: 'en_US', name: 'Draft area', status: 'draft' },
    ]);
    const ids = (res: { body: { result: { id: number; lang: string }[] } }) =>
      Object.fromEntries(res.body.result.map((r) => [r.lang, r.id]));
    const lawyer = ids(made);
    const field = ids(area);
    // From the public German row, the other language's visitor is led on (a language switch).
    expect((await t.call('GET', `/user/lawyerTeam/${lawyer.de_DE}`, { lang: 'de_DE' })).status).toBe(200);
    // From the hidden English row, nothing: as for an id that does not exist.
    for (const [path, id] of [
      ['/user/lawyerTeam', lawyer.en_US],
      ['/user/professionalField', field.en_US],
      ['/user/lawyerTeam', 999999],
    ] as const) {
      const res = await t.call('GET', `${path}/${id}`, { lang: 'de_DE' });
      expect(res.status, `${path}/${id}`).toBe(404);
    }
  });
});
