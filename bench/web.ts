/**
 * npm run bench:web — the public site's budgets (issue 11) on a production build (run
 * `npm run build` first), on the demo content:
 *  1. Lighthouse 12 in mobile mode on every kind of public page in each language (each figure the median of
 *     BENCH_LH_RUNS runs, default 3, after one discarded run that warms the browser up): the four scores, CLS, TBT, LCP and the JavaScript
 *     transferred (every script request, compressed);
 *  2. axe-core with the WCAG 2.1 AA rules on the same pages at 390 and 1440 px (Playwright);
 *  3. throughput of /home, /news and a news detail beside a bare route of the same server that
 *     sends the same bytes (in turns, BENCH_ROUNDS times, the median round), and the server's peak
 *     resident memory meanwhile.
 * Prints figures; never fails on them (exit code 1 only when it cannot run).
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BUILD_DIR (./build), BENCH_DURATION
 * (seconds per throughput measurement, default 3), BENCH_ROUNDS (9), BENCH_CONNECTIONS (10), BENCH_LH_PAGES (comma
 * list of path prefixes to limit the Lighthouse and axe runs), BENCH_LH_RUNS (3), BENCH_SKIP
 * (comma list of lighthouse, axe, throughput), BENCH_KEEP=1 (keep the temporary data folder).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { chromium as playwright } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { CHROMIUM_FLAGS, chromiumPath, freePort } from '../tests/support';
import {
  BUILD_DIR,
  cpuMsOf,
  fmt,
  median,
  memoryOf,
  runBench,
  spawnLogged,
  stop,
  waitFor,
  withServers,
} from './support';

const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 9));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const WARMUP = 2;

/** Issue 11's budgets. Performance 100 (99 is accepted on a busy machine, reported as such). */
const BUDGET = {
  performance: 100,
  performanceBusy: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 0,
  jsKb: 15,
  throughputRatio: 0.9,
  peakMb: 200,
};

interface LhRow {
  page: string;
  locale: Locale;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  jsKb: number;
  failing: string[];
  /** Lighthouse's estimate of the host's CPU power for this run (its `benchmarkIndex`). */
  benchmarkIndex: number;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** Answers counted and the server's CPU time meanwhile (ms; null without /proc). */
  requests: number;
  cpuMs: number | null;
}

/** autocannon on `url` for `seconds`, with the CPU time the server (`pid`) spent meanwhile. */
function measure(url: string, seconds: number, pid: number): Promise<Measured> {
  const cpuBefore = cpuMsOf(pid);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (err, r) => {
      if (err) return reject(err);
      const cpuAfter = cpuMsOf(pid);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.non2xx + r.errors + r.timeouts,
        requests: r.requests.total,
        cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      });
    });
  });
}

