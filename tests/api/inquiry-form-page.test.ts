import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { makeFormToken } from '#server/modules/inquiries/spam.ts';
import { readSettings } from '#server/modules/inquiries/texts.ts';
import { createTestDatabase, siteFolders } from '../helper';

/**
 * The inquiry form without script (POST /contact, server/web/inquiry-form.ts) on the built site,
 * in-process, on SQLite or PostgreSQL (TEST_DATABASE_URL): every refusal is the form's page in the
 * page's language with the input kept (never the API's JSON), a form from another site is refused,
 * and a page's form token sends one inquiry per e-mail address. The build goes to a folder of its
 * own (BUILD_DIR).
 */
const { scratch, buildDir, build: buildSite, remove: removeFolders } = siteFolders('lawfirm-inquiry-form-');
const PUBLIC_URL = 'https://www.kanzlei.test';
let database: Awaited<ReturnType<typeof createTestDatabase>> = null;
/** With PUBLIC_URL; `local` without it (the origin is then the host the request names). */
let app: FastifyInstance;
let local: FastifyInstance;

beforeAll(async () => {
  buildSite();
  database = await createTestDatabase();
  process.env.BUILD_DIR = buildDir;
  const env = {
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: database?.url ?? '',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    // High enough that the limits never answer here (tests/api/inquiries.test.ts tries them).
    INQUIRY_HOURLY_LIMIT: '1000',
  };
  app = await buildApp(loadConfig({ ...env, PUBLIC_URL }), { logger: false });
  await app.ready();
  local = await buildApp(loadConfig(env), { logger: false });
  await local.ready();
}, 600_000);
afterAll(async () => {
  await local?.close();
  await app?.close();
  await database?.drop();
  removeFolders();
});

/** A form token as a page shows it, made 5 s ago. */
const token = async (lang: 'de_DE' | 'en_US' = 'en_US') =>
  makeFormToken(app.db, lang, (await readSettings(app.db)).texts[lang].consentVersion, Date.now() - 5000);

const fields = async (extra: Record<string, string> = {}) => ({
  formToken: await token(),
  back: '/contact',
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  subject: 'Lease dispute',
  message: 'My landlord keeps the deposit.',
  consent: 'on',
  lang: 'en_US',
  ...extra,
});

async function post(
  url: string,
  payload: string | Buffer,
  headers: Record<string, string> = {},
  on: FastifyInstance = app,
): Promise<{ status: number; type: string; html: string; location?: string }> {
  const res = await on.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  } as InjectOptions);
  return {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    html: res.body,
    location: res.headers.location as string | undefined,
  };
}
const form = (body: Record<string, string>) => new URLSearchParams(body).toString();

const stored = async (email: string) =>
  (await app.db.selectFrom('inquiry').select('id').where('email', '=', email).execute()).length;

