import { useI18n } from '#app/i18n/index.tsx';
import { Picture } from './Picture';
import { LocalizedLink } from './LocalizedLink';
import { Icon } from './icons';
import { ARTICLE_KIND_CONFIGS, articleDetailPath } from '#contract/article-kinds.ts';
import { Phrases } from './Phrases';

export interface ArticleCardProps {
  /** Internal path (/news/detail/3) or, with `external`, an absolute URL. */
  href: string;
  title: string;
  /** ISO date; formatted per locale. */
  date?: string | null;
  image?: string | null;
  summary?: string | null;
  /** Category or kind label shown above the title. */
  label?: string | null;
  /** An external link (news with isLink=1): opens the URL in a new tab with rel="noopener". */
  external?: boolean;
  /** Heading level of the title inside the list (h3 under a section's h2 by default). */
  headingLevel?: 2 | 3;
  /** Image `sizes`; the default suits a 1/2/3-column grid. */
  sizes?: string;
  /** Above-the-fold cards: eager image. */
  priority?: boolean;
}

/** A card for news, case analyses and honours (list pages and home). The whole card is one link. */
export function ArticleCard({
  href,
  title,
  date,
  image,
  summary,
  label,
  external,
  headingLevel = 3,
  sizes,
  priority,
}: ArticleCardProps) {
  const { t, formatDate } = useI18n();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const inner = (
    <>
      <Phrases text={title} />
      {external ? (
        <>
          <Icon name="external" size={16} className="card__ext" />
          <span className="visually-hidden"> ({t('link.external')})</span>
        </>
      ) : null}
    </>
  );
  return (
    <article className="card card--article">
      <div className="card__media">
        {image ? (
          <Picture
            src={image}
            alt=""
            sizes={sizes ?? '(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw'}
            className="card__img"
            priority={priority}
          />
        ) : (
          <div className="card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="card__body">
        {label || date ? (
          <p className="card__meta">
            {label ? <span className="card__label">{label}</span> : null}
            {date ? <time dateTime={date}>{formatDate(date)}</time> : null}
          </p>
        ) : null}
        <H className="card__title">
          {external ? (
            <a href={href} target="_blank" rel="noopener" className="card__link">
              {inner}
            </a>
          ) : (
            <LocalizedLink to={href} className="card__link">
              {inner}
            </LocalizedLink>
          )}
        </H>
        {summary ? <p className="card__summary">{summary}</p> : null}
      </div>
    </article>
  );
}

/**
 * The grid classes for `count` items that leave no empty cell where the count allows it: on a
 * desktop the widest column count up to `max` that divides the count (6 → 3, 8 → 4, 10 → 5 or 2),
 * on a tablet 3 columns when that divides and 2 does not (3, 9), else 2; one column on a phone.
 */
export function gridClass(base: string, count: number, max: 3 | 4 | 5 = 4): string {
  let desktop: number = max;
  for (let c = max; c >= 2; c--) {
    if (count % c === 0) {
      desktop = c;
      break;
    }
  }
  const tablet = count % 2 !== 0 && count % 3 === 0 ? 3 : 2;
  return `${base} ${base}--d${desktop} ${base}--t${tablet}`;
}

/** Responsive grid for cards: 1 column on phones, then columns that fit the number of cards. */
export function CardGrid({ children, count, max = 4 }: { children: React.ReactNode; count: number; max?: 3 | 4 | 5 }) {
  return <div className={gridClass('card-grid', count, max)}>{children}</div>;
}

/** The firm's honours as picture cards (home page and about page). */
export function HonourGrid({
  honours,
}: {
  honours: { id: number; title: string; createTime: string; coverUrl: string | null }[];
}) {
  return (
    <CardGrid count={honours.length}>
      {honours.map((h) => (
        <ArticleCard
          key={h.id}
          href={articleDetailPath(ARTICLE_KIND_CONFIGS.honour, h.id)}
          title={h.title}
          date={h.createTime}
          image={h.coverUrl}
          sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw"
        />
      ))}
    </CardGrid>
  );
}
