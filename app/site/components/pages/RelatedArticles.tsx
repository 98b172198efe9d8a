import { useI18n } from '#app/i18n/index.tsx';
import { PageLink } from './links';
import type { RelatedArticle } from './articles.server';

/** A short list of news and case analyses (a lawyer's publications, a practice area's articles): title, kind and date. */
export function RelatedArticles({ id, title, items }: { id: string; title: string; items: RelatedArticle[] }) {
  const { t, formatDate } = useI18n();
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="pg-profile__section pg-related">
      <h2 id={id} className="pg-profile__heading">
        {title}
      </h2>
      <ul className="pg-related__list">
        {items.map((a) => (
          <li key={a.href}>
            <PageLink to={a.href}>{a.title}</PageLink>
            <span className="pg-related__meta">
              {t(a.kind === 'news' ? 'nav.news' : 'nav.cases')} · <time dateTime={a.date}>{formatDate(a.date)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
