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
