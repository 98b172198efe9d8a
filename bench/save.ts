/**
 * npm run bench:save — what versions cost an admin save. Saves one three-language news item
 * through the API again and again (each save stores a version), and, on the same item in the same
 * run, times the version work alone (the read of the item and the insert, as a save does it).
 * Prints the median save with versions, the median version work, and the ratio of the save to the
 * save without that work; the same for the search index's part of the save, for saves that change the titles and
 * for saves that change the texts too. Prints figures; never fails on them. See bench/README.md.
 *
 * Environment: BENCH_SAVES (default 300), BENCH_DATABASE_URL (PostgreSQL instead of a temporary SQLite file).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { ensureFirstAdmin } from '#server/modules/auth/bootstrap.ts';
import { beforeChange, recordVersion } from '#server/modules/workflow/versions.ts';
import { SYSTEM_WRITER } from '#server/lib/writer.ts';
import { CONTENT } from '#server/modules/content.ts';
import { median } from './support';
import { indexItem } from '#server/modules/search/index-writer.ts';

const SAVES = Number(process.env.BENCH_SAVES ?? 300);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-save-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  ADMIN_PASSWORD: 'bench-password-123',
  LOG_LEVEL: 'silent',
  SEED: 'none',
});
const app = await buildApp(config, { logger: false, web: false });
try {
  await ensureFirstAdmin(app.db, config, app.log);
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { loginAccount: config.adminAccount, password: 'bench-password-123' },
  });
  const token = JSON.parse(login.body).result as string;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      payload: payload as never,
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body).result;
  };
  const langs = ['de_DE', 'en_US', 'zh_CN'];
  await call(
    'POST',
    '/admin/catalog',
    langs.map((lang) => ({ lang, name: `News ${lang}`, type: 0 })),
  );
  const cata: Record<string, number> = {};
  for (const lang of langs) cata[lang] = (await call('GET', `/admin/catalog?type=0&lang=${lang}`))[0].id;
  // A realistic article: about 4 KB of rich text per language.
  const text = `<p>${'Ein Absatz mit einem Satz über das Arbeitsrecht und seine Folgen für Unternehmen. '.repeat(45)}</p>`;
  const body = (i: number) =>
    langs.map((lang) => ({
      lang,
      title: `Artikel ${i} ${lang}`,
      coverUrl: '/api/upload/c.png',
      content: text,
      cataId: cata[lang],
    }));
  const [first] = await call('POST', '/admin/latest-news', body(0));
  const no: string = first.no;
  const saves: number[] = [];
  for (let i = 1; i <= SAVES; i++) {
    const t0 = performance.now();
    await call(
      'PUT',
      '/admin/latest-news',
      body(i).map((e) => ({ ...e, no })),
    );
    saves.push(performance.now() - t0);
  }
  const versionWork: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const t0 = performance.now();
    await app.db.transaction().execute(async (trx) => {
      await beforeChange(trx, SYSTEM_WRITER, CONTENT.news, no);
      await recordVersion(trx, SYSTEM_WRITER, CONTENT.news, no, 'update');
    });
    versionWork.push(performance.now() - t0);
  }
  // The search index's part of a save (server/modules/search/index-writer.ts): the item's rows read, what changed
  // analysed again and its index rows replaced. Timed as in a save: the item's change and the index write in one
  // transaction (one commit, where FTS5 writes its terms), against the same change without the index write, in
  // turns; the index's part is the difference of the medians. The change is every language's title, then also its
  // text (analysed again).
  const indexTimed = async (change: (i: number) => Record<string, string>) => {
    const withIndex: number[] = [];
    const without: number[] = [];
    const update = (trx: typeof app.db, i: number) =>
      trx.updateTable('article').set(change(i)).where('no', '=', no).where('kind', '=', 'news').execute();
    for (let i = 0; i < 2 * SAVES; i++) {
      const indexed = i % 2 === 0;
      const t0 = performance.now();
      await app.db.transaction().execute(async (trx) => {
        await update(trx, i);
        if (indexed) await indexItem(trx, 'article', no, 'news');
      });
      (indexed ? withIndex : without).push(performance.now() - t0);
      // The next timed index write sees the item as indexed (a change without its index write left it stale).
      if (!indexed) await app.db.transaction().execute((trx) => indexItem(trx, 'article', no, 'news'));
    }
    const times = withIndex.map((t) => t - median(without));
    return times;
  };
  const indexWork = await indexTimed((i) => ({ title: `Artikel ${2 * SAVES + i + 1}` }));
  const indexBodyWork = await indexTimed((i) => ({
    title: `Artikel ${5 * SAVES + i + 1}`,
    content: `${text}<p>${i}</p>`,
  }));
  // Saves that change every language's text too, for the ratio of the index work that analyses it.
  const bodySaves: number[] = [];
  for (let i = 1; i <= SAVES; i++) {
    const t0 = performance.now();
    await call(
      'PUT',
      '/admin/latest-news',
      body(8 * SAVES + i).map((e) => ({ ...e, no, content: `${text}<p>${i}</p>` })),
    );
    bodySaves.push(performance.now() - t0);
  }
  const save = median(saves);
  const version = median(versionWork);
  const indexing = median(indexWork);
  console.log(
    `bench:save on ${app.dialect}, ${SAVES} saves of one three-language news item (~${Math.round(text.length / 1024)} KB per language)`,
  );
  console.log(`  save (PUT, with its version)   median ${save.toFixed(2)} ms`);
  console.log(`  version work alone             median ${version.toFixed(2)} ms`);
  console.log(
    `  save / save without versions   ${(save / Math.max(save - version, 0.001)).toFixed(2)}x   (aim: under 2x)`,
  );
  const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)].toFixed(2);
  const indexingBody = median(indexBodyWork);
  const bodySave = median(bodySaves);
  console.log(
    `  search indexing alone          median ${indexing.toFixed(2)} ms (p90 ${p90(indexWork)} ms), titles changed`,
  );
  console.log(
    `  save / save without indexing   ${(save / Math.max(save - indexing, 0.001)).toFixed(2)}x   (aim: at most 1.2x)`,
  );
  console.log(`  save changing the texts too    median ${bodySave.toFixed(2)} ms`);
  console.log(
    `  search indexing alone          median ${indexingBody.toFixed(2)} ms (p90 ${p90(indexBodyWork)} ms), titles and texts changed`,
  );
  console.log(
    `  save / save without indexing   ${(bodySave / Math.max(bodySave - indexingBody, 0.001)).toFixed(2)}x   (texts changed; aim: at most 1.2x)`,
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
