import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Button, Result } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { DEFAULT_PAGE_SIZE } from '#contract/envelope.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { notified } from '../errors';
import { RequestError } from '../request';
import { useUrlState } from './url-state';
import type { ListPage } from './page';

/** Where the list's page is (`page` and the size parameter in the address). */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export interface ListOptions<T, Q> {
  /** The filters (read from the address): the list loads again whenever they change. */
  query: Q;
  /** Reads one page (or the whole list when `paging` is false). */
  fetch: (query: Q, page: PageRequest) => Promise<ListPage<T>>;
  /** Paging in the address; false: the whole list on one page. */
  paging?:
    | false
    | {
        /** The address's name of the page size (`size`). */
        sizeParam?: string;
        /** The size when the address names none. */
        defaultSize?: number;
        /** The sizes offered (none: no size changer). */
        sizes?: number[];
        /** The total under the list (none: not shown). */
        total?: (total: number) => string;
        /** Hide the pager while everything fits on one page of the smallest size (then there is nothing to change). */
        hideOnSinglePage?: boolean;
      };
  /** What an empty list says. */
  empty?: ReactNode;
}

/**
 * The list shell: the state of a back-office list (its filters and page in the address, see
 * useUrlState), loaded on mount and whenever the address changes, with its loading, empty and
 * error states, and the row actions' one path (`act`, `remove`). `tableProps` goes on ListTable.
 */
export function useList<T, Q>({ query, fetch, paging = {}, empty }: ListOptions<T, Q>) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const url = useUrlState();
  const sizeParam = (paging && paging.sizeParam) || 'size';
  const defaultSize = (paging && paging.defaultSize) || DEFAULT_PAGE_SIZE;
  const page = paging ? Math.max(1, Number(url.params.get('page')) || 1) : 1;
  const size = paging ? Math.max(1, Number(url.params.get(sizeParam)) || defaultSize) : defaultSize;

  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);

  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const key = JSON.stringify([query, page, size]);
  const queryRef = useRef(query);
  queryRef.current = query;
  // Only the newest load fills the list (an older answer arriving late is dropped).
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const res = await fetchRef.current(queryRef.current, { pageNo: page, pageSize: size });
      if (mine !== generation.current) return;
      setRows(res.items);
      setTotal(res.total);
      setError(false);
    } catch (err) {
      if (mine !== generation.current) return;
      setRows([]);
      setError(true);
      // A request's error was notified by the request layer; anything else is a defect.
      if (!(err instanceof RequestError)) throw err;
    } finally {
      if (mine === generation.current) setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names everything the load reads
  }, [key]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs a row action; on success says `done` (a text made with t()) and loads the list again. */
  const act = async (work: () => Promise<unknown>, done?: string) => {
    const ok = await notified(async () => {
      await work();
      return true;
    });
    if (!ok) return false;
    if (done) message.success(done);
    await reload();
    return true;
  };

  /** Removes a row (on success says `done`, a text): deleting the last row of a page goes back one page, else the list loads again. */
  const remove = async (work: () => Promise<unknown>, done?: string) => {
    const ok = await notified(async () => {
      await work();
      return true;
    });
    if (!ok) return false;
    if (done) message.success(done);
    if (rows.length === 1 && page > 1) url.update({ page: page - 1 });
    else await reload();
    return true;
  };

  const pagination: TablePaginationConfig | false = paging
    ? {
        current: page,
        pageSize: size,
        total,
        showSizeChanger: !!paging.sizes,
        ...(paging.sizes ? { pageSizeOptions: paging.sizes } : {}),
        ...(paging.total ? { showTotal: paging.total } : {}),
        ...(paging.hideOnSinglePage ? { hideOnSinglePage: total <= Math.min(size, ...(paging.sizes ?? [])) } : {}),
        onChange: (p, s) => url.update({ page: p === 1 ? null : p, [sizeParam]: s === defaultSize ? null : s }),
      }
    : false;

  const emptyText = error ? (
    <Result
      status="warning"
      title={t('list.loadFailed')}
      extra={<Button onClick={() => void reload()}>{t('content.retry')}</Button>}
      data-testid="list-error"
    />
  ) : (
    empty
  );

  return {
    rows,
    setRows,
    total,
    loading,
    error,
    reload,
    act,
    remove,
    /** Goes on ListTable: rows, loading, pager and the empty/error state. */
    tableProps: {
      dataSource: rows,
      loading,
      pagination,
      ...(emptyText !== undefined ? { locale: { emptyText } } : {}),
    },
  };
}
