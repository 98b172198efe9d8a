import { useI18n } from '#app/i18n/index.tsx';
import { Picture } from './Picture';
import { LocalizedLink } from './LocalizedLink';
import { Icon } from './icons';
import { Monogram } from './Monogram';

/** What a card shows of a lawyer (the public list's shape, job names already picked). */
export interface LawyerSummary {
  id: number;
  name: string;
  photoUrl?: string | null;
  /** Job titles (names). */
  jobs: string[];
  officeName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
}

export interface LawyerCardProps {
  lawyer: LawyerSummary;
  headingLevel?: 2 | 3;
  sizes?: string;
}

/** Telephone number as a tel: URI (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A lawyer with photo, title, office and direct contact links (tel:, mailto:). */
export function LawyerCard({ lawyer, headingLevel = 3, sizes }: LawyerCardProps) {
  const { t } = useI18n();
  const { name, jobs, officeName: office, phoneNumber: phone, email, photoUrl: photo } = lawyer;
  const href = `/team/detail/${lawyer.id}`;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card card--lawyer">
      <div className="card__portrait">
        {photo ? (
          <Picture
            src={photo}
            alt=""
            sizes={sizes ?? '(min-width: 1100px) 270px, (min-width: 700px) 30vw, 50vw'}
            className="card__img"
          />
        ) : (
          <Monogram name={name} />
        )}
      </div>
      <div className="card__body">
        <H className="card__title">
          <LocalizedLink to={href} className="card__link">
            {name}
          </LocalizedLink>
        </H>
        {jobs.length ? <p className="card__jobs">{jobs.join(' · ')}</p> : null}
        {office ? <p className="card__office">{office}</p> : null}
        {phone || email ? (
          <ul className="card__contact">
            {phone ? (
              <li>
                <a href={telHref(phone)} className="contact-link">
                  <Icon name="phone" size={16} />
                  <span className="visually-hidden">{t('contact.phone')}: </span>
                  {phone}
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <a href={`mailto:${email}`} className="contact-link">
                  <Icon name="mail" size={16} />
                  <span className="visually-hidden">{t('contact.email')}: </span>
                  <span>
                    {/* A narrow card breaks the address after the @, not inside a name. */}
                    {email.slice(0, email.indexOf('@') + 1)}
                    <wbr />
                    {email.slice(email.indexOf('@') + 1)}
                  </span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
