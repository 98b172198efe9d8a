export interface Pageable {
  pageNo: number;
  pageSize: number;
  totalCount: number;
}

/** Every /api answer, success or error. `status` mirrors the HTTP status. */
export interface Envelope<T> {
  result: T;
  message: string;
  status: number;
  pageable?: Pageable;
}

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_NO = 1;
export const MAX_PAGE_SIZE = 100;
export const REQUEST_TIMEOUT_MS = 20_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
