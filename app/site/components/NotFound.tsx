import { useI18n } from '#app/i18n/index.tsx';
import { LocalizedLink } from './LocalizedLink';

/** The designed not-found page (used by the catch-all route and the layout's error boundary). */
export function NotFound() {
  const { t } = useI18n();
  return (
    <div className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">{t('error.notFound.title')}</h1>
        <p className="not-found__text">{t('error.notFound.text')}</p>
        <p className="not-found__hint">{t('notFound.hint')}</p>
        <ul className="not-found__links">
          <li>
            <LocalizedLink to="/home" className="button">
              {t('error.backHome')}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/services" className="button button--ghost">
              {t('nav.services')}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/team" className="button button--ghost">
              {t('nav.team')}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/news" className="button button--ghost">
              {t('nav.news')}
            </LocalizedLink>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** A generic error inside the site layout (500 and other statuses). */
export function ErrorNotice() {
  const { t } = useI18n();
  return (
    <div className="not-found">
      <div className="container not-found__inner">
        <h1 className="not-found__title">{t('error.generic.title')}</h1>
        <p className="not-found__text">{t('error.generic.text')}</p>
        <p>
          <LocalizedLink to="/home" className="button">
            {t('error.backHome')}
          </LocalizedLink>
        </p>
      </div>
    </div>
  );
}
