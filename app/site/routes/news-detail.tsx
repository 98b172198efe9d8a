import type { Route } from './+types/news-detail';
import { ArticleDetailView, articleDetailMeta } from '../components/pages/ArticleDetail';
import { NEWS_SECTION } from '../components/pages/articles';
import { loadArticleDetail } from '../components/pages/articles.server';

export function loader(args: Route.LoaderArgs) {
  return loadArticleDetail(NEWS_SECTION, args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return articleDetailMeta(NEWS_SECTION, loaderData, matches);
}

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
  return <ArticleDetailView section={NEWS_SECTION} data={loaderData} />;
}
