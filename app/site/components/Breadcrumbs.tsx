import { useI18n } from '#app/i18n/index.tsx';
import { LocalizedLink } from './LocalizedLink';

export interface Crumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: string;
}

/** Breadcrumb trail (nav + ordered list, aria-current on the last item). Home is added first. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  const all: Crumb[] = [{ label: t('nav.home'), href: '/home' }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {all.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.href && i < all.length - 1 ? (
              <LocalizedLink to={c.href}>{c.label}</LocalizedLink>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
