import { data, redirect } from 'react-router';
import type { Route } from './+types/honor-detail';
import type { Article } from '../../../contract/entities';
import type { Locale } from '../../../contract/locales';
import { useI18n } from '../../i18n';
import { absoluteUrl, pageMeta, plainText } from '../seo';
import { metaConfig, metaI18n, metaRoot, resultOf } from '../components/site-data';
import { PageHeader } from '../components/PageHeader';
import { RichText } from '../components/RichText';
import { Picture } from '../components/Picture';
import { LocalizedLink } from '../components/LocalizedLink';

type Honour = Article & { summary: string; translations: { lang: Locale; id: number }[] };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const honour = resultOf(await context.api<Honour>(`/user/lawfirm-honour/${id}`, { lang: context.locale }));
  if (!honour) throw data(null, { status: 404 });
  // Each language of an honour has its own id: show the visitor's language at its own URL.
  if (honour.lang !== context.locale) {
    const other = honour.translations.find((tr) => tr.lang === context.locale);
    if (other) throw redirect(`${context.basePath}/honor/detail/${other.id}${new URL(request.url).search}`);
  }
  return { honour };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const root = metaRoot(matches);
  const config = metaConfig(matches);
  const h = loaderData?.honour;
  if (!h) return [];
  return pageMeta({
    root,
    path: `/honor/detail/${h.id}`,
    alternates: Object.fromEntries(h.translations.map((tr) => [tr.lang, `/honor/detail/${tr.id}`])),
    title: h.title,
    siteName: config?.name,
    description: h.summary || plainText(h.content) || i18n.t('honour.eyebrow'),
    image: h.coverUrl,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: h.title,
      datePublished: h.createTime,
      dateModified: h.updateTime,
      ...(h.coverUrl ? { image: absoluteUrl(root?.origin ?? '', h.coverUrl) } : {}),
      inLanguage: h.lang.replace('_', '-'),
      publisher: config?.name ? { '@type': 'LegalService', name: config.name, '@id': `${root?.origin ?? ''}${root?.basePath ?? ''}/home#firm` } : undefined,
    },
  });
}

export default function HonourDetail({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const h = loaderData.honour;
  return (
    <>
      <PageHeader
        title={h.title}
        eyebrow={t('honour.eyebrow')}
        crumbs={[{ label: t('nav.about'), href: '/about' }, { label: h.title }]}
        meta={<time dateTime={h.createTime}>{formatDate(h.createTime)}</time>}
      />
      <article className="container page-body page-body--narrow">
        {h.coverUrl ? (
          <figure className="detail-cover">
            <Picture src={h.coverUrl} alt="" sizes="(min-width: 800px) 760px, 100vw" priority className="detail-cover__img" />
          </figure>
        ) : null}
        <RichText html={h.content} />
        <p className="back-link">
          <LocalizedLink to="/about" className="link-more">
            {t('honour.back')}
          </LocalizedLink>
        </p>
      </article>
    </>
  );
}
