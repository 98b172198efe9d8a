import type { Route } from './+types/search';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta } from '../seo';
import { PageHeader } from '../components/PageHeader';
import { SearchForm } from '../components/SearchForm';
import { metaConfig, metaI18n, metaRoot } from '../components/site-data';
import { intQuery } from '../components/pages/api.server';
import { PageLink, Pager } from '../components/pages/links';
import { pageParam } from '#contract/urls.ts';
import { SEARCH_COUNT_CAP, type PublicSearchHit } from '#contract/search.ts';

const PAGE_SIZE = 10;
/** As the API takes it (server/modules/search/routes.ts). */
const MAX_QUERY = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = (pageParam(url, 'q') ?? '').replace(/\p{Cc}/gu, ' ').trim();
  const page = intQuery(pageParam(url, 'page'), 1);
  const empty = { q: raw, page, items: [] as PublicSearchHit[], total: 0, tooLong: false };
  if (!raw) return empty;
  if ([...raw].length > MAX_QUERY) return { ...empty, q: [...raw].slice(0, MAX_QUERY).join(''), tooLong: true };
  const query = new URLSearchParams({ q: raw, page: String(page), pageSize: String(PAGE_SIZE) });
  const res = await context.api<PublicSearchHit[]>(`/user/search?${query}`, { lang: context.locale });
  if (res.status !== 200) throw new Error(`/user/search: ${res.status} ${res.message}`);
  return { ...empty, items: res.result, total: res.pageable?.totalCount ?? res.result.length };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  return pageMeta({
    root: metaRoot(matches),
    path: '/search',
    title: loaderData?.q ? i18n.t('search.titleFor', { q: loaderData.q }) : i18n.t('search.title'),
    siteName: metaConfig(matches)?.name || undefined,
    description: i18n.t('search.intro'),
    // Result pages say what a visitor looked for: not for search engines.
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber, formatDate, tag } = useI18n();
  const { q, page, items, total, tooLong } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const count =
    total >= SEARCH_COUNT_CAP
      ? t('search.count.capped', { q, formatted: formatNumber(SEARCH_COUNT_CAP) })
      : total === 1
        ? t('search.count.one', { q })
        : t(`search.count.${new Intl.PluralRules(tag).select(total) === 'one' ? 'one' : 'other'}`, {
            q,
            formatted: formatNumber(total),
          });
  return (
    <>
      <PageHeader title={t('search.title')} lead={t('search.intro')} crumbs={[{ label: t('search.title') }]} />
      <div className="container page-body page-body--narrow">
        <SearchForm className="search-form--page" query={q} />
        {tooLong ? (
          <p className="pg-count" role="status">
            {t('search.tooLong')}
          </p>
        ) : q ? (
          <p className="pg-count" role="status" data-testid="search-count">
            {total === 0 ? t('search.none', { q }) : count}
          </p>
        ) : null}

        {items.length ? (
          <ol className="search-results" data-testid="search-results">
            {items.map((hit) => (
              <li key={`${hit.type}-${hit.id}`} className="search-result">
                <p className="search-result__kind">{t(`search.type.${hit.type}`)}</p>
                <h2 className="search-result__title">
                  <PageLink to={hit.url}>{hit.title}</PageLink>
                </h2>
                {/* The server escaped the text; only its <mark> elements are markup. */}
                {hit.excerpt ? (
                  <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                ) : null}
                {hit.date ? (
                  <p className="search-result__meta">
                    <time dateTime={hit.date}>{formatDate(hit.date)}</time>
                  </p>
                ) : hit.role ? (
                  <p className="search-result__meta">{hit.role}</p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}

        {q && !tooLong && total === 0 ? (
          <div className="search-suggest">
            <p>{t('search.suggest')}</p>
            <ul>
              <li>
                <PageLink to="/services">{t('nav.services')}</PageLink>
              </li>
              <li>
                <PageLink to="/team">{t('nav.team')}</PageLink>
              </li>
            </ul>
          </div>
        ) : null}

        <Pager to="/search" page={page} pages={pages} query={{ q }} />
      </div>
    </>
  );
}
