import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { ANSWER_TEXT_CHARS } from '#server/lib/answer-budget.ts';

/**
 * Lists that carry rich text are bounded by what their rows hold (server/lib/answer-budget.ts):
 * an Author's drafts of a few megabytes each made one list answer of 62 MB, and a page of 100 of
 * them ran the server out of heap. Beyond ANSWER_TEXT_CHARS a list is refused, before anything
 * is loaded, with a 400 that names the size and the way out; fewer rows a page still work. The
 * back office's lists by item (view=items) carry teasers instead, as brief=1 does: never refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const admin = (method: string, url: string, body?: unknown) => adminCall(t, method, url, body);
/** Rich text of `chars` characters in all. */
const big = (chars: number) => `<p>${'x'.repeat(chars - 7)}</p>`;
/** Rows of this size: seven of them pass the budget, six do not. */
const ROW = Math.ceil(ANSWER_TEXT_CHARS / 6.5);

function expectRefused(res: { status: number; body: { message?: string; status?: number } }) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
  expect(res.body.status).toBe(400);
  expect(res.body.message).toMatch(
    /characters of text, more than one answer carries \(3,000,000\): ask for (fewer|teasers)/,
  );
}

/**
 * A list by item of the seven rows (view=items, as the back office's lists and the article
 * editor's pickers ask for it): answered, each rich text as a teaser of at most 300 characters.
 */
function expectTeasers(res: { status: number; body: { result?: Record<string, unknown>[] } }, field: string) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.body.result).toHaveLength(7);
  for (const item of res.body.result ?? []) expect(item[field]).toMatch(/^x{100,299}…$/);
  expect(JSON.stringify(res.body).length).toBeLessThan(50_000);
}

describe('lists that carry rich text', () => {
  it('refuses an article list whose page holds more text than one answer carries; a smaller page still works', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await admin('POST', '/admin/lawfirm-honour', [
        { lang: 'de_DE', title: `Große Ehre ${i}`, coverUrl: '/api/upload/c.jpg', status: 'draft', content: big(ROW) },
      ]);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    }
    expectRefused(await admin('GET', '/admin/lawfirm-honour?pageSize=10'));
    expectTeasers(await admin('GET', '/admin/lawfirm-honour?pageSize=100&view=items&lang=de_DE'), 'content');
    const fewer = await admin('GET', '/admin/lawfirm-honour?pageSize=5');
    expect(fewer.status).toBe(200);
    expect(fewer.body.result).toHaveLength(5);
    expect(fewer.body.result[0].content).toHaveLength(ROW);
    expect(fewer.body.pageable.totalCount).toBe(7);
  });

  it('refuses an article content over 500,000 characters, naming the field', async () => {
    const res = await admin('POST', '/admin/lawfirm-honour', [
      { lang: 'de_DE', title: 'Zu lang', coverUrl: '/api/upload/c.jpg', content: big(500_001) },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/content/);
  });

  it('bounds the lawyer lists (admin, by item and public) the same way', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await admin('POST', '/admin/lawyerTeam', [
        {
          lang: 'de_DE',
          name: `Anwältin ${i}`,
          photoUrl: '/api/upload/p.jpg',
          intro: big(ROW),
          customContents: [{ title: 'Werdegang', content: big(1000) }],
        },
      ]);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    }
    expectRefused(await admin('GET', '/admin/lawyerTeam?pageSize=10'));
    const items = await admin('GET', '/admin/lawyerTeam?pageSize=100&view=items&lang=de_DE');
    expectTeasers(items, 'intro');
    // Further sections as brief=1 answers them: none (the field keeps its type).
    expect(items.body.result[0].customContents).toEqual([]);
    expectRefused(await t.call('GET', '/user/lawyerTeam?pageSize=10', { lang: 'de_DE' }));
    expect((await t.call('GET', '/user/lawyerTeam?pageSize=4', { lang: 'de_DE' })).status).toBe(200);
    // The site's own pages ask for teasers (brief=1): never refused, whatever the texts hold.
    const brief = await t.call('GET', '/user/lawyerTeam?pageSize=10&brief=1', { lang: 'de_DE' });
    expect(brief.status).toBe(200);
    expect(brief.body.result).toHaveLength(7);
    expect(brief.body.result[0].intro).toMatch(/^x{100,299}…$/);
    expect(brief.body.result[0].customContents).toEqual([]);
  });

  it('bounds the practice area lists, the public one of all areas included', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await admin('POST', '/admin/professionalField', [
        { lang: 'de_DE', name: `Rechtsgebiet ${i}`, introduce: big(ROW) },
      ]);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    }
    expectRefused(await admin('GET', '/admin/professionalField?pageSize=10'));
    expectTeasers(await admin('GET', '/admin/professionalField?pageSize=100&view=items&lang=de_DE'), 'introduce');
    expectRefused(await t.call('GET', '/user/professionalField/list', { lang: 'de_DE' }));
    expect((await admin('GET', '/admin/professionalField?pageSize=4')).status).toBe(200);
    for (const url of [
      '/user/professionalField/list?brief=1',
      '/admin/professionalField/lang/list?lang=de_DE&brief=1',
    ]) {
      const brief = await t.call('GET', url, { lang: 'de_DE' });
      expect(brief.status, url).toBe(200);
      expect(brief.body.result).toHaveLength(7);
      expect(brief.body.result[0].introduce).toMatch(/^x{100,299}…$/);
    }
  });
});
