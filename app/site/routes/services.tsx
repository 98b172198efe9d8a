import type { Route } from './+types/services';
import type { ProfessionalField } from '../../../contract/entities';
import { useI18n } from '../../i18n';
import { pageMeta, plainText } from '../seo';
import { Picture } from '../components/Picture';
import { apiResult, loadFirm } from '../components/pages/api.server';
import { PageLink } from '../components/pages/links';
import { metaI18n, rootFromMatches } from '../components/pages/meta';
import { PageIntro } from '../components/pages/PageIntro';
import '../components/pages/pages.css';

export async function loader({ context }: Route.LoaderArgs) {
  const [fields, firm] = await Promise.all([apiResult<ProfessionalField[]>(context, '/user/professionalField/list'), loadFirm(context)]);
  // Lists carry a short plain-text intro; the rich text stays on the detail page.
  return {
    fields: fields.map((f) => ({ id: f.id, name: f.name, iconUrl: f.iconUrl, summary: plainText(f.introduce, 170) })),
    firmName: firm.name,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  return pageMeta({
    root: rootFromMatches(matches),
    path: '/services',
    title: i18n.t('pages.services.title'),
    siteName: loaderData?.firmName || undefined,
    description: i18n.t('pages.services.intro'),
    jsonLd: loaderData
      ? {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: loaderData.fields.map((f, i) => ({ '@type': 'ListItem', position: i + 1, name: f.name })),
        }
      : undefined,
  });
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="pg-page">
      <PageIntro title={t('pages.services.title')} lead={t('pages.services.intro')} />
      <div className="pg-container">
        {loaderData.fields.length ? (
          <ul className="pg-grid pg-grid--services">
            {loaderData.fields.map((f) => (
              <li key={f.id}>
                <article className="pg-card pg-service" data-testid="service-card">
                  {f.iconUrl ? (
                    <span className="pg-service__icon">
                      <Picture src={f.iconUrl} alt="" width={48} height={48} sizes="48px" />
                    </span>
                  ) : null}
                  <h2 className="pg-card__title">
                    <PageLink to={`/services/detail/${f.id}`} className="pg-card__link">
                      {f.name}
                    </PageLink>
                  </h2>
                  {f.summary ? <p className="pg-card__summary">{f.summary}</p> : null}
                  <p className="pg-service__more" aria-hidden="true">
                    {t('pages.services.more')} →
                  </p>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pg-count">{t('pages.services.none')}</p>
        )}
      </div>
    </div>
  );
}
