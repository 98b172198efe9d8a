import { describe, expect, it } from 'vitest';
import { PageCache, pageCost, pageEtag, toPage } from '#server/web/page-cache.ts';
import type { Rendered } from '#server/web/render.ts';
import { pageQueryKey as keyOf } from '#contract/urls.ts';

const rendered = (body: string, over: Partial<Rendered> = {}): Rendered => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body,
  csp: "default-src 'self'",
  reads: [],
  ...over,
});

describe('page cache', () => {
  it('misses, then hits with the very page it kept (and its compressed twins)', () => {
    const cache = new PageCache();
    expect(cache.peek('en_US', '/home')).toBeUndefined();
    const page = toPage(rendered('<p>home</p>'));
    expect(cache.set('en_US', '/home', page)).toBe(true);
    expect(cache.peek('en_US', '/home')).toBe(page);
    expect(cache.peek('de_DE', '/home')).toBeUndefined();
    expect(cache.peek('en_US', '/home?lang=en_US')).toBeUndefined();
    expect(cache.peek('en_US', '/about')).toBeUndefined();
  });

  it('a page rendered again replaces the one kept under its language and URL', () => {
    const cache = new PageCache();
    const old = toPage(rendered('<p>old</p>'));
    cache.set('en_US', '/home', old);
    expect(cache.peek('en_US', '/home')).toBe(old);
    const fresh = toPage(rendered('<p>new</p>'));
    cache.set('en_US', '/home', fresh);
    expect(cache.peek('en_US', '/home')).toBe(fresh);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(pageCost(fresh, 'en_US|/home'));
  });

  it('keeps no page that sets a cookie or is not a 200', () => {
    const cache = new PageCache();
    const withCookie = toPage(rendered('<p>x</p>', { headers: [['set-cookie', 'a=b']] }));
    expect(cache.set('en_US', '/a', withCookie)).toBe(false);
    for (const status of [201, 301, 404, 500])
      expect(cache.set('en_US', '/b', toPage(rendered('<p>x</p>', { status })))).toBe(false);
    expect(cache.peek('en_US', '/a')).toBeUndefined();
    expect(cache.peek('en_US', '/b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its limit in bytes (a page costs three times its body, with its key and headers), dropping the least recently used page', () => {
    // Keys of one length ('en_US|/1' … 'en_US|/9'), so every page costs the same.
    const page = (url: string) => toPage(rendered(url.padEnd(1000, '.')));
    const one = pageCost(page('/1'), 'en_US|/1');
    const cache = new PageCache(4 * one);
    for (const url of ['/1', '/2', '/3', '/4']) cache.set('en_US', url, page(url));
    expect(cache.bytes).toBe(4 * one);
    expect(cache.peek('en_US', '/1')).toBeDefined();
    cache.set('en_US', '/5', page('/5'));
    expect(cache.size).toBe(4);
    expect(cache.peek('en_US', '/2')).toBeUndefined();
    for (const url of ['/1', '/3', '/4', '/5']) expect(cache.peek('en_US', url), url).toBeDefined();
    for (let i = 6; i < 10; i++) cache.set('en_US', `/${i}`, page(`/${i}`));
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBe(4 * one);
    // A big page pushes out as many small ones as it needs; one over a quarter of the limit is not kept.
    const big = new PageCache(8 * one);
    for (let i = 0; i < 8; i++) big.set('en_US', `/${i}`, page(`/${i}`));
    expect(big.set('en_US', '/big', toPage(rendered('x'.repeat(2000))))).toBe(true);
    expect(big.size).toBe(7);
    expect(big.set('en_US', '/huge', toPage(rendered('x'.repeat(3000))))).toBe(false);
    expect(big.bytes).toBeLessThanOrEqual(8 * one);
  });

  it('charges what each entry holds besides the page, so ten thousand tiny answers under long keys stay within the limit', () => {
    const limit = 1024 * 1024;
    const cache = new PageCache(limit);
    const robots = toPage(
      rendered('User-agent: *\nAllow: /\n'.repeat(20), { headers: [['content-type', 'text/plain']] }),
    );
    const long = 'x'.repeat(14_000);
    for (let i = 0; i < 10_000; i++) cache.set('en_US', `/robots.txt?cata=${long}${i}`, robots);
    // What the entries really hold (each key as a UTF-16 string, the body with its twins) is within the limit.
    expect(cache.size * (2 * 14_000 + 3 * robots.body.length)).toBeLessThanOrEqual(limit);
    expect(cache.bytes).toBeLessThanOrEqual(limit);
  });

  it('gives the same weak ETag for the same bytes whenever they are rendered, another for other bytes', () => {
    const a = toPage(rendered('<p>héllo</p>'));
    expect(a.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(toPage(rendered('<p>héllo</p>', { csp: null })).etag).toBe(a.etag);
    expect(pageEtag(Buffer.from('<p>héllo</p>'))).toBe(a.etag);
    expect(toPage(rendered('<p>hello</p>')).etag).not.toBe(a.etag);
    // A render after a write elsewhere that leaves this page's bytes keeps its ETag: the validator
    // carries nothing but the bytes.
    expect(toPage(rendered('<p>héllo</p>')).etag).toBe(a.etag);
  });
});

describe('the query a cached page is keyed on', () => {
  it('keeps the parameters pages read, in one order, and drops the rest', () => {
    const pageQueryKey = (search: string) => keyOf(new URLSearchParams(search));
    expect(pageQueryKey('')).toBe('');
    expect(pageQueryKey('?fbclid=IwAR1&utm_source=x&gclid=Cj0')).toBe('');
    expect(pageQueryKey('?page=2&fbclid=IwAR1&lang=de_DE')).toBe('?lang=de_DE&page=2');
    expect(pageQueryKey('?lang=de_DE&page=2')).toBe(pageQueryKey('?page=2&lang=de_DE'));
    expect(pageQueryKey('?office=3&job=2&area=1&q=M%C3%BCller&cata=7')).toBe(
      '?cata=7&q=M%C3%BCller&area=1&job=2&office=3',
    );
    // A repeated parameter: the first value, as pages read it.
    expect(pageQueryKey('?page=3&page=2')).toBe('?page=3');
    expect(pageQueryKey('?page=2&page=3')).not.toBe(pageQueryKey('?page=3&page=2'));
    // The same search spelled two ways is one entry.
    expect(pageQueryKey('?q=Müller')).toBe(pageQueryKey('?q=M%C3%BCller'));
    expect(pageQueryKey('?q=a+b')).toBe(pageQueryKey('?q=a%20b'));
  });

  it('keeps each value as the page reads it, so no address makes a long or a second key for the same page', () => {
    const pageQueryKey = (search: string) => keyOf(new URLSearchParams(search));
    // A number the page ignores (not 1 to 7 digits) is left out, as the page leaves it out.
    expect(pageQueryKey(`?cata=${'x'.repeat(14_000)}&page=2`)).toBe('?page=2');
    expect(pageQueryKey('?cata=12345678&area=-1&job=1.5')).toBe('');
    expect(pageQueryKey('?page=007')).toBe('?page=7');
    // A language as the locale it names; one that names none, left out.
    expect(pageQueryKey('?lang=de')).toBe('?lang=de_DE');
    expect(pageQueryKey(`?lang=de${'x'.repeat(1000)}`)).toBe('?lang=de_DE');
    expect(pageQueryKey('?lang=xx')).toBe('');
    // A first value the page ignores leaves the parameter out, whatever follows it: the page shows
    // the default tab for ?cata=x&cata=4, which must not be kept as the page of ?cata=4.
    for (const first of ['x', '', '12345678'])
      expect(pageQueryKey(`?cata=${first}&cata=4&area=${first}&area=4`)).toBe('');
    expect(pageQueryKey('?lang=xx&lang=de_DE')).toBe('');
    // A blank search is no search.
    expect(pageQueryKey('?q=%20%20&q=Weber')).toBe('');
  });

  it('keys a page number that is not one apart from the first page (a list answers 404 for it), and ?sent as the form reads it', () => {
    const pageQueryKey = (search: string) => keyOf(new URLSearchParams(search));
    // Every spelling that is no page number is one key, never the first page's (nor any other's).
    for (const bad of ['-1', 'abc', '', '12345678', '1.5', '+1'])
      expect(pageQueryKey(`?cata=2&page=${encodeURIComponent(bad)}&lang=de_DE`), bad).toBe('?lang=de_DE&page=&cata=2');
    expect(pageQueryKey('?page=abc')).not.toBe(pageQueryKey(''));
    expect(pageQueryKey('?page=abc&page=2')).toBe('?page=');
    expect(pageQueryKey('?page=0')).toBe('?page=0');
    // The inquiry form says "sent" for exactly ?sent=1: any other value is the page without it.
    expect(pageQueryKey('?sent=1')).toBe('?sent=1');
    for (const other of ['01', '2', '', 'yes']) expect(pageQueryKey(`?sent=${other}`), other).toBe('');
  });
});
