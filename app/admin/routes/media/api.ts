import { api } from '#app/admin/api.ts';
import type { Pageable } from '#contract/envelope.ts';
import { MEDIA_TRASH_FIELD, type MediaEntry, type MediaType, type MediaUse } from '#contract/media.ts';
import type { Locale } from '#contract/locales.ts';
import { ARTICLE_KIND_CONFIGS } from '#contract/article-kinds.ts';
import { adminArticlePath } from '#app/admin/articles/kinds.ts';

/** The media library's calls (GET/PUT/DELETE /api/admin/media, issue 33), shared by the Media screen and the picker. */
export interface MediaQuery {
  q?: string;
  type?: MediaType;
  unused?: boolean;
  missingAlt?: Locale;
  pageNo: number;
  pageSize: number;
}

export async function listMedia(query: MediaQuery): Promise<{ items: MediaEntry[]; pageable: Pageable }> {
  const res = await api('GET', '/admin/media', {
    query: { ...query, unused: query.unused || undefined },
  });
  return {
    items: res.result ?? [],
    pageable: res.pageable ?? { pageNo: query.pageNo, pageSize: query.pageSize, totalCount: 0 },
  };
}

export const getMedia = async (id: string) => (await api('GET', '/admin/media/{id}', { path: { id } })).result;

/** The back-office screen that edits the item a use belongs to (null: none to open). */
export function useLink(use: MediaUse): string | null {
  if (use.field === MEDIA_TRASH_FIELD) return '/admin/trash';
  switch (use.kind) {
    case 'news':
    case 'case':
    case 'honour':
      return use.no
        ? `${adminArticlePath(ARTICLE_KIND_CONFIGS[use.kind], 'edit')}?no=${encodeURIComponent(use.no)}`
        : null;
    case 'lawyer':
      return use.id ? `/admin/team/edit/${use.id}` : null;
    case 'practiceArea':
      return use.id ? `/admin/expertise/edit/${use.id}` : null;
    case 'banner':
      return use.id ? `/admin/banner/list?lang=${use.lang ?? ''}&edit=${use.id}` : '/admin/banner/list';
    case 'document':
      return '/admin/site/docs';
    case 'portalConfig':
      return '/admin/site/config';
    case 'icon':
      return '/admin/site/icons';
    case 'account':
      return null;
  }
}

/** 1.2 MB, 340 KB (decimal units, as file managers show them). */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let i = 0;
  while (n >= 1000 && i < units.length - 1) {
    n /= 1000;
    i++;
  }
  return `${new Intl.NumberFormat(locale.replace('_', '-'), { maximumFractionDigits: i ? 1 : 0 }).format(n)} ${units[i]}`;
}

/** The entry's name in the reader's language: its title there, else any title, else the file name. */
export function mediaName(e: MediaEntry, lang: Locale): string {
  return e.texts[lang]?.title || Object.values(e.texts).find((x) => x?.title)?.title || e.fileName || e.id;
}
