import type { Static } from '@sinclair/typebox';
import type { PageableSchema } from './schemas';

export type Pageable = Static<typeof PageableSchema>;

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
