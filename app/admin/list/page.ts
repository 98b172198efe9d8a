import { MAX_PAGE_SIZE } from '#contract/envelope.ts';

/** One page of a list: its rows and how many there are in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * A list's page from the server's envelope: the rows, and the total the answer's `pageable`
 * names; a list answered whole (no `pageable`) counts its rows. The one place that reads it.
 */
export function listPage<T>(res: { result: T[] | null; pageable?: { totalCount: number } | null }): ListPage<T> {
  const items = res.result ?? [];
  return { items, total: res.pageable?.totalCount ?? items.length };
}

/**
 * Every row of a paged list: its pages of MAX_PAGE_SIZE, one after the other, until the total the
 * answers name is reached (or a page comes back empty). For what must show the whole list: an
 * order changed on all of it, a picker of everyone who may be named.
 */
export async function everyPage<T>(
  page: (pageNo: number, pageSize: number) => Promise<{ result: T[] | null; pageable?: { totalCount: number } | null }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { items, total } = listPage(await page(pageNo, MAX_PAGE_SIZE));
    all.push(...items);
    if (!items.length || all.length >= total) return all;
  }
}
