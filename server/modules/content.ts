import type { ContentKind } from '#contract/enums.ts';
import { ARTICLE_CONTENT } from './articles/repository';
import { BANNER_CONTENT } from './banner/repository';
import { DOCUMENT_CONTENT } from './docs/repository';
import { PRACTICE_AREA_CONTENT } from './practice-areas/repository';
import { LAWYER_CONTENT } from './team/repository';
import type { ContentKindDef } from './workflow/content-kind';

/**
 * The one table of the kinds of content in the editorial workflow, each declared beside its
 * repository. Assembled here, above the modules: no module imports it; the application hands it
 * to the workflow's routes (server/modules/index.ts) and to the write checks (server/plugins/auth.ts).
 */
export const CONTENT: Record<ContentKind, ContentKindDef> = {
  ...ARTICLE_CONTENT,
  banner: BANNER_CONTENT,
  lawyer: LAWYER_CONTENT,
  practiceArea: PRACTICE_AREA_CONTENT,
  document: DOCUMENT_CONTENT,
};
