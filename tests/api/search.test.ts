import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';
import { seedDemo } from '#server/db/seed/index.ts';
import { setClock } from '#server/lib/publication.ts';
import { buildApp } from '#server/app.ts';
import { backupToFile, restoreBackup } from '#server/modules/backup/archive.ts';
import { backupScratch } from '../backup-support';
import path from 'node:path';
import type { PublicSearchHit } from '#contract/search.ts';

/**
 * The site search over the demo content in three languages, on SQLite and (TEST_DATABASE_URL)
 * PostgreSQL alike: a fixed table of queries, each with items that must be among the first three
 * and items that must not appear at all. Plus what the test adds: two lawyers called Müller and
 * Mueller, a draft, a scheduled item and a hidden translation, none of which may ever be found.
 */
let t: TestApp;
let token: string;
const { scratch, newTarget, cleanup } = backupScratch();

type Hit = PublicSearchHit;

async function find(q: string, lang: string, extra = ''): Promise<{ items: Hit[]; total: number }> {
  const res = await t.call('GET', `/user/search?q=${encodeURIComponent(q)}&pageSize=50${extra}`, { lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { items: res.body.result, total: res.body.pageable.totalCount };
}

const catalogOf: Record<string, number> = {};
const news = (lang: string, title: string, content: string, more: Record<string, unknown> = {}) => ({
  lang,
  title,
  content: `<p>${content}</p>`,
  coverUrl: '/api/upload/x.jpg',
  cataId: catalogOf[lang],
  ...more,
});
async function post(path: string, body: unknown) {
  const res = await t.call('POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { no: string; id: number; lang: string }[];
}

/** Words only the hidden items hold: no query may ever return them. */
const HIDDEN = ['Geheimentwurf', 'Zukunftsvorhaben', 'Secrettranslation', '机密草稿'];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
  token = await t.token();
  for (const c of await t.app.db
    .selectFrom('catalog')
    .select(['id', 'lang'])
    .where('type', '=', 0)
    .orderBy('id')
    .execute())
    catalogOf[c.lang] ??= c.id;
  await post('/admin/lawyerTeam', [
    { lang: 'de_DE', name: 'Lea Müller', intro: '<p>Lea Müller berät im Arbeitsrecht.</p>' },
    { lang: 'en_US', name: 'Lea Müller', intro: '<p>Lea Müller advises on employment law.</p>' },
    { lang: 'zh_CN', name: '莉娅·穆勒', intro: '<p>莉娅·穆勒专注于劳动法。</p>' },
  ]);
  await post('/admin/lawyerTeam', [
    { lang: 'de_DE', name: 'Peter Mueller', intro: '<p>Peter Mueller ist Steuerberater.</p>' },
  ]);
  // A draft in every language, one scheduled for next month, one whose English translation is a draft.
  await post('/admin/latest-news', [
    news('de_DE', 'Geheimentwurf zur Hinweisgeberschutz-Reform', 'Geheimentwurf', { status: 'draft' }),
    news('zh_CN', '机密草稿', '机密草稿 知识产权', { status: 'draft' }),
  ]);
  await post('/admin/latest-news', [
    news('de_DE', 'Zukunftsvorhaben Arbeitsrecht', 'Zukunftsvorhaben', {
      publishAt: new Date(Date.now() + 30 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z'),
    }),
  ]);
  await post('/admin/latest-news', [
    news('de_DE', 'Öffentliche Meldung zum Datenschutz', 'Öffentlich'),
    news('en_US', 'Secrettranslation about data protection', 'Secrettranslation', { status: 'draft' }),
  ]);
}, 300_000);

afterAll(async () => {
  setClock(null);
  await t?.close();
  cleanup();
});

/** [language, query, titles (their beginning) that must be among the first three, titles that must not appear]. */
const QUERIES: [string, string, string[], string[]][] = [
  // German: case and accents folded, umlauts written out, ß as ss
  ['de_DE', 'muller', ['Lea Müller', 'Peter Mueller'], []],
  ['de_DE', 'Mueller', ['Lea Müller', 'Peter Mueller'], []],
  ['de_DE', 'Müller', ['Lea Müller', 'Peter Mueller'], []],
  ['de_DE', 'MÜLLER', ['Lea Müller'], []],
  ['de_DE', 'strasse', ['Impressum'], []],
  ['de_DE', 'Straße', ['Impressum'], []],
  // parts of compounds
  ['de_DE', 'verordnung', ['KI-Verordnung: Was Unternehmen', 'Volltext der KI-Verordnung'], []],
  ['de_DE', 'KI-Verordnung', ['KI-Verordnung: Was Unternehmen'], []],
  ['de_DE', 'arbeitsrecht', ['Arbeitsrecht'], ['Zukunftsvorhaben Arbeitsrecht']],
  [
    'de_DE',
    'Hinweisgeberschutz',
    ['Zwei Jahre Hinweisgeberschutzgesetz'],
    ['Entwurf: Hinweisgeberschutz', 'Geheimentwurf zur Hinweisgeberschutz-Reform'],
  ],
  ['de_DE', 'lieferkettengesetz', ['Lieferkettengesetz im Umbruch'], []],
  ['de_DE', 'patentgericht', ['Drei Jahre Einheitliches Patentgericht'], []],
  ['de_DE', 'Schiedsverfahren', ['Prozessführung & Schiedsverfahren'], []],
  ['de_DE', 'gesellschaftsrecht', ['Gesellschaftsrecht & M&A'], []],
  ['de_DE', 'Datenschutz', ['Datenschutz & IT-Recht'], ['Secrettranslation about data protection']],
  // a phrase in quotes
  ['de_DE', '"künstliche Intelligenz"', ['Investitionsprüfung in Deutschland'], []],
  // lawyers by any of their names, scheduled items not yet
  ['de_DE', 'Kestner', ['Dr. Katharina Kestner'], []],
  ['de_DE', '王珊', ['Shan Wang'], []],
  ['de_DE', 'Vergleichswerbung', [], ['Einstweilige Verfügung gegen eine irreführende Vergleichswerbung']],
  ['de_DE', 'Impressum', ['Impressum'], []],
  // English: plurals and inflections
  ['en_US', 'contracts', ['The German Supply Chain Act in transition'], []],
  ['en_US', 'investing', ['China Desk & Foreign Investment', 'Asia-Europe Counsel Review 2026'], []],
  ['en_US', 'employment', ['Employment'], []],
  ['en_US', 'lawyers', ['Great Place to Work for Lawyers 2026', 'Best Lawyers in Germany 2026'], []],
  [
    'en_US',
    'whistleblower',
    ['Two years of the German Whistleblower Protection Act'],
    ['Draft: whistleblower protection'],
  ],
  ['en_US', '"supply chain"', ['The German Supply Chain Act in transition'], []],
  ['en_US', 'arbitration', ['Arbitration Practice Guide Europe 2025', 'Post-M&A arbitration'], []],
  ['en_US', 'Brenner', ['Julia Brenner'], []],
  ['en_US', 'privacy', ['Privacy policy'], []],
  ['en_US', 'intellectual property', ['Intellectual Property'], []],
  ['en_US', '王珊', ['Shan Wang'], []],
  ['en_US', 'Müller', ['Lea Müller'], ['Peter Mueller']],
  ['en_US', 'data protection', ['Data Protection & Technology'], ['Secrettranslation about data protection']],
  // Chinese: words of two characters and more, without spaces
  ['zh_CN', '人工智能', ['2026慕尼黑商法论坛'], []],
  ['zh_CN', '知识产权', ['知识产权'], ['机密草稿']],
  ['zh_CN', '数据保护', ['数据保护与信息技术'], []],
  ['zh_CN', '劳动法', ['劳动法'], []],
  ['zh_CN', '仲裁', ['争议解决与仲裁', '并购后仲裁'], []],
  ['zh_CN', '王珊', ['王珊'], []],
  ['zh_CN', '凯斯特纳', ['卡塔琳娜·凯斯特纳 博士'], []],
  ['zh_CN', '隐私', ['隐私政策'], []],
  ['zh_CN', '专利法院', ['欧洲统一专利法院运行三周年'], []],
  ['zh_CN', 'Shan Wang', ['王珊'], []],
  ['zh_CN', '穆勒', ['莉娅·穆勒'], []],
  // never across unrelated characters: 产 and 知 stand in 知识产权, never together
  ['zh_CN', '产知', [], ['知识产权']],
];

describe('the search finds what a visitor expects, in the asked language only', () => {
  it('has at least 40 queries', () => expect(QUERIES.length).toBeGreaterThanOrEqual(40));

  for (const [lang, q, top, never] of QUERIES) {
    it(`${lang} ${q}`, async () => {
      const { items, total } = await find(q, lang);
      const titles = items.map((i) => i.title);
      for (const want of top)
        expect(
          titles.slice(0, 3).some((title) => title.startsWith(want)),
          `${want} in the top 3 of ${JSON.stringify(titles.slice(0, 5))}`,
        ).toBe(true);
      for (const not of never)
        expect(
          titles.some((title) => title.startsWith(not)),
          `${not} in ${JSON.stringify(titles)}`,
        ).toBe(false);
      for (const word of HIDDEN) expect(titles.join(' ') + items.map((i) => i.excerpt).join(' ')).not.toContain(word);
      if (top.length === 0 && never.length && q === '产知') expect(total).toBe(0);
      // Only the asked language: every hit is a row of that language.
      for (const i of items) {
        const table = {
          news: 'article',
          case: 'article',
          honour: 'article',
          lawyer: 'lawyer',
          practiceArea: 'professional_field',
          doc: 'document',
        }[i.type] as 'article';
        const row = await t.app.db.selectFrom(table).select('lang').where('id', '=', i.id).executeTakeFirstOrThrow();
        expect(row.lang, `${i.type} ${i.id}`).toBe(lang);
      }
    });
  }

  it('"recht" finds the exact word first, then the compounds (Arbeitsrecht)', async () => {
    const { items } = await find('recht', 'de_DE');
    const titles = items.map((i) => i.title);
    const compound = titles.indexOf('Arbeitsrecht');
    expect(compound, JSON.stringify(titles)).toBeGreaterThan(0);
    expect(titles[0]).toBe('Datenschutz & IT-Recht');
  });

  it('marks the matched words in the excerpt and answers the result fields', async () => {
    const { items } = await find('verordnung', 'de_DE');
    const hit = items.find((i) => i.title.startsWith('KI-Verordnung: Was Unternehmen'))!;
    expect(hit.excerpt).toContain('<mark>Verordnung</mark>');
    expect(hit).toMatchObject({ type: 'news', url: `/news/detail/${hit.id}` });
    expect(hit.date).toMatch(/^2026-01-20T/);
    const lawyer = (await find('Kestner', 'de_DE')).items.find((i) => i.type === 'lawyer')!;
    expect(lawyer.url).toBe(`/team/detail/${lawyer.id}`);
    expect(lawyer.role).toBe('Partner');
    // An excerpt is text: markup in content never comes through.
    expect(items.every((i) => !/<(?!\/?mark>)/.test(i.excerpt))).toBe(true);
  });

  it('finds a lawyer by a practice area of theirs', async () => {
    const titles = (await find('Arbeitsrecht', 'de_DE', '&type=lawyer')).items.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(['Julia Brenner', 'Lin Yu', 'Lea Müller']));
  });

  it('ranks the title before the text and newer before older, pins aside', async () => {
    // Both titles say "verordnung": the newer (21 January) before the older (20 January, pinned).
    const titles = (await find('verordnung', 'de_DE')).items.map((i) => i.title);
    expect(titles.indexOf('Volltext der KI-Verordnung (EUR-Lex)')).toBe(0);
    expect(titles.indexOf('KI-Verordnung: Was Unternehmen bis August 2026 umsetzen müssen')).toBe(1);
    // Items that only mention it in the text come after.
    const bodyOnly = titles.findIndex((x) => !/verordnung/i.test(x));
    expect(bodyOnly).toBeGreaterThan(1);
  });

  it('filters by kind and pages', async () => {
    const all = await find('recht', 'de_DE');
    const docs = await find('recht', 'de_DE', '&type=doc');
    expect(docs.items.every((i) => i.type === 'doc')).toBe(true);
    expect(docs.total).toBeLessThan(all.total);
    const p2 = await t.call('GET', '/user/search?q=recht&pageSize=5&page=2', { lang: 'de_DE' });
    expect(p2.body.pageable).toEqual({ pageNo: 2, pageSize: 5, totalCount: all.total });
    expect(p2.body.result.map((i: Hit) => i.title)).toEqual(all.items.slice(5, 10).map((i) => i.title));
    // A page past the end is empty and still says how many there are.
    const past = await t.call('GET', '/user/search?q=recht&pageSize=5&page=999', { lang: 'de_DE' });
    expect(past.body.result).toEqual([]);
    expect(past.body.pageable.totalCount).toBe(all.total);
  });

  it('refuses an empty or overlong query and an unknown kind with 400', async () => {
    for (const [url, field] of [
      ['/user/search?q=', 'q'],
      ['/user/search', "'q'"],
      [`/user/search?q=${'a'.repeat(201)}`, 'q'],
      ['/user/search?q=x&type=banner', 'type'],
    ]) {
      const res = await t.call('GET', url, { lang: 'de_DE' });
      expect(res.status, url).toBe(400);
      expect(res.body.result).toBeNull();
      // The message names the field at fault.
      expect(res.body.message, url).toMatch(
        new RegExp(`querystring(/${field}\\b| must have required property ${field})`),
      );
    }
    expect((await find('a'.repeat(200), 'de_DE')).total).toBe(0);
    expect((await find('"" ***', 'de_DE')).total).toBe(0);
  });
});

describe('the index follows every write at once', () => {
  it('a published item is found at once; a draft is not', async () => {
    const [created] = await post('/admin/latest-news', [
      news('de_DE', 'Quantenrechner im Vergaberecht', 'Text', { status: 'draft' }),
    ]);
    expect((await find('Quantenrechner', 'de_DE')).total).toBe(0);
    const res = await t.call('PUT', '/admin/latest-news', {
      token,
      body: [{ ...news('de_DE', 'Quantenrechner im Vergaberecht', 'Text'), id: created.id, status: 'published' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await find('Quantenrechner', 'de_DE')).items.map((i) => i.title)).toEqual([
      'Quantenrechner im Vergaberecht',
    ]);
  });

  it('a scheduled item is found from its time on', async () => {
    expect((await find('Zukunftsvorhaben', 'de_DE')).total).toBe(0);
    setClock(() => new Date(Date.now() + 31 * 86_400_000));
    try {
      expect((await find('Zukunftsvorhaben', 'de_DE')).total).toBe(1);
    } finally {
      setClock(null);
    }
  });

  it('trash and restore, and a restore from history, update the index', async () => {
    const [created] = await post('/admin/latest-news', [news('de_DE', 'Papierkorbtest Meldung', 'Inhalt')]);
    expect((await find('Papierkorbtest', 'de_DE')).total).toBe(1);
    expect((await t.call('DELETE', `/admin/latest-news?no=${created.no}`, { token })).status).toBe(200);
    expect((await find('Papierkorbtest', 'de_DE')).total).toBe(0);
    expect((await t.call('POST', `/admin/trash/news/${created.no}/restore`, { token })).status).toBe(200);
    expect((await find('Papierkorbtest', 'de_DE')).total).toBe(1);

    const put = await t.call('PUT', '/admin/latest-news', {
      token,
      body: [{ ...news('de_DE', 'Umbenannte Meldung', 'Inhalt'), id: created.id }],
    });
    expect(put.status).toBe(200);
    expect((await find('Papierkorbtest', 'de_DE')).total).toBe(0);
    expect((await find('Umbenannte', 'de_DE')).total).toBe(1);
    const versions = await t.call('GET', `/admin/versions?kind=news&no=${created.no}`, { token });
    const first = (versions.body.result as { id: number; action: string }[]).find((v) => v.action === 'create')!;
    expect((await t.call('POST', `/admin/versions/${first.id}/restore`, { token })).status).toBe(200);
    expect((await find('Papierkorbtest', 'de_DE')).total).toBe(1);
    expect((await find('Umbenannte', 'de_DE')).total).toBe(0);
  });

  it('a restored backup is searchable', async () => {
    const archive = path.join(scratch, 'search.tar.gz');
    await backupToFile(t.config, archive);
    const target = await newTarget();
    await restoreBackup(target, archive, { safetyDir: scratch });
    const restored = await buildApp(target, { logger: false, web: false });
    try {
      const res = await restored.inject({
        method: 'GET',
        url: '/api/user/search?q=Papierkorbtest',
        headers: { 'x-language': 'de_DE' },
      });
      expect(res.json().pageable.totalCount).toBe(1);
      const zh = await restored.inject({
        method: 'GET',
        url: `/api/user/search?q=${encodeURIComponent('知识产权')}`,
        headers: { 'x-language': 'zh_CN' },
      });
      expect(zh.json().pageable.totalCount).toBe((await find('知识产权', 'zh_CN')).total);
    } finally {
      await restored.close();
    }
  });
});

describe('the back office searches drafts too', () => {
  it("the lists' title filter is the same search: parts of words, accents, drafts", async () => {
    const titles = async (url: string) =>
      ((await t.call('GET', url, { token })).body.result as { title?: string; name?: string }[]).map(
        (r) => r.title ?? r.name,
      );
    expect(await titles('/admin/latest-news?lang=de_DE&title=verordnung')).toEqual(
      expect.arrayContaining([
        'KI-Verordnung: Was Unternehmen bis August 2026 umsetzen müssen',
        'Volltext der KI-Verordnung (EUR-Lex)',
      ]),
    );
    expect(await titles('/admin/latest-news?lang=de_DE&title=geheimentwurf')).toEqual([
      'Geheimentwurf zur Hinweisgeberschutz-Reform',
    ]);
    expect(await titles(`/admin/latest-news?lang=zh_CN&title=${encodeURIComponent('人工智能')}`)).toEqual(
      expect.arrayContaining(['欧盟《人工智能法案》：企业须在2026年8月前完成的合规事项']),
    );
    expect(await titles(`/admin/latest-news?lang=zh_CN&title=${encodeURIComponent('产知')}`)).toEqual([]);
    expect(await titles('/admin/professionalField?lang=de_DE&name=recht')).toEqual(
      expect.arrayContaining(['Arbeitsrecht', 'Steuerrecht', 'Datenschutz & IT-Recht']),
    );
    expect(await titles('/admin/professionalField?lang=de_DE&name=Schiedsverfahren')).toEqual([
      'Prozessführung & Schiedsverfahren',
    ]);
  });

  it('needs a sign-in and finds drafts, scheduled items and every language', async () => {
    expect((await t.call('GET', '/admin/search?q=Geheimentwurf')).status).toBe(401);
    const res = await t.call('GET', '/admin/search?q=Geheimentwurf', { token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      expect.objectContaining({ title: 'Geheimentwurf zur Hinweisgeberschutz-Reform', status: 'draft', lang: 'de_DE' }),
    ]);
    const zh = await t.call('GET', `/admin/search?q=${encodeURIComponent('机密草稿')}&lang=zh_CN`, { token });
    expect(zh.body.result.map((i: Hit) => i.title)).toEqual(['机密草稿']);
  });
});
