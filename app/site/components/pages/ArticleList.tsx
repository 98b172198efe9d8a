import { useI18n } from '#app/i18n/index.tsx';
import { ArticleCard } from '../ArticleCard';
import { PageHeader } from '../PageHeader';
import { PageLink, useBasePath, useLangParam, withQuery } from './links';
import { articleDetailPath } from '#contract/article-kinds.ts';
import { externalUrl, type ArticleListSection, type CatalogTab } from './articles';
import type { ArticleItem } from '#contract/entities.ts';

export interface ArticleListData {
  tabs: CatalogTab[];
  cataId: number;
  /** The list shows the pages up to `page` (from page 1 in a list of up to 30 pages). */
  page: number;
  pageSize: number;
  total: number;
  /** The place in the whole list of the first item shown (0 but far down a long archive). */
  offset: number;
  items: ArticleItem[];
}

/**
 * The news and case lists: catalog tabs as links (the tab is in the URL, ?cata=), a grid of
 * cards and "load more": a link to the next page (?page=N+1, which the server renders with every
 * item up to it, landing on the first new one). The enhancement script (enhance/more.ts) appends
 * the next page's items in place instead and puts its URL in the address bar.
 */
export function ArticleList({ section, data }: { section: ArticleListSection; data: ArticleListData }) {
  const { t, tag, formatNumber } = useI18n();
  const lang = useLangParam();
  const basePath = useBasePath();
  const { items } = data;
  const hasMore = data.offset + items.length < data.total;
  const tabQuery = (id: number) => (id ? { cata: id } : {});
  const nextHref = `${basePath}${withQuery(section.siteListPath, { ...tabQuery(data.cataId), page: data.page + 1 }, lang)}#item-${data.offset + items.length + 1}`;

  const currentTab = data.tabs.find((tab) => tab.id === data.cataId);
  const tabs: CatalogTab[] = section.allTab
    ? [{ id: 0, name: t('pages.article.all'), translations: {} }, ...data.tabs]
    : data.tabs;

  return (
    <>
      <PageHeader title={t(section.msg.title)} lead={t(section.msg.intro)} crumbs={[{ label: t(section.msg.nav) }]} />
      <div className="container page-body">
        {tabs.length > 1 ? (
          <nav className="pg-tabs" aria-label={t('pages.article.categories')}>
            <ul className="pg-tabs__list">
              {tabs.map((tab) => (
                <li key={tab.id}>
                  <PageLink
                    to={section.siteListPath}
                    query={tabQuery(tab.id)}
                    aria-current={tab.id === data.cataId ? 'page' : undefined}
                    className="pg-tabs__tab"
                  >
                    {tab.name}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <p className="pg-count" role="status" aria-live="polite" data-testid="article-count" data-swap="count">
          {data.total === 0
            ? t('pages.article.none')
            : t(`pages.article.showing.${new Intl.PluralRules(tag).select(data.total) === 'one' ? 'one' : 'other'}`, {
                from: formatNumber(data.offset + 1),
                to: formatNumber(data.offset + items.length),
                total: formatNumber(data.total),
              })}
        </p>

        {items.length ? (
          <ul
            className="card-grid card-grid--d3 card-grid--t3 pg-list"
            aria-label={currentTab?.name ?? t(section.msg.title)}
            data-testid="article-list"
            data-list
          >
            {items.map((item, i) => {
              const external = externalUrl(item);
              return (
                <li key={item.id} id={`item-${data.offset + i + 1}`} data-key={item.id}>
                  <ArticleCard
                    href={external ?? articleDetailPath(section, item.id)}
                    external={!!external}
                    title={item.title}
                    date={item.createTime}
                    image={item.coverUrl}
                    summary={item.summary}
                    label={
                      external ? t('pages.article.external') : section.allTab && !data.cataId ? item.cataName : null
                    }
                    headingLevel={2}
                    priority={i === 0}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}

        <div className="pg-pager" data-swap="pager">
          {hasMore ? (
            <a
              href={nextHref}
              className="button"
              rel="next"
              data-testid="load-more"
              data-load-more
              data-loading-label={t('pages.pager.loading')}
              data-no-prefetch
            >
              {t('pages.pager.more')}
            </a>
          ) : null}
          <p className="pg-error" role="alert" data-load-failed hidden>
            {t('pages.pager.failed')}
          </p>
        </div>
      </div>
    </>
  );
}
