import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { freePort } from '../support';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { makeFormToken } from '#server/modules/inquiries/spam.ts';
import { deleteExpiredWindows } from '#server/lib/shared-rate-limit.ts';
import { FORM_MAX_MS } from '#contract/inquiries.ts';
import { purgeClosedInquiries } from '#server/modules/inquiries/repository.ts';
import { readSettings } from '#server/modules/inquiries/texts.ts';
import { ROLES } from '#contract/roles.ts';
import type { Locale } from '#contract/locales.ts';

/**
 * Inquiries (issue #30) through the real API on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL), with a real SMTP server in this process reading what arrives.
 */

interface Inbox {
  port: number;
  mails: ParsedMail[];
  close(): Promise<void>;
}

async function startSmtp(port?: number): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const p = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(p, '127.0.0.1', resolve));
  return { port: p, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const PASSWORD = 'colleague-password-1';

/** A token as the form shows it, made `ageMs` ago (signed with the site's own key). */
const tokenAged = async (t: TestApp, ageMs = 5000, lang: Locale = 'en_US') =>
  makeFormToken(t.app.db, lang, (await readSettings(t.app.db)).texts[lang].consentVersion, Date.now() - ageMs);

const valid = async (t: TestApp, extra: Record<string, unknown> = {}) => ({
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  subject: 'Lease dispute',
  message: 'My landlord keeps the deposit.',
  consent: true,
  formToken: await tokenAged(t),
  ...extra,
});

const send = (t: TestApp, body: unknown, ip = '203.0.113.7', app: FastifyInstance = t.app) =>
  app
    .inject({
      method: 'POST',
      url: '/api/user/inquiry',
      payload: body as object,
      remoteAddress: ip,
      headers: { 'x-language': 'en_US' },
    })
    .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body), headers: r.headers }));

async function seedContext(t: TestApp) {
  const db = t.app.db;
  const at = new Date().toISOString();
  await db
    .insertInto('lawyer')
    .values([
      {
        no: 'L1',
        lang: 'en_US',
        top: 0,
        name: 'Dr. Anna Berger',
        search_name: 'anna berger',
        email: 'berger@firm.example',
        languages: '[]',
        intro: '',
        custom_contents: '[]',
        sort: 0,
        create_time: at,
        update_time: at,
      },
      {
        no: 'L2',
        lang: 'en_US',
        top: 0,
        name: 'Max Klein',
        search_name: 'max klein',
        email: null,
        languages: '[]',
        intro: '',
        custom_contents: '[]',
        sort: 0,
        create_time: at,
        update_time: at,
      },
    ])
    .execute();
  await db
    .insertInto('professional_field')
    .values([
      {
        no: 'F1',
        lang: 'en_US',
        name: 'Tax law',
        introduce: '',
        sort: 0,
        create_time: at,
        update_time: at,
        inquiry_email: 'tax@firm.example',
      },
      {
        no: 'F2',
        lang: 'en_US',
        name: 'IP',
        introduce: '',
        sort: 0,
        create_time: at,
        update_time: at,
        inquiry_email: null,
      },
    ])
    .execute();
  await db
    .insertInto('portal_config')
    .values({
      lang: 'en_US',
      name: 'Example Firm',
      email: 'office@firm.example',
      lawyer_count: 0,
      is_lawyer_count_visible: 0,
      total_people: 0,
      is_total_people_visible: 0,
      branch_count: 0,
      is_branch_count_visible: 0,
      advantages: '[]',
      environment: '[]',
      update_time: at,
    })
    .execute();
}

