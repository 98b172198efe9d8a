import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import { Picture } from './Picture';
import { LocalizedLink } from './LocalizedLink';
import { Icon } from './icons';
import { isSitePath } from '../../../contract/urls';

export interface CarouselSlide {
  id: number | string;
  image: string;
  title: string;
  subTitle?: string | null;
  href?: string | null;
}

const INTERVAL_MS = 7000;

/**
 * Banner carousel (WAI-ARIA APG carousel pattern): fixed aspect ratio (no layout shift), the
 * first image fetched with high priority, rotation paused on hover/focus, by the pause button,
 * and never started under prefers-reduced-motion. Arrow keys move between slides.
 */
export function Carousel({ slides, label }: { slides: CarouselSlide[]; label: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const id = useId();
  const count = slides.length;

  useEffect(() => {
    // Autoplay only after hydration and only when the visitor does not ask for reduced motion.
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduce && count > 1) setPlaying(true);
  }, [count]);

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || hovered || focused || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, hovered, focused, index, count, go]);

  if (count === 0) return null;

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(index - 1);
    }
  };

  return (
    <section
      ref={rootRef}
      className="carousel"
      aria-roledescription={t('carousel.roledescription')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport" id={`${id}-slides`} aria-live={playing && !hovered && !focused ? 'off' : 'polite'}>
        {slides.map((s, i) => {
          const active = i === index;
          const content = (
            <div className="carousel__caption">
              <p className="carousel__title">{s.title}</p>
              {s.subTitle ? <p className="carousel__subtitle">{s.subTitle}</p> : null}
              {s.href ? (
                <span className="carousel__cta">
                  {t('carousel.more')} <Icon name="arrowRight" size={18} />
                </span>
              ) : null}
            </div>
          );
          return (
            <div
              key={s.id}
              className={`carousel__slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { n: i + 1, total: count })}
              aria-hidden={active ? undefined : true}
              inert={active ? undefined : true}
            >
              <Picture src={s.image} alt="" sizes="100vw" priority={i === 0} className="carousel__img" />
              <div className="carousel__shade" />
              <div className="container carousel__inner">
                {s.href ? (
                  isSitePath(s.href) ? (
                    <LocalizedLink to={s.href} className="carousel__link">
                      {content}
                    </LocalizedLink>
                  ) : (
                    <a href={s.href} className="carousel__link" rel="noopener">
                      {content}
                    </a>
                  )
                ) : (
                  content
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="carousel__controls container">
          <button type="button" className="carousel__btn" onClick={() => setPlaying((p) => !p)} aria-label={t(playing ? 'carousel.pause' : 'carousel.play')}>
            <Icon name={playing ? 'pause' : 'play'} size={18} />
          </button>
          <button type="button" className="carousel__btn" onClick={() => go(index - 1)} aria-controls={`${id}-slides`} aria-label={t('carousel.prev')}>
            <Icon name="arrowLeft" size={18} />
          </button>
          <div className="carousel__dots">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                className="carousel__dot"
                aria-label={t('carousel.goto', { n: i + 1, total: count })}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="carousel__btn" onClick={() => go(index + 1)} aria-controls={`${id}-slides`} aria-label={t('carousel.next')}>
            <Icon name="arrowRight" size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
