import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, createTestApp, type TestApp } from '../helper';

/** Log in from an address (X-Forwarded-For, which counts only when TRUST_PROXY trusts the hop). */
const login = (t: TestApp, password: string, from: string, account = ADMIN_ACCOUNT) =>
  t.call('POST', '/admin/login', {
    body: { loginAccount: account, password },
    headers: { 'x-forwarded-for': from },
    lang: 'en_US',
  });

describe('without TRUST_PROXY, X-Forwarded-For is the client talking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For per try does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await login(t, 'wrong-password', `203.0.113.${i}`, `user${i}`)).status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
  });
});

describe('login throttling per account and address (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('failures elsewhere never lock the owner out', async () => {
    for (let i = 0; i < 8; i++) expect((await login(t, `guess-${i}`, `198.51.100.${i}`)).status).toBe(401);
    const owner = await login(t, ADMIN_PASSWORD, '192.0.2.10');
    expect(owner.status).toBe(200);
  });

  it("an account name that spells another account's address key does not lock that account out there", async () => {
    // The owner signs in from the office's address; someone elsewhere fails with a made-up
    // account name that ends in "|" and that address.
    const office = '192.0.2.30';
    for (let i = 0; i < 10; i++)
      expect((await login(t, `guess-${i}`, `198.51.100.${100 + (i % 2)}`, `${ADMIN_ACCOUNT}|${office}`)).status).toBe(
        401,
      );
    expect((await login(t, ADMIN_PASSWORD, office)).status).toBe(200);
    await t.app.db.deleteFrom('login_failure').execute();
  });

  it('an address that keeps failing waits 30 s, then twice as long after each failure', async () => {
    const attacker = '198.51.100.77';
    for (let i = 0; i < 5; i++) expect((await login(t, `guess-${i}`, attacker)).status).toBe(401);
    const blocked = await login(t, ADMIN_PASSWORD, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/too many/i);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The owner, elsewhere, is not affected.
    expect((await login(t, ADMIN_PASSWORD, '192.0.2.11')).status).toBe(200);

    // 31 s later (the recorded failures moved back in time) one more try is allowed …
    const past = (ms: number) => new Date(Date.now() - ms).toISOString();
    await t.app.db
      .updateTable('login_failure')
      .set({ at: past(31_000) })
      .execute();
    expect((await login(t, 'guess-6', attacker)).status).toBe(401);
    // … and the next wait is twice as long.
    const again = await login(t, 'guess-7', attacker);
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    await t.app.db.deleteFrom('login_failure').execute();
  });

  it('under a distributed attack, addresses that failed wait after one failure; clean ones may still log in', async () => {
    for (let i = 0; i < 25; i++) expect((await login(t, `guess-${i}`, `100.64.0.${i}`)).status).toBe(401);
    expect((await login(t, 'guess-again', '100.64.0.3')).status).toBe(429);
    expect((await login(t, ADMIN_PASSWORD, '192.0.2.12')).status).toBe(200);
    await t.app.db.deleteFrom('login_failure').execute();
  });

  it('parallel tries from one address cannot all pass before the first failure is recorded', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t, `burst-${i}`, '198.51.100.200', 'burst-account')),
    );
    expect(statuses.filter((r) => r.status === 401)).toHaveLength(5);
    expect(statuses.filter((r) => r.status === 429)).toHaveLength(25);
    const many = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t, 'wrong', '198.51.100.201', `burst-${i}`)),
    );
    expect(many.filter((r) => r.status === 401)).toHaveLength(50);
    await t.app.db.deleteFrom('login_failure').execute();
  });

  it('password change is throttled the same way', async () => {
    const token = (await login(t, ADMIN_PASSWORD, '192.0.2.20')).body.result as string;
    const change = (oldPassword: string) =>
      t.call('PUT', '/admin/modify-password', {
        token,
        body: { oldPassword, newPassword: 'a-new-password-1' },
        headers: { 'x-forwarded-for': '192.0.2.20' },
      });
    // In parallel, as an attacker holding a stolen session would.
    const tries = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`wrong-${i}`)));
    expect(tries.filter((r) => r.status === 400)).toHaveLength(5);
    expect(tries.filter((r) => r.status === 429)).toHaveLength(7);
    const blocked = await change(ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change.
    expect((await login(t, ADMIN_PASSWORD, '192.0.2.21')).status).toBe(200);
  });
});
