import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, siteFolders } from '../helper';

/**
 * The production server as `npm start` runs it (the built site, `npm run serve`'s flags, the
 * default log level, JSON log lines) on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): what only the built pages show, and what its log says. The build goes to a
 * folder of its own (BUILD_DIR, inside the project so it finds its node_modules).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const { scratch, buildDir, build: buildSite, remove: removeFolders } = siteFolders('lawfirm-built-site-');
const ADMIN_PASSWORD = 'built-site-password-1';
let database: Awaited<ReturnType<typeof createTestDatabase>> = null;

interface Server {
  base: string;
  /** Everything the process printed (stdout and stderr), as it comes. */
  output(): string;
  stop(): Promise<void>;
}
const running: Server[] = [];

/** Starts the built server (`npm run serve`'s command) on the test's data folder and database. */
async function start(env: Record<string, string> = {}): Promise<Server> {
  const flags =
    (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.serve as string).match(
      /--max-[a-z-]+=\d+/g,
    ) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...flags, 'scripts/serve.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: path.join(scratch, 'data'),
      BUILD_DIR: buildDir,
      DATABASE_URL: database?.url ?? '',
      ADMIN_PASSWORD,
      SEED: 'none',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 60 s:\n${output}`)), 60_000);
    const poll = setInterval(() => {
      const m = /Site:\s+(http:\/\/\S+?)\/home/.exec(output);
      if (m && output.includes('└')) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(m[1]);
      }
    }, 50);
    void exited.then(() => reject(new Error(`the server ended:\n${output}`)));
  });
  const server: Server = {
    base,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      running.splice(running.indexOf(server), 1);
    },
  };
  running.push(server);
  return server;
}

beforeAll(async () => {
  database = await createTestDatabase();
  buildSite();
}, 600_000);
afterAll(async () => {
  for (const server of [...running]) await server.stop();
  await database?.drop();
  removeFolders();
});

/** Paths React Router's catch-all cannot match (a line break or line separator in them), and a plain unknown one. */
const REFUSED = ['/%0A', '/%0D', '/a%0Ab', '/%E2%80%A8', '/team/%0A/x', '/admin/%0A', '/no-such-page'];
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

describe('a flood of addresses the router refuses does not flood the log', () => {
  it('at the default level they add no line and no stack trace; each is a 404 page in the visitor’s language', async () => {
    const server = await start();
    await new Promise((r) => setTimeout(r, 300));
    const before = lines(server.output()).length;
    for (let round = 0; round < 10; round++) {
      for (const url of REFUSED) {
        const res = await fetch(`${server.base}${url}`, { headers: { 'accept-language': 'de-DE' } });
        expect(res.status, url).toBe(404);
        const html = await res.text();
        // The site's not-found page says so in words, never as the catalogue's keys (the back office's
        // addresses are the back office's, rendered from the address as sent, for its hydration).
        if (!url.startsWith('/admin')) {
          expect(html, url).toContain('Seite nicht gefunden');
          expect(html, url).not.toContain('error.notFound.title');
        }
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    const added = lines(server.output()).slice(before);
    expect(added, server.output()).toEqual([]);
    expect(server.output()).not.toContain('No route matches');
    await server.stop();
  });

  it('at debug, one line per request: the request line, at debug, with its 404', async () => {
    const server = await start({ LOG_LEVEL: 'debug' });
    await new Promise((r) => setTimeout(r, 300));
    const before = lines(server.output()).length;
    for (const url of REFUSED) await (await fetch(`${server.base}${url}`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
    const added = lines(server.output()).slice(before);
    expect(added.length, server.output()).toBe(REFUSED.length);
    for (const line of added) expect(JSON.parse(line), line).toMatchObject({ level: 20, status: 404 });
    await server.stop();
  });
});

describe('a document whose translation is a draft', () => {
  it('is offered in no language the public cannot open: sitemap, hreflang and the language menu', async () => {
    const server = await start();
    const login = await fetch(`${server.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginAccount: 'admin', password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { result: string }).result;
    const put = await fetch(`${server.base}/api/admin/docs/privacy`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify([
        { lang: 'de_DE', title: 'Datenschutzerklärung', content: '<p>Wir schützen Ihre Daten.</p>' },
        { lang: 'en_US', title: 'Privacy policy (draft)', content: '<p>Not yet.</p>', status: 'draft' },
        { lang: 'zh_CN', title: '隐私政策', content: '<p>我们保护您的数据。</p>' },
      ]),
    });
    expect(put.status, await put.clone().text()).toBe(200);

    // The English page is not there.
    expect((await fetch(`${server.base}/docs/privacy?lang=en_US`)).status).toBe(404);

    // The sitemap lists the German and Chinese page, each naming the other, and no English one;
    // documents nobody wrote (terms, imprint) are not listed at all.
    const xml = await (await fetch(`${server.base}/sitemap.xml`)).text();
    expect(xml).toContain('/docs/privacy?lang=de_DE</loc>');
    expect(xml).toContain('/docs/privacy?lang=zh_CN</loc>');
    expect(xml).toMatch(/hreflang="zh-CN" href="[^"]+\/docs\/privacy\?lang=zh_CN"/);
    expect(xml).not.toContain('/docs/privacy?lang=en_US');
    expect(xml).not.toContain('/docs/terms');
    expect(xml).not.toContain('/docs/imprint');

    // The German page: hreflang names German and Chinese, not English; its language menu leads
    // to the Chinese document and, for English, somewhere that is there (the home page).
    const page = await fetch(`${server.base}/docs/privacy?lang=de_DE`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const hreflangs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      new URL(m[2]).pathname + new URL(m[2]).search,
    ]);
    expect(hreflangs).toEqual([
      ['de-DE', '/docs/privacy?lang=de_DE'],
      ['zh-CN', '/docs/privacy?lang=zh_CN'],
      ['x-default', '/docs/privacy'],
    ]);
    const menu = Object.fromEntries(
      [...html.matchAll(/<a href="([^"]+)"[^>]*data-locale="([^"]+)"/g)].map((m) => [
        m[2],
        m[1].replace(/&amp;/g, '&'),
      ]),
    );
    expect(menu).toEqual({
      de_DE: '/docs/privacy?lang=de_DE',
      en_US: '/home?lang=en_US',
      zh_CN: '/docs/privacy?lang=zh_CN',
    });
    for (const [lang, href] of Object.entries(menu))
      expect((await fetch(`${server.base}${href}`)).status, `${lang}: ${href}`).toBe(200);

    // Published, English is offered everywhere again.
    const publish = await fetch(`${server.base}/api/admin/docs/privacy`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify([{ lang: 'en_US', title: 'Privacy policy', content: '<p>We protect your data.</p>' }]),
    });
    expect(publish.status).toBe(200);
    expect(await (await fetch(`${server.base}/sitemap.xml`)).text()).toContain('/docs/privacy?lang=en_US</loc>');
    expect(await (await fetch(`${server.base}/docs/privacy?lang=de_DE`)).text()).toMatch(
      /<a href="\/docs\/privacy\?lang=en_US"[^>]*data-locale="en_US"/,
    );
    await server.stop();
  });
});
