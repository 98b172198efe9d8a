import { Type, type TSchema } from '@sinclair/typebox';
import type { Envelope } from '#contract/envelope.ts';
import { PageableSchema } from '#contract/schemas.ts';
import type { PageQuery } from './paging';

/** The spec's envelope {result, message, status, pageable} of every successful answer. */
export function ok<T>(result: T, message = 'OK'): Envelope<T> {
  return { result, message, status: 200 };
}

export function paged<T>(items: T[], page: PageQuery, totalCount: number): Envelope<T[]> {
  return {
    result: items,
    message: 'OK',
    status: 200,
    pageable: { pageNo: page.pageNo, pageSize: page.pageSize, totalCount },
  };
}

/**
 * A route's success answer: the envelope around `result` (what ok() and paged() build), for
 * `schema.response`. It documents the answer in the OpenAPI output and serialises it; a property
 * the schema does not name is not sent. Errors keep the error handler's envelope.
 */
export function envelope<T extends TSchema>(result: T) {
  return {
    200: Type.Object({
      result,
      message: Type.String(),
      status: Type.Integer(),
      pageable: Type.Optional(PageableSchema),
    }),
  };
}

/** The answer of a route that only confirms (`ok(true)`). */
export const Done = envelope(Type.Boolean());
