// Compile-time checks of the back office's typed client (app/admin/api.ts), run by `npm run
// typecheck`: each `@ts-expect-error` line must be refused by the compiler, so the check fails as
// soon as a call that does not match the server's OpenAPI document would compile again.
import { api } from '#app/admin/api.ts';

export async function typedClientChecks() {
  const mine = await api('GET', '/admin/mine');
  const account: string = mine.result.loginAccount;
  // @ts-expect-error the answer is typed: an account name is not a number
  const wrong: number = mine.result.loginAccount;
  // @ts-expect-error a path the server does not have
  await api('GET', '/admin/no-such-route');
  // @ts-expect-error a verb the path does not answer
  await api('DELETE', '/admin/mine');
  // @ts-expect-error the path's {id} must be given
  await api('PUT', '/admin/users/{id}', { body: { userName: 'A', roleId: 2 } });
  // @ts-expect-error the body must be what the route accepts
  await api('PUT', '/admin/users/{id}', { path: { id: 3 }, body: { userName: 1, roleId: 2 } });
  // @ts-expect-error a query parameter the route does not know
  await api('GET', '/admin/audit', { query: { nope: 1 } });
  const audit = await api('GET', '/admin/audit', { query: { pageNo: 2, action: 'publish' } });
  return [account, wrong, audit.pageable?.totalCount];
}
