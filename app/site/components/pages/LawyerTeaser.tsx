import { useI18n } from '../../../i18n';
import type { LawyerTeam } from '../../../../contract/entities';
import { Picture } from '../Picture';
import { PageLink } from './links';

/** `tel:` wants the number without spaces or separators (a leading + stays). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** One lawyer in a list: portrait, name (to the profile), titles, practice areas, office and direct contact. */
export function LawyerTeaser({ lawyer, headingLevel = 2 }: { lawyer: LawyerTeam; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const jobs = lawyer.jobs.map((j) => j.name).join(', ');
  return (
    <article className="pg-card pg-lawyer" data-testid="lawyer-card">
      <div className="pg-lawyer__photo">
        {lawyer.photoUrl ? (
          <Picture src={lawyer.photoUrl} alt="" sizes="(min-width: 1100px) 260px, (min-width: 700px) 30vw, 45vw" />
        ) : (
          <span className="pg-lawyer__initials" aria-hidden="true">
            {lawyer.name.replace(/^(Dr\.?|Prof\.?)\s+/i, '').slice(0, 1)}
          </span>
        )}
      </div>
      <div className="pg-card__body">
        <H className="pg-card__title">
          <PageLink to={`/team/detail/${lawyer.id}`} className="pg-card__link">
            {lawyer.name}
          </PageLink>
        </H>
        {jobs ? <p className="pg-lawyer__job">{jobs}</p> : null}
        {lawyer.proFields.length ? <p className="pg-lawyer__fields">{lawyer.proFields.map((f) => f.name).join(' · ')}</p> : null}
        <ul className="pg-contact">
          {lawyer.officeName ? (
            <li>
              <span className="pg-contact__label">{t('pages.team.office')}</span> {lawyer.officeName}
            </li>
          ) : null}
          {lawyer.phoneNumber ? (
            <li>
              <span className="pg-contact__label">{t('pages.team.phone')}</span> <a href={telHref(lawyer.phoneNumber)}>{lawyer.phoneNumber}</a>
            </li>
          ) : null}
          {lawyer.email ? (
            <li>
              <span className="pg-contact__label">{t('pages.team.email')}</span> <a href={`mailto:${lawyer.email}`}>{lawyer.email}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
