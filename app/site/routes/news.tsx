import type { Route } from './+types/news';
import { ArticleList } from '../components/pages/ArticleList';
import { NEWS_SECTION } from '../components/pages/articles';
import { loadArticleList } from '../components/pages/articles.server';
import { articleListMeta } from '../components/pages/listMeta';

export function loader(args: Route.LoaderArgs) {
  return loadArticleList(NEWS_SECTION, args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return articleListMeta(NEWS_SECTION, loaderData, matches);
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  return <ArticleList section={NEWS_SECTION} data={loaderData} />;
}
