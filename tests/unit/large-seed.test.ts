import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';
import { seedLarge } from '#server/db/seed/large.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('seedLarge', () => {
  it('creates what it needs, links every lawyer, and does not add the set twice', async () => {
    const result = await seedLarge(t.app.db, { newsPerLanguage: 120, lawyersPerLanguage: 30, batchSize: 50 });
    expect(result).toMatchObject({ skipped: false, news: 120, lawyers: 30 });
    const db = t.app.db;

    const news = await db.selectFrom('article').select(['lang', 'cata_id', 'no']).where('kind', '=', 'news').execute();
    expect(news).toHaveLength(360);
    // Two news catalogs per language, each article in a catalog of its own language.
    const catalogs = await db.selectFrom('catalog').select(['id', 'lang', 'type']).execute();
    expect(catalogs.filter((c) => c.type === 0)).toHaveLength(6);
    const catalogLang = new Map(catalogs.map((c) => [c.id, c.lang]));
    expect(news.every((n) => catalogLang.get(n.cata_id!) === n.lang)).toBe(true);
    expect(new Set(news.map((n) => n.cata_id)).size).toBe(6);
    // One translation group per item across the three languages.
    expect(new Set(news.map((n) => n.no)).size).toBe(120);

    const lawyers = await db.selectFrom('lawyer').select(['id', 'lang', 'office_id']).execute();
    expect(lawyers).toHaveLength(90);
    const offices = new Map(
      (await db.selectFrom('office').select(['id', 'lang']).execute()).map((o) => [o.id, o.lang]),
    );
    expect(lawyers.every((l) => offices.get(l.office_id!) === l.lang)).toBe(true);
    const jobLinks = await db
      .selectFrom('lawyer_job')
      .innerJoin('job', 'job.id', 'lawyer_job.job_id')
      .select(['lawyer_id', 'job.lang'])
      .execute();
    const fieldLinks = await db
      .selectFrom('lawyer_field')
      .innerJoin('professional_field as f', 'f.id', 'lawyer_field.field_id')
      .select(['lawyer_id', 'f.lang'])
      .execute();
    const lawyerLang = new Map(lawyers.map((l) => [l.id, l.lang]));
    for (const l of lawyers) {
      expect(jobLinks.some((j) => j.lawyer_id === l.id)).toBe(true);
      expect(fieldLinks.some((f) => f.lawyer_id === l.id)).toBe(true);
    }
    expect(jobLinks.every((j) => lawyerLang.get(j.lawyer_id) === j.lang)).toBe(true);
    expect(fieldLinks.every((f) => lawyerLang.get(f.lawyer_id) === f.lang)).toBe(true);

    // The search index is filled with it (issue 31: `npm run seed -- --large` fills it): every
    // news item and lawyer has its row, and a word of a seeded title finds that item.
    const indexed = async (type: string) =>
      (
        await db
          .selectFrom('search_doc')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', type)
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await indexed('news'))).toBe(360);
    expect(Number(await indexed('lawyer'))).toBe(90);
    const first = await db
      .selectFrom('article')
      .select(['no', 'title'])
      .where('kind', '=', 'news')
      .where('lang', '=', 'en_US')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = first.title.split(/[^\p{L}]+/u).find((w) => w.length >= 5)!;
    const found = await t.call('GET', `/user/search?q=${encodeURIComponent(word)}&type=news&pageSize=50`, {
      lang: 'en_US',
    });
    expect(found.status).toBe(200);
    expect(found.body.pageable.totalCount).toBeGreaterThan(0);

    const again = await seedLarge(db, { newsPerLanguage: 120, lawyersPerLanguage: 30 });
    expect(again.skipped).toBe(true);
    expect(
      await db
        .selectFrom('article')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ n: 360 });

    // Forced, it reuses the catalogs and taxonomies instead of creating more.
    await seedLarge(db, { newsPerLanguage: 10, lawyersPerLanguage: 5, force: true });
    expect((await db.selectFrom('catalog').select('id').execute()).length).toBe(6);
    expect((await db.selectFrom('office').select('id').execute()).length).toBe(offices.size);
  });
});