const score = (v: number | null | undefined) => Math.round((v ?? 0) * 100);
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
  const items =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
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
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    jsKb: js / 1024,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
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
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js')))
    throw new Error(`no production build in ${BUILD_DIR}: run \`npm run build\` first`);
  // `npm run build` writes .br/.gz twins of the built assets; without them the figures would be wrong.
  if (!fs.readdirSync(path.join(BUILD_DIR, 'client', 'assets')).some((f) => f.endsWith('.br')))
    throw new Error(`${BUILD_DIR}/client/assets has no pre-compressed files: run \`npm run build\``);
  const browserPath = chromiumPath();
  // 1. Demo content, written in-process into the folder the server will use; 2. the production
  // server on it as npm start runs it (with the bare route for the throughput comparison).
  await withServers({ prefix: 'lawfirm-bench-web-' }, async ([srv]) => {
    const { base, pid } = srv;
    console.log(`Server pid ${pid} (node ${srv.flags.join(' ')}); RSS after start ${fmt(memoryOf(pid).now ?? 0)} MB`);
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-chromium-'));
    let chrome: ChildProcess | null = null;
    try {
      // Every kind of public page: the first item of each list in that language.
      const firstId = async (api: string, lang: Locale) => {
        const res = await fetch(`${base}${api}?pageSize=1`, { headers: { 'x-language': lang } });
        const body = (await res.json()) as { result?: { id: number }[] };
        const id = body.result?.[0]?.id;
        if (!id) throw new Error(`${api} (${lang}) has no items`);
        return id;
      };
      const pagesFor = async (lang: Locale) => [
        '/home',
        '/about',
        '/services',
        `/services/detail/${await firstId('/api/user/professionalField/list', lang)}`,
        '/team',
        `/team/detail/${await firstId('/api/user/lawyerTeam', lang)}`,
        '/news',
        `/news/detail/${await firstId('/api/user/latest-news', lang)}`,
        '/case',
        `/case/detail/${await firstId('/api/user/case-analysis', lang)}`,
        `/honor/detail/${await firstId('/api/user/lawfirm-honour', lang)}`,
        '/docs/privacy',
      ];
      const only = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
      const pages: { page: string; locale: Locale; url: string }[] = [];
      for (const locale of LOCALES) {
        for (const page of await pagesFor(locale)) {
          if (only && !only.some((p) => page.startsWith(p))) continue;
          pages.push({ page, locale, url: `${base}${page}?lang=${locale}` });
        }
      }
      // Fills the render cache, as for any visitor after the first.
      for (const p of pages) {
        const res = await fetch(p.url);
        if (res.status !== 200) throw new Error(`${p.url} answered ${res.status}`);
      }

      // 3. Lighthouse, mobile, with Debian's Chromium on a DevTools port.
      let lhMet = true;
      if (!SKIP.has('lighthouse')) {
        const cdpPort = await freePort();
        const chromium = spawnLogged(
          browserPath,
          [
            '--headless=new',
            `--remote-debugging-port=${cdpPort}`,
            ...CHROMIUM_FLAGS,
            '--no-default-browser-check',
            `--user-data-dir=${profileDir}`,
            'about:blank',
          ],
          {},
        );
        chrome = chromium.child;
        await waitFor(`http://127.0.0.1:${cdpPort}/json/version`, chrome, chromium.output, 'Chromium');
        const browserVersion =
          ((await (await fetch(`http://127.0.0.1:${cdpPort}/json/version`)).json()) as { Browser?: string }).Browser ??
          'Chromium';
        // One discarded run first: a browser's first page pays for starting its processes and its font
        // service (fontconfig's caches), which no visitor's browser does on every page.
        if (pages.length) {
          const warm = await withRetries(() => lighthouseRun(pages[0].url, cdpPort));
          console.log(
            `  (warm-up, discarded) ${pages[0].page}?lang=${pages[0].locale}: perf ${warm.performance}, TBT ${fmt(warm.tbtMs)} ms`,
          );
        }
        const rows: LhRow[] = [];
        // Lighthouse's CPU index (about 1,500–2,000 on a high-end desktop by its own table): the 4×
        // slowdown is relative to this machine, so two runs' figures compare only beside it.
        const indexes: number[] = [];
        for (const { page, locale, url } of pages) {
          const runs: Omit<LhRow, 'page' | 'locale'>[] = [];
          for (let i = 0; i < LH_RUNS; i++) runs.push(await withRetries(() => lighthouseRun(url, cdpPort)));
          // Each figure is its own median over the runs (a run's TBT is not tied to its score); an audit
          // that failed in any run is named.
          const mid = (key: Exclude<keyof LhRow, 'page' | 'locale' | 'failing'>) => median(runs.map((x) => x[key]));
          indexes.push(...runs.map((x) => x.benchmarkIndex));
          const r = {
            performance: mid('performance'),
            accessibility: mid('accessibility'),
            bestPractices: mid('bestPractices'),
            seo: mid('seo'),
            cls: mid('cls'),
            tbtMs: mid('tbtMs'),
            lcpMs: mid('lcpMs'),
            jsKb: mid('jsKb'),
            failing: [...new Set(runs.flatMap((x) => x.failing))],
            benchmarkIndex: mid('benchmarkIndex'),
          };
          rows.push({ page, locale, ...r });
          console.log(
            `  ${page}?lang=${locale}: perf ${runs.map((x) => x.performance).join('/')}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, CLS ${r.cls.toFixed(3)}, TBT ${runs.map((x) => fmt(x.tbtMs)).join('/')} ms, JS ${r.jsKb.toFixed(1)} KB, CPU index ${runs.map((x) => fmt(x.benchmarkIndex)).join('/')}${r.failing.length ? ` — failing: ${r.failing.join(', ')}` : ''}`,
          );
        }
        await stop(chrome);
        chrome = null;

        console.log(
          `\nLighthouse 12 mobile (median of ${LH_RUNS} run${LH_RUNS > 1 ? 's' : ''} per page), Node ${process.version}, ${os.cpus().length} CPU(s), ${browserVersion}, Lighthouse CPU index median ${fmt(median(indexes))} (${fmt(Math.min(...indexes))}–${fmt(Math.max(...indexes))})\n`,
        );
        const header = [
          'page',
          'lang',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'CLS',
          'TBT ms',
          'LCP ms',
          'JS KB',
          'budgets',
        ];
        console.log(`| ${header.join(' | ')} |`);
        console.log(`|${header.map(() => '---').join('|')}|`);
        let busy = 0;
        for (const r of rows) {
          const checks = [
            r.performance >= BUDGET.performanceBusy,
            r.accessibility >= BUDGET.accessibility,
            r.bestPractices >= BUDGET.bestPractices,
            r.seo >= BUDGET.seo,
            r.cls <= BUDGET.cls + 1e-9,
            r.tbtMs <= BUDGET.tbtMs,
            r.jsKb <= BUDGET.jsKb,
          ];
          if (r.performance < BUDGET.performance) busy++;
          const met = checks.every(Boolean);
          lhMet &&= met;
          console.log(
            `| ${r.page} | ${r.locale} | ${r.performance} ${mark(checks[0])} | ${r.accessibility} ${mark(checks[1])} | ${r.bestPractices} ${mark(checks[2])} | ${r.seo} ${mark(checks[3])} | ${r.cls.toFixed(3)} ${mark(checks[4])} | ${fmt(r.tbtMs)} ${mark(checks[5])} | ${fmt(r.lcpMs)} | ${r.jsKb.toFixed(1)} ${mark(checks[6])} | ${met ? 'met' : 'NOT met'} |`,
          );
        }
        console.log(
          `\nBudgets: performance ${BUDGET.performance} (${BUDGET.performanceBusy} accepted on a busy machine; ${busy} page(s) below ${BUDGET.performance}), accessibility, best practices and SEO ${BUDGET.accessibility}, CLS ${BUDGET.cls}, TBT ${BUDGET.tbtMs} ms, JavaScript ≤ ${BUDGET.jsKb} KB per page: ${lhMet ? 'all met' : 'NOT all met'}`,
        );
      }

      // 4. axe-core, WCAG 2.1 AA, at a phone's and a desktop's width.
      if (!SKIP.has('axe')) {
        const browser = await playwright.launch({
          executablePath: browserPath,
          args: ['--no-sandbox', '--disable-background-networking'],
        });
        let violations = 0;
        try {
          for (const width of [390, 1440]) {
            const context = await browser.newContext({ viewport: { width, height: 900 } });
            const tab = await context.newPage();
            for (const { page, locale, url } of pages) {
              await tab.goto(url);
              const result = await new AxeBuilder({ page: tab })
                .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
                .analyze();
              violations += result.violations.length;
              if (result.violations.length)
                console.log(
                  `  axe ${width}px ${page}?lang=${locale}: ${result.violations.map((v) => `${v.id} (${v.nodes.length})`).join(', ')}`,
                );
            }
            await context.close();
          }
        } finally {
          await browser.close();
        }
        console.log(
          `\naxe-core WCAG 2.1 AA on ${pages.length} pages at 390 and 1440 px: ${violations} violation(s) (budget 0): ${violations === 0 ? 'met' : 'NOT met'}`,
        );
      }

      // 5. Throughput: the page beside the bare route sending the same bytes (bench/bare-plugin.ts), and memory meanwhile.
      if (!SKIP.has('throughput')) {
        console.log(
          `\nThroughput, ${CONNECTIONS} connections, ${DURATION} s per measurement, page and bare route (the same status, headers and body from memory) in turns ${ROUNDS} times (median round, and the lowest and highest round's ratio; after ${WARMUP} s warm-up):\n`,
        );
        const tHeader = [
          'page',
          'bytes',
          'req/s',
          'p50 ms',
          'p99 ms',
          'bare req/s',
          'bare p50',
          'ratio',
          'rounds',
          'CPU µs/answer (bare)',
          'CPU ratio',
          `aim ≥ ${BUDGET.throughputRatio}`,
        ];
        const tLines: string[] = [];
        const detail =
          pages.find((p) => p.page.startsWith('/news/detail/') && p.locale === 'en_US')?.page ??
          `/news/detail/${await firstId('/api/user/latest-news', 'en_US')}`;
        for (const page of ['/home?lang=en_US', '/news?lang=en_US', `${detail}?lang=en_US`]) {
          const realUrl = `${base}${page}`;
          const bareUrl = `${base}/__bench/bare?bytes=${encodeURIComponent(page)}`;
          const realBody = await (await fetch(realUrl)).text();
          const bare = await fetch(bareUrl);
          const bareBody = await bare.text();
          if (bare.status === 404 && bareBody.includes('__bench'))
            throw new Error('the bare route is missing: see bench/README.md');
          if (Math.abs(bareBody.length - realBody.length) > 64)
            console.warn(`  ! ${page}: bare ${bareBody.length} bytes vs page ${realBody.length}`);
          await measure(realUrl, WARMUP, pid);
          await measure(bareUrl, WARMUP, pid);
          // Page and bare route in turns, ROUNDS short times: a moment when the machine is busier then
          // weighs on both, and the median round is reported with the spread of all rounds (on a
          // 2-core machine shared with the load generator one round's ratio moves by ±0.2). The order
          // alternates (page first, then bare first), so whatever the second measurement of a round
          // inherits from the first (garbage to collect, a warmer or cooler CPU) weighs on both alike.
          const rounds: { r: Measured; b: Measured; ratio: number }[] = [];
          for (let i = 0; i < ROUNDS; i++) {
            const pageFirst = i % 2 === 0;
            const first = await measure(pageFirst ? realUrl : bareUrl, DURATION, pid);
            const second = await measure(pageFirst ? bareUrl : realUrl, DURATION, pid);
            const [r, b] = pageFirst ? [first, second] : [second, first];
            rounds.push({ r, b, ratio: r.rps / b.rps });
          }
          rounds.sort((x, y) => x.ratio - y.ratio);
          const { r, b, ratio } = rounds[Math.floor(rounds.length / 2)];
          const bad = rounds.reduce((n, x) => n + x.r.bad, 0);
          // Beside it, the server's CPU time per answer over all rounds (page, and bare in brackets): what
          // the route costs the server itself. It moves too (with the request rate each round reached,
          // and garbage collection), but not with the load generator's share of the two cores.
          const perAnswer = (side: 'r' | 'b') => {
            const cpu = rounds.reduce(
              (n, x) => (n === null || x[side].cpuMs === null ? null : n + x[side].cpuMs),
              0 as number | null,
            );
            return cpu === null ? null : (cpu * 1000) / rounds.reduce((n, x) => n + x[side].requests, 0);
          };
          const [cpuPage, cpuBare] = [perAnswer('r'), perAnswer('b')];
          const cpuRatio = cpuPage && cpuBare ? cpuBare / cpuPage : null;
          tLines.push(
            `| ${page}${bad ? ` [${bad} bad]` : ''} | ${fmt(realBody.length)} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(b.rps)} | ${fmt(b.p50)} | ${ratio.toFixed(2)} | ${rounds[0].ratio.toFixed(2)}–${rounds[rounds.length - 1].ratio.toFixed(2)} | ${cpuPage === null || cpuBare === null ? 'n/a' : `${cpuPage.toFixed(0)} (${cpuBare.toFixed(0)})`} | ${cpuRatio === null ? 'n/a' : cpuRatio.toFixed(2)} | ${ratio >= BUDGET.throughputRatio ? 'met' : 'NOT met'} |`,
          );
        }
        console.log(`| ${tHeader.join(' | ')} |`);
        console.log(`|${tHeader.map(() => '---').join('|')}|`);
        for (const l of tLines) console.log(l);
      }
      const mem = memoryOf(pid);
      console.log(
        `\nServer memory over the whole run: peak RSS (VmHWM) ${mem.peak === null ? 'n/a' : `${fmt(mem.peak)} MB`}, now ${mem.now === null ? 'n/a' : `${fmt(mem.now)} MB`} (budget ≤ ${BUDGET.peakMb} MB: ${mem.peak !== null && mem.peak <= BUDGET.peakMb ? 'met' : 'NOT met'})`,
      );
      console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await stop(chrome);
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
  });
}

await runBench(main);