/** The page with the form and the visitor's input: HTML, never the API's envelope. */
function expectFormPage(res: { type: string; html: string }) {
  expect(res.type).toContain('text/html');
  expect(res.html).toContain('data-inquiry-form');
  expect(res.html).not.toMatch(/^\s*\{/);
}

describe('POST /contact: from another site', () => {
  it('refuses a form whose Origin is not the public origin, or that the browser calls cross-site, with the page (403); stores nothing', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://www.kanzlei.test' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.kanzlei.test' },
      { 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL },
    ];
    for (const [i, headers] of cases.entries()) {
      const email = `csrf${i}@example.org`;
      const res = await post('/contact?lang=en_US', form(await fields({ email })), headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expectFormPage(res);
      expect(res.html).toContain('The form was sent from another website');
      // What was sent comes back, for the visitor to send from here if they mean to.
      expect(res.html).toContain(email);
      expect(await stored(email), JSON.stringify(headers)).toBe(0);
    }
  });

  it('takes a form from the site itself, and one from a client that names no origin (an old browser, curl)', async () => {
    const cases: Record<string, string>[] = [
      { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      { origin: PUBLIC_URL },
      // What Chromium sends from the site's own page: its Referrer-Policy (no-referrer) makes a form's Origin "null".
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { origin: 'null' },
      {},
    ];
    for (const [i, headers] of cases.entries()) {
      const email = `own${i}@example.org`;
      const res = await post('/contact?lang=en_US', form(await fields({ email })), headers);
      expect(res.status, JSON.stringify(headers)).toBe(303);
      expect(res.location).toBe('/contact?lang=en_US&sent=1');
      expect(await stored(email)).toBe(1);
    }
  });

  it('without PUBLIC_URL the origin is the host the request was sent to', async () => {
    const ok = await post(
      '/contact?lang=en_US',
      form(await fields({ email: 'host1@example.org' })),
      { host: 'kanzlei.local:3000', origin: 'http://kanzlei.local:3000' },
      local,
    );
    expect(ok.status).toBe(303);
    const refused = await post(
      '/contact?lang=en_US',
      form(await fields({ email: 'host2@example.org' })),
      { host: 'kanzlei.local:3000', origin: 'http://evil.example' },
      local,
    );
    expect(refused.status).toBe(403);
    expectFormPage(refused);
    expect(await stored('host1@example.org')).toBe(1);
    expect(await stored('host2@example.org')).toBe(0);
  });
});

describe('the view beacon shares the check', () => {
  it('a view posted from another site counts nothing (403); one from the site (or naming no origin) is taken (204)', async () => {
    const beacon = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/news/detail/1', headers }).then((r) => r.statusCode);
    expect(await beacon({ origin: 'https://evil.example' })).toBe(403);
    expect(await beacon({ 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await beacon({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).toBe(204);
    expect(await beacon({})).toBe(204);
  });
});

describe('POST /contact: every refusal is the form page in the page’s language', () => {
  it('a NUL character in a field: the field says so, in German with ?lang=de_DE, the input kept (400)', async () => {
    const res = await post(
      '/contact?lang=de_DE',
      form(await fields({ name: 'Erika\u0000Mustermann', subject: 'Mietstreit', email: 'nul@example.org' })),
    );
    expect(res.status).toBe(400);
    expectFormPage(res);
    expect(res.html).toContain('Dieser Text enthält nicht erlaubte Zeichen.');
    expect(res.html).toMatch(/id="inq-name-error"[^>]*>Dieser Text enthält nicht erlaubte Zeichen/);
    expect(res.html).toContain('ErikaMustermann');
    expect(res.html).toContain('Mietstreit');
    expect(res.html).toContain('nul@example.org');
    expect(res.html).toContain('<html lang="de-DE"');
    expect(await stored('nul@example.org')).toBe(0);
  });

  it('a body over 128 KB: the page says the inquiry is too long, not that a file is (413)', async () => {
    const res = await post('/contact?lang=de_DE', form(await fields({ message: 'x'.repeat(140 * 1024) })));
    expect(res.status).toBe(413);
    expectFormPage(res);
    expect(res.html).toContain('Die Anfrage ist zu lang (höchstens 128 KB)');
    expect(res.html).not.toContain('Datei');
  });

  it('multipart, JSON, text/plain or no type at all: the page says the encoding is wrong (415); nothing stored', async () => {
    const boundary = '----x';
    const multipart = Object.entries(await fields({ email: 'multi@example.org' }))
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')
      .concat(`--${boundary}--\r\n`);
    const cases: [string | undefined, string][] = [
      [`multipart/form-data; boundary=${boundary}`, multipart],
      ['application/json', JSON.stringify(await fields({ email: 'json@example.org' }))],
      ['text/plain', form(await fields({ email: 'plain@example.org' }))],
      [undefined, form(await fields({ email: 'none@example.org' }))],
    ];
    for (const [type, body] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/contact?lang=de_DE',
        payload: body,
        headers: type ? { 'content-type': type } : {},
      });
      expect(res.statusCode, type).toBe(415);
      expectFormPage({ type: String(res.headers['content-type']), html: res.body });
      expect(res.body).toContain('Das Formular kam in einer Kodierung an, die diese Seite nicht lesen kann');
    }
    for (const email of ['multi@example.org', 'json@example.org', 'plain@example.org', 'none@example.org'])
      expect(await stored(email)).toBe(0);
  });

  it('a body shorter than its Content-Length says: the page (400)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/contact?lang=en_US',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '4' },
    });
    expect(res.statusCode).toBe(400);
    expectFormPage({ type: String(res.headers['content-type']), html: res.body });
    expect(res.body).toContain('The form did not arrive complete');
  });
});

describe('POST /contact: a page’s token sends one inquiry per e-mail address', () => {
  it('the same form sent again: the page says it has been sent already (409), input kept, nothing stored twice', async () => {
    const body = await fields({ email: 'twice@example.org', subject: 'Sent twice' });
    expect((await post('/contact?lang=en_US', form(body))).status).toBe(303);
    const again = await post('/contact?lang=en_US', form(body));
    expect(again.status).toBe(409);
    expectFormPage(again);
    expect(again.html).toContain('This inquiry has already been sent');
    expect(again.html).toContain('Sent twice');
    expect(await stored('twice@example.org')).toBe(1);
    // The page comes back with a new token: sending it then is a new inquiry.
    const next = /name="formToken" value="([^"]+)"/.exec(again.html)![1];
    expect(next).not.toBe(body.formToken);
  });

  it('a double-click (two requests at once, on two nodes): one inquiry', async () => {
    const body = form(await fields({ email: 'double@example.org' }));
    const answers = await Promise.all([
      post('/contact?lang=en_US', body),
      post('/contact?lang=en_US', body, {}, local),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    expect(await stored('double@example.org')).toBe(1);
  });

  it('other visitors of the same cached page (one token) each send theirs', async () => {
    const shared = await token();
    for (const email of ['visitor1@example.org', 'visitor2@example.org'])
      expect((await post('/contact', form(await fields({ formToken: shared, email })))).status).toBe(303);
    expect(await stored('visitor1@example.org')).toBe(1);
    expect(await stored('visitor2@example.org')).toBe(1);
  });
});
