import { ARTICLE_KIND_CONFIGS } from '#contract/article-kinds.ts';
import type { ContentKind } from '#contract/enums.ts';
import { adminArticlePath } from '../articles/kinds';
import type { TrashRef } from './api';

/**
 * Where the back office shows an item of each content kind: its list, found by the item (the
 * articles list filters by no, the team list by name, banners open their drawer, documents by name;
 * a media library file opens in the Media screen's drawer).
 */
export function itemListPath(item: TrashRef & { title?: string }): string {
  const q = encodeURIComponent;
  switch (item.kind) {
    case 'news':
    case 'case':
    case 'honour':
      return `${adminArticlePath(ARTICLE_KIND_CONFIGS[item.kind], 'list')}?no=${q(item.key)}`;
    case 'lawyer':
      return item.title ? `/admin/team/list?name=${q(item.title)}` : '/admin/team/list';
    case 'practiceArea':
      return '/admin/expertise/list';
    case 'banner':
      return `/admin/banner/list?edit=${q(item.key)}`;
    case 'document':
      return `/admin/site/docs?name=${q(item.key)}`;
    case 'media':
      return `/admin/media?open=${q(item.key)}`;
  }
}

/** The edit screen of an item of a list (a row of it: id, no, whether a news item is an external link). */
export function itemEditPath(
  kind: ContentKind,
  row: { id: number; no?: string; isLink?: number; lang?: string; name?: string },
): string {
  const q = encodeURIComponent;
  switch (kind) {
    case 'news':
    case 'case':
    case 'honour':
      return `${adminArticlePath(ARTICLE_KIND_CONFIGS[kind], row.isLink ? 'edit-external' : 'edit')}?no=${q(row.no ?? '')}`;
    case 'lawyer':
      return `/admin/team/edit/${row.id}`;
    case 'practiceArea':
      return `/admin/expertise/edit/${row.id}`;
    case 'banner':
      return `/admin/banner/list?edit=${row.id}`;
    case 'document':
      return `/admin/site/docs?name=${q(row.name ?? '')}`;
  }
}
