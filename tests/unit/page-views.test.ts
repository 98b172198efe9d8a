import { describe, expect, it } from 'vitest';
import { articlePageOf, isPrefetch } from '#server/web/views.ts';

/** Which requests count as a visit of an article page (server/web/views.ts, decision 009). */
describe('page views', () => {
  it('knows the detail pages of news, cases and honours by their site path', () => {
    expect(articlePageOf('/news/detail/12')).toMatchObject({ cfg: { kind: 'news' }, id: 12 });
    expect(articlePageOf('/case/detail/3')).toMatchObject({ cfg: { kind: 'case' }, id: 3 });
    expect(articlePageOf('/honor/detail/7')).toMatchObject({ cfg: { kind: 'honour' }, id: 7 });
    for (const other of [
      '/news',
      '/news/detail/',
      '/news/detail/0',
      '/news/detail/01',
      '/news/detail/12/x',
      '/news/detail/abc',
      '/news/detail/99999999999',
      '/team/detail/1',
    ]) {
      expect(articlePageOf(other), other).toBeNull();
    }
  });

  it('takes a prefetch (Sec-Purpose or the older Purpose header) for no visit', () => {
    const req = (headers: Record<string, string>) => ({ headers });
    expect(isPrefetch(req({ 'sec-purpose': 'prefetch' }))).toBe(true);
    expect(isPrefetch(req({ 'sec-purpose': 'prefetch;anonymous-client-ip' }))).toBe(true);
    expect(isPrefetch(req({ purpose: 'prefetch' }))).toBe(true);
    expect(isPrefetch(req({}))).toBe(false);
  });
});
