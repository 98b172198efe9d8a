/**
 * The large data set for benchmarks: about 20,000 news items per language across the two news
 * catalogs and 500 lawyers per language with jobs, practice areas and offices. Rows are written
 * straight into the tables in batched transactions (minutes would otherwise become hours); the
 * catalogs, jobs, offices and practice areas it needs are created when missing.
 */
import { foldForSearch } from '#server/modules/search/analyse.ts';
import { indexRows } from '#server/modules/search/index-writer.ts';
import { sql, type Insertable } from 'kysely';
import type { DB } from '..';
import { nextSequence, now } from '..';
import type { Database } from '../schema';
import { bumpContentVersion } from '#server/lib/content-version.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { CatalogType } from '#contract/enums.ts';
import { ARTICLE_KIND_CONFIGS } from '#contract/article-kinds.ts';

export interface LargeSeedOptions {
  newsPerLanguage?: number;
  lawyersPerLanguage?: number;
  /** Rows per INSERT (and per transaction). */
  batchSize?: number;
  /** Seed again even when a large data set was already added. */
  force?: boolean;
  log?: (message: string) => void;
}

export interface LargeSeedResult {
  skipped: boolean;
  news: number;
  lawyers: number;
  ms: number;
}

const MARKER = 'large_seed';

/** `no` prefixes of the modules that own these tables, so later creates continue the same counters. */
const PREFIX = {
  catalog: 'K',
  news: ARTICLE_KIND_CONFIGS.news.prefix,
  lawyer: 'T',
  field: 'P',
  job: 'J',
  office: 'O',
} as const;

type Names = Record<Locale, string>;

const NEWS_CATALOGS: Names[] = [
  { de_DE: 'Rechtliche Entwicklungen', en_US: 'Legal Insights', zh_CN: '法律动态' },
  { de_DE: 'Kanzleinachrichten', en_US: 'Firm News', zh_CN: '律所新闻' },
];
const JOBS: Names[] = [
  { de_DE: 'Partner', en_US: 'Partner', zh_CN: '合伙人' },
  { de_DE: 'Counsel', en_US: 'Counsel', zh_CN: '顾问律师' },
  { de_DE: 'Rechtsanwalt', en_US: 'Associate', zh_CN: '律师' },
  { de_DE: 'Steuerberater', en_US: 'Tax Adviser', zh_CN: '税务顾问' },
];
const OFFICES: Names[] = [
  { de_DE: 'München', en_US: 'Munich', zh_CN: '慕尼黑' },
  { de_DE: 'Frankfurt am Main', en_US: 'Frankfurt', zh_CN: '法兰克福' },
  { de_DE: 'Shanghai', en_US: 'Shanghai', zh_CN: '上海' },
];
const FIELDS: Names[] = [
  { de_DE: 'Gesellschaftsrecht', en_US: 'Corporate Law', zh_CN: '公司法' },
  { de_DE: 'Arbeitsrecht', en_US: 'Employment Law', zh_CN: '劳动法' },
  { de_DE: 'Steuerrecht', en_US: 'Tax Law', zh_CN: '税法' },
  { de_DE: 'IT- und Datenschutzrecht', en_US: 'IT and Data Protection', zh_CN: '信息技术与数据保护' },
  { de_DE: 'Immobilienrecht', en_US: 'Real Estate', zh_CN: '房地产法' },
  { de_DE: 'Prozessführung', en_US: 'Litigation', zh_CN: '诉讼' },
  { de_DE: 'Handels- und Vertriebsrecht', en_US: 'Commercial and Distribution', zh_CN: '商事与分销' },
  { de_DE: 'Chinesisch-deutsche Investitionen', en_US: 'Sino-German Investment', zh_CN: '中德投资' },
];

