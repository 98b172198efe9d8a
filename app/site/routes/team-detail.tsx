import { redirect } from 'react-router';
import type { Route } from './+types/team-detail';
import type { LawyerTeam } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { absoluteUrl, pageMeta, plainText, translationPaths } from '../seo';
import { Picture } from '../components/Picture';
import { PageHeader } from '../components/PageHeader';
import { RichText } from '../components/RichText';
import { telHref } from '../components/LawyerCard';
import { Icon } from '../components/icons';
import { metaConfig, metaRoot, useSiteConfig } from '../components/site-data';
import { apiResult, idParam, loadOffice } from '../components/pages/api.server';
import { Monogram } from '../components/Monogram';
import { postalAddress } from '../components/office';
import { PageLink, useBasePath, useLangParam, withQuery } from '../components/pages/links';
import { loadRelatedArticles } from '../components/pages/articles.server';
import { RelatedArticles } from '../components/pages/RelatedArticles';
import { languagePathsOf } from '../components/language-links';
import { InquiryForm } from '../components/inquiry/InquiryForm';
import { loadInquiryForm } from '../components/inquiry/form.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const lawyer = await apiResult<LawyerTeam>(context, `/user/lawyerTeam/${id}`);
  // An id of another language answers its translation: one URL per lawyer and language.
  if (lawyer.id !== id) throw redirect(`${context.basePath}/team/detail/${lawyer.id}${new URL(request.url).search}`);
  const [publications, office, form] = await Promise.all([
    loadRelatedArticles(context, { author: lawyer.no }),
    loadOffice(context, lawyer.office),
    loadInquiryForm(context, request),
  ]);
  return {
    lawyer,
    office,
    publications,
    ...form,
    ...languagePathsOf(lawyer.translations, (x) => `/team/detail/${x}`, '/team'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = metaRoot(matches);
  const firm = metaConfig(matches);
  const { lawyer, office } = loaderData;
  const address = office ? postalAddress(office) : null;
  const origin = root?.origin ?? '';
  const base = root?.basePath ?? '';
  const jobTitle = lawyer.jobs.map((j) => j.name).join(', ');
  const description =
    lawyer.metaDescription ||
    plainText(lawyer.intro) ||
    [jobTitle, lawyer.proFields.map((f) => f.name).join(', ')].filter(Boolean).join(' – ');
  return pageMeta({
    root,
    path: `/team/detail/${lawyer.id}`,
    alternates: translationPaths(lawyer.translations, (id) => `/team/detail/${id}`),
    title: jobTitle ? `${lawyer.name}, ${jobTitle}` : lawyer.name,
    siteName: firm?.name || undefined,
    description,
    image: lawyer.photoUrl,
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: lawyer.name,
      url: `${origin}${base}/team/detail/${lawyer.id}`,
      ...(jobTitle ? { jobTitle } : {}),
      ...(lawyer.proFields.length ? { knowsAbout: lawyer.proFields.map((f) => f.name) } : {}),
      ...(lawyer.languages?.length ? { knowsLanguage: lawyer.languages } : {}),
      worksFor: {
        '@type': 'LegalService',
        name: firm?.name ?? '',
        ...(address ? { address } : firm?.address ? { address: firm.address } : {}),
        ...(office?.phone ? { telephone: office.phone } : firm?.tel ? { telephone: firm.tel } : {}),
        url: `${origin}${base}/home`,
      },
      ...(lawyer.email ? { email: `mailto:${lawyer.email}` } : {}),
      ...(lawyer.phoneNumber ? { telephone: lawyer.phoneNumber } : {}),
      ...(lawyer.photoUrl ? { image: absoluteUrl(origin, lawyer.photoUrl) } : {}),
      ...(lawyer.officeName || office
        ? {
            workLocation: {
              '@type': 'Place',
              name: office?.name ?? lawyer.officeName,
              ...(address ? { address } : {}),
              ...(office?.phone ? { telephone: office.phone } : {}),
            },
          }
        : {}),
      description: plainText(lawyer.intro, 300) || undefined,
    },
  });
}

