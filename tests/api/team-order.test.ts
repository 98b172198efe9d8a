import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { BACKUP_TABLES, backupToFile, restoreBackup } from '#server/modules/backup/archive.ts';
import { adminCall, createTestApp, type TestApp } from '../helper';
import { backupScratch } from '../backup-support';
import type { LawyerTeam } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';

/**
 * Issue 29.3: the team's order. One position per lawyer shared by his languages, set by
 * PUT /api/admin/lawyerTeam/sort {sourceId, targetId} as the practice areas' order is; every
 * public list and filter result follows it in every language; new lawyers go last; pinned
 * lawyers stay first; a backup carries it, and an older archive gets positions in the old order.
 */
const { scratch, newTarget, cleanup } = backupScratch();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await cleanup();
});

const LANGS: Locale[] = ['de_DE', 'en_US', 'zh_CN'];
type Rows = Record<Locale, LawyerTeam>;

let area: Record<Locale, { id: number }>;
let office: Record<Locale, { id: number }>;
/** Names whose alphabetical order differs per language, so only the position can agree. */
const PEOPLE: Record<string, Record<Locale, string>> = {
  anna: { de_DE: 'Anna Zeller', en_US: 'Zoe Anna', zh_CN: '赵安娜' },
  bernd: { de_DE: 'Bernd Yilmaz', en_US: 'Bernd Young', zh_CN: '白伯恩' },
  clara: { de_DE: 'Clara Xaver', en_US: 'Clara Adams', zh_CN: '陈克拉' },
  dirk: { de_DE: 'Dirk Weber', en_US: 'Dirk Brown', zh_CN: '丁德克' },
};
const people: Record<string, Rows> = {};

