import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '..';
import { now } from '..';
import { LOCALES, type Locale } from '#contract/locales.ts';
import type { CatalogType } from '#contract/enums.ts';
import { ARTICLE_KIND_CONFIGS, type ArticleKindConfig } from '#contract/article-kinds.ts';
import { createSession } from '#server/modules/auth/sessions.ts';
import { hashToken } from '#server/modules/auth/secrets.ts';
import { renderImage } from './images';
import type { ArticleSeed, CatalogSeed, ImageSpec, Tri } from './content/types';
import { FIRM_DOMAIN, banners, jobs, offices, portalConfig, spokenLanguages } from './content/firm';
import { accessibilityDoc, openingHours, sampleInquiries } from './content/inquiries';
import { readSettings } from '#server/modules/inquiries/texts.ts';
import { fields } from './content/fields';
import { lawyers } from './content/lawyers';
import { news, newsCatalogs } from './content/news';
import { caseCatalogs, cases } from './content/cases';
import { honours } from './content/honours';
import { docs } from './content/docs';
import { imprintSeed } from './content/imprint';

/** Every table that holds the site's content: the demo firm may only go where all are empty. */
const CONTENT_TABLES = [
  'catalog',
  'article',
  'banner',
  'professional_field',
  'job',
  'office',
  'lawyer',
  'portal_config',
  'icon',
  'upload',
  'document',
] as const;

/**
 * True when the database has no content at all and was never seeded. A site started with
 * SEED=none and filled by its staff is not empty, so a later start with SEED=demo adds nothing.
 */
export async function isEmpty(db: DB): Promise<boolean> {
  const seeded = await db.selectFrom('site_state').select('value').where('key', '=', 'seeded').executeTakeFirst();
  if (seeded) return false;
  for (const table of CONTENT_TABLES) {
    if (
      await db
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .limit(1)
        .executeTakeFirst()
    )
      return false;
  }
  return true;
}

type Method = 'GET' | 'POST' | 'PUT';
type Api = <T = unknown>(method: Method, url: string, body?: unknown) => Promise<T>;

/** Calls the admin API in-process as the seeding session; anything but a 200 stops the seed. */
function adminApi(app: FastifyInstance, token: string): Api {
  return async <T>(method: Method, url: string, body?: unknown): Promise<T> => {
    const res = await app.inject({
      method,
      url: `${app.config.basePath}/api${url}`,
      headers: { authorization: token },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    let json: { result?: unknown; message?: string; status?: number } | null = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      /* reported below */
    }
    if (res.statusCode !== 200 || !json) {
      throw new Error(
        `demo seed: ${method} ${url} answered HTTP ${res.statusCode}: ${json?.message ?? res.body.slice(0, 500)}`,
      );
    }
    return json.result as T;
  };
}

/** Runs `fn` over `items` with at most `limit` in flight (image encoding is CPU-bound). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const imageKey = (s: ImageSpec) => `${s.kind}-${s.seed}`;
const tri = (f: (l: Locale) => string): Tri => Object.fromEntries(LOCALES.map((l) => [l, f(l)])) as Tri;

/** Every picture the demo uses, drawn once and stored through the upload pipeline (with its variants). */
async function uploadImages(app: FastifyInstance): Promise<{ image: (spec: ImageSpec) => string; count: number }> {
  const specs = new Map<string, ImageSpec>();
  // The media library's title and alt text of each picture in the three languages (issue 33).
  const described = new Map<string, { title: Tri; alt: Tri }>();
  const add = (s: ImageSpec, title: Tri, alt: (l: Locale, title: string) => string) => {
    specs.set(imageKey(s), s);
    if (!described.has(imageKey(s))) described.set(imageKey(s), { title, alt: tri((l) => alt(l, title[l])) });
  };
  const ALT = {
    logo: { de_DE: 'Logo von {t}', en_US: '{t} logo', zh_CN: '{t}标志' },
    banner: { de_DE: 'Abstraktes Titelbild: {t}', en_US: 'Abstract header picture: {t}', zh_CN: '抽象题图：{t}' },
    icon: { de_DE: 'Symbol für {t}', en_US: 'Icon for {t}', zh_CN: '{t}图标' },
    environment: { de_DE: 'Kanzleiräume: {t}', en_US: 'Our offices: {t}', zh_CN: '办公环境：{t}' },
    cover: {
      de_DE: 'Abstrakte Grafik zum Beitrag „{t}“',
      en_US: 'Abstract graphic for “{t}”',
      zh_CN: '《{t}》配图（抽象图形）',
    },
  } satisfies Record<ImageSpec['kind'], Tri>;
  const altOf = (kind: ImageSpec['kind']) => (l: Locale, title: string) => ALT[kind][l].replace('{t}', title);
  add(portalConfig.logo, portalConfig.name, altOf('logo'));
  banners.forEach((b) => add(b.image, b.title, altOf('banner')));
  fields.forEach((f) => add({ kind: 'icon', seed: f.icon }, f.name, altOf('icon')));
  portalConfig.environment.forEach((e) => add({ kind: 'environment', seed: e.seed }, e.title, altOf('environment')));
  [...news, ...cases, ...honours].forEach((a) => add(a.cover, a.title, altOf('cover')));

  const urls = new Map<string, string>();
  const list = [...specs.values()];
  await mapLimit(list, 3, async (spec) => {
    const { bytes, name } = await renderImage(spec);
    const file = await app.storage.save(bytes, name, { fast: true });
    urls.set(imageKey(spec), file.url);
    const texts = described.get(imageKey(spec));
    if (texts)
      await app.db
        .insertInto('upload_text')
        .values(
          LOCALES.map((lang) => ({
            file_id: file.fileId,
            lang,
            title: texts.title[lang].slice(0, 200),
            alt: texts.alt[lang].slice(0, 500),
            caption: '',
          })),
        )
        .execute();
  });
  const image = (spec: ImageSpec) => {
    const url = urls.get(imageKey(spec));
    if (!url) throw new Error(`demo seed: no image ${imageKey(spec)}`);
    return url;
  };
  return { image, count: list.length };
}

/** Finds the id of the row named `name` in a per-language list. */
function idByName(rows: { id: number; name: string }[], name: string, what: string): number {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`demo seed: ${what} "${name}" not found after creating it`);
  return row.id;
}

