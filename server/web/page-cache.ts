import crypto from 'node:crypto';
import type { Compressible } from './compress';
import type { ApiRead, Rendered } from './render';
import { ALL_KINDS, type KindVersions } from '../lib/content-version';

/**
 * What a cached answer read: each kind of content with its version when the answer was made, the
 * kinds whose change must never be served stale (a detail page's own item), and the local
 * sequence number of that moment (server/lib/content-version.ts).
 */
export interface Deps {
  versions: [string, string][];
  hard: string[];
  /** The items whose own detail it shows (`news#<no>`). */
  items: string[];
  seq: number;
}

/** The dependencies of an answer made from `kinds` at the versions `at` (every answer depends on ALL_KINDS). */
export function depsOf(
  at: KindVersions,
  kinds: Iterable<string>,
  hard: Iterable<string>,
  items: Iterable<string> = [],
): Deps {
  const all = new Set([ALL_KINDS, ...kinds]);
  return {
    versions: [...all].sort().map((k) => [k, at.version(k)]),
    hard: [...new Set(hard)],
    items: [...new Set(items)],
    seq: at.seq,
  };
}

/**
 * Whether something an answer made from the versions `at` may show was withdrawn since (or is
 * its own item, changed since): a render begun then must not be handed to a request now.
 * `deps` says what the page read the last time (unknown: any change counts).
 */
export function withdrawnSince(deps: Deps | undefined, at: KindVersions, now: KindVersions): boolean {
  if (!deps) return now.seq !== at.seq;
  if (deps.items.some((item) => now.itemSeq(item) > at.seq)) return true;
  return deps.versions.some(
    ([kind]) => now.hardSeq(kind) > at.seq || (deps.hard.includes(kind) && now.version(kind) !== at.version(kind)),
  );
}

/**
 * Whether an answer may still be served: 'fresh' while every kind it read is at the version it
 * read; 'stale' after changes that only add or edit content (served while one request makes it
 * again); 'hard' after a change that withdrew content since it was made, or any change of a
 * kind it must never show stale (its own item): then it is made again before anyone sees it.
 */
export function freshness(deps: Deps, now: KindVersions): 'fresh' | 'stale' | 'hard' {
  let state: 'fresh' | 'stale' = 'fresh';
  if (deps.items.some((item) => now.itemSeq(item) > deps.seq)) return 'hard';
  for (const [kind, version] of deps.versions) {
    if (now.version(kind) === version) continue;
    if (deps.hard.includes(kind) || now.hardSeq(kind) > deps.seq) return 'hard';
    state = 'stale';
  }
  return state;
}

/**
 * How long after it was made a page or API answer made stale by an edit is still served as it is
 * while the process is busy (server/plugins/load.ts): however fast editors write, a page is
 * made again at most this often, and no visitor waits for it meanwhile. Not after a withdrawal
 * ('hard'), and not when the process is not busy: then the first request after the edit gets
 * the page made again.
 */
export const GRACE_MS = 500;

/** Whether a `page` an edit made stale may go out as it is now (see GRACE_MS); `busy` is asked only when it matters. */
export const graceServes = (page: Page, busy: () => boolean): boolean =>
  Date.now() - page.checkedAt < GRACE_MS && busy();

/** A rendered answer as it is kept and sent. */
export interface Page extends Compressible {
  status: number;
  headers: [string, string][];
  /** The page as UTF-8 bytes, encoded once rather than per response. */
  body: Buffer;
  /** Weak validator over the bytes alone (pageEtag). */
  etag: string;
  /** Content-Security-Policy with the hashes of this page's inline scripts. */
  csp: string | null;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
  /** When it was last made or found unchanged by the answers it was made from (ms since the epoch). */
  checkedAt: number;
  /** What it read (a public page), for freshness(). */
  deps?: Deps;
  /** The API answers a page was made from (a public page), to find it unchanged after a write. */
  reads?: readonly ApiRead[];
}

