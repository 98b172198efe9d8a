import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { freePort, mulberry32 } from '../support';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { Banner } from '#contract/entities.ts';

/**
 * Crash safety on SQLite: the real server (node --import tsx server/main.ts) takes a stream of
 * writes and is killed with SIGKILL at a random moment, again and again on the same DATA_DIR.
 * Every write it acknowledged with 200 must survive with its full content, every multi-language
 * create must be all or nothing, and the database file must pass PRAGMA integrity_check.
 *
 * A cycle's cost is mostly the server's start-up (several CPU-seconds of module loading), which
 * uses one core: the CRASH_CYCLES cycles (default 20) are run in CRASH_LANES independent lanes
 * (default 2), each with its own DATA_DIR that its server is killed and restarted on.
 */

const ROOT = path.resolve(__dirname, '../..');
const CYCLES = Number(process.env.CRASH_CYCLES || 20);
const LANES = Math.max(1, Number(process.env.CRASH_LANES || 2));
const WRITERS = 4;
const PASSWORD = 'crash-test-password-1';
const SEED = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) >>> 0 : (Date.now() & 0xffffffff) >>> 0;

const LANGS = ['en_US', 'de_DE', 'zh_CN'] as const;

/** Content derived from the tag, so any row can be checked for being whole. */
function filler(tag: string): string {
  const h = crypto.createHash('sha256').update(tag).digest('hex');
  return `${tag} äöü 漢字 😀 ${h}${h}${h}`.slice(0, 400);
}

interface BannerSent {
  id: number;
  lang: string;
  imgPath: string;
  title: string;
  subTitle: string;
  linkUrl: string;
  sort: number;
  top: number;
}

interface OfficeSent {
  no: string;
  names: Record<string, string>;
}

function bannerBody(tag: string, n: number): Omit<BannerSent, 'id'> {
  return {
    lang: LANGS[n % 3],
    imgPath: `/api/upload/${tag}.png`,
    title: `crash ${tag}`,
    subTitle: filler(tag),
    linkUrl: `https://example.com/${tag}`,
    sort: n % 1000,
    top: n % 2,
  };
}