const FIRST = [
  'Anna',
  'Lukas',
  'Sophie',
  'Maximilian',
  'Marie',
  'Felix',
  'Laura',
  'Jonas',
  'Clara',
  'Paul',
  'Hannah',
  'Leon',
  'Mia',
  'Elias',
  'Lena',
  'Jakob',
  'Emilia',
  'Moritz',
  'Johanna',
  'David',
];
const LAST = [
  'Müller',
  'Schmidt',
  'Bergmann',
  'Weinberg',
  'Fischer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Schulz',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Huber',
];
const ZH_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡'];
const ZH_GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '晓东',
];
const TOPICS: Names[] = [
  {
    de_DE: 'Neue Rechtsprechung zum Kündigungsschutz',
    en_US: 'New case law on dismissal protection',
    zh_CN: '解雇保护的新判例',
  },
  { de_DE: 'Datenschutz bei Cloud-Diensten', en_US: 'Data protection for cloud services', zh_CN: '云服务中的数据保护' },
  {
    de_DE: 'Grunderwerbsteuer bei Share Deals',
    en_US: 'Real estate transfer tax in share deals',
    zh_CN: '股权交易中的土地购置税',
  },
  { de_DE: 'Lieferkettengesetz in der Praxis', en_US: 'The supply chain act in practice', zh_CN: '供应链法的实践' },
  {
    de_DE: 'Investitionsprüfung nach dem AWG',
    en_US: 'Foreign investment screening in Germany',
    zh_CN: '德国外商投资审查',
  },
  {
    de_DE: 'Geschäftsführerhaftung in der Krise',
    en_US: "Directors' liability in a crisis",
    zh_CN: '危机中的董事责任',
  },
  { de_DE: 'Kanzlei-Veranstaltung in München', en_US: 'Firm event in Munich', zh_CN: '慕尼黑律所活动' },
  { de_DE: 'Neue Partnerin im Arbeitsrecht', en_US: 'New partner in employment law', zh_CN: '劳动法团队新合伙人加盟' },
];
const LANGUAGE_NAMES: Names[] = [
  { de_DE: 'Deutsch', en_US: 'German', zh_CN: '德语' },
  { de_DE: 'Englisch', en_US: 'English', zh_CN: '英语' },
  { de_DE: 'Chinesisch', en_US: 'Chinese', zh_CN: '中文' },
  { de_DE: 'Französisch', en_US: 'French', zh_CN: '法语' },
];

const PARAGRAPH: Names = {
  de_DE:
    '<p>Der Gesetzgeber hat die Rahmenbedingungen erneut angepasst. Für Unternehmen bedeutet das, bestehende Verträge und Prozesse zu prüfen und Zuständigkeiten klar zu regeln. Wir fassen die wichtigsten Punkte zusammen und zeigen, wo jetzt Handlungsbedarf besteht.</p>',
  en_US:
    '<p>The legislator has adjusted the framework once more. For businesses this means reviewing existing contracts and processes and assigning clear responsibilities. We summarise the key points and show where action is needed now.</p>',
  zh_CN:
    '<p>立法机关再次调整了相关法律框架。对企业而言，这意味着需要审查现有合同与流程，并明确职责分工。我们总结了要点，并指出目前需要采取行动的方面。</p>',
};

/** A deterministic pseudo-random sequence, so two runs produce the same data set. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reserves `count` consecutive values of a `no` counter in one statement. */
async function reserveNos(db: DB, prefix: string, count: number): Promise<(i: number) => string> {
  const first = (await nextSequence(db, `no:${prefix}`, count)) - count + 1;
  return (i) => `${prefix}${String(first + i).padStart(5, '0')}`;
}

async function inBatches<T>(
  db: DB,
  rows: T[],
  size: number,
  insert: (trx: DB, batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size);
    await db.transaction().execute((trx) => insert(trx, batch));
  }
}

