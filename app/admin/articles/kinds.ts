import { ARTICLE_KIND_LIST, type ArticleKindConfig } from '#contract/article-kinds.ts';

/*
 * The back office's article kinds come from the one table in contract/article-kinds.ts: the route
 * segment articles/:kind/... is each kind's `adminSegment` (news, cases, honors).
 */

/** The screens of one kind. */
export type ArticleScreen = 'list' | 'edit' | 'edit-external' | 'folder';

/** The kind of a route parameter, or null for anything else (the screen shows its 404). */
export function findKind(param: string | undefined): ArticleKindConfig | null {
  return ARTICLE_KIND_LIST.find((k) => k.adminSegment === param) ?? null;
}

/** A back-office screen of one kind, e.g. /admin/articles/cases/list. */
export function adminArticlePath(kind: Pick<ArticleKindConfig, 'adminSegment'>, screen: ArticleScreen): string {
  return `/admin/articles/${kind.adminSegment}/${screen}`;
}
