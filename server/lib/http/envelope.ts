import { Type, type TSchema } from '@sinclair/typebox';
import type { Envelope } from '#contract/envelope.ts';
import { PageableSchema } from '#contract/schemas.ts';
import { pageOf, type PageQuery } from './paging';

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
 * One page of a list, answered: the page the query asks for (pageOf), what `load` finds on it
 * and how many there are in all (paged()).
 */
export async function pageAnswer<T>(
  query: Parameters<typeof pageOf>[0],
  load: (page: PageQuery) => Promise<{ items: T[]; total: number }>,
): Promise<Envelope<T[]>> {
  const page = pageOf(query);
  const { items, total } = await load(page);
  return paged(items, page, total);
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
