import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';
import { isEmpty, seedDemo } from '#server/db/seed/index.ts';
import { LOCALES } from '#contract/locales.ts';
import type { ArticleItem } from '#contract/entities.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await isEmpty(t.app.db)).toBe(true);
  await seedDemo(t.app);
}, 240_000); // image variants (AVIF) dominate; generous for a loaded CI machine

afterAll(async () => {
  await t?.close();
});

const get = async (url: string, lang: string) => {
  const res = await t.call('GET', url, { lang });
  expect(res.status, `${url} (${lang}): ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body;
};

describe('demo content', () => {
  it('creates each news and case category as one translation group (one no in all three languages)', async () => {
    // Read without logging in: the next test checks that no session is left behind.
    const rows = await t.app.db.selectFrom('catalog').select(['no', 'lang', 'type']).execute();
    const byNo = new Map<string, string[]>();
    for (const r of rows) byNo.set(r.no, [...(byNo.get(r.no) ?? []), r.lang]);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set([0, 1]));
    for (const langs of byNo.values()) expect(langs.sort()).toEqual([...LOCALES]);
    for (const lang of LOCALES) {
      const tree = (await get('/user/catalog?type=1', lang)).result as { translations: { lang: string }[] }[];
      for (const c of tree) expect(c.translations.map((x) => x.lang)).toEqual([...LOCALES]);
    }
  });

  it('marks the database as seeded and leaves no seeding session behind', async () => {
    expect(await isEmpty(t.app.db)).toBe(false);
    const sessions = await t.app.db.selectFrom('admin_session').select('token_hash').execute();
    expect(sessions).toHaveLength(0);
  });

  for (const lang of LOCALES) {
    describe(lang, () => {
      it('has lawyers with jobs, practice areas, office, languages and custom sections', async () => {
        const body = await get('/user/lawyerTeam?pageSize=50', lang);
        expect(body.result.length).toBeGreaterThanOrEqual(8);
        for (const l of body.result) {
          expect(l.lang).toBe(lang);
          expect(l.jobs.length).toBeGreaterThan(0);
          expect(l.proFields.length).toBeGreaterThan(0);
          expect(l.office).toBeTruthy();
          expect(l.email).toMatch(/@kestner-vahl\.example$/);
          // No made-up portraits: the site shows the lawyer's initials instead.
          expect(l.photoUrl ?? null).toBeNull();
        }
        const detail = await get(`/user/lawyerTeam/${body.result[0].id}`, lang);
        expect(detail.result.languages.length).toBeGreaterThan(0);
        expect(detail.result.customContents).toHaveLength(2);
        expect(detail.result.intro).toContain('<p>');
      });

      it('has 8 practice areas with introductions and icons', async () => {
        const body = await get('/user/professionalField/list', lang);
        expect(body.result).toHaveLength(8);
        for (const f of body.result) {
          expect(f.iconUrl).toBeTruthy();
        }
        const detail = await get(`/user/professionalField/${body.result[0].id}`, lang);
        expect(detail.result.introduce).toContain('<h3>');
      });

      it('has two news catalogs, at least 14 written articles and two external links', async () => {
        const cats = await get('/user/catalog?type=0', lang);
        expect(cats.result).toHaveLength(2);
        const body = await get('/user/latest-news?pageSize=100', lang);
        const items = body.result as ArticleItem[];
        expect(items.filter((n) => n.isLink === 0).length).toBeGreaterThanOrEqual(14);
        const links = items.filter((n) => n.isLink === 1);
        expect(links).toHaveLength(2);
        for (const l of links) expect(l.contentUrl).toMatch(/^https:\/\//);
        const catIds = new Set(items.map((n) => n.cataId));
        expect(catIds.size).toBe(2);
        // Backdated: spread over the 18 months before 2026-11-22.
        const times = items.map((n) => Date.parse(n.createTime));
        expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2025-05-22'));
        expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse('2026-11-22'));
        expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(300 * 86_400_000);
      });

      it('has 6 case analyses and 6 honours', async () => {
        const c = await get('/user/case-analysis?pageSize=50', lang);
        expect(c.result).toHaveLength(6);
        const h = await get('/user/lawfirm-honour?pageSize=50', lang);
        expect(h.result).toHaveLength(6);
      });

      it('has 3 banners and the site configuration with advantages and environment pictures', async () => {
        const b = await get('/user/banner', lang);
        expect(b.result).toHaveLength(3);
        const pc = await get('/user/portal-config', lang);
        expect(pc.result.name).toBeTruthy();
        expect(pc.result.email).toMatch(/@kestner-vahl\.example$/);
        expect(pc.result.advantagesList).toHaveLength(4);
        expect(pc.result.environmentList).toHaveLength(4);
        expect(pc.result.isLawyerCountVisible).toBe(1);
      });

      it('has the privacy policy, terms and imprint', async () => {
        for (const name of ['privacy', 'terms', 'imprint']) {
          const d = await get(`/user/docs/${name}`, lang);
          expect(d.result.title).toBeTruthy();
          expect(d.result.content.length).toBeGreaterThan(500);
        }
        const imprint = await get('/user/docs/imprint', lang);
        expect(imprint.result.content).toContain('BRAO');
      });
    });
  }

  it('puts every demo picture in the media library with its alt text in the three languages', async () => {
    const images = await t.app.db.selectFrom('upload').select('file_id').execute();
    expect(images.length).toBeGreaterThan(10);
    const texts = await t.app.db.selectFrom('upload_text').select(['file_id', 'lang', 'alt']).execute();
    for (const { file_id } of images)
      for (const lang of LOCALES)
        expect(texts.find((x) => x.file_id === file_id && x.lang === lang)?.alt, `${file_id} ${lang}`).toBeTruthy();
  });

  it('serves the uploaded cover images', async () => {
    const body = await get('/user/latest-news?pageSize=1', 'en_US');
    const url: string = body.result[0].coverUrl;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/jpeg/);
  });
});
