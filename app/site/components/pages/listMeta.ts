import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../seo';
import { metaI18n, rootFromMatches } from './meta';
import type { ArticleSection } from './articles';
import type { ArticleListData } from './ArticleList';

/** Head of the news and case lists (one canonical URL per list and language; tabs and pages share it). */
export function articleListMeta(
  section: ArticleSection,
  loaderData: (ArticleListData & { firmName: string }) | undefined,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): MetaDescriptor[] {
  const i18n = metaI18n(matches);
  const title = i18n.t(section.msg.title);
  return pageMeta({
    root: rootFromMatches(matches),
    path: section.path,
    title,
    siteName: loaderData?.firmName || undefined,
    description: i18n.t(section.msg.intro),
    image: loaderData?.items.find((i) => i.coverUrl)?.coverUrl,
  });
}