async function group(path: string, names: Record<Locale, string>) {
  const res = await adminCall(
    t,
    'POST',
    path,
    LANGS.map((lang) => ({ lang, name: names[lang] })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = res.body.result as { lang: Locale; id: number }[];
  const of = (lang: Locale) => rows.find((r) => r.lang === lang)!;
  return { de_DE: of('de_DE'), en_US: of('en_US'), zh_CN: of('zh_CN') };
}

async function createLawyer(key: string) {
  const res = await adminCall(
    t,
    'POST',
    '/admin/lawyerTeam',
    LANGS.map((lang) => ({ lang, name: PEOPLE[key]![lang], proFieldIds: [area[lang].id], office: office[lang].id })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  people[key] = Object.fromEntries((res.body.result as LawyerTeam[]).map((r) => [r.lang, r])) as Rows;
}

/** Which of PEOPLE a public list shows, in its order. */
async function publicOrder(lang: Locale, query = '') {
  const res = await t.call('GET', `/user/lawyerTeam${query}`, { lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.result as LawyerTeam[]).map((l) => Object.keys(PEOPLE).find((k) => PEOPLE[k]![lang] === l.name));
}

/** The order in every language and every public list the site shows; they must all agree. */
async function everyOrder() {
  const orders = new Set<string>();
  for (const lang of LANGS) {
    for (const query of [
      '',
      '?page=1&pageSize=12',
      `?practiceAreaId=${area[lang].id}&pageSize=100`,
      `?office=${office[lang].id}`,
    ]) {
      orders.add((await publicOrder(lang, query)).join(','));
    }
  }
  return [...orders];
}

const move = (source: string, target: string) =>
  adminCall(t, 'PUT', '/admin/lawyerTeam/sort', {
    sourceId: people[source]!.de_DE.id,
    targetId: people[target]!.en_US.id,
  });

beforeAll(async () => {
  area = await group('/admin/professionalField', { de_DE: 'Steuerrecht', en_US: 'Tax law', zh_CN: '税法' });
  office = await group('/admin/office', { de_DE: 'München', en_US: 'Munich', zh_CN: '慕尼黑' });
  for (const key of Object.keys(PEOPLE)) await createLawyer(key);
});

describe('team order', () => {
  it('new lawyers go last; every language and every public list has the same order', async () => {
    expect(await everyOrder()).toEqual(['anna,bernd,clara,dirk']);
  });

  it('PUT /admin/lawyerTeam/sort moves a lawyer in every language (ids of any language)', async () => {
    expect((await move('dirk', 'anna')).status).toBe(200);
    expect(await everyOrder()).toEqual(['dirk,anna,bernd,clara']);
    expect((await move('anna', 'clara')).status).toBe(200);
    expect(await everyOrder()).toEqual(['dirk,bernd,clara,anna']);
    // The back office's list by item shows the same order.
    const items = await adminCall(t, 'GET', '/admin/lawyerTeam?view=items&pageSize=50');
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    const nos = (items.body.result as LawyerTeam[]).map((r) => r.no);
    expect(nos).toEqual(['dirk', 'bernd', 'clara', 'anna'].map((k) => people[k]!.de_DE.no));
    // A lawyer added now goes last, after the moved ones.
    PEOPLE.emil = { de_DE: 'Emil Abel', en_US: 'Emil Abbott', zh_CN: '艾米尔' };
    await createLawyer('emil');
    expect(await everyOrder()).toEqual(['dirk,bernd,clara,anna,emil']);
    // Saving a lawyer keeps his place.
    const saved = await adminCall(t, 'PUT', '/admin/lawyerTeam', [
      { id: people.bernd!.zh_CN.id, lang: 'zh_CN', name: PEOPLE.bernd!.zh_CN },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await everyOrder()).toEqual(['dirk,bernd,clara,anna,emil']);
  });

  it('pinned lawyers stay first; the order applies among the others', async () => {
    expect((await adminCall(t, 'PUT', `/admin/lawyerTeam/${people.clara!.en_US.id}/1`)).status).toBe(200);
    expect(await everyOrder()).toEqual(['clara,dirk,bernd,anna,emil']);
    expect((await move('emil', 'dirk')).status).toBe(200);
    expect(await everyOrder()).toEqual(['clara,emil,dirk,bernd,anna']);
    expect((await adminCall(t, 'PUT', `/admin/lawyerTeam/${people.clara!.en_US.id}/0`)).status).toBe(200);
  });

  it('refuses bad input with a message naming it, and callers without the right', async () => {
    const before = await everyOrder();
    const missing = await adminCall(t, 'PUT', '/admin/lawyerTeam/sort', { sourceId: people.anna!.de_DE.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/targetId/);
    const text = await adminCall(t, 'PUT', '/admin/lawyerTeam/sort', { sourceId: 'x', targetId: 1 });
    expect(text.status).toBe(400);
    const unknown = await adminCall(t, 'PUT', '/admin/lawyerTeam/sort', {
      sourceId: 999_999,
      targetId: people.anna!.de_DE.id,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/999999/);
    // An id of another kind (a practice area) is no lawyer.
    const area404 = await adminCall(t, 'PUT', '/admin/lawyerTeam/sort', {
      sourceId: people.anna!.de_DE.id,
      targetId: 2_147_483_647,
    });
    expect(area404.status).toBe(404);
    const anonymous = await t.call('PUT', '/admin/lawyerTeam/sort', {
      body: { sourceId: people.anna!.de_DE.id, targetId: people.dirk!.de_DE.id },
    });
    expect(anonymous.status).toBe(401);
    // An Author may edit lawyers but not reorder the team (as for practice areas: roles that publish).
    const made = await adminCall(t, 'POST', '/admin/users', {
      loginAccount: 'team-author',
      userName: 'Author',
      roleId: 3,
      languages: null,
      password: 'author-password-1',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const login = await t.call('POST', '/admin/login', {
      lang: 'en_US',
      body: { loginAccount: 'team-author', password: 'author-password-1' },
    });
    const author = await t.call('PUT', '/admin/lawyerTeam/sort', {
      token: login.body.result,
      lang: 'en_US',
      body: { sourceId: people.anna!.de_DE.id, targetId: people.dirk!.de_DE.id },
    });
    expect(author.status).toBe(403);
    expect(author.body.message).toMatch(/role/i);
    expect(await everyOrder()).toEqual(before);
  });
});

describe('backup and restore', () => {
  it('a backup carries the order', async () => {
    const order = await everyOrder();
    const archive = path.join(scratch, 'team.tar.gz');
    await backupToFile(t.config, archive);
    const target = await newTarget();
    await restoreBackup(target, archive, { safetyDir: scratch });
    const app = await buildApp(target, { logger: false, web: false });
    try {
      for (const lang of LANGS) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/user/lawyerTeam?pageSize=50',
          headers: { 'x-language': lang },
        });
        const names = (JSON.parse(res.body).result as LawyerTeam[]).map((l) =>
          Object.keys(PEOPLE).find((k) => PEOPLE[k]![lang] === l.name),
        );
        expect(names.join(',')).toBe(order[0]);
      }
    } finally {
      await app.close();
    }
  }, 60_000);

  it('an archive from before the team order gets positions in the old order (pinned, then added), the same in every language', async () => {
    const archive = path.join(scratch, 'current.tar.gz');
    await backupToFile(t.config, archive);
    const dir = path.join(scratch, 'older');
    fs.mkdirSync(dir);
    await tar.x({ file: archive, cwd: dir });
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    // As 010 wrote it: without the tables and columns the later migrations add.
    const newerTables = BACKUP_TABLES.filter((x) => x.since && x.since > '010_audit_detail').map(
      (x) => x.name as string,
    );
    for (const table of newerTables) fs.rmSync(path.join(dir, 'db', `${table}.jsonl`), { force: true });
    const tables = Object.fromEntries(
      Object.entries(manifest.tables as Record<string, unknown>).filter(([name]) => !newerTables.includes(name)),
    );
    fs.writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, tables, schemaVersion: '010_audit_detail' }),
    );
    const later: Record<string, string[]> = {
      article: ['client_consent'],
      professional_field: ['inquiry_email'],
      office: ['opening_hours'],
      lawyer: ['photo_alt'],
    };
    for (const [table, columns] of Object.entries(later)) {
      const f = path.join(dir, 'db', `${table}.jsonl`);
      const lines = fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      for (const row of lines) for (const c of columns) delete row[c];
      fs.writeFileSync(f, lines.map((r) => `${JSON.stringify(r)}\n`).join(''));
    }
    // As the site wrote lawyers before: every position 0, Dirk pinned.
    const file = path.join(dir, 'db', 'lawyer.jsonl');
    const rows = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const row of rows) {
      row.sort = 0;
      row.top = row.no === people.dirk!.de_DE.no ? 1 : 0;
    }
    fs.writeFileSync(file, rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const older = path.join(scratch, 'older.tar.gz');
    await tar.c({ gzip: true, cwd: dir, file: older }, fs.readdirSync(dir));

    const target = await newTarget();
    await restoreBackup(target, older, { safetyDir: scratch });
    const app = await buildApp(target, { logger: false, web: false });
    try {
      for (const lang of LANGS) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/user/lawyerTeam?pageSize=50',
          headers: { 'x-language': lang },
        });
        const names = (JSON.parse(res.body).result as LawyerTeam[]).map((l) =>
          Object.keys(PEOPLE).find((k) => PEOPLE[k]![lang] === l.name),
        );
        expect(names.join(','), lang).toBe('dirk,anna,bernd,clara,emil');
      }
    } finally {
      await app.close();
    }
  }, 60_000);
});
