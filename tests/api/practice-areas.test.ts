import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import type { ProfessionalField, ProfessionalFieldDetail } from '#contract/entities.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const admin = (method: string, url: string, body?: unknown) => adminCall(t, method, url, body);

/** Creates an area in German and English; answers {de, en} rows. */
async function area(name: string, extra: Record<string, unknown> = {}) {
  const res = await admin('POST', '/admin/professionalField', [
    { lang: 'de_DE', name: `${name} DE`, introduce: `<p>${name}</p>`, iconUrl: '/api/upload/icon.png', ...extra },
    { lang: 'en_US', name: `${name} EN`, introduce: `<p>${name}</p>`, ...extra },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = res.body.result;
  return {
    de: rows.find((r: ProfessionalField) => r.lang === 'de_DE'),
    en: rows.find((r: ProfessionalField) => r.lang === 'en_US'),
  };
}

const publicNames = async (lang: string) =>
  (await t.call('GET', '/user/professionalField/list', { lang })).body.result.map((f: ProfessionalField) => f.name);

describe('practice areas', () => {
  it('needs a token for writes and admin reads; lang/list and the public calls need none', async () => {
    for (const [method, url] of [
      ['GET', '/admin/professionalField'],
      ['POST', '/admin/professionalField'],
      ['PUT', '/admin/professionalField'],
      ['DELETE', '/admin/professionalField/1'],
      ['GET', '/admin/professionalField/detail/1'],
      ['GET', '/admin/professionalField/group/P00001'],
      ['PUT', '/admin/professionalField/sort'],
    ]) {
      expect(
        (await t.call(method, url, { body: method === 'PUT' || method === 'POST' ? [] : undefined })).status,
        `${method} ${url}`,
      ).toBe(401);
    }
    expect((await t.call('GET', '/admin/professionalField/lang/list?lang=en_US')).status).toBe(200);
    expect((await t.call('GET', '/user/professionalField/list')).status).toBe(200);
  });

  it('creates one group per area with a shared no, sanitised introduction, unknown fields dropped', async () => {
    const res = await admin('POST', '/admin/professionalField', [
      {
        lang: 'de_DE',
        name: 'Arbeitsrecht',
        introduce: '<p onmouseover="x()">Gut</p><img src="javascript:alert(1)"><script>x</script>',
        color: 'red',
      },
      { lang: 'en_US', name: 'Employment law', introduce: '<p>Good</p>', iconUrl: 'https://cdn.example.com/i.png' },
    ]);
    expect(res.status).toBe(200);
    const [de, en] = res.body.result;
    expect(de.no).toMatch(/^P\d{5}$/);
    expect(en.no).toBe(de.no);
    expect(de.introduce).toBe('<p>Gut</p><img />');
    expect(de.color).toBeUndefined();
    // The icon is the area's: sent in one language, every language has it.
    expect(de.iconUrl).toBe('https://cdn.example.com/i.png');
    expect(en.iconUrl).toBe('https://cdn.example.com/i.png');
    // A language added later without an icon takes the area's.
    const [iconed] = (
      await admin('POST', '/admin/professionalField', [
        { lang: 'de_DE', name: 'Mit Icon', iconUrl: '/api/upload/i.png' },
      ])
    ).body.result as ProfessionalField[];
    const added = await admin('PUT', '/admin/professionalField', [{ no: iconed.no, lang: 'zh_CN', name: '有图标' }]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((added.body.result as ProfessionalField[]).map((r) => [r.lang, r.iconUrl])).toEqual([
      ['de_DE', '/api/upload/i.png'],
      ['zh_CN', '/api/upload/i.png'],
    ]);
    await admin('DELETE', `/admin/professionalField/${iconed.id}`);
    expect(de.sort).toBe(en.sort);

    const detail = await admin('GET', `/admin/professionalField/detail/${en.id}?_t=1`);
    expect(detail.body.result).toMatchObject({ id: en.id, name: 'Employment law', lang: 'en_US' });
    expect(detail.body.result.group.map((r: ProfessionalFieldDetail['group'][number]) => r.lang)).toEqual([
      'de_DE',
      'en_US',
    ]);
    const group = await admin('GET', `/admin/professionalField/group/${de.no}`);
    expect(group.body.result.map((r: ProfessionalField) => r.name)).toEqual(['Arbeitsrecht', 'Employment law']);
    expect((await admin('GET', '/admin/professionalField/group/P99999')).status).toBe(404);
    expect((await admin('GET', '/admin/professionalField/detail/999999')).status).toBe(404);
    await admin('DELETE', `/admin/professionalField/${de.id}`);
  });

  it('refuses missing name, bad lang, bad icon URL, duplicate languages: nothing stored', async () => {
    const before = (await admin('GET', '/admin/professionalField')).body.pageable.totalCount;
    const noName = await admin('POST', '/admin/professionalField', [{ lang: 'de_DE', name: 'Ok' }, { lang: 'en_US' }]);
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('name');
    const badUrl = await admin('POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Ok', iconUrl: 'javascript:alert(1)' },
    ]);
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toContain('iconUrl');
    const twice = await admin('POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'A' },
      { lang: 'de_DE', name: 'B' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('lang');
    expect((await admin('POST', '/admin/professionalField', { lang: 'de_DE', name: 'not an array' })).status).toBe(400);
    expect((await admin('GET', '/admin/professionalField')).body.pageable.totalCount).toBe(before);
  });

  it('updates by id or no, adds a language, keeps the others', async () => {
    const { de, en } = await area('Tax');
    const res = await admin('PUT', '/admin/professionalField', [
      { id: en.id, lang: 'en_US', name: 'Tax law', introduce: '<p>New</p>' },
      { no: en.no, lang: 'zh_CN', name: '税法' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: ProfessionalField) => [r.lang, r.name])).toEqual([
      ['de_DE', 'Tax DE'],
      ['en_US', 'Tax law'],
      ['zh_CN', '税法'],
    ]);
    expect(new Set(res.body.result.map((r: ProfessionalField) => r.sort)).size).toBe(1);
    // An element without id updates the row of its language.
    const byNo = await admin('PUT', '/admin/professionalField', [{ no: de.no, lang: 'de_DE', name: 'Steuerrecht' }]);
    expect(byNo.body.result.find((r: ProfessionalField) => r.lang === 'de_DE')).toMatchObject({
      id: de.id,
      name: 'Steuerrecht',
    });

    expect((await admin('PUT', '/admin/professionalField', [{ id: 999999, lang: 'en_US', name: 'x' }])).status).toBe(
      404,
    );
    expect((await admin('PUT', '/admin/professionalField', [{ lang: 'en_US', name: 'x' }])).status).toBe(400);
    // Moving the English row onto German, which the group already has, is refused.
    const clash = await admin('PUT', '/admin/professionalField', [{ id: en.id, lang: 'de_DE', name: 'x' }]);
    expect(clash.status).toBe(400);
    // All or nothing: the valid first element is not stored when the second fails.
    const partial = await admin('PUT', '/admin/professionalField', [
      { id: en.id, lang: 'en_US', name: 'Changed' },
      { id: de.id, lang: 'de_DE', name: '' },
    ]);
    expect(partial.status).toBe(400);
    expect((await admin('GET', `/admin/professionalField/detail/${en.id}`)).body.result.name).toBe('Tax law');
    // Another group's row in the same update is refused.
    const other = await area('Other');
    expect(
      (
        await admin('PUT', '/admin/professionalField', [
          { id: en.id, lang: 'en_US', name: 'a' },
          { id: other.de.id, lang: 'de_DE', name: 'b' },
        ])
      ).status,
    ).toBe(400);
    await admin('DELETE', `/admin/professionalField/${de.id}`);
    await admin('DELETE', `/admin/professionalField/${other.de.id}`);
  });

  it('lists per language in sort order, pages the admin list and filters by name', async () => {
    const a = await area('Alpha');
    const b = await area('Beta');
    const c = await area('Gamma');
    expect(await publicNames('en_US')).toEqual(['Alpha EN', 'Beta EN', 'Gamma EN']);
    expect(await publicNames('de_DE')).toEqual(['Alpha DE', 'Beta DE', 'Gamma DE']);
    expect(await publicNames('zh_CN')).toEqual([]);
    const langList = await t.call('GET', '/admin/professionalField/lang/list?lang=de_DE&_t=1');
    expect(langList.body.result.map((f: ProfessionalField) => f.name)).toEqual(['Alpha DE', 'Beta DE', 'Gamma DE']);
    const byHeader = await t.call('GET', '/admin/professionalField/lang/list', { lang: 'en_US' });
    expect(byHeader.body.result.map((f: ProfessionalField) => f.name)).toEqual(['Alpha EN', 'Beta EN', 'Gamma EN']);

    const page = await admin('GET', '/admin/professionalField?lang=en_US&page=2&pageSize=2');
    expect(page.body.pageable).toEqual({ pageNo: 2, pageSize: 2, totalCount: 3 });
    expect(page.body.result.map((f: ProfessionalField) => f.name)).toEqual(['Gamma EN']);
    const all = await admin('GET', '/admin/professionalField');
    expect(all.body.pageable).toEqual({ pageNo: 1, pageSize: 10, totalCount: 6 });
    const named = await admin('GET', '/admin/professionalField?name=beta');
    expect(named.body.result.map((f: ProfessionalField) => f.name)).toEqual(['Beta DE', 'Beta EN']);
    expect((await admin('GET', '/admin/professionalField?pageSize=1000')).status).toBe(400);

    // Public detail: the visitor's language; an id of another language answers the translation.
    const detail = await t.call('GET', `/user/professionalField/${b.en.id}`, { lang: 'en_US' });
    expect(detail.body.result).toMatchObject({ id: b.en.id, name: 'Beta EN', introduce: '<p>Beta</p>' });
    const switched = await t.call('GET', `/user/professionalField/${b.en.id}`, { lang: 'de_DE' });
    expect(switched.body.result).toMatchObject({ id: b.de.id, name: 'Beta DE' });
    expect((await t.call('GET', `/user/professionalField/${b.en.id}`, { lang: 'zh_CN' })).status).toBe(404);
    expect((await t.call('GET', '/user/professionalField/999999', { lang: 'en_US' })).status).toBe(404);
    expect((await t.call('GET', '/user/professionalField/abc', { lang: 'en_US' })).status).toBe(400);

    // Page turn: neighbours in sort order, by no or by id.
    const mid = await t.call('GET', `/user/professionalField/pageTurn/${b.en.no}`, { lang: 'en_US' });
    expect(mid.body.result).toEqual({
      prev: { id: a.en.id, no: a.en.no, name: 'Alpha EN' },
      next: { id: c.en.id, no: c.en.no, name: 'Gamma EN' },
    });
    const first = await t.call('GET', `/user/professionalField/pageTurn/${a.de.id}`, { lang: 'de_DE' });
    expect(first.body.result).toEqual({ prev: null, next: { id: b.de.id, no: b.de.no, name: 'Beta DE' } });
    const last = await t.call('GET', `/user/professionalField/pageTurn/${c.en.no}`, { lang: 'en_US' });
    expect(last.body.result.next).toBeNull();
    expect((await t.call('GET', '/user/professionalField/pageTurn/P99999', { lang: 'en_US' })).status).toBe(404);
    expect((await t.call('GET', '/user/professionalField/pageTurn/99999999999999', { lang: 'en_US' })).status).toBe(
      404,
    );

    for (const x of [a, b, c]) await admin('DELETE', `/admin/professionalField/${x.en.id}`);
  });

  it('moves a group to the target place in every language', async () => {
    const a = await area('A');
    const b = await area('B');
    const c = await area('C');
    const d = await area('D');
    // Down: A onto C → B C A D
    expect((await admin('PUT', '/admin/professionalField/sort', { sourceId: a.en.id, targetId: c.de.id })).status).toBe(
      200,
    );
    expect(await publicNames('en_US')).toEqual(['B EN', 'C EN', 'A EN', 'D EN']);
    expect(await publicNames('de_DE')).toEqual(['B DE', 'C DE', 'A DE', 'D DE']);
    // Up: D onto B → D B C A
    await admin('PUT', '/admin/professionalField/sort', { sourceId: d.de.id, targetId: b.en.id });
    expect(await publicNames('en_US')).toEqual(['D EN', 'B EN', 'C EN', 'A EN']);
    expect(await publicNames('de_DE')).toEqual(['D DE', 'B DE', 'C DE', 'A DE']);
    const turn = await t.call('GET', `/user/professionalField/pageTurn/${b.en.no}`, { lang: 'de_DE' });
    expect(turn.body.result.prev.name).toBe('D DE');
    expect(turn.body.result.next.name).toBe('C DE');
    // Onto itself: nothing changes.
    await admin('PUT', '/admin/professionalField/sort', { sourceId: c.en.id, targetId: c.de.id });
    expect(await publicNames('en_US')).toEqual(['D EN', 'B EN', 'C EN', 'A EN']);
    expect((await admin('PUT', '/admin/professionalField/sort', { sourceId: 999999, targetId: a.en.id })).status).toBe(
      404,
    );
    const missing = await admin('PUT', '/admin/professionalField/sort', { sourceId: a.en.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('targetId');
    for (const x of [a, b, c, d]) await admin('DELETE', `/admin/professionalField/${x.en.id}`);
  });

  it('deletes every language of an area and the lawyers lose the link', async () => {
    const f = await area('Gone');
    const lawyer = await admin('POST', '/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Clara Adler', proFieldIds: [f.en.id] },
    ]);
    expect(lawyer.body.result[0].proFieldIds).toEqual([f.en.id]);
    expect((await admin('DELETE', `/admin/professionalField/${f.de.id}`)).status).toBe(200);
    expect((await admin('GET', `/admin/professionalField/group/${f.en.no}`)).status).toBe(404);
    expect(await publicNames('en_US')).toEqual([]);
    const after = await admin('GET', `/admin/lawyerTeam/detail/${lawyer.body.result[0].id}`);
    expect(after.body.result.proFieldIds).toEqual([]);
    expect((await admin('DELETE', `/admin/professionalField/${f.de.id}`)).status).toBe(404);
  });
});
