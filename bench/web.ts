/**
 * npm run bench:web — the public site's budgets on a production build (run `npm run build`
 * first): Lighthouse 12 in mobile mode on /home, /team, /news, a news detail and a lawyer detail
 * in each language, then /home and /news throughput beside a bare route of the same server that
 * sends the same bytes. Prints figures; never fails on them (exit code 1 only when it cannot run).
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_DURATION (seconds per throughput
 * measurement, default 8), BENCH_CONNECTIONS (10), BENCH_LH_PAGES (comma list of paths to limit
 * the Lighthouse runs), BENCH_LH_RUNS (runs per page, median by performance; default 1),
 * BENCH_KEEP=1 (keep the temporary data folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { loadConfig } from '../server/config';
import { buildApp } from '../server/app';
import { isEmpty, seedDemo } from '../server/db/seed';
import { ensureFirstAdmin } from '../server/modules/auth/bootstrap';
import { LOCALES, type Locale } from '../contract/locales';
import { freePort } from '../tests/support';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
const WARMUP = 2;

const BUDGET = { performance: 95, accessibility: 100, bestPractices: 95, seo: 100, cls: 0, homeJsKb: 100 };

interface LhRow {
  page: string;
  locale: Locale;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  jsKb: number;
  failing: string[];
}

async function waitFor(url: string, child: ChildProcess, output: () => string, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} in 90 s:\n${output()}`);
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      r(null);
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      r(null);
    });
  });
}

function spawnLogged(cmd: string, args: string[], opts: Parameters<typeof spawn>[2]) {
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output = (output + c).slice(-20_000)));
  child.stderr!.on('data', (c) => (output = (output + c).slice(-20_000)));
  return { child, output: () => output };
}

function measure(url: string, seconds: number): Promise<{ rps: number; p50: number; p99: number; bad: number }> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (err, r) => {
      if (err) return reject(err);
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts });
    });
  });
}

const score = (v: number | null | undefined) => Math.round((v ?? 0) * 100);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mark = (ok: boolean) => (ok ? '✓' : '✗');

async function lighthouseRun(url: string, port: number): Promise<Omit<LhRow, 'page' | 'locale'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
  const failing: string[] = [];
  for (const cat of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(ref.id);
    }
  }
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    jsKb: js / 1024,
    failing,
  };
}

/** Lighthouse now and then fails to trace a navigation (NO_NAVSTART, NO_FCP): that run is repeated. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts) throw err;
      console.warn(`  ! ${err instanceof Error ? err.message : err}; trying again`);
    }
  }
}

async function main() {
  const started = Date.now();
  if (!fs.existsSync(path.join(ROOT, 'build', 'server', 'index.js'))) throw new Error('no production build: run `npm run build` first');
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-web-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-chromium-'));
  const adminPassword = crypto.randomBytes(12).toString('base64url');
  let server: ChildProcess | null = null;
  let chrome: ChildProcess | null = null;
  try {
    // 1. Demo content, written in-process into the folder the server will use.
    console.log(`Seeding the demo content into ${dataDir} …`);
    const config = loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent', ADMIN_PASSWORD: adminPassword });
    const app = await buildApp(config, { logger: false, web: false });
    await app.ready();
    await ensureFirstAdmin(app.db, config, app.log);
    if (await isEmpty(app.db)) await seedDemo(app);
    await app.close();

    // 2. The production server (with the bare route for the throughput comparison).
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const srv = spawnLogged(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: adminPassword,
      },
    });
    server = srv.child;
    await waitFor(`${base}/api/health`, server, srv.output, 'the server');

    // `npm run build` writes .br/.gz twins of the built assets; without them the figures would be wrong.
    if (!fs.readdirSync(path.join(ROOT, 'build', 'client', 'assets')).some((f) => f.endsWith('.br'))) {
      throw new Error('build/client/assets has no pre-compressed files: run `npm run build` first');
    }

    // Detail pages: the first news item and lawyer of each language.
    const firstId = async (api: string, lang: Locale) => {
      const res = await fetch(`${base}${api}?pageSize=1`, { headers: { 'x-language': lang } });
      const body = (await res.json()) as { result?: { id: number }[] };
      const id = body.result?.[0]?.id;
      if (!id) throw new Error(`${api} (${lang}) has no items`);
      return id;
    };
    const pagesFor = async (lang: Locale) => [
      '/home',
      '/team',
      '/news',
      `/news/detail/${await firstId('/api/user/latest-news', lang)}`,
      `/team/detail/${await firstId('/api/user/lawyerTeam', lang)}`,
    ];

    // 3. Debian's Chromium with a DevTools port for Lighthouse.
    const cdpPort = await freePort();
    const chromium = spawnLogged(
      CHROMIUM,
      [
        '--headless=new',
        `--remote-debugging-port=${cdpPort}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--no-default-browser-check',
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      {},
    );
    chrome = chromium.child;
    await waitFor(`http://127.0.0.1:${cdpPort}/json/version`, chrome, chromium.output, 'Chromium');

    const only = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
    const rows: LhRow[] = [];
    for (const locale of LOCALES) {
      for (const page of await pagesFor(locale)) {
        if (only && !only.some((p) => page.startsWith(p))) continue;
        const url = `${base}${page}?lang=${locale}`;
        await fetch(url); // fills the render cache, as for any visitor after the first
        const runs: Omit<LhRow, 'page' | 'locale'>[] = [];
        for (let i = 0; i < LH_RUNS; i++) runs.push(await withRetries(() => lighthouseRun(url, cdpPort)));
        runs.sort((a, b) => a.performance - b.performance);
        const r = runs[Math.floor(runs.length / 2)];
        rows.push({ page, locale, ...r });
        console.log(
          `  ${page}?lang=${locale}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, CLS ${r.cls.toFixed(3)}, JS ${r.jsKb.toFixed(1)} KB${r.failing.length ? ` — failing: ${r.failing.join(', ')}` : ''}`,
        );
      }
    }

    console.log(`\nLighthouse ${LH_RUNS > 1 ? `(median of ${LH_RUNS} runs) ` : ''}mobile, Node ${process.version}, ${os.cpus().length} CPU(s)\n`);
    const header = ['page', 'lang', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'LCP ms', 'JS KB', 'budgets'];
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    let allMet = true;
    for (const r of rows) {
      const checks = [
        r.performance >= BUDGET.performance,
        r.accessibility >= BUDGET.accessibility,
        r.bestPractices >= BUDGET.bestPractices,
        r.seo >= BUDGET.seo,
        r.cls <= BUDGET.cls + 1e-9,
        r.page !== '/home' || r.jsKb <= BUDGET.homeJsKb,
      ];
      const met = checks.every(Boolean);
      allMet &&= met;
      console.log(
        `| ${r.page} | ${r.locale} | ${r.performance} ${mark(checks[0])} | ${r.accessibility} ${mark(checks[1])} | ${r.bestPractices} ${mark(checks[2])} | ${r.seo} ${mark(checks[3])} | ${r.cls.toFixed(3)} ${mark(checks[4])} | ${fmt(r.lcpMs)} | ${r.jsKb.toFixed(1)}${r.page === '/home' ? ` ${mark(checks[5])}` : ''} | ${met ? 'met' : 'NOT met'} |`,
      );
    }
    console.log(
      `\nBudgets: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ≥ ${BUDGET.bestPractices}, SEO ${BUDGET.seo}, CLS ${BUDGET.cls}, JS on /home ≤ ${BUDGET.homeJsKb} KB: ${allMet ? 'all met' : 'NOT all met'}`,
    );
    await stop(chrome);
    chrome = null;

    // 4. Throughput: the page beside the bare route sending the same bytes (bench/bare-plugin.ts).
    console.log(`\nThroughput, ${CONNECTIONS} connections, ${DURATION} s per measurement (after ${WARMUP} s warm-up):\n`);
    const tHeader = ['page', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'bare p50', 'ratio', 'aim ≥ 0.5'];
    const tLines: string[] = [];
    for (const page of ['/home?lang=en_US', '/news?lang=en_US']) {
      const realUrl = `${base}${page}`;
      const bareUrl = `${base}/__bench/bare?bytes=${encodeURIComponent(page)}`;
      const real = await fetch(realUrl);
      const realBody = await real.text();
      const bare = await fetch(bareUrl);
      const bareBody = await bare.text();
      if (bare.status === 404 && bareBody.includes('__bench')) throw new Error('the bare route is missing: see bench/README.md');
      if (Math.abs(bareBody.length - realBody.length) > 64) console.warn(`  ! ${page}: bare ${bareBody.length} bytes vs page ${realBody.length}`);
      await measure(realUrl, WARMUP);
      await measure(bareUrl, WARMUP);
      const r = await measure(realUrl, DURATION);
      const b = await measure(bareUrl, DURATION);
      const ratio = r.rps / b.rps;
      tLines.push(
        `| ${page}${r.bad ? ` [${r.bad} bad]` : ''} | ${fmt(realBody.length)} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(b.rps)} | ${fmt(b.p50)} | ${ratio.toFixed(2)} | ${ratio >= 0.5 ? 'met' : 'NOT met'} |`,
      );
    }
    console.log(`| ${tHeader.join(' | ')} |`);
    console.log(`|${tHeader.map(() => '---').join('|')}|`);
    for (const l of tLines) console.log(l);
    console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await stop(chrome);
    await stop(server);
    fs.rmSync(profileDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP === '1') console.log(`Data kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
