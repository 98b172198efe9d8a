import type { Route } from './+types/honor-detail';
import { ArticleDetailView, articleDetailMeta } from '../components/pages/ArticleDetail';
import { HONOUR_SECTION } from '../components/pages/articles';
import { loadArticleDetail } from '../components/pages/articles.server';

export function loader(args: Route.LoaderArgs) {
  return loadArticleDetail(HONOUR_SECTION, args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return articleDetailMeta(HONOUR_SECTION, loaderData, matches);
}

export default function HonourDetailPage({ loaderData }: Route.ComponentProps) {
  return <ArticleDetailView section={HONOUR_SECTION} data={loaderData} />;
}
