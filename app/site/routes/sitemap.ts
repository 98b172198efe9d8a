import type { Route } from './+types/sitemap';
import type { Envelope } from '#contract/envelope.ts';
import type { SiteDocument } from '#contract/entities.ts';
import { MAX_PAGE_SIZE } from '#contract/envelope.ts';
import { DOC_NAMES } from '#contract/enums.ts';
import { ARTICLE_KIND_LIST } from '#contract/article-kinds.ts';
import { LOCALES, LOCALE_TAGS, type Locale } from '#contract/locales.ts';
import { localizedUrl } from '../seo';

interface Row {
  id: number;
  no: string;
  updateTime?: string;
}

interface Entry {
  /** Path per language of one page (a detail page has one id per language). */
  paths: Partial<Record<Locale, string>>;
  lastmod?: string;
}

const STATIC_PATHS = ['/home', '/about', '/about/detail', '/services', '/team', '/news', '/case'];
/** Upper bound of pages fetched per list and language (100 items each). */
const MAX_PAGES = 200;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every row of a paged public list in one language. */
async function allRows(api: Route.LoaderArgs['context']['api'], path: string, lang: Locale): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const env: Envelope<Row[] | null> = await api(`${path}${sep}page=${page}&pageSize=${MAX_PAGE_SIZE}`, { lang });
    const items = env.status === 200 && Array.isArray(env.result) ? env.result : [];
    rows.push(...items);
    const total = env.pageable?.totalCount ?? 0;
    if (items.length < MAX_PAGE_SIZE || rows.length >= total) break;
  }
  return rows;
}

/** Groups the rows of every language by translation group (`no`) into one entry per page. */
async function detailEntries(
  api: Route.LoaderArgs['context']['api'],
  list: string,
  detail: string,
  paged: boolean,
): Promise<Entry[]> {
  const groups = new Map<string, Entry>();
  for (const lang of LOCALES) {
    let rows: Row[];
    if (paged) rows = await allRows(api, list, lang);
    else {
      const env: Envelope<Row[] | null> = await api(list, { lang });
      rows = env.status === 200 && Array.isArray(env.result) ? env.result : [];
    }
    for (const r of rows) {
      const key = r.no || `id:${r.id}`;
      const entry = groups.get(key) ?? { paths: {} };
      entry.paths[lang] = `${detail}${r.id}`;
      if (r.updateTime && (!entry.lastmod || r.updateTime > entry.lastmod)) entry.lastmod = r.updateTime;
      groups.set(key, entry);
    }
  }
  return [...groups.values()];
}

/**
 * The documents (privacy policy, terms, imprint) in the languages the public may open: the first
 * language that answers names them all (its `translations`); a document with none is left out.
 */
async function documentEntries(api: Route.LoaderArgs['context']['api']): Promise<Entry[]> {
  const entries = await Promise.all(
    DOC_NAMES.map(async (name): Promise<Entry | null> => {
      for (const lang of LOCALES) {
        const env: Envelope<SiteDocument | null> = await api(`/user/docs/${name}`, { lang });
        if (env.status !== 200 || !env.result) continue;
        const paths = Object.fromEntries((env.result.translations ?? []).map((tr) => [tr.lang, `/docs/${name}`]));
        return Object.keys(paths).length ? { paths } : null;
      }
      return null;
    }),
  );
  return entries.filter((e): e is Entry => e !== null);
}

/** /sitemap.xml: every public page in every language (?lang= URLs) with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin, basePath, defaultLocale } = context;
  const details = await Promise.all([
    detailEntries(api, '/user/professionalField/list?brief=1', '/services/detail/', false),
    detailEntries(api, '/user/lawyerTeam?brief=1', '/team/detail/', true),
    ...ARTICLE_KIND_LIST.map((k) => detailEntries(api, k.userPath, `${k.siteDetailPath}/`, true)),
    documentEntries(api),
  ]);
  const entries: Entry[] = [
    ...STATIC_PATHS.map((p) => ({ paths: Object.fromEntries(LOCALES.map((l) => [l, p])) })),
    ...details.flat(),
  ];

  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const langs = LOCALES.filter((l) => entry.paths[l]);
    const alternates = langs.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escapeXml(localizedUrl(origin, basePath, entry.paths[l]!, l))}"/>`,
    );
    const defaultPath = entry.paths[defaultLocale] ?? entry.paths[langs[0]]!;
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${basePath}${defaultPath}`)}"/>`,
    );
    for (const l of langs) {
      out.push('  <url>', `    <loc>${escapeXml(localizedUrl(origin, basePath, entry.paths[l]!, l))}</loc>`);
      if (entry.lastmod) out.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
      out.push(...alternates, '  </url>');
    }
  }
  out.push('</urlset>', '');
  return new Response(out.join('\n'), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}