/** Translation groups (`no`) that exist in every language, as id per language; the first `want`, created when missing. */
async function ensureGroups(
  db: DB,
  table: 'catalog' | 'job' | 'office' | 'professional_field',
  prefix: string,
  defaults: Names[],
  want: number,
  extra: Record<string, unknown> = {},
): Promise<Record<Locale, number>[]> {
  let query = db
    .selectFrom(table as 'job')
    .select(['id', 'no', 'lang'])
    .orderBy('sort')
    .orderBy('id');
  if (table === 'catalog') query = query.where(sql.ref('type'), '=', CatalogType.NEWS);
  const rows = await query.execute();
  const groups = new Map<string, Partial<Record<Locale, number>>>();
  for (const r of rows) {
    const g = groups.get(r.no) ?? {};
    g[r.lang as Locale] ??= r.id;
    groups.set(r.no, g);
  }
  const complete = [...groups.values()].filter((g) => LOCALES.every((l) => g[l] !== undefined)) as Record<
    Locale,
    number
  >[];
  const result = complete.slice(0, want);
  const missing = want - result.length;
  if (missing <= 0) return result;

  const no = await reserveNos(db, prefix, missing);
  const t = now();
  const have = result.length;
  for (let i = 0; i < missing; i++) {
    const names = defaults[(have + i) % defaults.length];
    const group = {} as Record<Locale, number>;
    for (const lang of LOCALES) {
      const base = { no: no(i), lang, name: names[lang], sort: have + i };
      const values =
        table === 'catalog'
          ? { ...base, type: CatalogType.NEWS, parent_id: null, create_time: t, update_time: t }
          : table === 'professional_field'
            ? { ...base, introduce: `<p>${names[lang]}</p>`, icon_url: null, create_time: t, update_time: t }
            : base;
      const row = await db
        .insertInto(table as 'job')
        .values({ ...values, ...extra } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (table === 'professional_field') await indexRows(db, table, [row.id]);
      group[lang] = row.id;
    }
    result.push(group);
  }
  return result;
}

export async function seedLarge(db: DB, opts: LargeSeedOptions = {}): Promise<LargeSeedResult> {
  const started = Date.now();
  const newsPerLanguage = opts.newsPerLanguage ?? 20_000;
  const lawyersPerLanguage = opts.lawyersPerLanguage ?? 500;
  const batchSize = opts.batchSize ?? 500;
  const log = opts.log ?? (() => {});

  const marker = await db.selectFrom('site_state').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker && !opts.force) {
    log(`a large data set was already added (${marker.value}); pass force to add another`);
    return { skipped: true, news: 0, lawyers: 0, ms: Date.now() - started };
  }

  const catalogs = await ensureGroups(db, 'catalog', PREFIX.catalog, NEWS_CATALOGS, 2);
  const jobs = await ensureGroups(db, 'job', PREFIX.job, JOBS, JOBS.length);
  const offices = await ensureGroups(db, 'office', PREFIX.office, OFFICES, OFFICES.length);
  const fields = await ensureGroups(db, 'professional_field', PREFIX.field, FIELDS, FIELDS.length);

  // Reuse the covers and photos that exist (the demo's), so the pages show real pictures.
  const covers = (await db.selectFrom('article').select('cover_url').distinct().limit(20).execute())
    .map((r) => r.cover_url)
    .filter(Boolean);
  if (covers.length === 0) covers.push('/api/upload/large/cover_1200x675.jpg');
  const photos = (await db.selectFrom('lawyer').select('photo_url').distinct().limit(20).execute())
    .map((r) => r.photo_url)
    .filter((u): u is string => !!u);

  // News: one translation group per item, every language, spread over ten years, newest first in ids too.
  const random = rng(20_000);
  const newsNo = await reserveNos(db, PREFIX.news, newsPerLanguage);
  const end = Date.now();
  const span = 10 * 365 * 24 * 3600_000;
  const articleRows: Insertable<Database['article']>[] = [];
  for (let i = 0; i < newsPerLanguage; i++) {
    const created = new Date(
      end - span + Math.floor((span * i) / newsPerLanguage) + Math.floor(random() * 60_000),
    ).toISOString();
    const topic = TOPICS[i % TOPICS.length];
    const catalog = catalogs[i % catalogs.length];
    const isLink = i % 20 === 7 ? 1 : 0;
    const cover = covers[i % covers.length];
    const views = Math.floor(random() * 5000);
    for (const lang of LOCALES) {
      articleRows.push({
        kind: ARTICLE_KIND_CONFIGS.news.kind,
        no: newsNo(i),
        lang,
        title: `${topic[lang]} (${i + 1})`,
        content: isLink ? '' : `<h2>${topic[lang]}</h2>${PARAGRAPH[lang].repeat(3)}`,
        cata_id: catalog[lang],
        content_url: isLink ? `https://www.example.com/press/${i + 1}` : null,
        cover_url: cover,
        is_link: isLink,
        note: null,
        top: 0,
        views,
        operator_name: 'seed',
        create_time: created,
        update_time: created,
      });
    }
  }
  log(`inserting ${articleRows.length} news rows`);
  await inBatches(db, articleRows, batchSize, async (trx, batch) => {
    const inserted = await trx.insertInto('article').values(batch).returning('id').execute();
    // Searchable in the same transaction (server/modules/search).
    await indexRows(
      trx,
      'article',
      inserted.map((r) => Number(r.id)),
    );
  });

  // Lawyers: every language of one person shares `no`; names repeat across the set like real ones.
  const lawyerNo = await reserveNos(db, PREFIX.lawyer, lawyersPerLanguage);
  const t = now();
  const lawyerRows: Insertable<Database['lawyer']>[] = [];
  const relations: { no: string; lang: Locale; jobs: number[]; fields: number[] }[] = [];
  for (let i = 0; i < lawyersPerLanguage; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const zh = `${ZH_SURNAMES[i % ZH_SURNAMES.length]}${ZH_GIVEN[Math.floor(i / ZH_SURNAMES.length) % ZH_GIVEN.length]}`;
    const office = offices[i % offices.length];
    const jobIdx = [i % jobs.length, ...(i % 7 === 0 ? [(i + 1) % jobs.length] : [])];
    const fieldIdx = [
      i % fields.length,
      (i * 3 + 1) % fields.length,
      ...(i % 4 === 0 ? [(i + 5) % fields.length] : []),
    ];
    const spoken = [0, 1, ...(i % 3 === 0 ? [2] : []), ...(i % 11 === 0 ? [3] : [])];
    for (const lang of LOCALES) {
      const name = lang === 'zh_CN' ? zh : `${first} ${last}`;
      lawyerRows.push({
        no: lawyerNo(i),
        lang,
        top: i < 3 ? 1 : 0,
        photo_url: photos.length ? photos[i % photos.length] : null,
        name,
        search_name: foldForSearch(name),
        phone_number: `+49 89 ${String(2000000 + i).slice(0, 7)}`,
        email:
          `${first}.${last}.${i}`.toLowerCase().replace(/ü/g, 'ue').replace(/ö/g, 'oe').replace(/ä/g, 'ae') +
          '@example-kanzlei.de',
        office_id: office[lang],
        languages: JSON.stringify(spoken.map((k) => LANGUAGE_NAMES[k][lang])),
        intro: `<p>${name}: ${FIELDS[fieldIdx[0]][lang]}.</p>${PARAGRAPH[lang]}`,
        custom_contents: JSON.stringify([{ title: FIELDS[fieldIdx[1]][lang], content: PARAGRAPH[lang] }]),
        sort: i,
        create_time: t,
        update_time: t,
      });
      relations.push({
        no: lawyerNo(i),
        lang,
        jobs: [...new Set(jobIdx)].map((k) => jobs[k][lang]),
        fields: [...new Set(fieldIdx)].map((k) => fields[k][lang]),
      });
    }
  }
  log(`inserting ${lawyerRows.length} lawyers with their jobs and practice areas`);
  await inBatches(db, lawyerRows, batchSize, async (trx, batch) => {
    const inserted = await trx.insertInto('lawyer').values(batch).returning('id').execute();
    // Searchable in the same transaction (server/modules/search).
    await indexRows(
      trx,
      'lawyer',
      inserted.map((r) => Number(r.id)),
    );
  });
  const ids = new Map<string, number>();
  const nos = Array.from({ length: lawyersPerLanguage }, (_, i) => lawyerNo(i));
  for (let i = 0; i < nos.length; i += batchSize) {
    const rows = await db
      .selectFrom('lawyer')
      .select(['id', 'no', 'lang'])
      .where('no', 'in', nos.slice(i, i + batchSize))
      .execute();
    for (const r of rows) ids.set(`${r.no}|${r.lang}`, r.id);
  }
  const jobRows = relations.flatMap((r) =>
    r.jobs.map((job_id) => ({ lawyer_id: ids.get(`${r.no}|${r.lang}`)!, job_id })),
  );
  const fieldRows = relations.flatMap((r) =>
    r.fields.map((field_id) => ({ lawyer_id: ids.get(`${r.no}|${r.lang}`)!, field_id })),
  );
  await inBatches(db, jobRows, batchSize, (trx, batch) => trx.insertInto('lawyer_job').values(batch).execute());
  await inBatches(db, fieldRows, batchSize, (trx, batch) => trx.insertInto('lawyer_field').values(batch).execute());

  const summary = `${newsPerLanguage} news and ${lawyersPerLanguage} lawyers per language, ${now()}`;
  await db
    .insertInto('site_state')
    .values({ key: MARKER, value: summary })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: summary }))
    .execute();
  // Render caches key on the content version: a new data set must not be served from an old cache.
  await bumpContentVersion(db);
  // Fresh statistics after a bulk load, so the planner keeps using the list indexes.
  await sql`analyze`.execute(db);
  return { skipped: false, news: newsPerLanguage, lawyers: lawyersPerLanguage, ms: Date.now() - started };
}
