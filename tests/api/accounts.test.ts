import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, adminCall, createTestApp, type TestApp } from '../helper';
import { PERMISSIONS, ROLES, can, type RoleId } from '#contract/roles.ts';

/**
 * Staff accounts, roles, two-factor sign-in and the audit trail (issue #13), through the real API
 * on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'colleague-password-1';

async function login(account: string, password = PASSWORD, totp?: string) {
  return t.call('POST', '/admin/login', {
    lang: 'en_US',
    body: { loginAccount: account, password, ...(totp !== undefined ? { totp } : {}) },
  });
}

async function tokenOf(account: string, password = PASSWORD): Promise<string> {
  const res = await login(account, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as string;
}

/** Creates an account (as the administrator) with a known password; answers its id. */
async function makeAccount(account: string, roleId: RoleId, languages: string[] | null = null): Promise<number> {
  const res = await adminCall(t, 'POST', '/admin/users', {
    loginAccount: account,
    userName: account,
    roleId,
    languages,
    password: PASSWORD,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.account.id as number;
}

/** A site of its own for races between Administrators: its first Administrator's token, and a maker of signed-in Administrators. */
async function siteForRaces() {
  const site = await createTestApp();
  const call = (token: string, method: string, url: string, body?: unknown) =>
    site.call(method, url, { token, body, lang: 'en_US' });
  const admin = await site.token();
  const makeAdmin = async (account: string) => {
    const res = await call(admin, 'POST', '/admin/users', {
      loginAccount: account,
      userName: account,
      roleId: ROLES.administrator,
      languages: null,
      password: PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const login = await site.call('POST', '/admin/login', { body: { loginAccount: account, password: PASSWORD } });
    return { id: res.body.result.account.id as number, token: login.body.result as string };
  };
  return { site, call, admin, makeAdmin };
}

const as = (token: string) => ({
  call: (method: string, url: string, body?: unknown) => t.call(method, url, { token, body, lang: 'en_US' }),
});

const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

describe('accounts', () => {
  it('the first account is an Administrator, and the last active Administrator can be neither disabled nor demoted', async () => {
    const mine = await adminCall(t, 'GET', '/admin/mine');
    expect(mine.body.result).toMatchObject({
      loginAccount: ADMIN_ACCOUNT,
      roleId: 1,
      roleName: 'administrator',
      languages: null,
      totpEnabled: false,
      mustChangePassword: false,
    });
    expect(mine.body.result.permissions).toEqual([...PERMISSIONS]);
    const me = mine.body.result.id as number;
    expect(
      (await adminCall(t, 'PUT', `/admin/users/${me}`, { userName: 'Admin', roleId: 2, languages: null })).status,
    ).toBe(409);
    expect((await adminCall(t, 'PUT', `/admin/users/${me}/disable`)).status).toBe(409);
    // With a second Administrator, the first may be demoted (and back).
    const other = await makeAccount('second-admin', ROLES.administrator);
    const demoted = await adminCall(t, 'PUT', `/admin/users/${me}`, { userName: 'Admin', roleId: 2, languages: null });
    expect(demoted.status).toBe(200);
    const second = await tokenOf('second-admin');
    expect(
      (await as(second).call('PUT', `/admin/users/${me}`, { userName: 'Admin', roleId: 1, languages: null })).status,
    ).toBe(200);
    // Nobody disables their own account; the other Administrator may, and then the first is the last again.
    expect((await as(second).call('PUT', `/admin/users/${other}/disable`)).status).toBe(409);
    expect((await adminCall(t, 'PUT', `/admin/users/${other}/disable`)).status).toBe(200);
    const last = await adminCall(t, 'PUT', `/admin/users/${me}`, { userName: 'Admin', roleId: 3, languages: null });
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/last active Administrator|letzte aktive|最后一个/);
  });

  it('a change based on an account someone else changed since is refused (409): a demotion is not undone unseen', async () => {
    const id = await makeAccount('departing', ROLES.editor);
    await makeAccount('stale-check-admin', ROLES.administrator);
    const second = as(await tokenOf('stale-check-admin'));
    const listed = async () =>
      (
        (await adminCall(t, 'GET', '/admin/users')).body.result as {
          id: number;
          revision: string;
          roleId: number;
          userName: string;
          languages: string[] | null;
        }[]
      ).find((a) => a.id === id)!;
    // The first administrator opens the account; it signs in meanwhile, which changes nothing it edits.
    const opened = await listed();
    await tokenOf('departing');
    expect((await listed()).revision).toBe(opened.revision);
    // The second administrator demotes it to Author for Chinese only.
    const demoted = await second.call('PUT', `/admin/users/${id}`, {
      userName: 'departing',
      roleId: ROLES.author,
      languages: ['zh_CN'],
      revision: opened.revision,
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    // The first one's save from the form as opened: refused, the demotion stays.
    const stale = await adminCall(t, 'PUT', `/admin/users/${id}`, {
      userName: 'Departing Partner',
      roleId: ROLES.editor,
      languages: null,
      revision: opened.revision,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('account departing');
    expect(await listed()).toMatchObject({ userName: 'departing', roleId: ROLES.author, languages: ['zh_CN'] });
    // Read again, the change goes through; without a revision (an API client) it is not checked.
    expect(
      (
        await adminCall(t, 'PUT', `/admin/users/${id}`, {
          userName: 'Departing Partner',
          roleId: ROLES.author,
          languages: ['zh_CN'],
          revision: (await listed()).revision,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await adminCall(t, 'PUT', `/admin/users/${id}`, {
          userName: 'Departing Partner',
          roleId: ROLES.author,
          languages: ['zh_CN'],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await adminCall(t, 'PUT', `/admin/users/${id}`, {
          userName: 'x',
          roleId: ROLES.author,
          languages: null,
          revision: '1',
        })
      ).status,
    ).toBe(400);
  });

  it('two Administrators demoting or disabling each other at the same moment leave one of them an Administrator', async () => {
    // A site of its own, whose only Administrators are the two who race.
    const { site, call, admin, makeAdmin } = await siteForRaces();
    try {
      const [a, b] = [await makeAdmin('racer-a'), await makeAdmin('racer-b')];
      const firstId = (await call(admin, 'GET', '/admin/mine')).body.result.id as number;
      expect(
        (
          await call(a.token, 'PUT', `/admin/users/${firstId}`, {
            userName: 'Admin',
            roleId: ROLES.editor,
            languages: null,
          })
        ).status,
      ).toBe(200);
      const activeAdmins = async () =>
        (
          await site.app.db
            .selectFrom('admin_user')
            .select('id')
            .where('role_id', '=', ROLES.administrator)
            .where('disabled_at', 'is', null)
            .execute()
        ).length;

      const demote = (by: typeof a, who: typeof a) =>
        call(by.token, 'PUT', `/admin/users/${who.id}`, { userName: 'x', roleId: ROLES.editor, languages: null });
      const disable = (by: typeof a, who: typeof a) => call(by.token, 'PUT', `/admin/users/${who.id}/disable`);
      for (const [i, race] of [demote, disable, demote, disable, demote, disable].entries()) {
        const answers = await Promise.all([race(a, b), race(b, a)]);
        const statuses = answers.map((r) => r.status);
        // One wins; the other is refused as the last Administrator (or, already demoted, as not allowed).
        expect(
          statuses.filter((s) => s === 200),
          `round ${i}: ${JSON.stringify(answers.map((r) => r.body))}`,
        ).toHaveLength(1);
        expect(await activeAdmins(), `round ${i}`).toBe(1);
        // The winner makes the other an active Administrator again for the next round.
        const [winner, loser] = statuses[0] === 200 ? [a, b] : [b, a];
        if (race === disable) {
          expect((await call(winner.token, 'PUT', `/admin/users/${loser.id}/enable`)).status).toBe(200);
          const login = await site.call('POST', '/admin/login', {
            body: { loginAccount: loser === a ? 'racer-a' : 'racer-b', password: PASSWORD },
          });
          loser.token = login.body.result as string;
        } else {
          expect(
            (
              await call(winner.token, 'PUT', `/admin/users/${loser.id}`, {
                userName: 'x',
                roleId: ROLES.administrator,
                languages: null,
              })
            ).status,
          ).toBe(200);
        }
        expect(await activeAdmins()).toBe(2);
      }
    } finally {
      await site.close();
    }
  });

  it('an Administrator demoted by another one cannot finish an account change already on its way', async () => {
    // Three Administrators: the first stays one; the other two demote each other at the same moment.
    const { site, call, admin, makeAdmin } = await siteForRaces();
    try {
      const [a, b] = [await makeAdmin('mutual-a'), await makeAdmin('mutual-b')];
      const demote = (by: typeof a, who: typeof a) =>
        call(by.token, 'PUT', `/admin/users/${who.id}`, { userName: 'x', roleId: ROLES.editor, languages: null });
      for (let round = 0; round < 6; round++) {
        const answers = await Promise.all([demote(a, b), demote(b, a)]);
        // The later one finds its own account demoted: refused, as if it had come a moment later.
        expect(
          answers.map((r) => r.status).sort(),
          `round ${round}: ${JSON.stringify(answers.map((r) => r.body))}`,
        ).toEqual([200, 403]);
        const loser = answers[0].status === 200 ? b : a;
        expect(
          (
            await call(admin, 'PUT', `/admin/users/${loser.id}`, {
              userName: 'x',
              roleId: ROLES.administrator,
              languages: null,
            })
          ).status,
        ).toBe(200);
      }
    } finally {
      await site.close();
    }
  });

  it('disabling ends the sessions at once; enabling lets the account sign in again', async () => {
    const id = await makeAccount('leaver', ROLES.editor);
    const token = await tokenOf('leaver');
    expect((await as(token).call('GET', '/admin/mine')).status).toBe(200);
    const disabled = await adminCall(t, 'PUT', `/admin/users/${id}/disable`);
    expect(disabled.body.result.disabled).toBe(true);
    expect((await as(token).call('GET', '/admin/mine')).status).toBe(401);
    const refused = await login('leaver');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/disabled/i);
    await adminCall(t, 'PUT', `/admin/users/${id}/enable`);
    expect((await login('leaver')).status).toBe(200);
  });

  it('a new account without a password gets a one-time password that must be changed before anything else', async () => {
    const made = await adminCall(t, 'POST', '/admin/users', {
      loginAccount: 'newcomer',
      userName: 'New Comer',
      roleId: 3,
      languages: ['de_DE'],
    });
    expect(made.status).toBe(200);
    const oneTime = made.body.result.password as string;
    expect(oneTime.length).toBeGreaterThanOrEqual(16);
    expect(made.body.result.account).toMatchObject({
      loginAccount: 'newcomer',
      roleId: 3,
      roleName: 'author',
      languages: ['de_DE'],
      mustChangePassword: true,
    });
    expect(
      (await adminCall(t, 'GET', '/admin/users')).body.result.map((a: { loginAccount: string }) => a.loginAccount),
    ).toContain('newcomer');
    expect(
      (
        await adminCall(t, 'POST', '/admin/users', {
          loginAccount: 'newcomer',
          userName: 'x',
          roleId: 3,
          languages: null,
        })
      ).status,
    ).toBe(409);

    const token = await tokenOf('newcomer', oneTime);
    const user = as(token);
    expect((await user.call('GET', '/admin/mine')).body.result.mustChangePassword).toBe(true);
    const blocked = await user.call('GET', '/admin/lawfirm-honour');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/password/i);
    expect(
      (await user.call('PUT', '/admin/modify-password', { oldPassword: oneTime, newPassword: PASSWORD })).status,
    ).toBe(200);
    expect((await user.call('GET', '/admin/lawfirm-honour')).status).toBe(200);

    // A reset by an Administrator ends its sessions and hands out a new one-time password.
    const reset = await adminCall(t, 'POST', `/admin/users/${made.body.result.account.id}/reset-password`, {});
    expect(reset.body.result.account.mustChangePassword).toBe(true);
    expect((await user.call('GET', '/admin/mine')).status).toBe(401);
    expect((await login('newcomer', reset.body.result.password)).status).toBe(200);
  });

  it('bad input is a 4xx naming the problem, and changes nothing', async () => {
    const before = (await adminCall(t, 'GET', '/admin/users')).body.result;
    for (const body of [
      { loginAccount: 'x', userName: 'Short', roleId: 3, languages: null },
      { loginAccount: 'valid-name', userName: 'Role', roleId: 7, languages: null },
      { loginAccount: 'valid-name', userName: 'Langs', roleId: 3, languages: [null] },
      { loginAccount: 'valid-name', userName: 'Langs', roleId: 3, languages: ['fr_FR'] },
      { loginAccount: 'valid-name', userName: 'Pw', roleId: 3, languages: null, password: 'short' },
    ]) {
      const res = await adminCall(t, 'POST', '/admin/users', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.result).toBeNull();
    }
    // A name that differs from an existing one only in capitals ("ADMIN" beside "admin") is taken.
    const lookalike = await adminCall(t, 'POST', '/admin/users', {
      loginAccount: ADMIN_ACCOUNT.toUpperCase(),
      userName: 'Look-alike',
      roleId: 1,
      languages: null,
      password: PASSWORD,
    });
    expect(lookalike.status).toBe(409);
    expect((await adminCall(t, 'GET', '/admin/users')).body.result).toEqual(before);
  });
});

describe('the accounts API as a client that knows only the documented fields uses it', () => {
  it('languages may be left out: all languages on create, unchanged on update, null still means all', async () => {
    const made = await adminCall(t, 'POST', '/admin/users', {
      loginAccount: 'no-languages',
      userName: 'Ohne Sprachen',
      roleId: ROLES.editor,
      password: PASSWORD,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result.account).toMatchObject({
      loginAccount: 'no-languages',
      roleId: ROLES.editor,
      languages: null,
    });
    const id = made.body.result.account.id as number;
    const stored = async () =>
      (
        (await adminCall(t, 'GET', '/admin/users')).body.result as {
          id: number;
          userName: string;
          languages: string[] | null;
        }[]
      ).find((a) => a.id === id)!;

    expect(
      (
        await adminCall(t, 'PUT', `/admin/users/${id}`, {
          userName: 'Nur Deutsch',
          roleId: ROLES.editor,
          languages: ['de_DE'],
        })
      ).status,
    ).toBe(200);
    const renamed = await adminCall(t, 'PUT', `/admin/users/${id}`, { userName: 'Umbenannt', roleId: ROLES.editor });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.result).toMatchObject({ userName: 'Umbenannt', languages: ['de_DE'] });
    expect(await stored()).toMatchObject({ userName: 'Umbenannt', languages: ['de_DE'] });
    expect(
      (
        await adminCall(t, 'PUT', `/admin/users/${id}`, {
          userName: 'Umbenannt',
          roleId: ROLES.editor,
          languages: null,
        })
      ).body.result.languages,
    ).toBeNull();
    // Still checked when given.
    const bad = await adminCall(t, 'PUT', `/admin/users/${id}`, {
      userName: 'Umbenannt',
      roleId: ROLES.editor,
      languages: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('languages');
    expect((await stored()).languages).toBeNull();
  });

  it('the OpenAPI document lists languages as optional and the other fields as required', async () => {
    const doc = (await t.call('GET', '/openapi.json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody: {
              content: Record<string, { schema: { required?: string[]; properties: Record<string, unknown> } }>;
            };
          }
        >
      >;
    };
    for (const [path, method, required] of [
      ['/api/admin/users', 'post', ['loginAccount', 'userName', 'roleId']],
      ['/api/admin/users/{id}', 'put', ['userName', 'roleId']],
    ] as const) {
      const schema = doc.paths[path][method].requestBody.content['application/json'].schema;
      expect(Object.keys(schema.properties), path).toContain('languages');
      expect([...(schema.required ?? [])].sort(), path).toEqual([...required].sort());
    }
  });

  it("an Administrator cannot replace its own password without the current one: reset-password of one's own account is a 403 naming modify-password", async () => {
    const id = await makeAccount('self-resetter', ROLES.administrator);
    const token = await tokenOf('self-resetter');
    for (const [lang, text] of [
      ['en_US', 'modify-password'],
      ['de_DE', 'modify-password'],
      ['zh_CN', 'modify-password'],
    ] as const) {
      for (const body of [{}, { password: 'chosen-by-a-stranger-1' }]) {
        const res = await t.call('POST', `/admin/users/${id}/reset-password`, { token, body, lang });
        expect(res.status, lang).toBe(403);
        expect(res.body).toMatchObject({ result: null, status: 403 });
        expect(res.body.message, lang).toContain(text);
      }
    }
    const messages = await Promise.all(
      (['en_US', 'de_DE', 'zh_CN'] as const).map(
        async (lang) =>
          (await t.call('POST', `/admin/users/${id}/reset-password`, { token, body: {}, lang })).body.message,
      ),
    );
    expect(new Set(messages).size).toBe(3);
    // Nothing changed: its session lives, the old password still signs in, no one-time password.
    expect((await as(token).call('GET', '/admin/mine')).body.result).toMatchObject({
      loginAccount: 'self-resetter',
      mustChangePassword: false,
    });
    expect((await login('self-resetter')).status).toBe(200);
    // modify-password stays the way, and another Administrator may still reset it.
    expect(
      (
        await as(token).call('PUT', '/admin/modify-password', {
          oldPassword: PASSWORD,
          newPassword: 'self-chosen-password-2',
        })
      ).status,
    ).toBe(200);
    const other = await adminCall(t, 'POST', `/admin/users/${id}/reset-password`, {});
    expect(other.status).toBe(200);
    expect((await login('self-resetter', other.body.result.password)).status).toBe(200);
  });
});

describe('every admin route answers 403 to a role that may not call it', () => {
  it('derives the table from the router: each token route declares a permission, and each role gets exactly what the table allows', async () => {
    const routes = [...t.app.routePermissions.entries()].map(([k, permission]) => {
      const [method, url] = k.split(' ');
      return { method, url, permission };
    });
    expect(routes.length).toBeGreaterThan(60);
    // Every permission of the table is used by some route.
    expect(new Set(routes.map((r) => r.permission))).toEqual(new Set(PERMISSIONS));

    // Own accounts for each role: signing out (all other sessions, this one) must not end the test's admin session.
    await makeAccount('route-admin', ROLES.administrator);
    await makeAccount('route-editor', ROLES.editor);
    await makeAccount('route-author', ROLES.author);
    const concrete = (url: string) =>
      url
        .replace('/api', '')
        .replace(/:top\b/, '1')
        .replace(/:kind\b/, 'news')
        .replace(/:id\b/, '999999')
        .replace(/:[A-Za-z]+/g, 'x');
    // Signing out ends the token: it goes last.
    const last = (r: { url: string }) => r.url.endsWith('/admin/quit');
    const ordered = [...routes.filter((r) => !last(r)), ...routes.filter(last)];
    const wrong: string[] = [];
    for (const [account, roleId] of [
      ['route-editor', ROLES.editor],
      ['route-author', ROLES.author],
      ['route-admin', ROLES.administrator],
    ] as const) {
      const token = await tokenOf(account);
      for (const r of ordered) {
        if (r.method === 'HEAD') continue;
        const res = await t.call(r.method, concrete(r.url), {
          token,
          body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        const allowed = can(roleId, r.permission);
        if (allowed ? res.status === 403 || res.status === 401 : res.status !== 403)
          wrong.push(`${account} ${r.method} ${r.url} (${r.permission}) -> ${res.status}`);
        if (!allowed && !String(res.body.message).includes(r.permission))
          wrong.push(`${account} ${r.method} ${r.url}: message does not name ${r.permission}: ${res.body.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('what an Author and a language-restricted account may write', () => {
  it('an Author saves drafts only, of items nobody published, and cannot publish, schedule, delete or pin', async () => {
    await makeAccount('writer', ROLES.author);
    const author = as(await tokenOf('writer'));
    const draft = { lang: 'de_DE', title: 'Entwurf', coverUrl: '/cover.jpg', content: '<p>Text</p>', status: 'draft' };
    const made = await author.call('POST', '/admin/lawfirm-honour', [draft]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { id, no } = made.body.result[0];
    expect((await author.call('PUT', '/admin/lawfirm-honour', [{ ...draft, id, title: 'Entwurf 2' }])).status).toBe(
      200,
    );

    for (const body of [
      [{ ...draft, id, status: 'published' }],
      [{ ...draft, id, status: undefined }],
      [{ ...draft, id, publishAt: '2030-01-01T08:00:00Z' }],
    ]) {
      const res = await author.call('PUT', '/admin/lawfirm-honour', body);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/draft/i);
    }
    expect((await author.call('DELETE', `/admin/lawfirm-honour?no=${no}`)).status).toBe(403);
    expect((await author.call('PUT', `/admin/lawfirm-honour/pin?no=${no}`)).status).toBe(403);

    // Published by an Editor (the administrator here): the Author can no longer change it.
    expect(
      (await adminCall(t, 'PUT', '/admin/lawfirm-honour', [{ ...draft, id, title: 'Entwurf 2', status: 'published' }]))
        .status,
    ).toBe(200);
    const locked = await author.call('PUT', '/admin/lawfirm-honour', [{ ...draft, id, title: 'Heimlich geändert' }]);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/published or scheduled/);
    // … nor by naming the item's no instead of a row id, nor by adding a language to it.
    expect(
      (await author.call('PUT', '/admin/lawfirm-honour', [{ ...draft, no, lang: 'en_US', title: 'Sneaky' }])).status,
    ).toBe(403);
    // … nor by padding the no with a space, which the check looked up as it came and the save trimmed.
    const padded = await author.call('PUT', '/admin/lawfirm-honour', [
      { ...draft, no: ` ${no}`, title: 'Offline genommen' },
    ]);
    expect(padded.status).toBe(400);
    expect(padded.body.message).toContain('no');
    const kept = (await adminCall(t, 'GET', `/admin/lawfirm-honour/${id}`)).body.result;
    expect(kept).toMatchObject({ title: 'Entwurf 2', status: 'published' });

    // The same rule for the other kinds: a lawyer, a banner, a document.
    const lawyer = await author.call('POST', '/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Dr. Neu', status: 'draft' },
    ]);
    expect(lawyer.status, JSON.stringify(lawyer.body)).toBe(200);
    expect((await author.call('POST', '/admin/lawyerTeam', [{ lang: 'de_DE', name: 'Dr. Sofort' }])).status).toBe(403);
    expect(
      (
        await author.call('POST', '/admin/banner', {
          lang: 'de_DE',
          title: 'B',
          imgPath: '/b.jpg',
          status: 'published',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await author.call('POST', '/admin/banner', {
          lang: 'de_DE',
          title: 'B',
          imgPath: '/b.jpg',
          status: 'draft',
          top: 1,
        })
      ).status,
    ).toBe(403);
    expect(
      (await author.call('POST', '/admin/banner', { lang: 'de_DE', title: 'B', imgPath: '/b.jpg', status: 'draft' }))
        .status,
    ).toBe(200);
    // A draft that says it has no publication date (null, as the back office sends it) is a draft.
    expect(
      (
        await author.call('POST', '/admin/banner', {
          lang: 'de_DE',
          title: 'C',
          imgPath: '/c.jpg',
          status: 'draft',
          publishAt: null,
        })
      ).status,
    ).toBe(200);
    await adminCall(t, 'PUT', '/admin/docs/imprint', [{ lang: 'de_DE', title: 'Impressum', content: '<p>x</p>' }]);
    expect(
      (
        await author.call('PUT', '/admin/docs/imprint', [
          { lang: 'de_DE', title: 'Impressum', content: '<p>y</p>', status: 'draft' },
        ])
      ).status,
    ).toBe(403);
  });

  it('an account for one language writes only that language, and no action on every language at once', async () => {
    await makeAccount('translator', ROLES.editor, ['zh_CN']);
    const translator = as(await tokenOf('translator'));
    expect((await translator.call('GET', '/admin/mine')).body.result.languages).toEqual(['zh_CN']);
    const made = await adminCall(t, 'POST', '/admin/lawfirm-honour', [
      { lang: 'de_DE', title: 'Deutsch', coverUrl: '/c.jpg', content: '<p>d</p>' },
      { lang: 'zh_CN', title: '中文', coverUrl: '/c.jpg', content: '<p>z</p>' },
    ]);
    const [de, zh] = made.body.result;
    expect(
      (
        await translator.call('PUT', '/admin/lawfirm-honour', [
          { id: zh.id, lang: 'zh_CN', title: '中文新', coverUrl: '/c.jpg', content: '<p>z</p>' },
        ])
      ).status,
    ).toBe(200);
    const other = await translator.call('PUT', '/admin/lawfirm-honour', [
      { id: de.id, lang: 'de_DE', title: 'Geändert', coverUrl: '/c.jpg', content: '<p>d</p>' },
    ]);
    expect(other.status).toBe(403);
    expect(other.body.message).toContain('de_DE');
    expect((await translator.call('DELETE', `/admin/lawfirm-honour?no=${de.no}`)).status).toBe(403);
    expect((await adminCall(t, 'GET', `/admin/lawfirm-honour/${de.id}`)).body.result.title).toBe('Deutsch');
    // Naming its own language for a row of another: the German row stays German and untouched.
    const disguised = await translator.call('PUT', '/admin/lawfirm-honour', [
      { id: de.id, lang: 'zh_CN', title: '冒充', coverUrl: '/c.jpg', content: '<p>x</p>' },
    ]);
    expect(disguised.status).toBe(403);
    expect((await adminCall(t, 'GET', `/admin/lawfirm-honour/${de.id}`)).body.result).toMatchObject({
      lang: 'de_DE',
      title: 'Deutsch',
    });
    const banner = (
      await adminCall(t, 'POST', '/admin/banner', { lang: 'de_DE', title: 'Deutsches Banner', imgPath: '/b.jpg' })
    ).body.result;
    const hijack = await translator.call('PUT', '/admin/banner', {
      id: banner.id,
      lang: 'zh_CN',
      title: 'hijacked',
      imgPath: '/evil.jpg',
      linkUrl: 'https://evil.example',
    });
    expect(hijack.status).toBe(403);
    expect((await adminCall(t, 'GET', `/admin/banner/detail/${banner.id}`)).body.result).toMatchObject({
      lang: 'de_DE',
      title: 'Deutsches Banner',
      imgPath: '/b.jpg',
    });
    // Writes without an item kind of their own (offices, job titles, categories) keep to its languages too.
    const office = (
      await adminCall(t, 'POST', '/admin/office', [
        { lang: 'de_DE', name: 'Hamburg' },
        { lang: 'zh_CN', name: '汉堡' },
      ])
    ).body.result;
    const renamed = await translator.call('PUT', '/admin/office', [
      { no: office[0].no, lang: 'de_DE', name: 'Umbenannt' },
    ]);
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toContain('de_DE');
    expect(
      (await translator.call('PUT', '/admin/office', [{ no: office[0].no, lang: 'zh_CN', name: '汉堡市' }])).status,
    ).toBe(200);
    const offices = (await adminCall(t, 'GET', `/admin/office/group/${office[0].no}`)).body.result as {
      lang: string;
      name: string;
    }[];
    expect(offices.find((o) => o.lang === 'de_DE')?.name).toBe('Hamburg');
  });

  it("an account for one language leaves an office's place in the list and a category's place in the tree as they are", async () => {
    await makeAccount('zh-structure', ROLES.editor, ['zh_CN']);
    const translator = as(await tokenOf('zh-structure'));
    // An office's place is every language's: the German list would change with it.
    const office = (
      await adminCall(t, 'POST', '/admin/office', [
        { lang: 'de_DE', name: 'Köln', sort: 4 },
        { lang: 'zh_CN', name: '科隆', sort: 4 },
      ])
    ).body.result as { id: number; no: string; lang: string; sort: number }[];
    const zhOffice = office.find((o) => o.lang === 'zh_CN')!;
    const moved = await translator.call('PUT', '/admin/office', [
      { id: zhOffice.id, lang: 'zh_CN', name: '科隆市', sort: 999 },
    ]);
    expect(moved.status).toBe(403);
    expect(moved.body.message).toContain('sort');
    expect(
      (await translator.call('PUT', '/admin/office', [{ id: zhOffice.id, lang: 'zh_CN', name: '科隆市', sort: 4 }]))
        .status,
    ).toBe(200);
    expect((await translator.call('PUT', '/admin/job', [{ no: 'nope', lang: 'zh_CN', name: 'x' }])).status).toBe(404);
    const stored = (await adminCall(t, 'GET', `/admin/office/group/${zhOffice.no}`)).body.result as {
      lang: string;
      name: string;
      sort: number;
    }[];
    expect(stored.map((o) => [o.lang, o.name, o.sort])).toEqual([
      ['de_DE', 'Köln', 4],
      ['zh_CN', '科隆市', 4],
    ]);
    // Its own office (Chinese only) is its to place.
    const own = (await translator.call('POST', '/admin/office', [{ lang: 'zh_CN', name: '成都', sort: 5 }])).body
      .result as { id: number }[];
    expect(
      (await translator.call('PUT', '/admin/office', [{ id: own[0].id, lang: 'zh_CN', name: '成都', sort: 6 }])).status,
    ).toBe(200);

    // A category: neither its position nor its parent, in the Chinese tree either.
    const made = await adminCall(t, 'POST', '/admin/catalog', [
      { lang: 'de_DE', name: 'Oberthema', type: 0, parentId: null },
      { lang: 'zh_CN', name: '主题', type: 0, parentId: null },
    ]);
    const parent = Object.fromEntries((made.body.result as { lang: string; id: number }[]).map((n) => [n.lang, n.id]));
    const child = await adminCall(t, 'POST', '/admin/catalog', [
      { lang: 'de_DE', name: 'Unterthema', type: 0, parentId: parent.de_DE, sort: 2 },
      { lang: 'zh_CN', name: '子主题', type: 0, parentId: parent.zh_CN, sort: 2 },
    ]);
    const zhChildId = (child.body.result as { lang: string; id: number }[]).find((n) => n.lang === 'zh_CN')!.id;
    const resorted = await translator.call('PUT', '/admin/catalog', [
      { id: zhChildId, lang: 'zh_CN', name: '子主题新', type: 0, parentId: parent.zh_CN, sort: 99 },
    ]);
    expect(resorted.status).toBe(403);
    expect(resorted.body.message).toContain('sort');
    const moved2 = await translator.call('PUT', '/admin/catalog', [
      { id: zhChildId, lang: 'zh_CN', name: '子主题新', type: 0, parentId: null, sort: 2 },
    ]);
    expect(moved2.status).toBe(400);
    expect(moved2.body.message).toContain('parentId');
    const renamed = await translator.call('PUT', '/admin/catalog', [
      { id: zhChildId, lang: 'zh_CN', name: '子主题新', type: 0, parentId: parent.zh_CN, sort: 2 },
    ]);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const node = (await adminCall(t, 'GET', `/admin/catalog/${zhChildId}`)).body.result as {
      name: string;
      parentId: number | null;
      sort: number;
    };
    expect(node).toMatchObject({ name: '子主题新', parentId: parent.zh_CN, sort: 2 });
  });

  it('an account for one language cannot change what the item shares with its other languages, but saves them unchanged', async () => {
    await makeAccount('zh-only', ROLES.editor, ['zh_CN']);
    const translator = as(await tokenOf('zh-only'));
    const area = (await adminCall(t, 'POST', '/admin/professionalField', [{ lang: 'de_DE', name: 'Steuern' }])).body
      .result[0];
    const lawyer = (
      await adminCall(t, 'POST', '/admin/lawyerTeam', [
        { lang: 'de_DE', name: 'Dora Teil', phoneNumber: '+49 89 1', email: 'dora@example.com', photoUrl: '/d.jpg' },
      ])
    ).body.result[0];
    const made = await adminCall(t, 'POST', '/admin/lawfirm-honour', [
      {
        lang: 'de_DE',
        title: 'Geteilt',
        coverUrl: '/c.jpg',
        content: '<p>d</p>',
        createTime: '2026-03-02T09:00:00Z',
        authorNos: [lawyer.no],
        practiceAreaNos: [area.no],
      },
      { lang: 'zh_CN', title: '共享', coverUrl: '/c.jpg', content: '<p>z</p>' },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const [, zh] = made.body.result;
    const news = { id: zh.id, no: zh.no, lang: 'zh_CN', title: '共享新', coverUrl: '/c.jpg', content: '<p>z</p>' };
    const stored = async () =>
      (await adminCall(t, 'GET', `/admin/lawfirm-honour?no=${zh.no}&pageSize=10`)).body.result as {
        lang: string;
        title: string;
        createTime: string;
        authorNos: string[];
        practiceAreaNos: string[];
        top: number;
      }[];
    const before = await stored();
    // Each shared field changed by the Chinese translator: 403 naming it, and nothing written.
    for (const change of [{ createTime: '2020-01-01' }, { authorNos: [] }, { practiceAreaNos: [] }, { top: 1 }]) {
      const res = await translator.call('PUT', '/admin/lawfirm-honour', [{ ...news, ...change }]);
      expect(res.status, JSON.stringify([change, res.body])).toBe(403);
      expect(res.body.message).toContain(Object.keys(change)[0]);
      expect(await stored()).toEqual(before);
    }
    // Sent as they are (the back office sends authors and areas with every save): the text is saved.
    const same = await translator.call('PUT', '/admin/lawfirm-honour', [
      { ...news, createTime: before[0].createTime, authorNos: [lawyer.no], practiceAreaNos: [area.no], top: 0 },
    ]);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((await stored()).find((r) => r.lang === 'zh_CN')?.title).toBe('共享新');

    // A lawyer: photo, phone, e-mail, pin and place are the lawyer's in every language.
    const addZh = {
      no: lawyer.no,
      lang: 'zh_CN',
      name: '多拉',
      phoneNumber: '+49 89 1',
      email: 'dora@example.com',
      photoUrl: '/d.jpg',
    };
    for (const change of [
      { phoneNumber: '+86 10 666' },
      { email: 'evil@example.com' },
      { photoUrl: '/evil.jpg' },
      { top: 1 },
      { sort: 9 },
    ]) {
      const res = await translator.call('PUT', '/admin/lawyerTeam', [{ ...addZh, ...change }]);
      expect(res.status, JSON.stringify([change, res.body])).toBe(403);
    }
    expect((await adminCall(t, 'GET', `/admin/lawyerTeam/group/${lawyer.no}`)).body.result).toHaveLength(1);
    expect((await translator.call('PUT', '/admin/lawyerTeam', [{ ...addZh, top: 0 }])).status).toBe(200);
    const lawyerRows = (await adminCall(t, 'GET', `/admin/lawyerTeam/group/${lawyer.no}`)).body.result as {
      lang: string;
      phoneNumber: string;
      top: number;
    }[];
    expect(lawyerRows.map((r) => [r.lang, r.phoneNumber, r.top]).sort()).toEqual([
      ['de_DE', '+49 89 1', 0],
      ['zh_CN', '+49 89 1', 0],
    ]);

    // A number is compared as written: a leading zero more is another number.
    const digits = (
      await adminCall(t, 'POST', '/admin/lawyerTeam', [{ lang: 'de_DE', name: 'Otto Null', phoneNumber: '0301234567' }])
    ).body.result[0];
    expect(
      (
        await translator.call('PUT', '/admin/lawyerTeam', [
          { no: digits.no, lang: 'zh_CN', name: '奥托', phoneNumber: '00301234567' },
        ])
      ).status,
    ).toBe(403);
    expect(
      (
        await translator.call('PUT', '/admin/lawyerTeam', [
          { no: digits.no, lang: 'zh_CN', name: '奥托', phoneNumber: '0301234567' },
        ])
      ).status,
    ).toBe(200);

    // A practice area's icon is every language's; an item in its languages alone is its own to change.
    expect(
      (
        await translator.call('PUT', '/admin/professionalField', [
          { no: area.no, lang: 'zh_CN', name: '税务', iconUrl: '/evil.svg' },
        ])
      ).status,
    ).toBe(403);
    const own = (
      await translator.call('POST', '/admin/professionalField', [{ lang: 'zh_CN', name: '仅中文', iconUrl: '/a.svg' }])
    ).body.result[0];
    expect(
      (
        await translator.call('PUT', '/admin/professionalField', [
          { id: own.id, no: own.no, lang: 'zh_CN', name: '仅中文', iconUrl: '/b.svg', sort: 3 },
        ])
      ).status,
    ).toBe(200);
  });

  it("an account for one language shares preview links of its own language's drafts only, and revokes links to its language", async () => {
    await makeAccount('zh-sharer', ROLES.editor, ['zh_CN']);
    const sharer = as(await tokenOf('zh-sharer'));
    // A German draft with a Chinese translation in progress.
    const made = await adminCall(t, 'POST', '/admin/lawfirm-honour', [
      { lang: 'de_DE', title: 'Unveröffentlichter Entwurf', coverUrl: '/c.jpg', content: '<p>d</p>', status: 'draft' },
      { lang: 'zh_CN', title: '未发布的草稿', coverUrl: '/c.jpg', content: '<p>z</p>', status: 'draft' },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const [de, zh] = made.body.result as { id: number; no: string }[];
    const linksOf = async () =>
      (await adminCall(t, 'GET', `/admin/preview-links?kind=honour&key=${de.no}`)).body.result as unknown[];
    // Not a link to the German page.
    const refused = await sharer.call('POST', '/admin/preview-links', { kind: 'honour', id: de.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('de_DE');
    expect(await linksOf()).toEqual([]);
    // A link to the Chinese page shows the Chinese draft, and no other language's: not the German
    // draft, nor an English one added after the link was made.
    const own = await sharer.call('POST', '/admin/preview-links', { kind: 'honour', id: zh.id });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const token = new URL((own.body.result as { url: string }).url, 'http://x').searchParams.get('preview')!;
    const read = (id: number, lang: string) =>
      t.call('GET', `/user/lawfirm-honour/${id}`, { lang, headers: { 'x-preview': token } });
    expect((await read(zh.id, 'zh_CN')).body.result.title).toBe('未发布的草稿');
    expect((await read(de.id, 'de_DE')).status).toBe(404);
    const added = await adminCall(t, 'PUT', '/admin/lawfirm-honour', [
      {
        no: de.no,
        lang: 'en_US',
        title: 'Secret English draft',
        coverUrl: '/c.jpg',
        content: '<p>e</p>',
        status: 'draft',
      },
    ]);
    const en = (added.body.result as { id: number; lang: string }[]).find((r) => r.lang === 'en_US')!;
    const enRead = await read(en.id, 'en_US');
    expect(enRead.status).toBe(404);
    expect(JSON.stringify(enRead.body)).not.toContain('Secret');
    // An administrator's link shows every language.
    const full = (await adminCall(t, 'POST', '/admin/preview-links', { kind: 'honour', id: de.id })).body.result as {
      id: number;
      url: string;
    };
    const fullToken = new URL(full.url, 'http://x').searchParams.get('preview')!;
    expect(
      (await t.call('GET', `/user/lawfirm-honour/${en.id}`, { lang: 'en_US', headers: { 'x-preview': fullToken } }))
        .status,
    ).toBe(200);
    // It may revoke its own link (a DELETE on one language), not a link to a German page.
    const notOurs = await sharer.call('DELETE', `/admin/preview-links/${full.id}`);
    expect(notOurs.status).toBe(403);
    expect(notOurs.body.message).toContain('de_DE');
    expect(await linksOf()).toHaveLength(2);
    expect((await sharer.call('DELETE', `/admin/preview-links/${(own.body.result as { id: number }).id}`)).status).toBe(
      200,
    );
    expect(await linksOf()).toHaveLength(1);
  });

  it('an Author revokes the preview links it made, not those an Editor shared with a client', async () => {
    await makeAccount('link-author', ROLES.author);
    await makeAccount('link-editor', ROLES.editor);
    const author = as(await tokenOf('link-author'));
    const editor = as(await tokenOf('link-editor'));
    const made = await author.call('POST', '/admin/lawfirm-honour', [
      { lang: 'en_US', title: 'Award for the client', coverUrl: '/c.jpg', content: '<p>x</p>', status: 'draft' },
    ]);
    const honour = made.body.result[0] as { id: number; no: string };
    const shared = (await editor.call('POST', '/admin/preview-links', { kind: 'honour', id: honour.id })).body
      .result as { id: number; url: string };
    const own = (await author.call('POST', '/admin/preview-links', { kind: 'honour', id: honour.id })).body.result as {
      id: number;
    };
    const list = async (who: ReturnType<typeof as>) =>
      (await who.call('GET', `/admin/preview-links?kind=honour&key=${honour.no}`)).body.result as {
        id: number;
        revocable: boolean;
      }[];
    expect((await list(author)).map((l) => [l.id, l.revocable])).toEqual([
      [own.id, true],
      [shared.id, false],
    ]);

    const refused = await author.call('DELETE', `/admin/preview-links/${shared.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/publish/);
    // Not by its token either; the client's link still works.
    const token = new URL(shared.url, 'http://x').searchParams.get('preview')!;
    expect((await author.call('DELETE', `/admin/preview-links/${token}`)).status).toBe(403);
    expect(
      (await t.call('GET', `/user/lawfirm-honour/${honour.id}`, { lang: 'en_US', headers: { 'x-preview': token } }))
        .body.result.title,
    ).toBe('Award for the client');
    expect((await list(editor)).map((l) => l.revocable)).toEqual([true, true]);

    expect((await author.call('DELETE', `/admin/preview-links/${own.id}`)).status).toBe(200);
    expect((await editor.call('DELETE', `/admin/preview-links/${shared.id}`)).status).toBe(200);
    expect(await list(editor)).toEqual([]);
  });

  it("a preview link stops working when its maker's account is disabled, and stays dead when it is enabled again", async () => {
    const id = await makeAccount('departing-author', ROLES.author);
    const author = as(await tokenOf('departing-author'));
    const made = await author.call('POST', '/admin/lawfirm-honour', [
      { lang: 'en_US', title: 'Unannounced award', coverUrl: '/c.jpg', content: '<p>x</p>', status: 'draft' },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const honour = made.body.result[0] as { id: number };
    const link = await author.call('POST', '/admin/preview-links', { kind: 'honour', id: honour.id });
    const token = new URL((link.body.result as { url: string }).url, 'http://x').searchParams.get('preview')!;
    const read = () =>
      t.call('GET', `/user/lawfirm-honour/${honour.id}`, { lang: 'en_US', headers: { 'x-preview': token } });
    expect((await read()).body.result.title).toBe('Unannounced award');
    expect((await adminCall(t, 'PUT', `/admin/users/${id}/disable`)).status).toBe(200);
    const refused = await read();
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('Unannounced');
    expect(
      await adminCall(t, 'GET', `/admin/preview-links?kind=honour&key=${made.body.result[0].no}`).then(
        (r) => r.body.result,
      ),
    ).toEqual([]);
    expect((await adminCall(t, 'PUT', `/admin/users/${id}/enable`)).status).toBe(200);
    expect((await read()).status).toBe(404);
  });

  it('a banner keeps its language: an update naming another is refused, even from an administrator', async () => {
    const banner = (
      await adminCall(t, 'POST', '/admin/banner', { lang: 'de_DE', title: 'Nur Deutsch', imgPath: '/b.jpg' })
    ).body.result;
    const moved = await adminCall(t, 'PUT', '/admin/banner', {
      id: banner.id,
      lang: 'en_US',
      title: 'Moved',
      imgPath: '/b.jpg',
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain('lang');
    expect((await adminCall(t, 'GET', `/admin/banner/detail/${banner.id}`)).body.result).toMatchObject({
      lang: 'de_DE',
      title: 'Nur Deutsch',
    });
  });
});

describe('sessions', () => {
  it('lists where the account is signed in and signs out one or all others', async () => {
    await makeAccount('traveller', ROLES.editor);
    const phone = await t.call('POST', '/admin/login', {
      body: { loginAccount: 'traveller', password: PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
    });
    const laptop = await tokenOf('traveller');
    const tablet = await tokenOf('traveller');
    const list = await as(laptop).call('GET', '/admin/sessions');
    expect(list.body.result).toHaveLength(3);
    expect(list.body.result.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const iphone = list.body.result.find((s: { userAgent: string }) => s.userAgent.includes('iPhone'));
    expect(iphone.ip).toBeTruthy();
    expect(JSON.stringify(list.body.result)).not.toContain(laptop);
    expect((await as(laptop).call('DELETE', `/admin/sessions/${iphone.id}`)).status).toBe(200);
    expect((await as(phone.body.result).call('GET', '/admin/mine')).status).toBe(401);
    expect((await as(laptop).call('DELETE', '/admin/sessions')).status).toBe(200);
    expect((await as(tablet).call('GET', '/admin/mine')).status).toBe(401);
    expect((await as(laptop).call('GET', '/admin/sessions')).body.result).toHaveLength(1);
    // Another account's session cannot be named.
    const admins = await adminCall(t, 'GET', '/admin/sessions');
    expect((await as(laptop).call('DELETE', `/admin/sessions/${admins.body.result[0].id}`)).status).toBe(404);
  });
});

describe('two-factor sign-in', () => {
  it('turns on with a code, then sign-in needs a code: right, wrong, reused, and recovery codes once each', async () => {
    const id = await makeAccount('careful', ROLES.editor);
    const user = as(await tokenOf('careful'));
    // The password is asked again: a stolen session cannot tie the account to another app.
    for (const body of [{}, { password: 'not-the-password' }]) {
      const refused = await user.call('POST', '/admin/two-factor/setup', body);
      expect(refused.status).toBe(400);
      expect(refused.body.result).toBeNull();
    }
    expect(
      (await t.app.db.selectFrom('admin_user').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow())
        .totp_secret,
    ).toBeNull();
    const setup = await user.call('POST', '/admin/two-factor/setup', { password: PASSWORD });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.body.result;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*careful.*secret=/);
    expect(qrSvg).toMatch(/^<svg/);
    expect(
      (await user.call('POST', '/admin/two-factor/enable', { code: '000000' === codeAt(secret) ? '111111' : '000000' }))
        .status,
    ).toBe(400);
    const enabled = await user.call('POST', '/admin/two-factor/enable', { code: codeAt(secret) });
    expect(enabled.status).toBe(200);
    const recovery = enabled.body.result as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);

    const noCode = await login('careful');
    expect(noCode.status).toBe(401);
    expect(noCode.headers['x-two-factor']).toBe('required');
    expect(noCode.body.message).toMatch(/code/i);
    const wrongPassword = await login('careful', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.headers['x-two-factor']).toBeUndefined();
    expect((await login('careful', PASSWORD, '123456' === codeAt(secret, 30) ? '654321' : '123456')).status).toBe(401);
    // The code that turned it on was used; the next step's code works once.
    const next = codeAt(secret, 30);
    expect((await login('careful', PASSWORD, next)).status).toBe(200);
    const reused = await login('careful', PASSWORD, next);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toMatch(/wrong or has expired/);
    expect((await login('careful', PASSWORD, recovery[0].toUpperCase())).status).toBe(200);
    expect((await login('careful', PASSWORD, recovery[0])).status).toBe(401);
    expect((await login('careful', PASSWORD, recovery[1])).status).toBe(200);

    // The right password alone never signs in, and turning it off asks for the password.
    expect((await user.call('POST', '/admin/two-factor/disable', { password: 'wrong-password' })).status).toBe(400);
    // An Administrator can reset it for an account that lost its device.
    const reset = await adminCall(t, 'POST', `/admin/users/${id}/reset-two-factor`);
    expect(reset.body.result.totpEnabled).toBe(false);
    expect((await login('careful')).status).toBe(200);
  });

  it('required for everyone: an account without it may only set it up, and cannot turn it off', async () => {
    await makeAccount('late-adopter', ROLES.editor);
    // The administrator itself must turn it on first (else it is locked out of everything but that).
    const admin = as(await t.token());
    const own = (await admin.call('POST', '/admin/two-factor/setup', { password: ADMIN_PASSWORD })).body.result
      .secret as string;
    expect((await admin.call('POST', '/admin/two-factor/enable', { code: codeAt(own) })).status).toBe(200);
    expect((await adminCall(t, 'PUT', '/admin/security', { twoFactorRequired: true })).body.result).toEqual({
      twoFactorRequired: true,
    });
    const user = as(await tokenOf('late-adopter'));
    expect((await user.call('GET', '/admin/mine')).body.result.mustEnableTotp).toBe(true);
    const blocked = await user.call('GET', '/admin/lawfirm-honour');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/two-factor/i);
    const { secret } = (await user.call('POST', '/admin/two-factor/setup', { password: PASSWORD })).body.result;
    expect((await user.call('POST', '/admin/two-factor/enable', { code: codeAt(secret) })).status).toBe(200);
    expect((await user.call('GET', '/admin/lawfirm-honour')).status).toBe(200);
    expect((await user.call('POST', '/admin/two-factor/disable', { password: PASSWORD })).status).toBe(409);
    await adminCall(t, 'PUT', '/admin/security', { twoFactorRequired: false });
    expect((await user.call('POST', '/admin/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    expect((await admin.call('POST', '/admin/two-factor/disable', { password: ADMIN_PASSWORD })).status).toBe(200);
  });
});

describe('audit trail', () => {
  it('records writes, refusals, sign-ins and sign-outs with the account; filters; exports CSV; and no route changes it', async () => {
    await makeAccount('audited', ROLES.author);
    expect((await login('audited', 'wrong-password-1')).status).toBe(401);
    const token = await tokenOf('audited');
    const author = as(token);
    const made = await author.call('POST', '/admin/lawfirm-honour', [
      { lang: 'de_DE', title: '=HYPERLINK("x")', coverUrl: '/c.jpg', content: '<p>a</p>', status: 'draft' },
    ]);
    const no = made.body.result[0].no as string;
    await author.call('PUT', '/admin/lawfirm-honour', [
      {
        lang: 'de_DE',
        id: made.body.result[0].id,
        title: 'Geändert',
        coverUrl: '/c.jpg',
        content: '<p>b</p>',
        status: 'draft',
      },
    ]);
    await author.call('DELETE', `/admin/lawfirm-honour?no=${no}`);
    await adminCall(t, 'PUT', '/admin/lawfirm-honour', [
      {
        lang: 'de_DE',
        id: made.body.result[0].id,
        title: 'Geändert',
        coverUrl: '/c.jpg',
        content: '<p>b</p>',
        status: 'published',
      },
    ]);
    await author.call('GET', '/admin/quit');

    const mine = await adminCall(t, 'GET', '/admin/audit?account=audited&pageSize=50');
    expect(mine.status).toBe(200);
    const entries = mine.body.result as {
      action: string;
      kind: string | null;
      key: string | null;
      summary: string;
      detail: unknown;
      account: string;
      ip: string;
    }[];
    const actions = entries.map((e) => e.action).reverse();
    expect(actions).toEqual(['sign-in-failed', 'sign-in', 'create', 'update', 'denied', 'sign-out']);
    expect(entries.every((e) => e.account === 'audited' && e.ip)).toBe(true);
    const update = entries.find((e) => e.action === 'update')!;
    expect(update).toMatchObject({ kind: 'honour', key: no });
    expect(update.summary).toContain('de_DE: title, content');
    // The same as data, for the back office to say in its reader's language.
    expect(update.detail).toEqual({
      note: 'content',
      values: { title: 'Geändert' },
      changes: [{ lang: 'de_DE', change: 'changed', fields: ['title', 'content', 'summary'] }],
    });
    expect(entries.find((e) => e.action === 'sign-in-failed')!.detail).toEqual({
      note: 'signInFailed',
      values: { reason: 'wrongPassword' },
    });
    expect(entries.find((e) => e.action === 'sign-in')!.detail).toEqual({ note: 'signIn', values: { factor: 'none' } });
    expect(entries.find((e) => e.action === 'sign-out')!.detail).toEqual({ note: 'signOut' });
    expect(entries.find((e) => e.action === 'denied')!.detail).toBeNull();
    expect(entries.find((e) => e.action === 'denied')!.summary).toMatch(/DELETE .*publish/);
    // The administrator's publish, by action and kind.
    const published = await adminCall(t, 'GET', `/admin/audit?action=publish&kind=honour`);
    expect(
      published.body.result.some((e: { key: string; account: string }) => e.key === no && e.account === ADMIN_ACCOUNT),
    ).toBe(true);
    // A time range: nothing before the site existed, everything up to now.
    expect((await adminCall(t, 'GET', '/admin/audit?to=2000-01-01')).body.pageable.totalCount).toBe(0);
    expect(
      (
        await adminCall(
          t,
          'GET',
          `/admin/audit?account=audited&from=2000-01-01&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
        )
      ).body.pageable.totalCount,
    ).toBe(6);
    expect((await adminCall(t, 'GET', '/admin/audit?from=yesterday')).status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?account=audited',
      headers: { authorization: await t.token() },
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('time,account,ip,action,kind,key,summary');
    expect(lines).toHaveLength(7);
    // A title that looks like a formula is written so a spreadsheet shows it as text.
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")`);

    // Append-only: no route of the API writes or deletes it, and an Editor cannot read it.
    const auditRoutes = [...t.app.routePermissions.keys()].filter((k) => k.includes('/audit'));
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(auditRoutes.every((k) => k.startsWith('GET ') || k.startsWith('HEAD '))).toBe(true);
    await makeAccount('nosy-editor', ROLES.editor);
    expect((await as(await tokenOf('nosy-editor')).call('GET', '/admin/audit')).status).toBe(403);
  });

  it('records account changes and settings with a summary, and the retention sweep removes only old entries', async () => {
    const id = await makeAccount('promoted', ROLES.author);
    await adminCall(t, 'PUT', `/admin/users/${id}`, { userName: 'Promoted', roleId: 2, languages: ['de_DE', 'en_US'] });
    const res = await adminCall(t, 'GET', '/admin/audit?action=account&pageSize=5');
    expect(res.body.result[0]).toMatchObject({ account: ADMIN_ACCOUNT, kind: 'account', key: String(id) });
    expect(res.body.result[0].summary).toBe('changed promoted: editor, de_DE en_US');
    expect(res.body.result[0].detail).toEqual({
      note: 'accountChanged',
      values: { account: 'promoted', role: 2, languages: 'de_DE en_US', disabled: false },
    });
    expect(JSON.stringify(res.body.result)).not.toContain(PASSWORD);

    await t.app.db
      .insertInto('audit_log')
      .values({
        at: '2001-01-01T00:00:00.000Z',
        user_id: null,
        account: 'ancient',
        ip: '1.2.3.4',
        action: 'sign-in',
        kind: null,
        item_key: null,
        summary: 'old',
      })
      .execute();
    const { pruneAudit } = await import('#server/modules/audit/repository.ts');
    expect(await pruneAudit(t.app.db, t.config.auditDays)).toBe(1);
    expect((await adminCall(t, 'GET', '/admin/audit?account=ancient')).body.pageable.totalCount).toBe(0);
    expect((await adminCall(t, 'GET', '/admin/audit?action=account')).body.pageable.totalCount).toBeGreaterThan(0);
  });
});

describe('audit trail: each kind of write', () => {
  it('records pin, unpin, sort, upload, settings, preview link, delete, restore, purge, password and two-factor with the right action and kind', async () => {
    await makeAccount('busy-editor', ROLES.editor);
    const token = await tokenOf('busy-editor');
    const editor = as(token);
    const item = (
      await editor.call('POST', '/admin/lawfirm-honour', [
        { lang: 'de_DE', title: 'Auszeichnung', coverUrl: '/c.jpg', content: '<p>a</p>' },
      ])
    ).body.result[0];
    expect((await editor.call('PUT', `/admin/lawfirm-honour/pin?no=${item.no}`)).status).toBe(200);
    expect((await editor.call('PUT', `/admin/lawfirm-honour/unpin?no=${item.no}`)).status).toBe(200);
    const fields = (await editor.call('POST', '/admin/professionalField', [{ lang: 'de_DE', name: 'Steuerrecht' }]))
      .body.result;
    const second = (await editor.call('POST', '/admin/professionalField', [{ lang: 'de_DE', name: 'Arbeitsrecht' }]))
      .body.result;
    expect(
      (await editor.call('PUT', '/admin/professionalField/sort', { sourceId: second[0].id, targetId: fields[0].id }))
        .status,
      'sort',
    ).toBeLessThan(300);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/files/upload',
          headers: { authorization: token },
          payload: fd,
        })
      ).statusCode,
    ).toBe(200);
    expect((await editor.call('POST', '/admin/preview-links', { kind: 'honour', id: item.id })).status).toBe(200);
    expect((await editor.call('DELETE', `/admin/lawfirm-honour?no=${item.no}`)).status).toBe(200);
    expect((await editor.call('POST', `/admin/trash/honour/${item.no}/restore`)).status).toBe(200);
    expect((await editor.call('DELETE', `/admin/lawfirm-honour?no=${item.no}`)).status).toBe(200);
    expect((await editor.call('DELETE', `/admin/trash/honour/${item.no}`)).status).toBe(200);
    const { secret } = (await editor.call('POST', '/admin/two-factor/setup', { password: PASSWORD })).body.result;
    expect((await editor.call('POST', '/admin/two-factor/enable', { code: codeAt(secret) })).status).toBe(200);
    expect(
      (await editor.call('PUT', '/admin/modify-password', { oldPassword: PASSWORD, newPassword: 'a-new-password-22' }))
        .status,
    ).toBe(200);
    const settings = await adminCall(t, 'GET', '/admin/portal-config?lang=de_DE');
    expect(
      (await adminCall(t, 'POST', '/admin/portal-config', settings.body.result)).status,
      JSON.stringify(settings.body).slice(0, 200),
    ).toBe(200);

    const entries = (await adminCall(t, 'GET', '/admin/audit?account=busy-editor&pageSize=100')).body.result as {
      action: string;
      kind: string;
      key: string;
    }[];
    const seen = entries.map((e) => `${e.action} ${e.kind}`).reverse();
    for (const expected of [
      'pin honour',
      'unpin honour',
      'sort practiceArea',
      'upload file',
      'preview-link preview-link',
      'delete honour',
      'restore honour',
      'purge honour',
      'two-factor account',
      'password account',
    ]) {
      expect(seen, expected).toContain(expected);
    }
    expect(entries.find((e) => e.action === 'pin')!.key).toBe(item.no);
    const admin = (await adminCall(t, 'GET', '/admin/audit?action=settings&pageSize=5')).body.result;
    expect(admin[0]).toMatchObject({ account: ADMIN_ACCOUNT, kind: 'settings' });
    // Nothing secret lands in it: no password, code or token.
    const all = JSON.stringify((await adminCall(t, 'GET', '/admin/audit?pageSize=100')).body.result);
    for (const secretText of [PASSWORD, 'a-new-password-22', secret, token]) expect(all).not.toContain(secretText);
  });
});

describe('offices', () => {
  it('have an address and a phone per language, and cannot be deleted while a lawyer uses them', async () => {
    const made = await adminCall(t, 'POST', '/admin/office', [
      { lang: 'de_DE', name: 'Frankfurt', address: 'Taunusanlage 1\n60329 Frankfurt am Main', phone: '+49 69 1234 0' },
      {
        lang: 'en_US',
        name: 'Frankfurt',
        address: 'Taunusanlage 1\n60329 Frankfurt am Main, Germany',
        phone: '+49 69 1234 0',
      },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result[0]).toMatchObject({
      address: 'Taunusanlage 1\n60329 Frankfurt am Main',
      phone: '+49 69 1234 0',
    });
    const no = made.body.result[0].no;
    const renamed = await adminCall(t, 'PUT', '/admin/office', [{ no, lang: 'de_DE', name: 'Frankfurt am Main' }]);
    expect(renamed.body.result.find((o: { lang: string }) => o.lang === 'de_DE')).toMatchObject({
      name: 'Frankfurt am Main',
      address: 'Taunusanlage 1\n60329 Frankfurt am Main',
    });
    expect(
      (await adminCall(t, 'POST', '/admin/office', [{ lang: 'de_DE', name: 'X', phone: '<script>' }])).status,
    ).toBe(400);
    const lawyer = await adminCall(t, 'POST', '/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Dr. Frankfurt', office: made.body.result[0].id },
    ]);
    expect(lawyer.status, JSON.stringify(lawyer.body)).toBe(200);
    expect((await adminCall(t, 'DELETE', `/admin/office/${made.body.result[0].id}`)).status).toBe(409);
    const jobs = await adminCall(t, 'GET', '/admin/job');
    expect(jobs.body.result.every((j: object) => !('address' in j))).toBe(true);
  });
});
