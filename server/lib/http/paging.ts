import { Type } from '@sinclair/typebox';
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contract/envelope.ts';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** Query fields for paging; the spec uses both `pageNo` and `page`. */
export const PagingQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, default 1' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Alias of pageNo' })),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`,
    }),
  ),
  total: Type.Optional(Type.Any({ description: 'Accepted and ignored (sent by the spec client)' })),
  _t: Type.Optional(Type.Any({ description: 'Cache buster, ignored' })),
};

export function pageOf(q: { pageNo?: number; page?: number; pageSize?: number }): PageQuery {
  const pageNo = q.pageNo ?? q.page ?? DEFAULT_PAGE_NO;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** `_t` on any GET: accepted and ignored. */
export const CacheBuster = { _t: Type.Optional(Type.Any()) };
