/**
 * The HTTP seam of the API, one concern a file: errors (errors.ts), the envelope (envelope.ts),
 * paging (paging.ts), the request's language (locale.ts), the shared request schemas
 * (schemas.ts), whether a browser sent it for another site (origin.ts). Imported as one:
 * `server/lib/http`.
 */
export * from './errors';
export * from './envelope';
export * from './paging';
export * from './locale';
export * from './schemas';
export * from './origin';
