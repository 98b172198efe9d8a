import type { Route } from './+types/feed';
import type { ArticleItem, PortalConfig } from '#contract/entities.ts';
import { ARTICLE_KIND_CONFIGS, articleDetailPath, type ArticleKindConfig } from '#contract/article-kinds.ts';
import { LOCALE_TAGS } from '#contract/locales.ts';
import { createI18n } from '#app/i18n/index.tsx';
import { siteMessages } from '#app/i18n/messages/index.ts';
import { localizedUrl } from '../seo';

/** How many entries a feed holds: the newest public items. */
export const FEED_ENTRIES = 20;
/** Pinned items lead the public list: read enough to find the newest 20 among the rest. */
const READ = 60;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
/** XML 1.0 admits no control characters besides tab, newline and return. */
const xmlText = (s: string) =>
  escapeXml(s.replace(/[\p{Cc}\uFFFE\uFFFF]/gu, (c) => (c === '\t' || c === '\n' || c === '\r' ? c : '')));

/**
 * /news/feed.xml and /case/feed.xml: an Atom feed (RFC 4287) of the newest public items in one
 * language (?lang=, else the visitor's), every URL absolute from PUBLIC_URL.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin, basePath, locale } = context;
  const cfg: ArticleKindConfig = new URL(request.url).pathname.endsWith('/case/feed.xml')
    ? ARTICLE_KIND_CONFIGS.case
    : ARTICLE_KIND_CONFIGS.news;
  const [list, config] = await Promise.all([
    api<ArticleItem[]>(`${cfg.userPath}?page=1&pageSize=${READ}`, { lang: locale }),
    api<PortalConfig>('/user/portal-config', { lang: locale }),
  ]);
  const items = (list.status === 200 && Array.isArray(list.result) ? list.result : [])
    .slice()
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
    .slice(0, FEED_ENTRIES);
  const t = createI18n(locale, siteMessages(locale)).t;
  const firm = (config.status === 200 && config.result?.name) || t('site.defaultTitle');
  const page = localizedUrl(origin, basePath, cfg.siteListPath, locale);
  const self = `${origin}${basePath}${cfg.siteListPath}/feed.xml?lang=${locale}`;
  const updated = items.reduce(
    (max, i) => (i.updateTime > max ? i.updateTime : max),
    items[0]?.updateTime ?? new Date(0).toISOString(),
  );
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LOCALE_TAGS[locale]}">`,
    `  <id>${xmlText(self)}</id>`,
    `  <title>${xmlText(`${t(cfg.kind === 'case' ? 'nav.cases' : 'nav.news')} – ${firm}`)}</title>`,
    `  <updated>${xmlText(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(page)}"/>`,
    `  <author><name>${xmlText(firm)}</name></author>`,
  ];
  for (const i of items) {
    const url = localizedUrl(origin, basePath, articleDetailPath(cfg, i.id), locale);
    out.push(
      '  <entry>',
      `    <id>${xmlText(url)}</id>`,
      `    <title>${xmlText(i.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `    <published>${xmlText(i.createTime)}</published>`,
      `    <updated>${xmlText(i.updateTime > i.createTime ? i.updateTime : i.createTime)}</updated>`,
      ...(i.summary ? [`    <summary>${xmlText(i.summary)}</summary>`] : []),
      '  </entry>',
    );
  }
  out.push('</feed>', '');
  return new Response(out.join('\n'), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}
