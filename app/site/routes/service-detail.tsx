import { redirect } from 'react-router';
import type { Route } from './+types/service-detail';
import type { LawyerTeam, PageTurn, ProfessionalField } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta, plainText, translationPaths } from '../seo';
import { Picture } from '../components/Picture';
import { PageHeader } from '../components/PageHeader';
import { RichText } from '../components/RichText';
import { LawyerCard } from '../components/LawyerCard';
import { gridClass } from '../components/ArticleCard';
import { Icon } from '../components/icons';
import { metaConfig, metaI18n, metaRoot } from '../components/site-data';
import { apiResult, idParam } from '../components/pages/api.server';
import { PageLink } from '../components/pages/links';
import { loadRelatedArticles } from '../components/pages/articles.server';
import { RelatedArticles } from '../components/pages/RelatedArticles';
import { InquiryForm } from '../components/inquiry/InquiryForm';
import { loadInquiryForm } from '../components/inquiry/form.server';
import { languagePathsOf } from '../components/language-links';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const field = await apiResult<ProfessionalField>(context, `/user/professionalField/${id}`);
  // The API answers an id of another language with its translation: one URL per area and language.
  if (field.id !== id) throw redirect(`${context.basePath}/services/detail/${field.id}${new URL(request.url).search}`);
  const [turn, lawyers, related, form] = await Promise.all([
    apiResult<PageTurn>(context, `/user/professionalField/pageTurn/${encodeURIComponent(field.no)}`),
    apiResult<LawyerTeam[]>(context, `/user/lawyerTeam?practiceAreaId=${field.id}&pageSize=100&brief=1`),
    loadRelatedArticles(context, { practiceArea: field.no }),
    loadInquiryForm(context, request),
  ]);
  return {
    field,
    turn,
    lawyers,
    related,
    ...form,
    ...languagePathsOf(field.translations, (x) => `/services/detail/${x}`, '/services'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const i18n = metaI18n(matches);
  const root = metaRoot(matches);
  const firm = metaConfig(matches);
  const { field } = loaderData;
  return pageMeta({
    root,
    path: `/services/detail/${field.id}`,
    alternates: translationPaths(field.translations, (id) => `/services/detail/${id}`),
    title: field.name,
    siteName: firm?.name || undefined,
    description: field.metaDescription || plainText(field.introduce) || i18n.t('pages.services.intro'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: field.name,
      serviceType: field.name,
      description: field.metaDescription || plainText(field.introduce, 300),
      url: `${root?.origin ?? ''}${root?.basePath ?? ''}/services/detail/${field.id}`,
      provider: {
        '@type': 'LegalService',
        name: firm?.name ?? '',
        ...(firm?.tel ? { telephone: firm.tel } : {}),
        ...(firm?.address ? { address: firm.address } : {}),
      },
    },
  });
}

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { field, turn, lawyers, related, inquiry } = loaderData;
  return (
    <>
      <PageHeader
        title={field.name}
        crumbs={[{ label: t('nav.services'), href: '/services' }, { label: field.name }]}
      />
      <div className="container page-body page-body--aside pg-area">
        <div>
          {field.iconUrl ? (
            <Picture src={field.iconUrl} alt="" width={56} height={56} sizes="56px" className="pg-area-icon" />
          ) : null}
          <RichText html={field.introduce} />
          <RelatedArticles id="area-articles" title={t('pages.service.related')} items={related} />
          <section id="inquiry" className="inq-section" data-testid="area-inquiry">
            <InquiryForm
              data={inquiry.data}
              state={inquiry.state}
              sent={inquiry.sent}
              back={`/services/detail/${field.id}`}
              context={{ practiceAreaNo: field.no }}
              title={t('inquiry.aboutArea', { area: field.name })}
            />
          </section>
        </div>
        <aside className="aside-card" aria-labelledby="area-contact">
          <h2 id="area-contact" className="aside-card__title">
            {t('pages.services.contactTitle')}
          </h2>
          <p>{t('pages.services.contactText')}</p>
          <PageLink to="/team" query={{ area: field.id }} className="link-more">
            {t('pages.services.filteredTeam')}
            <Icon name="arrowRight" size={18} />
          </PageLink>
        </aside>
      </div>

      <section className="section section--muted" aria-labelledby="area-lawyers">
        <div className="container">
          <h2 id="area-lawyers" className="section__title pg-section-title">
            {t('pages.services.lawyers', { area: field.name })}
          </h2>
          {lawyers.length ? (
            <ul className={`${gridClass('card-grid', lawyers.length)} pg-list`} data-testid="area-lawyers">
              {lawyers.map((l) => (
                <li key={l.id}>
                  <LawyerCard lawyer={{ ...l, jobs: l.jobs.map((j) => j.name) }} />
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {t('pages.services.noLawyers')} <PageLink to="/team">{t('pages.services.allLawyers')}</PageLink>
            </p>
          )}
        </div>
      </section>

      {turn.prev || turn.next ? (
        <nav className="container pg-turn" aria-label={t('pages.services.turn')}>
          {turn.prev ? (
            <PageLink
              to={`/services/detail/${turn.prev.id}`}
              className="pg-turn__link pg-turn__link--prev"
              rel="prev"
              data-testid="turn-prev"
            >
              <span className="pg-turn__label">
                <Icon name="arrowLeft" size={16} />
                {t('pages.pager.prevArea')}
              </span>
              <span className="pg-turn__name">{turn.prev.name}</span>
            </PageLink>
          ) : (
            <span />
          )}
          {turn.next ? (
            <PageLink
              to={`/services/detail/${turn.next.id}`}
              className="pg-turn__link pg-turn__link--next"
              rel="next"
              data-testid="turn-next"
            >
              <span className="pg-turn__label">
                {t('pages.pager.nextArea')}
                <Icon name="arrowRight" size={16} />
              </span>
              <span className="pg-turn__name">{turn.next.name}</span>
            </PageLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
