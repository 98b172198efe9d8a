import { useId } from 'react';
import { useI18n } from '#app/i18n/index.tsx';
import { Picture } from './Picture';
import { LocalizedLink } from './LocalizedLink';
import { Icon } from './icons';
import { isSitePath } from '#contract/urls.ts';
import { Phrases } from './Phrases';

export interface CarouselSlide {
  id: number | string;
  image: string;
  title: string;
  subTitle?: string | null;
  href?: string | null;
}

/**
 * Banner carousel (WAI-ARIA APG carousel pattern), rendered on the server with the first slide
 * shown and the controls hidden: without script it is one banner. The enhancement script
 * (enhance/carousel.ts) shows the controls (pause/play, previous, a slide picker, next) and
 * rotates unless reduced motion is asked for, pausing on hover and focus. Fixed aspect ratio (no
 * layout shift); the first image is fetched with high priority.
 */
export function Carousel({ slides, label }: { slides: CarouselSlide[]; label: string }) {
  const { t } = useI18n();
  const id = useId();
  const count = slides.length;
  if (count === 0) return null;

  return (
    <section className="carousel" aria-roledescription={t('carousel.roledescription')} aria-label={label} data-carousel>
      <div className="carousel__viewport" id={`${id}-slides`} aria-live="polite">
        {slides.map((s, i) => {
          const active = i === 0;
          const content = (
            <div className="carousel__caption">
              <p className="carousel__title">
                <Phrases text={s.title} />
              </p>
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
              {/* Below 1000 px the wide banner is cropped to a taller frame, so it is drawn wider than the
                  screen (about 1.6 times on a phone): ask for that width, not the viewport's. */}
              <Picture
                src={s.image}
                alt=""
                sizes="(min-width: 1000px) 100vw, 160vw"
                priority={i === 0}
                className="carousel__img"
              />
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
        <div className="carousel__controls container" hidden>
          <button
            type="button"
            className="carousel__btn"
            aria-label={t('carousel.play')}
            data-carousel-toggle
            data-pause-label={t('carousel.pause')}
            data-play-label={t('carousel.play')}
          >
            <span className="carousel__toggle-pause">
              <Icon name="pause" size={18} />
            </span>
            <span className="carousel__toggle-play">
              <Icon name="play" size={18} />
            </span>
          </button>
          <button
            type="button"
            className="carousel__btn"
            aria-controls={`${id}-slides`}
            aria-label={t('carousel.prev')}
            data-carousel-prev
          >
            <Icon name="arrowLeft" size={18} />
          </button>
          <div className="carousel__dots">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                className="carousel__dot"
                aria-label={t('carousel.goto', { n: i + 1, total: count })}
                aria-current={i === 0 ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                data-carousel-to={i}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__btn"
            aria-controls={`${id}-slides`}
            aria-label={t('carousel.next')}
            data-carousel-next
          >
            <Icon name="arrowRight" size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
