import type { ReactNode } from 'react';
import { LocalizedLink } from './LocalizedLink';
import { Icon } from './icons';
import { Phrases } from './Phrases';

/**
 * A page section with an eyebrow, a heading (h2 by default) and an optional "view all" link.
 * `tone="muted"` gives the alternating light background, `tone="dark"` the navy band.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  more,
  tone = 'plain',
  level = 2,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  more?: { href: string; label: string };
  tone?: 'plain' | 'muted' | 'dark';
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      className={`section section--${tone}${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <header className="section__head">
          <div>
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <H id={headingId} className="section__title">
              <Phrases text={title} />
            </H>
            {intro ? <div className="section__intro">{intro}</div> : null}
          </div>
          {more ? (
            <LocalizedLink to={more.href} className="link-more">
              {more.label}
              <Icon name="arrowRight" size={18} />
            </LocalizedLink>
          ) : null}
        </header>
        {children}
      </div>
    </section>
  );
}
