import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { migrate, now, openDatabase } from '#server/db/index.ts';
import { createTestDatabase } from '../helper';

/**
 * Issue 31: "a migration builds it for existing content". A site updated from the version before
 * the search (schema 012) finds what it already published at its first start, and still not its
 * drafts. Runs on SQLite and on PostgreSQL.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-search-migration-'));
let drop: (() => Promise<void>) | null = null;
afterAll(async () => {
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('the search migration indexes the content a site already has, public rows only', async () => {
  const database = await createTestDatabase();
  drop = database?.drop ?? null;
  const databaseUrl = database?.url ?? '';

  // The site as it was before the search: content written straight into the tables of schema 012.
  const before = openDatabase({ databaseUrl, dataDir });
  await migrate(before, '012_inquiries');
  const row = (no: string, title: string, status: string) => ({
    kind: 'news',
    no,
    lang: 'de_DE',
    title,
    content: `<p>${title}: was Unternehmen jetzt wissen müssen.</p>`,
    cata_id: null,
    content_url: null,
    cover_url: '/api/upload/cover.webp',
    is_link: 0,
    note: null,
    top: 0,
    views: 0,
    operator_name: 'admin',
    create_time: now(),
    update_time: now(),
    status,
    publish_at: null,
    meta_description: null,
    cover_alt: null,
  });
  await before.db
    .insertInto('article')
    .values([
      row('N90001', 'Die neue Zwischenspeicherverordnung', 'published'),
      row('N90002', 'Entwurf zur Zwischenspeicherverordnung', 'draft'),
    ])
    .execute();
  await before.close();

  // The update: the app migrates at its start.
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SEED: 'none' });
  const app = await buildApp(config, { logger: false, web: false });
  try {
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/search?q=verordnung',
      headers: { 'x-language': 'de_DE' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = JSON.parse(res.body) as { result: { no: string; title: string }[]; pageable: { totalCount: number } };
    expect(body.result.map((h) => h.no)).toEqual(['N90001']);
    expect(body.pageable.totalCount).toBe(1);
  } finally {
    await app.close();
  }
});
