import { redirect } from 'react-router';
import type { Route } from './+types/team-detail';
import type { LawyerTeam } from '../../../contract/entities';
import { useI18n } from '../../i18n';
import { absoluteUrl, pageMeta, plainText } from '../seo';
import { Picture } from '../components/Picture';
import { apiResult, idParam, loadFirm } from '../components/pages/api.server';
import { telHref } from '../components/pages/LawyerTeaser';
import { PageLink, useBasePath, useLangParam, withQuery } from '../components/pages/links';
import { rootFromMatches } from '../components/pages/meta';
import { Prose } from '../components/pages/Prose';
import '../components/pages/pages.css';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const [lawyer, firm] = await Promise.all([apiResult<LawyerTeam>(context, `/user/lawyerTeam/${id}`), loadFirm(context)]);
  // An id of another language answers its translation: one URL per lawyer and language.
  if (lawyer.id !== id) throw redirect(`${context.basePath}/team/detail/${lawyer.id}${new URL(request.url).search}`);
  return { lawyer, firm };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = rootFromMatches(matches);
  const { lawyer, firm } = loaderData;
  const origin = root?.origin ?? '';
  const base = root?.basePath ?? '';
  const jobTitle = lawyer.jobs.map((j) => j.name).join(', ');
  const description = plainText(lawyer.intro) || [jobTitle, lawyer.proFields.map((f) => f.name).join(', ')].filter(Boolean).join(' – ');
  return pageMeta({
    root,
    path: `/team/detail/${lawyer.id}`,
    title: jobTitle ? `${lawyer.name}, ${jobTitle}` : lawyer.name,
    siteName: firm.name || undefined,
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
        name: firm.name,
        ...(firm.address ? { address: firm.address } : {}),
        ...(firm.tel ? { telephone: firm.tel } : {}),
        url: `${origin}${base}/home`,
      },
      ...(lawyer.email ? { email: `mailto:${lawyer.email}` } : {}),
      ...(lawyer.phoneNumber ? { telephone: lawyer.phoneNumber } : {}),
      ...(lawyer.photoUrl ? { image: absoluteUrl(origin, lawyer.photoUrl) } : {}),
      ...(lawyer.officeName ? { workLocation: { '@type': 'Place', name: lawyer.officeName } } : {}),
      description: plainText(lawyer.intro, 300) || undefined,
    },
  });
}

export default function TeamDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lawyer, firm } = loaderData;
  const lang = useLangParam();
  const basePath = useBasePath();
  const jobs = lawyer.jobs.map((j) => j.name).join(', ');
  const sections = lawyer.customContents.filter((c) => c.title || c.content);

  return (
    <div className="pg-page">
      <article className="pg-profile" aria-labelledby="lawyer-name">
        <header className="pg-intro pg-profile__head">
          <div className="pg-container pg-profile__grid">
            <div className="pg-profile__photo">
              {lawyer.photoUrl ? (
                <Picture src={lawyer.photoUrl} alt={t('pages.team.photoOf', { name: lawyer.name })} priority sizes="(min-width: 900px) 320px, 60vw" />
              ) : null}
            </div>
            <div className="pg-profile__summary">
              <p className="pg-back">
                <PageLink to="/team">
                  <span aria-hidden="true">← </span>
                  {t('pages.team.back')}
                </PageLink>
              </p>
              <h1 id="lawyer-name" className="pg-intro__title">
                {lawyer.name}
              </h1>
              {jobs ? <p className="pg-profile__job">{jobs}</p> : null}
              <dl className="pg-facts">
                {lawyer.officeName ? (
                  <div>
                    <dt>{t('pages.team.office')}</dt>
                    <dd>{lawyer.officeName}</dd>
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
                    <dd data-testid="lawyer-languages">{lawyer.languages.join(', ')}</dd>
                  </div>
                ) : null}
              </dl>
              <p>
                {/* A file download, not a page: a plain link (the router must not handle it). */}
                <a href={`${basePath}${withQuery(`/team/vcard/${lawyer.id}`, {}, lang)}`} className="pg-button" download data-testid="vcard">
                  {t('pages.team.vcard')}
                </a>
              </p>
            </div>
          </div>
        </header>

        <div className="pg-container pg-profile__body">
          <div className="pg-profile__main">
            {lawyer.intro ? (
              <section aria-labelledby="bio">
                <h2 id="bio" className="pg-section__title">
                  {t('pages.team.biography')}
                </h2>
                <Prose html={lawyer.intro} />
              </section>
            ) : null}
            {sections.map((s, i) => (
              <section key={i} aria-labelledby={`custom-${i}`} className="pg-profile__custom" data-testid="custom-section">
                <h2 id={`custom-${i}`} className="pg-section__title">
                  {s.title}
                </h2>
                <Prose html={s.content} />
              </section>
            ))}
          </div>
          <aside className="pg-profile__aside">
            {lawyer.proFields.length ? (
              <section aria-labelledby="areas">
                <h2 id="areas" className="pg-aside__title">
                  {t('pages.team.areas')}
                </h2>
                <ul className="pg-chips">
                  {lawyer.proFields.map((f) => (
                    <li key={f.professionalFieldId}>
                      <PageLink to={`/services/detail/${f.professionalFieldId}`}>{f.name}</PageLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {firm.address || firm.tel ? (
              <section aria-labelledby="firm-contact">
                <h2 id="firm-contact" className="pg-aside__title">
                  {firm.name || t('pages.team.firm')}
                </h2>
                <address className="pg-address">
                  {firm.address ? <span>{firm.address}</span> : null}
                  {firm.tel ? <a href={telHref(firm.tel)}>{firm.tel}</a> : null}
                  {firm.email ? <a href={`mailto:${firm.email}`}>{firm.email}</a> : null}
                </address>
              </section>
            ) : null}
          </aside>
        </div>
      </article>
    </div>
  );
}
