import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '#app/site/seo.ts';
import { metaConfig, metaI18n, metaRoot } from '../site-data';
import type { ArticleListSection } from './articles';
import type { ArticleListData } from './ArticleList';

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** Head of the news and case lists (one canonical URL per list and language; tabs and pages share it). */
export function articleListMeta(
  section: ArticleListSection,
  loaderData: ArticleListData | undefined,
  matches: Matches,
): MetaDescriptor[] {
  const i18n = metaI18n(matches);
  const root = metaRoot(matches);
  const tags = pageMeta({
    root,
    path: section.siteListPath,
    title: i18n.t(section.msg.title),
    siteName: metaConfig(matches)?.name || undefined,
    description: i18n.t(section.msg.intro),
    image: loaderData?.items.find((i) => i.coverUrl)?.coverUrl,
  });
  // The list's Atom feed in the page's language (app/site/routes/feed.ts).
  if (root)
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: i18n.t('search.feed'),
      href: `${root.origin}${root.basePath}${section.siteListPath}/feed.xml?lang=${root.locale}`,
    });
  return tags;
}
