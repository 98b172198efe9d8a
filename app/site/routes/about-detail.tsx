import type { Route } from './+types/about-detail';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta, plainText } from '../seo';
import { metaConfig, metaI18n, metaRoot, useSiteConfig } from '../components/site-data';
import { legalServiceLd } from '../components/jsonld';
import { PageHeader } from '../components/PageHeader';
import { ContactList } from '../components/Contact';
import { Figures } from '../components/Figures';
import { Icon } from '../components/icons';
import { telHref } from '../components/LawyerCard';
import { officeContact } from '../components/office';
import { apiResult } from '../components/pages/api.server';
import type { Office } from '#contract/entities.ts';

/** Every office of the firm in the page's language (the home and /about pages show the firm's text). */
export async function loader({ context }: Route.LoaderArgs) {
  const offices = await apiResult<Office[]>(context, `/admin/office?lang=${context.locale}`);
  return { offices: offices.map(officeContact).filter((o) => o !== null) };
}

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
    jsonLd: legalServiceLd(
      config,
      root?.origin ?? '',
      root?.basePath ?? '',
      `${root?.origin ?? ''}${root?.basePath ?? ''}/about/detail`,
    ),
  });
}

/**
 * The firm's profile: its figures and every office with its address and telephone, beside the
 * head office's contact. The firm's text (config.introduce) is the home and /about pages'; this
 * page does not repeat it.
 */
export default function AboutDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const { offices } = loaderData;
  return (
    <>
      <PageHeader
        title={t('aboutDetail.title')}
        eyebrow={config.name}
        eyebrowIsName
        crumbs={[{ label: t('nav.about'), href: '/about' }, { label: t('aboutDetail.title') }]}
      />
      <div className="container page-body page-body--aside">
        <div>
          {offices.length ? (
            <section aria-labelledby="offices-title">
              <h2 id="offices-title">{t('aboutDetail.offices')}</h2>
              <ul className="office-list">
                {offices.map((o) => (
                  <li key={o.name} className="office-list__item">
                    <h3 className="office-list__name">{o.name}</h3>
                    <address className="contact-list">
                      <ul>
                        {o.lines.length ? (
                          <li>
                            <Icon name="pin" size={18} />
                            <span>
                              <span className="visually-hidden">{t('contact.address')}: </span>
                              {o.lines.map((line, i) => (
                                <span key={i} className="office-list__line">
                                  {line}
                                </span>
                              ))}
                            </span>
                          </li>
                        ) : null}
                        {o.phone ? (
                          <li>
                            <Icon name="phone" size={18} />
                            <a href={telHref(o.phone)}>
                              <span className="visually-hidden">{t('contact.phone')}: </span>
                              {o.phone}
                            </a>
                          </li>
                        ) : null}
                      </ul>
                    </address>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
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
