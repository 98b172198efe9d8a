import type { Route } from './+types/case';
import { ArticleList } from '../components/pages/ArticleList';
import { CASE_SECTION } from '../components/pages/articles';
import { loadArticleList } from '../components/pages/articles.server';
import { articleListMeta } from '../components/pages/listMeta';

export function loader(args: Route.LoaderArgs) {
  return loadArticleList(CASE_SECTION, args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return articleListMeta(CASE_SECTION, loaderData, matches);
}

export default function CasePage({ loaderData }: Route.ComponentProps) {
  return <ArticleList section={CASE_SECTION} data={loaderData} />;
}
