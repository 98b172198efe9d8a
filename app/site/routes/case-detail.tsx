import type { Route } from './+types/case-detail';
import { ArticleDetailView, articleDetailMeta } from '../components/pages/ArticleDetail';
import { CASE_SECTION } from '../components/pages/articles';
import { loadArticleDetail } from '../components/pages/articles.server';

export function loader(args: Route.LoaderArgs) {
  return loadArticleDetail(CASE_SECTION, args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return articleDetailMeta(CASE_SECTION, loaderData, matches);
}

export default function CaseDetailPage({ loaderData }: Route.ComponentProps) {
  return <ArticleDetailView section={CASE_SECTION} data={loaderData} />;
}
