import type { Route } from './+types/about-detail';
import { useI18n } from '../../i18n';
import { pageMeta, plainText } from '../seo';
import { metaConfig, metaI18n, metaRoot, useSiteConfig } from '../components/site-data';
import { legalServiceLd } from '../components/jsonld';
import { PageHeader } from '../components/PageHeader';
import { RichText } from '../components/RichText';
import { ContactList } from '../components/Contact';
import { Figures } from '../components/Figures';

export function meta({ matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const root = metaRoot(matches);
  const config = metaConfig(matches);
  return pageMeta({
    root,
    path: '/about/detail',
    title: i18n.t('aboutDetail.title'),
    siteName: config?.name,
    description: plainText(config?.introduce) || i18n.t('about.lead'),
    jsonLd: legalServiceLd(config, root?.origin ?? '', root?.basePath ?? '', `${root?.origin ?? ''}${root?.basePath ?? ''}/about/detail`),
  });
}

export default function AboutDetail() {
  const { t } = useI18n();
  const config = useSiteConfig();
  return (
    <>
      <PageHeader title={t('aboutDetail.title')} eyebrow={config.name} eyebrowIsName crumbs={[{ label: t('nav.about'), href: '/about' }, { label: t('aboutDetail.title') }]} />
      <div className="container page-body page-body--aside">
        <div>
          <RichText html={config.introduce} />
        </div>
        <aside className="aside-card" aria-labelledby="office-title">
          <h2 id="office-title" className="aside-card__title">
            {t('aboutDetail.office')}
          </h2>
          <ContactList config={config} />
          <Figures />
        </aside>
      </div>
    </>
  );
}