export default function TeamDetailPage({ loaderData }: Route.ComponentProps) {
  const { t, tag } = useI18n();
  const { lawyer, office, publications, inquiry } = loaderData;
  const firm = useSiteConfig();
  const lang = useLangParam();
  const basePath = useBasePath();
  const jobs = lawyer.jobs.map((j) => j.name).join(' · ');
  const sections = lawyer.customContents.filter((c) => c.title || c.content);

  return (
    <>
      <PageHeader
        title={lawyer.name}
        eyebrow={jobs || undefined}
        lead={lawyer.officeName ? <p>{lawyer.officeName}</p> : undefined}
        crumbs={[{ label: t('nav.team'), href: '/team' }, { label: lawyer.name }]}
      />
      <div className="container page-body pg-profile">
        <aside className="pg-profile__aside">
          <div className="pg-profile__photo">
            {lawyer.photoUrl ? (
              <Picture
                src={lawyer.photoUrl}
                alt={lawyer.photoAlt}
                defaultAlt={t('pages.team.photoOf', { name: lawyer.name })}
                priority
                sizes="(min-width: 900px) 352px, (min-width: 560px) 280px, 208px"
              />
            ) : (
              <Monogram name={lawyer.name} />
            )}
          </div>
          <div className="aside-card pg-profile__card">
            <h2 className="aside-card__title">{t('pages.team.contact')}</h2>
            <dl className="pg-facts">
              {office || lawyer.officeName ? (
                <div>
                  <dt>{t('pages.team.office')}</dt>
                  <dd data-testid="lawyer-office">
                    <strong className="pg-facts__office">{office?.name ?? lawyer.officeName}</strong>
                    {office?.lines.length ? (
                      <address>
                        {office.lines.map((line, i) => (
                          <span key={i} className="pg-facts__line">
                            {line}
                          </span>
                        ))}
                      </address>
                    ) : null}
                    {office?.phone ? (
                      <a href={telHref(office.phone)} className="pg-facts__line">
                        <span className="visually-hidden">{t('pages.team.phone')}: </span>
                        {office.phone}
                      </a>
                    ) : null}
                  </dd>
                </div>
              ) : null}
              {lawyer.phoneNumber ? (
                <div>
                  <dt>{t('pages.team.phone')}</dt>
                  <dd>
                    <a href={telHref(lawyer.phoneNumber)}>{lawyer.phoneNumber}</a>
                  </dd>
                </div>
              ) : null}
              {lawyer.email ? (
                <div>
                  <dt>{t('pages.team.email')}</dt>
                  <dd>
                    <a href={`mailto:${lawyer.email}`}>{lawyer.email}</a>
                  </dd>
                </div>
              ) : null}
              {lawyer.languages?.length ? (
                <div>
                  <dt>{t('pages.team.languages')}</dt>
                  <dd data-testid="lawyer-languages">
                    {new Intl.ListFormat(tag, { type: 'conjunction' }).format(lawyer.languages)}
                  </dd>
                </div>
              ) : null}
            </dl>
            {/* A file download, not a page: a plain link the router leaves alone. */}
            <a
              href={`${basePath}${withQuery(`/team/vcard/${lawyer.id}`, {}, lang)}`}
              className="button"
              download
              data-testid="vcard"
            >
              {t('pages.team.vcard')}
            </a>
          </div>
          {firm.address && !office?.lines.length ? (
            <div className="pg-profile__firm">
              <h2 className="pg-profile__minor">{firm.name || t('pages.team.firm')}</h2>
              <address>{firm.address}</address>
            </div>
          ) : null}
        </aside>

        <div className="pg-profile__main">
          {lawyer.proFields.length ? (
            <section aria-labelledby="areas" className="pg-profile__section">
              <h2 id="areas" className="pg-profile__heading">
                {t('pages.team.areas')}
              </h2>
              <ul className="pg-chips" data-testid="lawyer-areas">
                {lawyer.proFields.map((f) => (
                  <li key={f.professionalFieldId}>
                    <PageLink to={`/services/detail/${f.professionalFieldId}`}>{f.name}</PageLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {lawyer.intro ? (
            <section aria-labelledby="bio" className="pg-profile__section">
              <h2 id="bio" className="pg-profile__heading">
                {t('pages.team.biography')}
              </h2>
              <RichText html={lawyer.intro} headingLevel={3} />
            </section>
          ) : null}
          {sections.map((s, i) => (
            <section
              key={i}
              aria-labelledby={`custom-${i}`}
              className="pg-profile__section"
              data-testid="custom-section"
            >
              <h2 id={`custom-${i}`} className="pg-profile__heading">
                {s.title}
              </h2>
              <RichText html={s.content} headingLevel={3} />
            </section>
          ))}
          <RelatedArticles id="publications" title={t('pages.lawyer.publications')} items={publications} />
          <section id="inquiry" className="inq-section" data-testid="lawyer-inquiry">
            <InquiryForm
              data={inquiry.data}
              state={inquiry.state}
              sent={inquiry.sent}
              back={`/team/detail/${lawyer.id}`}
              context={{ lawyerNo: lawyer.no }}
              title={t('inquiry.writeTo', { name: lawyer.name })}
            />
          </section>
          <p className="back-link">
            <PageLink to="/team" className="link-more">
              <Icon name="arrowLeft" size={18} />
              {t('pages.team.back')}
            </PageLink>
          </p>
        </div>
      </div>
    </>
  );
}