describe('the inquiry form (no mail configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INQUIRY_HOURLY_LIMIT: '4' });
  });
  afterAll(() => t.close());

  it('hands out a signed form token with the consent text and notice in the asked language', async () => {
    const res = await t.call('GET', '/user/inquiry/form-token', { lang: 'de_DE' });
    expect(res.status).toBe(200);
    expect(res.body.result.formToken).toMatch(/^\d+\.de_DE\.1\./);
    expect(res.body.result.consentText).toContain('Einwilligung');
    expect(res.body.result.notice).toContain('Mandat');
  });

  it('stores a valid inquiry, and says in the back office that mail is not configured', async () => {
    const res = await send(t, await valid(t, { phone: '+49 89 1', company: 'ACME', lang: 'de_DE' }), '198.51.100.1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ result: true, status: 200 });
    const list = await adminCall(t, 'GET', '/admin/inquiries');
    expect(list.body.result).toHaveLength(1);
    expect(list.body.result[0]).toMatchObject({
      name: 'Erika Mustermann',
      company: 'ACME',
      lang: 'de_DE',
      status: 'new',
      consentVersion: 1,
      mail: 'none',
    });
    expect(list.body.result[0].consentText).toContain('I agree');
    const summary = await adminCall(t, 'GET', '/admin/inquiries/summary');
    expect(summary.body.result).toEqual({ newCount: 1, mailConfigured: false, pendingMail: 0 });
    const outbox = await t.app.db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toHaveLength(0);
  });

  it('refuses a missing consent, a bad e-mail, missing fields, naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ consent: false }, /consent/],
      [{ consent: undefined }, /consent/],
      [{ email: 'not-an-address' }, /email/],
      [{ name: '' }, /name is required/],
      [{ message: '   ' }, /message is required/],
      [{ subject: 'x'.repeat(201) }, /subject is too long/],
    ];
    for (const [change, message] of cases) {
      const res = await send(t, await valid(t, change), '198.51.100.2');
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ result: null, status: 400 });
      expect(res.body.message).toMatch(message);
    }
  });

  it('refuses a token sent under 3 s, one older than 24 h, a forged one and none', async () => {
    const fresh = await t.call('GET', '/user/inquiry/form-token', { lang: 'en_US' });
    const fast = await send(t, await valid(t, { formToken: fresh.body.result.formToken }), '198.51.100.3');
    expect(fast.status).toBe(400);
    expect(fast.body.message).toMatch(/formToken was sent less than 3 seconds/);
    const old = await send(t, await valid(t, { formToken: await tokenAged(t, 24 * 3600_000 + 1000) }), '198.51.100.3');
    expect(old.status).toBe(400);
    expect(old.body.message).toMatch(/formToken is older than 24 hours/);
    const good = await tokenAged(t);
    const forged = good.replace(/^\d+/, String(Date.now() - 60_000));
    expect((await send(t, await valid(t, { formToken: forged }), '198.51.100.3')).body.message).toMatch(
      /formToken is missing or not valid/,
    );
    expect((await send(t, await valid(t, { formToken: undefined }), '198.51.100.3')).status).toBe(400);
  });

  it('a filled honeypot gets the same answer as a person, and nothing is stored', async () => {
    const before = await t.app.db.selectFrom('inquiry').select('id').execute();
    const res = await send(
      t,
      await valid(t, { website: 'http://spam.example', email: 'bot@spam.example' }),
      '198.51.100.4',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: true, status: 200 });
    const after = await t.app.db.selectFrom('inquiry').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('refuses a message of 100 KB and one with 30 links with a clear 4xx', async () => {
    const big = await send(t, await valid(t, { message: 'x'.repeat(100 * 1024) }), '198.51.100.5');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ result: null, status: 413 });
    expect(big.body.message).toMatch(/KB/);
    const long = await send(t, await valid(t, { message: 'y'.repeat(5001) }), '198.51.100.5');
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/message is too long/);
    const links = Array.from({ length: 30 }, (_, i) => `https://spam${i}.example`).join(' ');
    const spam = await send(t, await valid(t, { message: links }), '198.51.100.5');
    expect(spam.status).toBe(400);
    expect(spam.body.message).toMatch(/message holds more than 5 links/);
    const count = await t.app.db.selectFrom('inquiry').select('id').where('ip', '=', '198.51.100.5').execute();
    expect(count).toHaveLength(0);
  });

  it('limits per client address and per e-mail address, across two app instances on one database (429, Retry-After)', async () => {
    const second = await buildApp(t.config, { logger: false, web: false });
    await second.ready();
    try {
      const ip = '192.0.2.50';
      // The hourly limit is 4 per address: alternate between the instances.
      for (let i = 0; i < 4; i++) {
        const res = await send(t, await valid(t, { email: `p${i}@example.org` }), ip, i % 2 ? second : t.app);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      const fifth = await send(t, await valid(t, { email: 'p9@example.org' }), ip, second);
      expect(fifth.status).toBe(429);
      expect(fifth.body).toMatchObject({ result: null, status: 429 });
      expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
      // Another address may still write; one e-mail address at most 2 an hour (half), from anywhere.
      expect((await send(t, await valid(t, { email: 'same@example.org' }), '192.0.2.60', t.app)).status).toBe(200);
      expect((await send(t, await valid(t, { email: 'same@example.org' }), '192.0.2.61', second)).status).toBe(200);
      const third = await send(t, await valid(t, { email: 'SAME@example.org' }), '192.0.2.62', t.app);
      expect(third.status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keeps the consent text of its version; a changed text makes older forms load again', async () => {
    const oldToken = await tokenAged(t, 5000, 'en_US');
    const saved = await adminCall(t, 'PUT', '/admin/inquiries/settings', {
      texts: { en_US: { consent: 'I agree (v2).' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.texts.en_US).toMatchObject({ consent: 'I agree (v2).', consentVersion: 2 });
    const stale = await send(t, await valid(t, { formToken: oldToken, email: 'v2@example.org' }), '192.0.2.70');
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/consent text that has changed/);
    const fresh = await makeFormToken(t.app.db, 'en_US', 2, Date.now() - 5000);
    expect((await send(t, await valid(t, { formToken: fresh, email: 'v2@example.org' }), '192.0.2.70')).status).toBe(
      200,
    );
    const row = await t.app.db
      .selectFrom('inquiry')
      .select(['consent_text', 'consent_version'])
      .where('email', '=', 'v2@example.org')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ consent_text: 'I agree (v2).', consent_version: 2 });
  });

  it('an editor answers and closes; the history says who and when; the audit trail records it', async () => {
    const list = await adminCall(t, 'GET', '/admin/inquiries?q=erika@example.org');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const id = list.body.result[0].id as number;
    expect(
      (await adminCall(t, 'PUT', `/admin/inquiries/${id}`, { status: 'answered', notes: 'Called back.' })).status,
    ).toBe(200);
    const closed = await adminCall(t, 'PUT', `/admin/inquiries/${id}`, { status: 'closed' });
    expect(closed.body.result).toMatchObject({ status: 'closed', notes: 'Called back.' });
    expect(closed.body.result.closedAt).toBeTruthy();
    expect(closed.body.result.history.map((h: { status: string }) => h.status)).toEqual(['new', 'answered', 'closed']);
    expect(closed.body.result.history[2].account).toBe('admin');
    const audit = await adminCall(t, 'GET', '/admin/audit?kind=inquiry');
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    expect(audit.body.result.length).toBeGreaterThanOrEqual(2);
    expect(audit.body.result[0]).toMatchObject({ kind: 'inquiry', key: String(id), action: 'update' });
    const filtered = await adminCall(t, 'GET', '/admin/inquiries?status=closed');
    expect(filtered.body.result.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await adminCall(t, 'PUT', `/admin/inquiries/${id}`, { status: 'bogus' })).status).toBe(400);
    expect((await adminCall(t, 'PUT', '/admin/inquiries/999999', { status: 'closed' })).status).toBe(404);
  });

  it('retention deletes inquiries closed more than INQUIRY_DAYS ago, and keeps the rest', async () => {
    const db = t.app.db;
    const ids = (await db.selectFrom('inquiry').select('id').orderBy('id').execute()).map((r) => Number(r.id));
    const day = 86_400_000;
    await db
      .updateTable('inquiry')
      .set({ status: 'closed', closed_at: new Date(Date.now() - 181 * day).toISOString() })
      .where('id', '=', ids[0])
      .execute();
    await db
      .updateTable('inquiry')
      .set({ status: 'closed', closed_at: new Date(Date.now() - 179 * day).toISOString() })
      .where('id', '=', ids[1])
      .execute();
    // An old inquiry still open stays whatever its age.
    await db
      .updateTable('inquiry')
      .set({ create_time: new Date(Date.now() - 400 * day).toISOString() })
      .where('id', '=', ids[2])
      .execute();
    expect(t.config.inquiryDays).toBe(180);
    // The sweep that runs when a process starts, and hourly.
    const again = await buildApp(t.config, { logger: false, web: false });
    await again.ready();
    await again.close();
    const left = (await db.selectFrom('inquiry').select('id').execute()).map((r) => Number(r.id));
    expect(left).not.toContain(ids[0]);
    expect(left).toContain(ids[1]);
    expect(left).toContain(ids[2]);
    expect(await purgeClosedInquiries(db, 180)).toBe(0);
  });

  it('erase-by-address deletes every inquiry from one e-mail address, in any letter case', async () => {
    for (const email of ['gone@example.org', 'Gone@Example.org'])
      expect((await send(t, await valid(t, { email }), `192.0.2.${email.length + 100}`)).status).toBe(200);
    const res = await adminCall(t, 'POST', '/admin/inquiries/erase', { email: 'GONE@example.org' });
    expect(res.body.result).toBe(2);
    const left = await t.app.db.selectFrom('inquiry').select('email').execute();
    expect(left.map((r) => r.email.toLowerCase())).not.toContain('gone@example.org');
    expect((await adminCall(t, 'POST', '/admin/inquiries/erase', { email: 'nope' })).status).toBe(400);
  });

  it('roles: an Author sees only inquiries assigned to it; a per-language account only its languages', async () => {
    const mk = async (account: string, roleId: number, languages: string[] | null) => {
      const res = await adminCall(t, 'POST', '/admin/users', {
        loginAccount: account,
        userName: account,
        roleId,
        languages,
        password: PASSWORD,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const login = await t.call('POST', '/admin/login', { body: { loginAccount: account, password: PASSWORD } });
      return { id: res.body.result.account.id as number, token: login.body.result as string };
    };
    expect((await send(t, await valid(t, { email: 'de@example.org', lang: 'de_DE' }), '192.0.2.90')).status).toBe(200);
    const author = await mk('author1', ROLES.author, null);
    const editorDe = await mk('editor-de', ROLES.editor, ['de_DE']);
    const all = (await adminCall(t, 'GET', '/admin/inquiries?pageSize=100')).body.result as {
      id: number;
      lang: string;
    }[];
    const mine = all[0].id;
    const other = all[1].id;
    expect((await t.call('GET', '/admin/inquiries', { token: author.token })).body.result).toEqual([]);
    expect(
      (await adminCall(t, 'PUT', `/admin/inquiries/${mine}`, { assigneeId: author.id })).body.result.assigneeId,
    ).toBe(author.id);
    const seen = await t.call('GET', '/admin/inquiries', { token: author.token });
    expect(seen.body.result.map((i: { id: number }) => i.id)).toEqual([mine]);
    expect((await t.call('GET', `/admin/inquiries/${other}`, { token: author.token })).status).toBe(404);
    expect(
      (await t.call('PUT', `/admin/inquiries/${other}`, { token: author.token, body: { status: 'closed' } })).status,
    ).toBe(404);
    // An Author may work on its own, not hand it on, not delete it.
    expect(
      (await t.call('PUT', `/admin/inquiries/${mine}`, { token: author.token, body: { status: 'in_progress' } }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('PUT', `/admin/inquiries/${mine}`, { token: author.token, body: { assigneeId: null } })).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/admin/inquiries/${mine}`, { token: author.token })).status).toBe(403);
    expect((await t.call('GET', '/admin/inquiries/summary', { token: author.token })).body.result.newCount).toBe(0);
    const de = (await t.call('GET', '/admin/inquiries?pageSize=100', { token: editorDe.token })).body.result as {
      lang: string;
    }[];
    expect(de.length).toBeGreaterThan(0);
    expect(de.every((i) => i.lang === 'de_DE')).toBe(true);
    expect(de.length).toBeLessThan(all.length);
    expect((await t.call('GET', '/admin/inquiries')).status).toBe(401);
  });

  it('offices keep opening hours per language, and a save without them keeps them', async () => {
    const made = await adminCall(t, 'POST', '/admin/office', [
      {
        lang: 'de_DE',
        name: 'München',
        address: 'Brienner Straße 48',
        phone: '+49 89 1',
        openingHours: 'Mo–Fr 9–18 Uhr',
      },
      {
        lang: 'en_US',
        name: 'Munich',
        address: 'Brienner Strasse 48',
        phone: '+49 89 1',
        openingHours: 'Mon–Fri 9 am – 6 pm',
      },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const de = made.body.result.find((o: { lang: string }) => o.lang === 'de_DE');
    expect(de.openingHours).toBe('Mo–Fr 9–18 Uhr');
    const saved = await adminCall(t, 'PUT', '/admin/office', [{ id: de.id, lang: 'de_DE', name: 'München Zentrum' }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = (await adminCall(t, 'GET', '/admin/office?lang=de_DE')).body.result.find(
      (o: { id: number }) => o.id === de.id,
    );
    expect(again).toMatchObject({ name: 'München Zentrum', openingHours: 'Mo–Fr 9–18 Uhr' });
  });

  it('an Editor deletes an inquiry for good', async () => {
    const all = (await adminCall(t, 'GET', '/admin/inquiries?pageSize=100')).body.result as { id: number }[];
    expect((await adminCall(t, 'DELETE', `/admin/inquiries/${all[0].id}`)).status).toBe(200);
    expect((await adminCall(t, 'GET', `/admin/inquiries/${all[0].id}`)).status).toBe(404);
  });
});

describe('mail', () => {
  let inbox: Inbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Web <web@firm.example>' });
    await seedContext(t);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('notifies the context lawyer, else the practice area, else the site, with the visitor as Reply-To', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lawyerNo: 'L1' }, 'berger@firm.example'],
      [{ lawyerNo: 'L2', practiceAreaNo: 'F1' }, 'tax@firm.example'],
      [{ practiceAreaNo: 'F1' }, 'tax@firm.example'],
      [{ practiceAreaNo: 'F2' }, 'office@firm.example'],
      [{ lawyerNo: 'NOPE' }, 'office@firm.example'],
      [{}, 'office@firm.example'],
    ];
    for (const [i, [context, to]] of cases.entries()) {
      const before = inbox.mails.length;
      const res = await send(
        t,
        await valid(t, { ...context, email: `c${i}@example.org`, subject: `Case ${i}` }),
        `203.0.113.${i + 10}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await until(() => inbox.mails.length > before);
      const mail = inbox.mails.at(-1)!;
      expect(mail.to && 'text' in mail.to ? mail.to.text : '', JSON.stringify(context)).toBe(to);
      expect(mail.replyTo?.text).toBe(`c${i}@example.org`);
      expect(mail.from?.text).toContain('web@firm.example');
      expect(mail.subject).toContain(`Case ${i}`);
    }
    expect(inbox.mails.at(0)!.text).toContain('Dr. Anna Berger');
    const stored = await adminCall(t, 'GET', '/admin/inquiries?q=c0@example.org');
    expect(stored.body.result[0]).toMatchObject({ lawyerNo: 'L1', lawyerName: 'Dr. Anna Berger', mail: 'sent' });
    expect((await adminCall(t, 'GET', '/admin/inquiries/summary')).body.result).toMatchObject({
      mailConfigured: true,
      pendingMail: 0,
    });
  });

  it('sends an acknowledgement to the visitor only when turned on, repeating nothing they wrote', async () => {
    const before = inbox.mails.length;
    expect((await send(t, await valid(t, { email: 'noack@example.org' }), '203.0.113.40')).status).toBe(200);
    await until(() => inbox.mails.length > before);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.mails.filter((m) => m.to && 'text' in m.to && m.to.text === 'noack@example.org')).toHaveLength(0);
    await adminCall(t, 'PUT', '/admin/inquiries/settings', { acknowledge: true });
    const n = inbox.mails.length;
    expect(
      (
        await send(
          t,
          await valid(t, { email: 'ack@example.org', lang: 'de_DE', message: 'BUY PILLS http://spam.example' }),
          '203.0.113.41',
        )
      ).status,
    ).toBe(200);
    await until(() => inbox.mails.length >= n + 2);
    const ack = inbox.mails.find((m) => m.to && 'text' in m.to && m.to.text === 'ack@example.org')!;
    expect(ack.subject).toContain('Ihre Anfrage ist eingegangen');
    expect(ack.text).not.toContain('PILLS');
    expect(ack.text).not.toContain('Erika');
    await adminCall(t, 'PUT', '/admin/inquiries/settings', { acknowledge: false });
  });

  it('XSS through every field: the mail is plain text and the API returns the text as typed', async () => {
    const x = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const before = inbox.mails.length;
    const res = await send(
      t,
      await valid(t, {
        name: `N${x}`,
        email: 'xss@example.org',
        phone: `1${x}`.slice(0, 50),
        company: `C${x}`,
        subject: `S${x}`,
        message: `M${x}`,
        lawyerNo: '<b>',
        practiceAreaNo: x,
        articleId: x,
      }),
      '203.0.113.50',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await until(() => inbox.mails.length > before);
    const mail = inbox.mails.at(-1)!;
    expect(mail.html).toBe(false);
    expect(mail.text).toContain(`M${x}`);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
    const stored = await adminCall(t, 'GET', '/admin/inquiries?q=xss@example.org');
    expect(stored.body.result[0]).toMatchObject({
      name: `N${x}`,
      lawyerNo: null,
      practiceAreaNo: null,
      articleId: null,
    });
  });

  it('with the SMTP server down the inquiry is kept, and the mail goes out once the server is back', async () => {
    const port = await freePort();
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await seedContext(down);
      const res = await send(down, await valid(down, { lawyerNo: 'L1', email: 'later@example.org' }), '203.0.113.60');
      expect(res.status).toBe(200);
      const db = down.app.db;
      // The first try fails and waits.
      let row = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      for (let i = 0; i < 200 && !row.last_error; i++) {
        await new Promise((r) => setTimeout(r, 25));
        row = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      }
      expect(Number(row.attempts)).toBe(1);
      expect(row.sent_at).toBeNull();
      expect(row.last_error).toBeTruthy();
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() + 20_000);
      expect((await adminCall(down, 'GET', '/admin/inquiries')).body.result[0]).toMatchObject({
        email: 'later@example.org',
        mail: 'pending',
      });
      const back = await startSmtp(port);
      try {
        // Not yet due: the back-off holds.
        expect(await down.app.outbox.runOnce()).toBe(0);
        // Time passes (the pause is over).
        await db
          .updateTable('outbox')
          .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
          .execute();
        expect(await down.app.outbox.runOnce()).toBe(1);
        expect(back.mails).toHaveLength(1);
        expect(back.mails[0].to && 'text' in back.mails[0].to ? back.mails[0].to.text : '').toBe('berger@firm.example');
        expect(await down.app.outbox.runOnce()).toBe(0);
        expect(back.mails).toHaveLength(1);
        // A restart finds nothing left to send.
        const restarted = await buildApp(
          loadConfig({
            ...process.env,
            DATA_DIR: down.dataDir,
            DATABASE_URL: down.config.databaseUrl ?? '',
            SMTP_URL: `smtp://127.0.0.1:${port}`,
            LOG_LEVEL: 'silent',
            SEED: 'none',
          }),
          { logger: false, web: false },
        );
        await restarted.ready();
        expect(await restarted.outbox.runOnce()).toBe(0);
        await restarted.close();
        expect(back.mails).toHaveLength(1);
      } finally {
        await back.close();
      }
    } finally {
      await down.close();
    }
  });

  it('two workers on one database never send one message twice', async () => {
    const db = t.app.db;
    await t.app.outbox.runOnce();
    const at = new Date(Date.now() - 1000).toISOString();
    await db
      .insertInto('outbox')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          inquiry_id: null,
          purpose: 'notification',
          to_address: 'race@firm.example',
          subject: `Race ${i}`,
          body: 'x',
          next_attempt_at: at,
          create_time: at,
        })),
      )
      .execute();
    const before = inbox.mails.length;
    const second = await buildApp(t.config, { logger: false, web: false });
    await second.ready();
    try {
      const [a, b] = await Promise.all([t.app.outbox.runOnce(), second.outbox.runOnce()]);
      await until(() => inbox.mails.length >= before + 30);
      await new Promise((r) => setTimeout(r, 300));
      const subjects = inbox.mails.slice(before).map((m) => m.subject);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      expect(a + b).toBeLessThanOrEqual(30);
      const unsent = await db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
      expect(unsent).toHaveLength(0);
    } finally {
      await second.close();
    }
  });
});

