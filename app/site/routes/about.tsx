import type { Route } from './+types/about';
import type { Article } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta, plainText } from '../seo';
import { listOf, metaConfig, metaI18n, metaRoot, useSiteConfig } from '../components/site-data';
import { legalServiceLd } from '../components/jsonld';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import { HonourGrid } from '../components/ArticleCard';
import { Figures } from '../components/Figures';
import { Picture } from '../components/Picture';
import { RichText } from '../components/RichText';
import { LocalizedLink } from '../components/LocalizedLink';

type ArticleItem = Omit<Article, 'content'> & { summary: string };

export async function loader({ context }: Route.LoaderArgs) {
  const honours = await context.api<ArticleItem[]>('/user/lawfirm-honour?page=1&pageSize=24', { lang: context.locale });
  return { honours: listOf(honours) };
}

export function meta({ matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const root = metaRoot(matches);
  const config = metaConfig(matches);
  const url = `${root?.origin ?? ''}${root?.basePath ?? ''}/about`;
  return pageMeta({
    root,
    path: '/about',
    title: i18n.t('about.title'),
    siteName: config?.name,
    description: plainText(config?.introduce) || i18n.t('about.lead'),
    jsonLd: legalServiceLd(config, root?.origin ?? '', root?.basePath ?? '', url),
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const { honours } = loaderData;
  const showFigures = Boolean(
    config.isLawyerCountVisible || config.isTotalPeopleVisible || config.isBranchCountVisible,
  );
  return (
    <>
      <PageHeader
        title={t('about.title')}
        eyebrow={config.name}
        eyebrowIsName
        lead={<p>{t('about.lead')}</p>}
        crumbs={[{ label: t('nav.about') }]}
      />

      <Section id="profile" title={t('about.profile.title')}>
        <div className="intro">
          <div className="intro__text">
            <RichText html={config.introduce} headingLevel={3} />
            <p>
              <LocalizedLink to="/about/detail" className="link-more">
                {t('about.profile.more')}
              </LocalizedLink>
            </p>
          </div>
          {showFigures ? (
            <div className="intro__aside">
              <Figures />
            </div>
          ) : null}
        </div>
      </Section>

      {config.advantagesList.length ? (
        <Section
          id="advantages"
          tone="muted"
          eyebrow={t('about.advantages.eyebrow')}
          title={t('about.advantages.title')}
        >
          <ol className="advantages">
            {config.advantagesList.map((a, i) => (
              <li key={`${a.title}-${i}`} className="advantages__item">
                <span className="advantages__num" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="advantages__title">{a.title}</h3>
                <p>{a.content}</p>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {honours.length ? (
        <Section id="honours" eyebrow={t('about.honours.eyebrow')} title={t('about.honours.title')}>
          <HonourGrid honours={honours} />
        </Section>
      ) : null}

      {config.environmentList.length ? (
        <Section
          id="environment"
          tone="muted"
          eyebrow={t('about.environment.eyebrow')}
          title={t('about.environment.title')}
        >
          <ul className="gallery">
            {config.environmentList.map((e, i) => (
              <li key={`${e.coverUrl}-${i}`} className="gallery__item">
                <figure>
                  {/* The caption names the picture: an alt text repeating it would be read twice. */}
                  <Picture
                    src={e.coverUrl}
                    alt=""
                    sizes="(min-width: 1100px) 540px, (min-width: 700px) 45vw, 100vw"
                    className="gallery__img"
                  />
                  <figcaption>{e.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
