import { redirect } from 'react-router';
import type { Route } from './+types/service-detail';
import type { LawyerTeam, PageTurn, ProfessionalField } from '../../../contract/entities';
import { useI18n } from '../../i18n';
import { pageMeta, plainText } from '../seo';
import { Picture } from '../components/Picture';
import { apiResult, idParam, loadFirm } from '../components/pages/api.server';
import { LawyerTeaser } from '../components/pages/LawyerTeaser';
import { PageLink } from '../components/pages/links';
import { metaI18n, rootFromMatches } from '../components/pages/meta';
import { Prose } from '../components/pages/Prose';
import '../components/pages/pages.css';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const field = await apiResult<ProfessionalField>(context, `/user/professionalField/${id}`);
  // The API answers an id of another language with its translation: keep one URL per area and language.
  if (field.id !== id) throw redirect(`${context.basePath}/services/detail/${field.id}${new URL(request.url).search}`);
  const [turn, lawyers, firm] = await Promise.all([
    apiResult<PageTurn>(context, `/user/professionalField/pageTurn/${encodeURIComponent(field.no)}`),
    context.api<LawyerTeam[]>(`/user/lawyerTeam?practiceAreaId=${field.id}&pageSize=100`, { lang: context.locale }),
    loadFirm(context),
  ]);
  return { field, turn, lawyers: lawyers.status === 200 && Array.isArray(lawyers.result) ? lawyers.result : [], firm };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const i18n = metaI18n(matches);
  const root = rootFromMatches(matches);
  const { field, firm } = loaderData;
  const origin = root?.origin ?? '';
  return pageMeta({
    root,
    path: `/services/detail/${field.id}`,
    title: field.name,
    siteName: firm.name || undefined,
    description: plainText(field.introduce) || i18n.t('pages.services.intro'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: field.name,
      serviceType: field.name,
      description: plainText(field.introduce, 300),
      url: `${origin}${root?.basePath ?? ''}/services/detail/${field.id}`,
      provider: { '@type': 'LegalService', name: firm.name, ...(firm.tel ? { telephone: firm.tel } : {}), ...(firm.address ? { address: firm.address } : {}) },
    },
  });
}

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { field, turn, lawyers } = loaderData;
  return (
    <div className="pg-page">
      <article className="pg-detail">
        <header className="pg-intro">
          <div className="pg-container pg-container--narrow">
            <p className="pg-back">
              <PageLink to="/services">
                <span aria-hidden="true">← </span>
                {t('pages.services.back')}
              </PageLink>
            </p>
            <div className="pg-service-head">
              {field.iconUrl ? (
                <span className="pg-service__icon pg-service__icon--large">
                  <Picture src={field.iconUrl} alt="" width={64} height={64} sizes="64px" priority />
                </span>
              ) : null}
              <h1 className="pg-intro__title">{field.name}</h1>
            </div>
          </div>
        </header>
        <div className="pg-container pg-container--narrow">
          <Prose html={field.introduce} className="pg-detail__content" />
        </div>
      </article>

      <section className="pg-section" aria-labelledby="area-lawyers">
        <div className="pg-container">
          <h2 id="area-lawyers" className="pg-section__title">
            {t('pages.services.lawyers', { area: field.name })}
          </h2>
          {lawyers.length ? (
            <ul className="pg-grid pg-grid--team">
              {lawyers.map((l) => (
                <li key={l.id}>
                  <LawyerTeaser lawyer={l} headingLevel={3} />
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
        <nav className="pg-container pg-turn" aria-label={t('pages.services.turn')}>
          {turn.prev ? (
            <PageLink to={`/services/detail/${turn.prev.id}`} className="pg-turn__link pg-turn__link--prev" rel="prev" data-testid="turn-prev">
              <span className="pg-turn__label">{t('pages.pager.prevArea')}</span>
              <span className="pg-turn__name">{turn.prev.name}</span>
            </PageLink>
          ) : (
            <span />
          )}
          {turn.next ? (
            <PageLink to={`/services/detail/${turn.next.id}`} className="pg-turn__link pg-turn__link--next" rel="next" data-testid="turn-next">
              <span className="pg-turn__label">{t('pages.pager.nextArea')}</span>
              <span className="pg-turn__name">{turn.next.name}</span>
            </PageLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
