import type { Route } from './+types/home';
import type { Article, Banner, LawyerTeam, ProfessionalField } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta, plainText } from '../seo';
import { listOf, metaConfig, metaI18n, metaRoot, useSiteConfig } from '../components/site-data';
import { legalServiceLd } from '../components/jsonld';
import { Carousel } from '../components/Carousel';
import { Section } from '../components/Section';
import { ArticleCard, CardGrid, HonourGrid, gridClass } from '../components/ArticleCard';
import { ARTICLE_KIND_CONFIGS, articleDetailPath } from '#contract/article-kinds.ts';
import { LawyerCard } from '../components/LawyerCard';
import { RichText } from '../components/RichText';
import { ContactList } from '../components/Contact';
import { LocalizedLink } from '../components/LocalizedLink';
import { Picture } from '../components/Picture';
import { Icon } from '../components/icons';
import { Figures } from '../components/Figures';
import { isSafeUrl, sitePathOf } from '#contract/urls.ts';
import { Phrases } from '../components/Phrases';

type ArticleItem = Omit<Article, 'content'> & { summary: string };

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.locale;
  const [banners, fields, lawyers, news, cases, honours] = await Promise.all([
    context.api<Banner[]>('/user/banner', { lang }),
    context.api<ProfessionalField[]>('/user/professionalField/list?brief=1', { lang }),
    context.api<LawyerTeam[]>('/user/lawyerTeam?page=1&pageSize=12&brief=1', { lang }),
    context.api<ArticleItem[]>('/user/latest-news?page=1&pageSize=3', { lang }),
    context.api<ArticleItem[]>('/user/case-analysis?page=1&pageSize=3', { lang }),
    context.api<ArticleItem[]>('/user/lawfirm-honour?page=1&pageSize=4', { lang }),
  ]);
  const team = listOf(lawyers);
  const pinned = team.filter((l) => l.top === 1);
  // Only what the page shows travels in the hydration data (the home page's bytes matter most).
  return {
    // A link stored before the URL rule existed is dropped rather than sent to another host.
    banners: listOf(banners).map((b) => ({
      id: b.id,
      imgPath: b.imgPath,
      title: b.title,
      subTitle: b.subTitle,
      linkUrl: b.linkUrl && isSafeUrl(b.linkUrl) ? b.linkUrl : null,
    })),
    fields: listOf(fields).map((f) => ({
      id: f.id,
      name: f.name,
      iconUrl: f.iconUrl,
      teaser: plainText(f.introduce, 120),
    })),
    lawyers: (pinned.length ? pinned : team).slice(0, 4).map((l) => ({
      id: l.id,
      name: l.name,
      photoUrl: l.photoUrl,
      jobs: l.jobs.map((j) => j.name),
      officeName: l.officeName,
      phoneNumber: l.phoneNumber,
      email: l.email,
    })),
    news: listOf(news),
    cases: listOf(cases),
    honours: listOf(honours),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const root = metaRoot(matches);
  const config = metaConfig(matches);
  const description = plainText(config?.introduce) || i18n.t('site.defaultDescription');
  const ld = legalServiceLd(
    config,
    root?.origin ?? '',
    root?.basePath ?? '',
    `${root?.origin ?? ''}${root?.basePath ?? ''}${sitePathOf(location.pathname)}`,
  );
  return pageMeta({
    root,
    path: '/home',
    title: config?.name || i18n.t('site.defaultTitle'),
    siteName: config?.name,
    description,
    image: config?.iconUrl,
    jsonLd: ld,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const { banners, fields, lawyers, news, cases, honours } = loaderData;
  return (
    <>
      <h1 className="visually-hidden">{config.name || t('site.defaultTitle')}</h1>
      {banners.length ? (
        <Carousel
          label={t('home.banners')}
          slides={banners.map((b) => ({
            id: b.id,
            image: b.imgPath,
            title: b.title,
            subTitle: b.subTitle,
            href: b.linkUrl,
          }))}
        />
      ) : null}

      {config.introduce ? (
        <Section id="intro" eyebrow={t('home.intro.eyebrow')} title={t('home.intro.title')}>
          <div className="intro">
            <RichText html={config.introduce} className="intro__text" headingLevel={3} />
            <div className="intro__aside">
              {config.isLawyerCountVisible || config.isTotalPeopleVisible || config.isBranchCountVisible ? (
                <Figures />
              ) : null}
              <LocalizedLink to="/about/detail" className="button">
                {t('home.intro.more')}
              </LocalizedLink>
            </div>
          </div>
        </Section>
      ) : null}

      {fields.length ? (
        <Section
          id="practice"
          tone="muted"
          eyebrow={t('home.fields.eyebrow')}
          title={t('home.fields.title')}
          more={{ href: '/services', label: t('home.fields.all') }}
        >
          <ul className={`${gridClass('field-grid', fields.length)} field-grid--compact`}>
            {fields.map((f) => (
              <li key={f.id} className="field-tile">
                {f.iconUrl ? (
                  <Picture src={f.iconUrl} alt="" sizes="48px" width={48} height={48} className="field-tile__icon" />
                ) : null}
                <h3 className="field-tile__title">
                  <LocalizedLink to={`/services/detail/${f.id}`} className="card__link">
                    <Phrases text={f.name} />
                  </LocalizedLink>
                </h3>
                <p className="field-tile__text">{f.teaser}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {lawyers.length ? (
        <Section
          id="team"
          eyebrow={t('home.team.eyebrow')}
          title={t('home.team.title')}
          more={{ href: '/team', label: t('home.team.all') }}
        >
          <div className={`${gridClass('card-grid', lawyers.length)} card-grid--people`}>
            {lawyers.map((l) => (
              <LawyerCard key={l.id} lawyer={l} />
            ))}
          </div>
        </Section>
      ) : null}

      {news.length ? (
        <Section
          id="news"
          tone="muted"
          eyebrow={t('home.news.eyebrow')}
          title={t('home.news.title')}
          more={{ href: '/news', label: t('home.news.all') }}
        >
          <CardGrid count={news.length} max={3}>
            {news.map((n) => (
              <ArticleCard
                key={n.id}
                href={n.isLink && n.contentUrl ? n.contentUrl : articleDetailPath(ARTICLE_KIND_CONFIGS.news, n.id)}
                external={Boolean(n.isLink && n.contentUrl)}
                title={n.title}
                date={n.createTime}
                image={n.coverUrl}
                summary={n.summary}
                label={n.cataName}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {cases.length ? (
        <Section
          id="cases"
          className="section--wide-only"
          eyebrow={t('home.cases.eyebrow')}
          title={t('home.cases.title')}
          more={{ href: '/case', label: t('home.cases.all') }}
        >
          <CardGrid count={cases.length} max={3}>
            {cases.map((c) => (
              <ArticleCard
                key={c.id}
                href={articleDetailPath(ARTICLE_KIND_CONFIGS.case, c.id)}
                title={c.title}
                date={c.createTime}
                image={c.coverUrl}
                summary={c.summary}
                label={c.cataName}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {honours.length ? (
        <Section
          id="honours"
          tone="muted"
          className="section--wide-only"
          eyebrow={t('home.honours.eyebrow')}
          title={t('home.honours.title')}
          more={{ href: '/about', label: t('home.honours.all') }}
        >
          <HonourGrid honours={honours} />
        </Section>
      ) : null}

      <Section
        id="contact"
        tone="dark"
        eyebrow={t('home.contact.eyebrow')}
        title={t('home.contact.title')}
        intro={<p>{t('home.contact.text')}</p>}
      >
        <div className="contact-band">
          <ContactList config={config} className="contact-list--large" />
          <LocalizedLink className="button button--accent" to="/contact" data-testid="home-contact">
            <Icon name="mail" size={18} />
            {t('home.contact.write')}
          </LocalizedLink>
        </div>
      </Section>
    </>
  );
}
