import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n';
import type { Envelope } from '../../../../contract/envelope';
import { ArticleCard } from '../ArticleCard';
import { PageHeader } from '../PageHeader';
import { PageLink, useBasePath, useLangParam, withQuery } from './links';
import { articleDetailPath } from '../../../../contract/article-kinds';
import { externalUrl, type ArticleListSection, type CatalogTab } from './articles';
import type { ArticleItem } from '../../../../contract/entities';

export interface ArticleListData {
  tabs: CatalogTab[];
  cataId: number;
  page: number;
  pageSize: number;
  total: number;
  items: ArticleItem[];
}

/**
 * The news and case lists: catalog tabs as links (the tab is in the URL, ?cata=), a grid of
 * cards and a "more" control. Without JavaScript the control is a plain link to the next page
 * (?page=N+1, rendered on the server); with JavaScript it fetches the next page from the public
 * API in the visitor's language and appends it.
 */
export function ArticleList({ section, data }: { section: ArticleListSection; data: ArticleListData }) {
  const { t, locale, formatNumber } = useI18n();
  const lang = useLangParam();
  const basePath = useBasePath();
  const [items, setItems] = useState(data.items);
  const [page, setPage] = useState(data.page);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A new loader result (another tab, another page) replaces what was appended.
  useEffect(() => {
    setItems(data.items);
    setPage(data.page);
    setFailed(false);
  }, [data]);

  // Keyboard and screen-reader users continue at the first appended item.
  useEffect(() => {
    if (firstNew.current === null || !listRef.current) return;
    const link = listRef.current.querySelectorAll<HTMLElement>('.card__link')[firstNew.current];
    firstNew.current = null;
    link?.focus();
  }, [items]);

  const shownBefore = (data.page - 1) * data.pageSize;
  const shownUntil = shownBefore + items.length;
  const hasMore = shownUntil < data.total;
  const tabQuery = (id: number) => (id ? { cata: id } : {});
  const nextHref = `${basePath}${withQuery(section.siteListPath, { ...tabQuery(data.cataId), page: page + 1 }, lang)}`;

  async function loadMore(e: React.MouseEvent<HTMLAnchorElement>) {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const q = new URLSearchParams({ page: String(page + 1), pageSize: String(data.pageSize) });
      if (data.cataId) q.set('cataId', String(data.cataId));
      const res = await fetch(`${basePath}/api${section.userPath}?${q}`, { headers: { 'X-Language': locale, Accept: 'application/json' } });
      const body = (await res.json()) as Envelope<ArticleItem[]>;
      if (!res.ok || !Array.isArray(body.result)) throw new Error(body.message);
      firstNew.current = items.length;
      setItems((prev) => [...prev, ...body.result.filter((n) => !prev.some((p) => p.id === n.id))]);
      setPage((p) => p + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  const currentTab = data.tabs.find((tab) => tab.id === data.cataId);
  const tabs: CatalogTab[] = section.allTab ? [{ id: 0, name: t('pages.article.all'), translations: {} }, ...data.tabs] : data.tabs;

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
                    preventScrollReset
                  >
                    {tab.name}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <p className="pg-count" role="status" aria-live="polite" data-testid="article-count">
          {data.total === 0
            ? t('pages.article.none')
            : t('pages.article.showing', { from: formatNumber(shownBefore + 1), to: formatNumber(shownUntil), total: formatNumber(data.total) })}
        </p>

        {items.length ? (
          <ul className="card-grid card-grid--3 pg-list" ref={listRef} aria-label={currentTab?.name ?? t(section.msg.title)} data-testid="article-list">
            {items.map((item, i) => {
              const external = externalUrl(item);
              return (
                <li key={item.id}>
                  <ArticleCard
                    href={external ?? articleDetailPath(section, item.id)}
                    external={!!external}
                    title={item.title}
                    date={item.createTime}
                    image={item.coverUrl}
                    summary={item.summary}
                    label={external ? t('pages.article.external') : section.allTab && !data.cataId ? item.cataName : null}
                    headingLevel={2}
                    priority={i === 0 && data.page === 1}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}

        <div className="pg-pager">
          {data.page > 1 ? (
            <PageLink
              to={section.siteListPath}
              query={{ ...tabQuery(data.cataId), page: data.page - 1 > 1 ? data.page - 1 : undefined }}
              className="button button--ghost"
              rel="prev"
            >
              {t('pages.pager.prev')}
            </PageLink>
          ) : null}
          {hasMore ? (
            <a href={nextHref} onClick={loadMore} className="button" rel="next" aria-busy={loading || undefined} data-testid="load-more">
              {loading ? t('pages.pager.loading') : t('pages.pager.more')}
            </a>
          ) : null}
          {failed ? (
            <p className="pg-error" role="alert">
              {t('pages.pager.failed')}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