interface Server {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const tsxLoader = pathToFileURL(createRequire(path.join(ROOT, 'package.json')).resolve('tsx')).href;

/**
 * Starts `node --import tsx server/main.ts`. The working directory is an empty folder: the server
 * looks for the web build in ./build, and without one it serves the API only (quicker to start;
 * the pages play no part here).
 */
async function startServer(dataDir: string, cwd: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join(ROOT, 'server/main.ts')], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'none',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (c: Buffer) => (out = (out + c.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = { child, port, base: `http://127.0.0.1:${port}/api`, output: () => out, exited };
  running.add(server);
  void exited.then(() => running.delete(server));

  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`the server exited during start-up:\n${out}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within 60 s:\n${out}`);
    try {
      const res = await fetch(`${server.base}/health`);
      if (res.status === 200) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function kill9(server: Server): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Every server this file started and that still runs (killed in afterAll if a check failed). */
const running = new Set<Server>();

async function login(server: Server): Promise<string> {
  const res = await fetch(`${server.base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'admin', password: PASSWORD }),
  });
  const body = (await res.json()) as { result: string };
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${JSON.stringify(body)}`);
  return body.result;
}

/** A banner row as stored (snake_case columns). */
interface BannerRow {
  id: number | bigint;
  lang: string;
  img_path: string;
  title: string;
  sub_title: string | null;
  link_url: string | null;
  sort: number;
  top: number;
}

/** An office row, stored or served. */
interface OfficeRow {
  no: string;
  lang: string;
  name: string;
}

interface Tally {
  banners: BannerSent[];
  offices: OfficeSent[];
  /** Writes cut off by the kill (no answer): may or may not be stored. */
  unanswered: number;
  /** Writes answered with a status other than 200 (e.g. 429 from the rate limit). */
  refused: Map<number, number>;
}

/** One writer: creates banners and (three-language) offices until told to stop. */
async function writer(
  server: Server,
  token: string,
  lane: string,
  w: number,
  tally: Tally,
  stop: { now: boolean },
  rand: () => number,
): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: token };
  for (let n = 0; !stop.now; n++) {
    const tag = `${lane}w${w}n${n}-${crypto.randomBytes(3).toString('hex')}`;
    const office = rand() < 0.3;
    const body = office ? LANGS.map((lang) => ({ lang, name: `crash ${tag} ${lang}` })) : bannerBody(tag, n);
    let res: Response;
    let json: { result: unknown };
    try {
      res = await fetch(`${server.base}/admin/${office ? 'office' : 'banner'}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      json = await res.json();
    } catch {
      tally.unanswered++;
      continue;
    }
    if (res.status !== 200) {
      tally.refused.set(res.status, (tally.refused.get(res.status) ?? 0) + 1);
      continue;
    }
    if (office) {
      const rows = json.result as { no: string; lang: string; name: string }[];
      tally.offices.push({
        no: rows[0].no,
        names: Object.fromEntries(LANGS.map((lang) => [lang, `crash ${tag} ${lang}`])),
      });
    } else {
      tally.banners.push({ id: (json.result as { id: number }).id, ...(body as Omit<BannerSent, 'id'>) });
    }
  }
}

/** Problems found in the database file (opened read-only while no server runs). */
function checkFile(file: string, tally: Tally): { problems: string[]; bannerRows: number; officeGroups: number } {
  const problems: string[] = [];
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`PRAGMA integrity_check: ${String(integrity)}`);
    const fk = db.pragma('foreign_key_check') as unknown[];
    if (fk.length) problems.push(`PRAGMA foreign_key_check: ${JSON.stringify(fk).slice(0, 300)}`);

    const banners = new Map<number, BannerRow>();
    for (const r of db.prepare('select * from banner').all() as BannerRow[]) banners.set(Number(r.id), r);
    for (const b of tally.banners) {
      const r = banners.get(b.id);
      if (!r) problems.push(`acknowledged banner ${b.id} (${b.title}) is missing`);
      else if (
        r.lang !== b.lang ||
        r.img_path !== b.imgPath ||
        r.title !== b.title ||
        r.sub_title !== b.subTitle ||
        r.link_url !== b.linkUrl ||
        Number(r.sort) !== b.sort ||
        Number(r.top) !== b.top
      ) {
        problems.push(`acknowledged banner ${b.id} differs: ${JSON.stringify(r).slice(0, 300)}`);
      }
    }
    // Every stored crash banner, acknowledged or not, is whole.
    for (const r of banners.values()) {
      const tag = String(r.title).replace(/^crash /, '');
      if (
        String(r.title).startsWith('crash ') &&
        (r.sub_title !== filler(tag) ||
          r.img_path !== `/api/upload/${tag}.png` ||
          r.link_url !== `https://example.com/${tag}`)
      ) {
        problems.push(`banner ${r.id} is not whole: ${JSON.stringify(r).slice(0, 300)}`);
      }
    }

    const offices = new Map<string, Map<string, string>>();
    for (const r of db.prepare('select no, lang, name from office').all() as OfficeRow[]) {
      const m = offices.get(r.no) ?? new Map<string, string>();
      m.set(r.lang, r.name);
      offices.set(r.no, m);
    }
    for (const o of tally.offices) {
      const m = offices.get(o.no);
      if (!m) problems.push(`acknowledged office ${o.no} is missing`);
      else
        for (const lang of LANGS)
          if (m.get(lang) !== o.names[lang])
            problems.push(`acknowledged office ${o.no} ${lang}: ${m.get(lang) ?? 'missing'}`);
    }
    // All or nothing: every office was created in three languages at once.
    for (const [no, m] of offices)
      if (m.size !== LANGS.length)
        problems.push(`office ${no} has ${m.size} of ${LANGS.length} languages: half a create survived`);
    return { problems, bannerRows: banners.size, officeGroups: offices.size };
  } finally {
    db.close();
  }
}

/** Problems seen through the API of the restarted server: every acknowledged write is served. */
async function checkApi(server: Server, token: string, tally: Tally): Promise<string[]> {
  const problems: string[] = [];
  const headers = { authorization: token };
  const served = new Map<number, Banner>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${server.base}/admin/banner?pageSize=100&pageNo=${page}`, { headers });
    const body = (await res.json()) as { result: Banner[]; pageable: { totalCount: number } };
    if (res.status !== 200)
      return [`GET /admin/banner page ${page} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`];
    for (const b of body.result) served.set(b.id, b);
    if (page * 100 >= body.pageable.totalCount) break;
  }
  for (const b of tally.banners) {
    const s = served.get(b.id);
    if (!s) problems.push(`after restart, acknowledged banner ${b.id} is not served`);
    else if (
      s.title !== b.title ||
      s.subTitle !== b.subTitle ||
      s.imgPath !== b.imgPath ||
      s.linkUrl !== b.linkUrl ||
      s.lang !== b.lang ||
      s.sort !== b.sort ||
      s.top !== b.top
    ) {
      problems.push(`after restart, banner ${b.id} is served as ${JSON.stringify(s).slice(0, 300)}`);
    }
  }
  const res = await fetch(`${server.base}/admin/office`, { headers });
  const body = (await res.json()) as { result: OfficeRow[] };
  if (res.status !== 200) return [...problems, `GET /admin/office answered ${res.status}`];
  const names = new Map<string, string>();
  for (const o of body.result as { no: string; lang: string; name: string }[]) names.set(`${o.no} ${o.lang}`, o.name);
  for (const o of tally.offices) {
    for (const lang of LANGS)
      if (names.get(`${o.no} ${lang}`) !== o.names[lang])
        problems.push(`after restart, office ${o.no} ${lang} is ${names.get(`${o.no} ${lang}`) ?? 'missing'}`);
  }
  return problems;
}

interface Lane {
  tally: Tally;
  problems: string[];
  cycles: string[];
  startMs: number;
}

/** One lane: a DATA_DIR whose server is started, written to and killed `cycles` times, then started once more. */
async function runLane(lane: number, cycles: number): Promise<Lane> {
  const rand = mulberry32(SEED + lane);
  const dataDir = path.join(work, `data-${lane}`);
  const cwd = path.join(work, 'cwd');
  fs.mkdirSync(cwd, { recursive: true });
  const tally: Tally = { banners: [], offices: [], unanswered: 0, refused: new Map() };
  const out: Lane = { tally, problems: [], cycles: [], startMs: 0 };
  const problems = out.problems;
  let token = '';

  for (let cycle = 1; cycle <= cycles + 1; cycle++) {
    const where = `lane ${lane} cycle ${cycle}`;
    const t0 = Date.now();
    const server = await startServer(dataDir, cwd);
    out.startMs += Date.now() - t0;
    if (cycle === 1) token = await login(server);
    else {
      // The session made by the first login is an acknowledged write as well: it survives the kills.
      const mine = await fetch(`${server.base}/admin/mine`, { headers: { authorization: token } });
      if (mine.status !== 200) {
        problems.push(`${where}: the session acknowledged before the kills answers ${mine.status} after restart`);
        token = await login(server);
      }
      // What the previous cycles acknowledged is served by the restarted server.
      for (const p of await checkApi(server, token, tally)) problems.push(`${where}: ${p}`);
    }
    if (cycle === cycles + 1 || problems.length) {
      await kill9(server);
      break;
    }

    const before = { banners: tally.banners.length, offices: tally.offices.length, unanswered: tally.unanswered };
    const stop = { now: false };
    const writers = Array.from({ length: WRITERS }, (_, w) =>
      writer(server, token, `l${lane}c${cycle}`, w, tally, stop, rand),
    );
    const delay = 200 + Math.floor(rand() * 601);
    await new Promise((r) => setTimeout(r, delay));
    server.child.kill('SIGKILL');
    stop.now = true;
    await server.exited;
    await Promise.all(writers);
    out.cycles.push(
      `lane ${lane} cycle ${cycle}: killed after ${delay} ms, ${tally.banners.length - before.banners} banners + ${tally.offices.length - before.offices} offices acknowledged, ${tally.unanswered - before.unanswered} cut off`,
    );

    // The file as the kill left it, before any server opens it again.
    for (const p of checkFile(path.join(dataDir, 'site.db'), tally).problems) problems.push(`${where} (file): ${p}`);
    if (problems.length) break;
  }
  return out;
}

/** The lanes' DATA_DIRs and the servers' working directory (made when the test runs). */
let work = '';

describe(`SIGKILL under writes, ${CYCLES} times (SQLite, CRASH_SEED=${SEED})`, () => {
  afterAll(async () => {
    for (const s of [...running]) await kill9(s);
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, whole, and an intact database file', { timeout: 300_000 }, async () => {
    const started = Date.now();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-crash-'));
    const perLane = Array.from({ length: LANES }, (_, i) => Math.floor(CYCLES / LANES) + (i < CYCLES % LANES ? 1 : 0));
    const lanes = await Promise.all(perLane.map((n, i) => runLane(i + 1, n)));

    const problems = lanes.flatMap((l) => l.problems);
    const cycles = lanes.flatMap((l) => l.cycles);
    const banners = lanes.reduce((n, l) => n + l.tally.banners.length, 0);
    const offices = lanes.reduce((n, l) => n + l.tally.offices.length, 0);
    const unanswered = lanes.reduce((n, l) => n + l.tally.unanswered, 0);
    const refused = new Map<number, number>();
    for (const l of lanes) for (const [s, n] of l.tally.refused) refused.set(s, (refused.get(s) ?? 0) + n);
    const lost = problems.filter((p) => /missing|not served|session/.test(p)).length;
    const summary = [
      `CRASH_SEED=${SEED}: ${cycles.length} kill cycles in ${LANES} lane(s) in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(server start-ups ${lanes.map((l) => `${(l.startMs / 1000).toFixed(1)} s`).join(' + ')}); ` +
        `${banners + offices} acknowledged writes (${banners} banners, ${offices} three-language offices), ${unanswered} cut off by the kill, ` +
        `refused: ${[...refused.entries()].map(([s, n]) => `${s}×${n}`).join(' ') || 'none'}; lost = ${lost}`,
      ...cycles.map((l) => `    ${l}`),
    ].join('\n');
    console.log(summary);
    if (problems.length) expect.fail(`${summary}\n${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`);
    expect(cycles.length).toBe(CYCLES);
    expect(banners + offices).toBeGreaterThan(0);
  });
});
