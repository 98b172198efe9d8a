import { data } from 'react-router';
import type { Route } from './+types/doc';
import type { SiteDocument } from '#contract/entities.ts';
import { DOC_NAMES } from '#contract/enums.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta, plainText, translationPaths } from '../seo';
import { languagePathsOf } from '../components/language-links';
import { metaConfig, metaRoot, resultOf } from '../components/site-data';
import { PageHeader } from '../components/PageHeader';
import { RichText } from '../components/RichText';
import { ImprintFacts } from '../components/ImprintFacts';
import type { Imprint } from '#contract/imprint.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const name = params.name;
  if (!(DOC_NAMES as readonly string[]).includes(name)) throw data(null, { status: 404 });
  const [docRes, imprintRes] = await Promise.all([
    context.api<SiteDocument>(`/user/docs/${encodeURIComponent(name)}`, { lang: context.locale }),
    // The imprint shows the site configuration's structured part above its free text.
    name === 'imprint'
      ? context.api<Imprint>('/user/portal-config/imprint', { lang: context.locale })
      : Promise.resolve(undefined),
  ]);
  const doc = resultOf(docRes);
  if (!doc) throw data(null, { status: 404 });
  const imprint = imprintRes ? resultOf(imprintRes) : null;
  // The language links and hreflang name only the languages the public may open; the others lead home.
  return { doc, imprint, ...languagePathsOf(doc.translations, () => `/docs/${doc.name}`, '/home') };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const doc = loaderData?.doc;
  if (!doc) return [];
  const config = metaConfig(matches);
  const root = metaRoot(matches);
  const site = `${root?.origin ?? ''}${root?.basePath ?? ''}`;
  return pageMeta({
    root,
    path: `/docs/${doc.name}`,
    alternates: translationPaths(doc.translations, () => `/docs/${doc.name}`),
    title: doc.title,
    siteName: config?.name,
    description: plainText(doc.content),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: doc.title,
      url: `${site}/docs/${doc.name}?lang=${doc.lang}`,
      inLanguage: doc.lang.replace('_', '-'),
      dateModified: doc.updateTime,
      ...(config?.name
        ? { publisher: { '@type': 'LegalService', '@id': `${site}/home#firm`, name: config.name } }
        : {}),
    },
  });
}

export default function Doc({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const { doc, imprint } = loaderData;
  return (
    <>
      <PageHeader
        title={doc.title}
        crumbs={[{ label: doc.title }]}
        meta={
          doc.updateTime ? (
            <>
              {t('doc.updated')} <time dateTime={doc.updateTime}>{formatDate(doc.updateTime)}</time>
            </>
          ) : undefined
        }
      />
      <div className="container page-body page-body--narrow">
        <ImprintFacts imprint={imprint} />
        <RichText html={doc.content} className="prose--doc" />
      </div>
    </>
  );
}