/** Flattens catalog trees (childrenList) into one list. */
interface CatalogTree {
  id: number;
  name: string;
  childrenList?: CatalogTree[];
}
function flatten(rows: CatalogTree[]): CatalogTree[] {
  return rows.flatMap((r) => [r, ...flatten(r.childrenList ?? [])]);
}

/** Spread the seed's articles over the day so equal dates still sort deterministically. */
const at = (date: string, i: number) =>
  `${date}T${String(7 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00.000Z`;

/**
 * Fills an empty database with the demo firm through the real admin API (validation and
 * sanitising apply), as the first administrator, then marks the database as seeded.
 */
/** What the demo seed wrote, in one line for the start-up log. */
function demoSummary(pictures: number): string {
  return `${news.length} news, ${cases.length} case analyses, ${honours.length} honours, ${lawyers.length} lawyers, ${fields.length} practice areas, ${banners.length} banners, ${docs.length} legal pages and ${pictures} pictures in ${LOCALES.length} languages`;
}

/** The demo inbox: the sample inquiries with their consent text and status history. */
async function seedInquiries(
  db: FastifyInstance['db'],
  lawyerNo: string | null,
  fieldNo: string | null,
): Promise<void> {
  const settings = await readSettings(db);
  for (const q of sampleInquiries) {
    const created = new Date(Date.now() - q.daysAgo * 86_400_000).toISOString();
    const history = [
      { status: 'new', at: created, account: null },
      ...(q.status === 'new'
        ? []
        : [{ status: q.status, at: new Date(Date.parse(created) + 3_600_000).toISOString(), account: 'admin' }]),
    ];
    await db
      .insertInto('inquiry')
      .values({
        name: q.name,
        email: q.email,
        phone: '',
        company: q.company,
        subject: q.subject,
        message: q.message,
        lang: q.lang,
        lawyer_no: q.lawyer ? lawyerNo : null,
        field_no: q.field ? fieldNo : null,
        article_id: null,
        consent_text: settings.texts[q.lang].consent,
        consent_version: settings.texts[q.lang].consentVersion,
        status: q.status,
        history: JSON.stringify(history),
        create_time: created,
        update_time: history.at(-1)!.at,
      })
      .execute();
  }
}

