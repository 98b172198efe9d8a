import type { PortalConfig } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { Icon } from './icons';
import { telHref } from './LawyerCard';

/** The firm's address, telephone and e-mail from the site configuration, as a <address> list. */
export function ContactList({ config, className }: { config: PortalConfig; className?: string }) {
  const { t } = useI18n();
  if (!config.address && !config.tel && !config.email) return null;
  return (
    <address className={`contact-list${className ? ` ${className}` : ''}`}>
      <ul>
        {config.address ? (
          <li>
            <Icon name="pin" size={18} />
            <span>
              <span className="visually-hidden">{t('contact.address')}: </span>
              {config.address}
            </span>
          </li>
        ) : null}
        {config.tel ? (
          <li>
            <Icon name="phone" size={18} />
            <a href={telHref(config.tel)}>
              <span className="visually-hidden">{t('contact.phone')}: </span>
              {config.tel}
            </a>
          </li>
        ) : null}
        {config.email ? (
          <li>
            <Icon name="mail" size={18} />
            <a href={`mailto:${config.email}`}>
              <span className="visually-hidden">{t('contact.email')}: </span>
              {config.email}
            </a>
          </li>
        ) : null}
      </ul>
    </address>
  );
}
