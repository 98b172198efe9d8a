import type { Route } from './+types/services';
import type { ProfessionalField } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta, plainText } from '../seo';
import { Picture } from '../components/Picture';
import { gridClass } from '../components/ArticleCard';
import { PageHeader } from '../components/PageHeader';
import { Icon } from '../components/icons';
import { metaConfig, metaI18n, metaRoot } from '../components/site-data';
import { apiResult } from '../components/pages/api.server';
import { PageLink } from '../components/pages/links';
import { Phrases } from '../components/Phrases';

export async function loader({ context }: Route.LoaderArgs) {
  const fields = await apiResult<ProfessionalField[]>(context, '/user/professionalField/list?brief=1');
  // The list carries a short plain-text intro; the rich text stays on the detail page.
  return {
    fields: fields.map((f) => ({ id: f.id, name: f.name, iconUrl: f.iconUrl, summary: plainText(f.introduce, 170) })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const root = metaRoot(matches);
  const base = `${root?.origin ?? ''}${root?.basePath ?? ''}`;
  return pageMeta({
    root,
    path: '/services',
    title: i18n.t('pages.services.title'),
    siteName: metaConfig(matches)?.name || undefined,
    description: i18n.t('pages.services.intro'),
    jsonLd: loaderData?.fields.length
      ? {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: loaderData.fields.map((f, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: f.name,
            url: `${base}/services/detail/${f.id}`,
          })),
        }
      : undefined,
  });
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        title={t('pages.services.title')}
        lead={t('pages.services.intro')}
        crumbs={[{ label: t('nav.services') }]}
      />
      <div className="container page-body">
        {loaderData.fields.length ? (
          <ul className={`${gridClass('field-grid', loaderData.fields.length)} pg-fields`} data-testid="service-list">
            {loaderData.fields.map((f) => (
              <li key={f.id} className="field-tile pg-field-tile">
                {f.iconUrl ? (
                  <Picture src={f.iconUrl} alt="" width={40} height={40} sizes="40px" className="field-tile__icon" />
                ) : null}
                <h2 className="field-tile__title">
                  <PageLink to={`/services/detail/${f.id}`} className="card__link">
                    <Phrases text={f.name} />
                  </PageLink>
                </h2>
                {f.summary ? <p className="field-tile__text">{f.summary}</p> : null}
                <span className="pg-field-tile__more" aria-hidden="true">
                  {t('pages.services.more')}
                  <Icon name="arrowRight" size={16} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('pages.services.none')}</p>
        )}
      </div>
    </>
  );
}
