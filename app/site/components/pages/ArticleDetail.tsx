import type { MetaDescriptor } from 'react-router';
import { useI18n } from '#app/i18n/index.tsx';
import { LOCALE_TAGS, isLocale } from '#contract/locales.ts';
import { absoluteUrl, pageMeta, translationPaths } from '#app/site/seo.ts';
import { Picture } from '../Picture';
import { PageHeader } from '../PageHeader';
import { RichText } from '../RichText';
import { Icon } from '../icons';
import { metaConfig, metaRoot } from '../site-data';
import { PageLink } from './links';
import { articleDetailPath } from '#contract/article-kinds.ts';
import { externalUrl, type ArticleSection } from './articles';
import type { PublicArticle as Detail } from '#contract/entities.ts';

export interface ArticleDetailData {
  item: Detail;
}

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** Head of a news, case or honour detail: title, summary, canonical/hreflang, OG article, JSON-LD (NewsArticle for news). */
export function articleDetailMeta(
  section: ArticleSection,
  loaderData: ArticleDetailData | undefined,
  matches: Matches,
): MetaDescriptor[] {
  if (!loaderData) return [];
  const root = metaRoot(matches);
  const firm = metaConfig(matches);
  const { item } = loaderData;
  const origin = root?.origin ?? '';
  const path = articleDetailPath(section, item.id);
  const url = `${origin}${root?.basePath ?? ''}${path}`;
  const external = externalUrl(item);
  const publisher = {
    '@type': 'Organization',
    name: firm?.name ?? '',
    url: `${origin}${root?.basePath ?? ''}/home`,
    ...(firm?.iconUrl ? { logo: { '@type': 'ImageObject', url: absoluteUrl(origin, firm.iconUrl) } } : {}),
  };
  return pageMeta({
    root,
    path,
    title: item.title,
    siteName: firm?.name || undefined,
    description: item.metaDescription || item.summary || item.note || undefined,
    image: item.coverUrl,
    type: 'article',
    // Each language's own row (as in the sitemap): a language without a translation is not offered.
    alternates: translationPaths(item.translations, (id) => articleDetailPath(section, id)),
    // The detail of an external link is a signpost, not content of ours.
    noindex: !!external,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': section.schemaType,
      headline: item.title.slice(0, 110),
      datePublished: item.createTime,
      dateModified: item.updateTime,
      ...(isLocale(item.lang) ? { inLanguage: LOCALE_TAGS[item.lang] } : {}),
      ...(item.coverUrl ? { image: [absoluteUrl(origin, item.coverUrl)] } : {}),
      ...(item.cataName ? { articleSection: item.cataName } : {}),
      ...(item.metaDescription || item.summary ? { description: item.metaDescription || item.summary } : {}),
      ...(item.practiceAreas.length ? { about: item.practiceAreas.map((a) => a.name) } : {}),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url: external ?? url,
      // The lawyers who wrote it, else the firm.
      author: item.authors.length
        ? item.authors.map((a) => ({
            '@type': 'Person',
            name: a.name,
            url: `${origin}${root?.basePath ?? ''}/team/detail/${a.id}`,
          }))
        : publisher,
      publisher,
    },
  });
}

/** News, case and honour detail: title, date, category, cover, rich content, back link; an external item links out. */
export function ArticleDetailView({ section, data }: { section: ArticleSection; data: ArticleDetailData }) {
  const { t, formatDate, locale } = useI18n();
  const { item } = data;
  const external = externalUrl(item);
  // A missing translation shows the item in its own language, marked as such for screen readers.
  const contentLang = item.lang !== locale && isLocale(item.lang) ? LOCALE_TAGS[item.lang] : undefined;
  const backQuery = item.cataId ? { cata: item.cataId } : {};
  const edited = item.updateTime && item.updateTime.slice(0, 10) !== item.createTime.slice(0, 10);

  return (
    // data-count-view: a page shown from a prefetch reports its view (enhance/views.ts).
    <article lang={contentLang} data-count-view>
      <PageHeader
        title={item.title}
        eyebrow={item.cataName ?? (section.msg.eyebrow ? t(section.msg.eyebrow) : undefined)}
        crumbs={[{ label: t(section.msg.nav), href: section.siteListPath }, { label: item.title }]}
        meta={
          <>
            {t('pages.article.published')} <time dateTime={item.createTime}>{formatDate(item.createTime)}</time>
            {edited ? (
              <>
                {' · '}
                {t('pages.article.updated')} <time dateTime={item.updateTime}>{formatDate(item.updateTime)}</time>
              </>
            ) : null}
          </>
        }
      />
      <div className="container page-body page-body--narrow">
        {item.coverUrl ? (
          <figure className="detail-cover">
            <Picture
              src={item.coverUrl}
              alt={item.coverAlt || null}
              priority
              sizes="(min-width: 860px) 800px, 100vw"
              className="detail-cover__img"
            />
          </figure>
        ) : null}
        {external ? (
          <div className="aside-card pg-external" data-testid="external-box">
            {item.note || item.summary ? <p>{item.note || item.summary}</p> : null}
            <a href={external} target="_blank" rel="noopener noreferrer" className="button">
              {t('pages.article.openExternal')}
              <Icon name="external" size={18} />
              <span className="visually-hidden"> ({t('pages.article.externalHint')})</span>
            </a>
          </div>
        ) : null}
        <RichText html={item.content} />
        {item.authors.length || item.practiceAreas.length ? (
          <dl className="article-people">
            <LinkedItems label={t('pages.article.authors')} items={item.authors} path={(id) => `/team/detail/${id}`} />
            <LinkedItems
              label={t('pages.article.practiceAreas')}
              items={item.practiceAreas}
              path={(id) => `/services/detail/${id}`}
            />
          </dl>
        ) : null}
        <p className="inq-about">
          <PageLink
            to="/contact"
            query={{ article: item.id }}
            className="button button--ghost"
            data-testid="article-inquiry"
          >
            <Icon name="mail" size={18} />
            {t('inquiry.aboutThis')}
          </PageLink>
        </p>
        <p className="back-link">
          <PageLink to={section.siteListPath} query={backQuery} className="link-more">
            <Icon name="arrowLeft" size={18} />
            {t(section.msg.back)}
          </PageLink>
        </p>
      </div>
    </article>
  );
}

/** One line under an article: its authors or its practice areas, each a link to its page. */
function LinkedItems({
  label,
  items,
  path,
}: {
  label: string;
  items: { id: number; name: string }[];
  path: (id: number) => string;
}) {
  if (!items.length) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {items.map((x, i) => (
          <span key={x.id}>
            {i > 0 ? ', ' : null}
            <PageLink to={path(x.id)}>{x.name}</PageLink>
          </span>
        ))}
      </dd>
    </div>
  );
}
