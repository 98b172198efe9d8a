import type { MetaDescriptor } from 'react-router';
import { useI18n } from '../../../i18n';
import { LOCALE_TAGS, isLocale } from '../../../../contract/locales';
import { absoluteUrl, pageMeta } from '../../seo';
import { Picture } from '../Picture';
import { PageLink } from './links';
import { Prose } from './Prose';
import { rootFromMatches } from './meta';
import { externalUrl, type ArticleDetail as Detail, type ArticleSection } from './articles';

export interface ArticleDetailData {
  item: Detail;
  firm: { name: string; iconUrl: string | null };
}

/** Head of a news or case detail: title, summary, canonical/hreflang, OG article, JSON-LD. */
export function articleDetailMeta(
  section: ArticleSection,
  loaderData: ArticleDetailData | undefined,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): MetaDescriptor[] {
  const root = rootFromMatches(matches);
  if (!loaderData) return [{ title: 'Not found' }];
  const { item, firm } = loaderData;
  const origin = root?.origin ?? '';
  const base = root?.basePath ?? '';
  const url = `${origin}${base}${section.path}/detail/${item.id}`;
  const external = externalUrl(item);
  const publisher = {
    '@type': 'Organization',
    name: firm.name,
    ...(firm.iconUrl ? { logo: { '@type': 'ImageObject', url: absoluteUrl(origin, firm.iconUrl) } } : {}),
  };
  return pageMeta({
    root,
    path: `${section.path}/detail/${item.id}`,
    title: item.title,
    siteName: firm.name || undefined,
    description: item.summary || item.note || undefined,
    image: item.coverUrl,
    type: 'article',
    noindex: !!external,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': section.schemaType,
      headline: item.title.slice(0, 110),
      datePublished: item.createTime,
      dateModified: item.updateTime,
      inLanguage: isLocale(item.lang) ? LOCALE_TAGS[item.lang] : undefined,
      ...(item.coverUrl ? { image: [absoluteUrl(origin, item.coverUrl)] } : {}),
      ...(item.cataName ? { articleSection: item.cataName } : {}),
      description: item.summary || undefined,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      ...(external ? { url: external } : { url }),
      author: publisher,
      publisher,
    },
  });
}

/** News and case detail: title, date, category, cover, rich content, back link. */
export function ArticleDetailView({ section, data }: { section: ArticleSection; data: ArticleDetailData }) {
  const { t, formatDate, locale } = useI18n();
  const { item } = data;
  const external = externalUrl(item);
  const otherLanguage = item.lang !== locale && isLocale(item.lang) ? LOCALE_TAGS[item.lang] : undefined;
  const backQuery = item.cataId ? { cata: item.cataId } : {};
  const edited = item.updateTime && item.updateTime.slice(0, 10) !== item.createTime.slice(0, 10);

  return (
    <div className="pg-page">
      <article className="pg-detail" lang={otherLanguage}>
        <header className="pg-detail__header">
          <div className="pg-container pg-container--narrow">
            <p className="pg-back">
              <PageLink to={section.path} query={backQuery}>
                <span aria-hidden="true">← </span>
                {t(section.msg.back)}
              </PageLink>
            </p>
            {item.cataName ? <p className="pg-intro__eyebrow">{item.cataName}</p> : null}
            <h1 className="pg-detail__title">{item.title}</h1>
            <p className="pg-detail__meta">
              <span>
                {t('pages.article.published')} <time dateTime={item.createTime}>{formatDate(item.createTime)}</time>
              </span>
              {edited ? (
                <span>
                  {t('pages.article.updated')} <time dateTime={item.updateTime}>{formatDate(item.updateTime)}</time>
                </span>
              ) : null}
            </p>
          </div>
        </header>
        <div className="pg-container pg-container--narrow">
          {item.coverUrl ? (
            <figure className="pg-detail__cover">
              <Picture src={item.coverUrl} alt="" priority sizes="(min-width: 820px) 760px, 100vw" />
            </figure>
          ) : null}
          {external ? (
            <div className="pg-external-box">
              {item.note || item.summary ? <p>{item.note || item.summary}</p> : null}
              <p>
                <a href={external} target="_blank" rel="noopener noreferrer" className="pg-button" data-external="true">
                  {t('pages.article.openExternal')}
                  <span aria-hidden="true"> ↗</span>
                  <span className="pg-sr-only"> ({t('pages.article.externalHint')})</span>
                </a>
              </p>
            </div>
          ) : null}
          <Prose html={item.content} className="pg-detail__content" />
          <p className="pg-back pg-back--end">
            <PageLink to={section.path} query={backQuery}>
              <span aria-hidden="true">← </span>
              {t(section.msg.back)}
            </PageLink>
          </p>
        </div>
      </article>
    </div>
  );
}
