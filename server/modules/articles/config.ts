/** The article kinds are configured once, in contract/article-kinds.ts; this keeps the old import path of the type. */
export type { ArticleKindConfig } from '#contract/article-kinds.ts';