/**
 * The bytes the render cache may hold (decision 004): a page is charged three times its body, the
 * most it can hold with its brotli and gzip twins (HTML never compresses to more than its size),
 * so the memory the cache takes stays below this whatever the pages and however many there are.
 * 24 MB is about 150 to 400 pages of 20 to 50 KB.
 */
export const PAGE_CACHE_BYTES = 24 * 1024 * 1024;

/**
 * What a page costs the cache at most: its body and both compressed twins, and what every entry
 * holds besides (its key, its headers, the API answers it was made from, the objects around
 * them), so that many small answers (robots.txt under ten thousand addresses) are charged what
 * they take too.
 */
export const ENTRY_OVERHEAD = 1024;
export const pageCost = (page: Page, key = '') =>
  3 * page.body.length +
  2 * key.length +
  page.headers.reduce((n, [name, value]) => n + 2 * (name.length + value.length), 0) +
  (page.reads ?? []).reduce((n, read) => n + 2 * (read.path.length + read.fingerprint.length) + 64, 0) +
  ENTRY_OVERHEAD;

/**
 * A page's weak validator: a hash of its bytes alone. Not of the versions it was made at: a
 * back-office write that leaves the page as it was keeps its ETag (a visitor's browser still gets
 * its 304), and the validator carries no count of the site's writes. That a page was rendered
 * again after a write still shows, in its Server-Timing and in its time.
 */
export function pageEtag(body: Buffer): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

export function toPage(rendered: Rendered, deps?: Deps): Page {
  const body = Buffer.from(rendered.body);
  const now = Date.now();
  return {
    deps,
    reads: rendered.reads,
    status: rendered.status,
    headers: rendered.headers,
    body,
    csp: rendered.csp,
    etag: pageEtag(body),
    renderedAt: now,
    checkedAt: now,
  };
}

/**
 * Rendered public pages (and public API answers) by language and URL, each with what it read
 * (Deps): whoever serves one judges its freshness against the kinds' versions now (freshness,
 * decision 004). At most `limit` bytes (pageCost); the least recently used
 * page goes first, and a page dearer than a quarter of the limit is not kept at all.
 */
export class PageCache {
  /** Each page with the moment it was last asked for (a counter: a hit costs one lookup and no reordering) and what it was charged. */
  private readonly pages = new Map<string, { page: Page; used: number; cost: number }>();
  private cost = 0;
  private clock = 0;

  constructor(readonly limit = PAGE_CACHE_BYTES) {}

  get size(): number {
    return this.pages.size;
  }

  /** The bytes charged for the pages held (at most `limit`). */
  get bytes(): number {
    return this.cost;
  }

  private drop(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.cost -= entry.cost;
  }

  /** The key of the least recently used page (a walk over the pages, only when one must go). */
  private leastRecent(): string {
    let oldest: string | undefined;
    let used = Infinity;
    for (const [key, entry] of this.pages) {
      if (entry.used < used) [oldest, used] = [key, entry.used];
    }
    return oldest!;
  }

  /** The page kept under this language and URL whatever it read (its freshness is the caller's to judge), counted as a use. */
  peek(locale: string, url: string): Page | undefined {
    const entry = this.pages.get(`${locale}|${url}`);
    if (!entry) return undefined;
    entry.used = ++this.clock;
    return entry.page;
  }

  /** Keeps a 200 without Set-Cookie (anything else is for one visitor or one moment); false if not kept. */
  set(locale: string, url: string, page: Page): boolean {
    if (page.status !== 200 || page.headers.some(([name]) => name === 'set-cookie')) return false;
    const key = `${locale}|${url}`;
    const cost = pageCost(page, key);
    if (cost > this.limit / 4) return false;
    this.drop(key);
    while (this.cost + cost > this.limit) this.drop(this.leastRecent());
    this.pages.set(key, { page, used: ++this.clock, cost });
    this.cost += cost;
    return true;
  }
}
