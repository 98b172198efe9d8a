import { useId } from 'react';
import type { Route } from './+types/team';
import type { Job, LawyerTeam, Office, ProfessionalField } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta } from '../seo';
import { PageHeader } from '../components/PageHeader';
import { LawyerCard } from '../components/LawyerCard';
import { gridClass } from '../components/ArticleCard';
import { metaConfig, metaI18n, metaRoot } from '../components/site-data';
import { apiGet, apiResult, intQuery } from '../components/pages/api.server';
import { PageLink, Pager, useBasePath, useLangParam } from '../components/pages/links';
import { pageParam, pageSearch } from '#contract/urls.ts';

const PAGE_SIZE = 12;

/** The URL's filter state: ?area=&job=&office=&q=&page= (shareable, and the back button works). */
function filtersOf(url: URL) {
  // Control characters (a NUL from a mangled link) are never part of a name.
  const q = pageSearch(pageParam(url, 'q'));
  return {
    area: intQuery(pageParam(url, 'area'), 0, 2_147_483_647),
    job: intQuery(pageParam(url, 'job'), 0, 2_147_483_647),
    office: intQuery(pageParam(url, 'office'), 0, 2_147_483_647),
    q,
    page: intQuery(pageParam(url, 'page'), 1),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersOf(new URL(request.url));
  const query = new URLSearchParams({ page: String(filters.page), pageSize: String(PAGE_SIZE), brief: '1' });
  if (filters.area) query.set('practiceAreaId', String(filters.area));
  if (filters.job) query.set('jobId', String(filters.job));
  if (filters.office) query.set('office', String(filters.office));
  if (filters.q) query.set('keyword', filters.q);
  const [lawyers, areas, jobs, offices] = await Promise.all([
    apiGet<LawyerTeam[]>(context, `/user/lawyerTeam?${query}`),
    apiResult<ProfessionalField[]>(context, '/user/professionalField/list?brief=1'),
    apiResult<Job[]>(context, `/admin/job?lang=${context.locale}`),
    apiResult<Office[]>(context, `/admin/office?lang=${context.locale}`),
  ]);
  const option = (x: { id: number; name: string }) => ({ id: x.id, name: x.name });
  return {
    filters,
    lawyers: lawyers.result,
    total: lawyers.pageable?.totalCount ?? lawyers.result.length,
    pageSize: PAGE_SIZE,
    options: { areas: areas.map(option), jobs: jobs.map(option), offices: offices.map(option) },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const filtered =
    !!loaderData &&
    (loaderData.filters.area ||
      loaderData.filters.job ||
      loaderData.filters.office ||
      loaderData.filters.q ||
      loaderData.filters.page > 1);
  return pageMeta({
    root: metaRoot(matches),
    path: '/team',
    title: i18n.t('pages.team.title'),
    siteName: metaConfig(matches)?.name || undefined,
    description: i18n.t('pages.team.intro'),
    // Filtered views are for visitors; search engines index the full list (the canonical URL).
    noindex: !!filtered,
  });
}

type Filters = Route.ComponentProps['loaderData']['filters'];

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber, tag } = useI18n();
  const { filters, lawyers, total, pageSize, options } = loaderData;
  const lang = useLangParam();
  const basePath = useBasePath();
  const ids = useId();

  const active = !!(filters.area || filters.job || filters.office || filters.q);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filterQuery = {
    area: filters.area || undefined,
    job: filters.job || undefined,
    office: filters.office || undefined,
    q: filters.q || undefined,
  };

  return (
    <>
      <PageHeader title={t('pages.team.title')} lead={t('pages.team.intro')} crumbs={[{ label: t('nav.team') }]} />
      <div className="container page-body">
        {/* A GET form: its state is the URL (shareable, back works). The enhancement script
            (enhance/filters.ts) applies a select or a pause in typing in place. */}
        <form
          method="get"
          action={`${basePath}/team`}
          className="pg-filters"
          role="search"
          aria-label={t('pages.team.filterLabel')}
          data-filters
        >
          {lang ? <input type="hidden" name="lang" value={lang} /> : null}
          <div className="pg-field pg-field--search">
            <label htmlFor={`${ids}-q`}>{t('pages.team.search')}</label>
            <input
              id={`${ids}-q`}
              type="search"
              name="q"
              defaultValue={filters.q}
              placeholder={t('pages.team.searchPlaceholder')}
              autoComplete="off"
              maxLength={100}
            />
          </div>
          <FilterSelect
            id={`${ids}-area`}
            name="area"
            label={t('pages.team.area')}
            value={filters.area}
            options={options.areas}
            all={t('pages.team.allAreas')}
          />
          <FilterSelect
            id={`${ids}-job`}
            name="job"
            label={t('pages.team.job')}
            value={filters.job}
            options={options.jobs}
            all={t('pages.team.allJobs')}
          />
          <FilterSelect
            id={`${ids}-office`}
            name="office"
            label={t('pages.team.officeFilter')}
            value={filters.office}
            options={options.offices}
            all={t('pages.team.allOffices')}
          />
          <div className="pg-filters__actions">
            <button type="submit" className="button">
              {t('pages.team.apply')}
            </button>
            <PageLink to="/team" className="button button--ghost" hidden={!active} data-filters-reset>
              {t('pages.team.reset')}
            </PageLink>
          </div>
        </form>

        <p className="pg-count" role="status" aria-live="polite" data-testid="team-count" data-swap="count">
          {total === 0
            ? t('pages.team.noResults')
            : t(`pages.team.count.${new Intl.PluralRules(tag).select(total) === 'one' ? 'one' : 'other'}`, {
                formatted: formatNumber(total),
              })}
        </p>

        <div data-swap="results">
          {lawyers.length ? (
            <ul className={`${gridClass('card-grid', lawyers.length, 5)} pg-list`} data-testid="team-list">
              {lawyers.map((l) => (
                <li key={l.id}>
                  <LawyerCard lawyer={{ ...l, jobs: l.jobs.map((j) => j.name) }} headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : null}

          <Pager to="/team" page={filters.page} pages={pages} query={filterQuery} />
        </div>
      </div>
    </>
  );
}

function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  all,
}: {
  id: string;
  name: keyof Filters;
  label: string;
  value: number;
  options: { id: number; name: string }[];
  all: string;
}) {
  return (
    <div className="pg-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ? String(value) : ''}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
