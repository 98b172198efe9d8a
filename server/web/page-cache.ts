import crypto from 'node:crypto';
import type { Locale } from '../../contract/locales';
import type { Compressible } from './compress';
import type { Rendered } from './render';

/** A rendered answer as it is kept and sent. */
export interface Page extends Compressible {
  /** The content version it was rendered at ('' for the back office, never cached). */
  version: string;
  status: number;
  headers: [string, string][];
  /** The page as UTF-8 bytes, encoded once rather than per response. */
  body: Buffer;
  /** Weak validator over the version and the bytes. */
  etag: string;
  /** Content-Security-Policy with the hashes of this page's inline scripts. */
  csp: string | null;
}

export const PAGE_CACHE_LIMIT = 500;

export function pageEtag(version: string, body: Buffer): string {
  return `W/"${crypto.createHash('sha1').update(version).update(body).digest('base64url').slice(0, 27)}"`;
}

export function toPage(rendered: Rendered, version: string): Page {
  const body = Buffer.from(rendered.body);
  return { version, status: rendered.status, headers: rendered.headers, body, csp: rendered.csp, etag: pageEtag(version, body) };
}

/**
 * Rendered public pages by language and URL, served only while the content version they were
 * rendered at is current (decision 004). At most `limit` pages; the least recently used goes first.
 */
export class PageCache {
  private readonly pages = new Map<string, Page>();

  constructor(readonly limit = PAGE_CACHE_LIMIT) {}

  get size(): number {
    return this.pages.size;
  }

  get(locale: Locale, url: string, version: string): Page | undefined {
    const key = `${locale}|${url}`;
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.version !== version) return undefined;
    this.pages.set(key, page);
    return page;
  }

  /** Keeps a 200 without Set-Cookie (anything else is for one visitor or one moment); false if not kept. */
  set(locale: Locale, url: string, page: Page): boolean {
    if (page.status !== 200 || page.headers.some(([name]) => name === 'set-cookie')) return false;
    const key = `${locale}|${url}`;
    this.pages.delete(key);
    if (this.pages.size >= this.limit) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
    return true;
  }
}