describe('refusals count for nothing; a token sends one inquiry; no other site sends one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INQUIRY_HOURLY_LIMIT: '4' });
  });
  afterAll(() => t.close());

  const events = async (key: string) =>
    (await t.app.db.selectFrom('rate_event').select('id').where('key', '=', key).execute()).length;
  /** Moves the counted events of `keys` `ms` into the past (time passing for them). */
  const age = async (keys: string[], ms: number) => {
    for (const row of await t.app.db.selectFrom('rate_event').selectAll().where('key', 'in', keys).execute())
      await t.app.db
        .updateTable('rate_event')
        .set({ at: new Date(Date.parse(row.at) - ms).toISOString() })
        .where('id', '=', row.id)
        .execute();
  };

  it('tries refused by the limits neither count nor extend a window: nobody blocks an e-mail address by sending in its name', async () => {
    const attacker = '198.18.0.1';
    const mailKey = 'inquiry-mail:victim@example.com';
    const ipKey = `inquiry-ip:${attacker}`;
    // One e-mail address may send 2 an hour (half of 4): the attacker sends 2 in the victim's name…
    for (let i = 0; i < 2; i++)
      expect((await send(t, await valid(t, { email: 'Victim@Example.com' }), attacker)).status).toBe(200);
    // … half an hour ago.
    await age([mailKey, ipKey], 30 * 60_000);
    // Then tries on and on: each refused, none counted, none pushing the wait further.
    for (let i = 0; i < 4; i++) {
      const refused = await send(t, await valid(t, { email: 'Victim@Example.com' }), attacker);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
    }
    expect(await events(mailKey)).toBe(2);
    expect(await events(ipKey)).toBe(2);
    // The real visitor, from elsewhere, waits only for the hour of the 2 stored ones to end …
    const victim = await send(t, await valid(t, { email: 'victim@example.com' }), '198.18.0.2');
    expect(victim.status).toBe(429);
    expect(Number(victim.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
    expect(await events(mailKey)).toBe(2);
    // … and once it has, writes.
    await age([mailKey], 31 * 60_000);
    expect((await send(t, await valid(t, { email: 'victim@example.com' }), '198.18.0.2')).status).toBe(200);
  });

  it('many tries at once on two nodes: at most the limit are stored, and only those are counted', async () => {
    const second = await buildApp(t.config, { logger: false, web: false });
    await second.ready();
    try {
      const ip = '198.18.1.1';
      const bodies = await Promise.all(
        Array.from({ length: 10 }, (_, i) => valid(t, { email: `burst${i}@example.org` })),
      );
      const answers = await Promise.all(bodies.map((b, i) => send(t, b, ip, i % 2 ? second : t.app)));
      const ok = answers.filter((a) => a.status === 200).length;
      expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
      expect(ok).toBeGreaterThanOrEqual(1);
      expect(ok).toBeLessThanOrEqual(4);
      const rows = await t.app.db.selectFrom('inquiry').select('id').where('ip', '=', ip).execute();
      expect(rows).toHaveLength(ok);
      expect(await events(`inquiry-ip:${ip}`)).toBe(ok);
    } finally {
      await second.close();
    }
  });

  it('a form token sends one inquiry (409 for a second, with another address too); the use is kept in the database until the token runs out', async () => {
    const formToken = await tokenAged(t);
    const first = await send(t, await valid(t, { formToken, email: 'once@example.org' }), '198.18.2.1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    for (const email of ['once@example.org', 'other@example.org']) {
      const again = await send(t, await valid(t, { formToken, email }), '198.18.2.2');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ result: null, status: 409 });
      expect(again.body.message).toMatch(/formToken has already been used/);
    }
    const stored = await t.app.db
      .selectFrom('inquiry')
      .select('id')
      .where('email', 'in', ['once@example.org', 'other@example.org'])
      .execute();
    expect(stored).toHaveLength(1);
    // The refusals took no place within the limits.
    expect(await events('inquiry-ip:198.18.2.2')).toBe(0);
    // Kept in rate_window (shared by the nodes) until the token runs out, then cleaned up.
    const uses = await t.app.db.selectFrom('rate_window').selectAll().where('key', 'like', 'inquiry-token:%').execute();
    const issued = Number(formToken.split('.')[0]);
    const mine = uses.filter((u) => u.expires_at === new Date(issued + FORM_MAX_MS).toISOString());
    expect(mine).toHaveLength(1);
    expect(mine[0].key).not.toContain(formToken);
    expect(await deleteExpiredWindows(t.app.db, new Date(issued + FORM_MAX_MS - 1000))).toBe(0);
    await deleteExpiredWindows(t.app.db, new Date(issued + FORM_MAX_MS + 1000));
    expect(await t.app.db.selectFrom('rate_window').select('key').where('key', '=', mine[0].key).execute()).toEqual([]);
  });

  it('one token sent twice at once on two nodes (a double-click): one inquiry, one 409, one place taken', async () => {
    const second = await buildApp(t.config, { logger: false, web: false });
    await second.ready();
    try {
      const body = await valid(t, { email: 'click@example.org' });
      const answers = await Promise.all([send(t, body, '198.18.3.1'), send(t, body, '198.18.3.1', second)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const rows = await t.app.db.selectFrom('inquiry').select('id').where('email', '=', 'click@example.org').execute();
      expect(rows).toHaveLength(1);
      expect(await events('inquiry-ip:198.18.3.1')).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('another site cannot send one through a browser: no CORS preflight passes, a text/plain or form-encoded post is refused', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/inquiry',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    const body = await valid(t, { email: 'simple@example.org' });
    const simple = [
      ['text/plain', JSON.stringify(body)],
      ['application/x-www-form-urlencoded', new URLSearchParams({ ...body, consent: 'true' }).toString()],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n`],
    ];
    for (const [type, payload] of simple) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/inquiry',
        payload,
        headers: { 'content-type': type, origin: 'https://evil.example', 'x-language': 'en_US' },
      });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
      expect(JSON.parse(res.body)).toMatchObject({ result: null, status: res.statusCode });
    }
    expect(
      await t.app.db.selectFrom('inquiry').select('id').where('email', '=', 'simple@example.org').execute(),
    ).toHaveLength(0);
  });
});
