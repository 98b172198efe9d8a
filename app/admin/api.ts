import type { paths } from '#contract/api.generated.ts';
import { request, type RequestOptions } from './request';

/**
 * The back office's typed client: every call is checked against the types generated from the
 * server's OpenAPI document (contract/api.generated.ts, `npm run api-types`). The path is the
 * documented one with its `{placeholders}`, filled from `path`; `query` and `body` must be what
 * the route accepts, and the answer is the envelope the route is documented to send. It goes
 * through the one request layer (request.ts: token, timeout, renewal of an ended session, the
 * error notification).
 *
 *   const users = (await api('GET', '/admin/users')).result;
 *   await api('PUT', '/admin/users/{id}', { path: { id }, body: { userName, roleId } });
 */
type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Lower<V extends Verb> = Lowercase<V>;
type ApiPath = keyof paths extends infer K ? (K extends `/api${infer P}` ? P : never) : never;
type Operation<P extends ApiPath, V extends Verb> = NonNullable<paths[`/api${P}`][Lower<V>]>;

/** The documented paths that answer this verb. */
export type PathsFor<V extends Verb> = {
  [P in ApiPath]: [NonNullable<paths[`/api${P}`][Lower<V>]>] extends [never] ? never : P;
}[ApiPath];

type Params<Op, Where extends 'path' | 'query'> = Op extends { parameters: { [K in Where]?: infer T } } ? T : never;
type Body<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Success<Op> = Op extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

/** What a call answers: the route's documented envelope. */
export type Answer<V extends Verb, P extends PathsFor<V>> = Success<Operation<P, V>>;
/** The `result` of that envelope. */
export type Result<V extends Verb, P extends PathsFor<V>> =
  NonNullable<Answer<V, P>> extends { result: infer R } ? R : never;
/** The JSON body a call accepts. */
export type BodyOf<V extends Verb, P extends PathsFor<V>> = Body<Operation<P, V>>;

type Options<Op> = Omit<RequestOptions, 'method' | 'query' | 'body'> &
  ([Params<Op, 'path'>] extends [never | undefined] ? { path?: never } : { path: Params<Op, 'path'> }) & {
    query?: Params<Op, 'query'>;
    body?: Body<Op>;
  };

export function api<V extends Verb, P extends PathsFor<V>>(
  method: V,
  path: P,
  ...[opts]: [Params<Operation<P, V>, 'path'>] extends [never | undefined]
    ? [opts?: Options<Operation<P, V>>]
    : [opts: Options<Operation<P, V>>]
): Promise<Answer<V, P>> {
  const {
    path: params,
    query,
    ...rest
  } = (opts ?? {}) as Options<Operation<P, V>> & {
    path?: Record<string, string | number>;
    query?: RequestOptions['query'];
  };
  const url = (path as string).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`api: no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
  return request<Answer<V, P>>(url, { ...rest, method, query }) as Promise<Answer<V, P>>;
}