/** Writes the demo firm through the admin API; answers what it created, in one line. */
export async function seedDemo(app: FastifyInstance): Promise<string> {
  const { db } = app;
  const admin = await db.selectFrom('admin_user').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!admin) throw new Error('demo seed: no administrator account exists yet');
  const token = await createSession(db, admin.id);
  const api = adminApi(app, token);
  try {
    const { image, count: pictures } = await uploadImages(app);

    // Offices and job titles: one group per item, then the ids per language.
    for (const o of offices)
      await api(
        'POST',
        '/admin/office',
        LOCALES.map((lang) => ({
          lang,
          name: o.name[lang],
          address: o.address[lang],
          phone: o.phone,
          openingHours: openingHours[lang],
        })),
      );
    for (const j of jobs)
      await api(
        'POST',
        '/admin/job',
        LOCALES.map((lang) => ({ lang, name: j.name[lang] })),
      );
    const officeId = {} as Record<Locale, Record<string, number>>;
    const jobId = {} as Record<Locale, Record<string, number>>;
    for (const lang of LOCALES) {
      const officeRows = await api<{ id: number; name: string }[]>('GET', `/admin/office?lang=${lang}`);
      const jobRows = await api<{ id: number; name: string }[]>('GET', `/admin/job?lang=${lang}`);
      officeId[lang] = Object.fromEntries(offices.map((o) => [o.key, idByName(officeRows, o.name[lang], 'office')]));
      jobId[lang] = Object.fromEntries(jobs.map((j) => [j.key, idByName(jobRows, j.name[lang], 'job')]));
    }

    // Practice areas.
    const fieldNo: Record<string, string> = {};
    for (const f of fields) {
      const iconUrl = image({ kind: 'icon', seed: f.icon });
      const [created] = await api<{ no: string }[]>(
        'POST',
        '/admin/professionalField',
        LOCALES.map((lang) => ({ lang, name: f.name[lang], introduce: f.introduce[lang], iconUrl })),
      );
      fieldNo[f.key] = created.no;
    }
    const fieldId = {} as Record<Locale, Record<string, number>>;
    for (const lang of LOCALES) {
      const rows = await api<{ id: number; name: string }[]>('GET', `/admin/professionalField/lang/list?lang=${lang}`);
      fieldId[lang] = Object.fromEntries(fields.map((f) => [f.key, idByName(rows, f.name[lang], 'practice area')]));
    }

    // Catalogs of news and cases.
    const catalogId = {} as Record<Locale, Record<string, number>>;
    for (const lang of LOCALES) catalogId[lang] = {};
    const createCatalogs = async (list: CatalogSeed[], type: CatalogType) => {
      for (const c of list)
        await api(
          'POST',
          '/admin/catalog',
          LOCALES.map((lang) => ({ lang, name: c.name[lang], type, parentId: null })),
        );
      for (const lang of LOCALES) {
        const rows = flatten(await api<CatalogTree[]>('GET', `/admin/catalog?type=${type}&lang=${lang}`));
        for (const c of list) catalogId[lang][c.key] = idByName(rows, c.name[lang], 'catalog');
      }
    };
    await createCatalogs(newsCatalogs, ARTICLE_KIND_CONFIGS.news.catalogType);
    await createCatalogs(caseCatalogs, ARTICLE_KIND_CONFIGS.case.catalogType);

    // Banners: one row per language.
    for (const [i, b] of banners.entries()) {
      const imgPath = image(b.image);
      for (const lang of LOCALES) {
        await api('POST', '/admin/banner', {
          lang,
          imgPath,
          title: b.title[lang],
          subTitle: b.subTitle[lang],
          linkUrl: b.linkUrl,
          top: b.top,
          sort: i,
        });
      }
    }

    // Lawyers, with jobs, practice areas and office of each language.
    const lawyerNo: Record<string, string> = {};
    for (const l of lawyers) {
      const [created] = await api<{ no: string }[]>(
        'POST',
        '/admin/lawyerTeam',
        LOCALES.map((lang) => ({
          lang,
          name: l.name[lang],
          top: l.top,
          jobIds: l.jobs.map((k) => jobId[lang][k]),
          proFieldIds: l.fields.map((k) => fieldId[lang][k]),
          phoneNumber: l.phone,
          email: `${l.email}@${FIRM_DOMAIN}`,
          office: officeId[lang][l.office],
          languages: l.languages.map((k) => spokenLanguages[k][lang]),
          intro: l.intro[lang],
          customContents: l.custom.map((c) => ({ title: c.title[lang], content: c.content[lang] })),
        })),
      );
      lawyerNo[l.email] = created.no;
    }

    // News, cases and honours, with their publication dates, authors and practice areas.
    const createArticles = async ({ adminPath: path, kind, links }: ArticleKindConfig, items: ArticleSeed[]) => {
      for (const [i, a] of items.entries()) {
        const coverUrl = image(a.cover);
        const body = LOCALES.map((lang) => ({
          lang,
          title: a.title[lang],
          content: a.content[lang],
          coverUrl,
          top: a.top ?? 0,
          ...(a.catalog ? { cataId: catalogId[lang][a.catalog] } : {}),
          ...(links
            ? { isLink: a.contentUrl ? 1 : 0, contentUrl: a.contentUrl ?? null, note: a.note?.[lang] ?? null }
            : {}),
          ...(a.drafts?.includes(lang) ? { status: 'draft' } : {}),
          ...(a.scheduledInDays
            ? { publishAt: new Date(Date.now() + a.scheduledInDays * 86_400_000).toISOString() }
            : {}),
          createTime: at(a.date, i),
          ...(a.authors ? { authorNos: a.authors.map((key) => lawyerNo[key]) } : {}),
          ...(a.areas ? { practiceAreaNos: a.areas.map((key) => fieldNo[key]) } : {}),
        }));
        const [created] = await api<{ no: string }[]>('POST', path, body);
        if (!created?.no) throw new Error(`demo seed: POST ${path} did not answer the item's no`);
        // Written on the day it was published.
        await db
          .updateTable('article')
          .set({ update_time: at(a.date, i) })
          .where('kind', '=', kind)
          .where('no', '=', created.no)
          .execute();
      }
    };
    await createArticles(ARTICLE_KIND_CONFIGS.news, news);
    await createArticles(ARTICLE_KIND_CONFIGS.case, cases);
    await createArticles(ARTICLE_KIND_CONFIGS.honour, honours);

    // Site configuration per language.
    const pc = portalConfig;
    const pick = (t: Tri, lang: Locale) => t[lang];
    await api(
      'POST',
      '/admin/portal-config',
      LOCALES.map((lang) => ({
        lang,
        name: pick(pc.name, lang),
        iconUrl: image(pc.logo),
        address: pick(pc.address, lang),
        email: pc.email,
        tel: pc.tel,
        introduce: pick(pc.introduce, lang),
        lawyerCount: pc.lawyerCount,
        isLawyerCountVisible: 1,
        totalPeople: pc.totalPeople,
        isTotalPeopleVisible: 1,
        branchCount: pc.branchCount,
        isBranchCountVisible: 1,
        advantagesList: pc.advantages.map((a) => ({ title: a.title[lang], content: a.content[lang] })),
        environmentList: pc.environment.map((e) => ({
          title: e.title[lang],
          coverUrl: image({ kind: 'environment', seed: e.seed }),
        })),
      })),
    );

    // Privacy policy, terms, imprint and the accessibility statement.
    for (const d of [...docs, accessibilityDoc]) {
      await api(
        'PUT',
        `/admin/docs/${d.name}`,
        LOCALES.map((lang) => ({ lang, title: d.title[lang], content: d.content[lang] })),
      );
    }
    // The imprint's structured part (site configuration), shown above its free text.
    await api('PUT', '/admin/portal-config/imprint', imprintSeed);

    // A few inquiries in the inbox (stored as the form stores them; no mail).
    await seedInquiries(db, Object.values(lawyerNo)[0] ?? null, Object.values(fieldNo)[0] ?? null);

    await db
      .insertInto('site_state')
      .values({ key: 'seeded', value: now() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: now() }))
      .execute();
    return demoSummary(pictures);
  } finally {
    await db.deleteFrom('admin_session').where('token_hash', '=', hashToken(token)).execute();
  }
}
