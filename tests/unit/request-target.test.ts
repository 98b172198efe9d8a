import { describe, expect, it } from 'vitest';
import { requestTarget } from '#server/web/render.ts';

describe('the page a request line names', () => {
  it('takes an origin-form path as it is', () => {
    expect(requestTarget('/home?lang=de_DE')).toBe('/home?lang=de_DE');
    expect(requestTarget('//evil.example/home')).toBe('//evil.example/home');
  });
  it('takes only the path and query of an absolute URL, never its host', () => {
    expect(requestTarget('http://evil.example/home?lang=en_US')).toBe('/home?lang=en_US');
    expect(requestTarget('HTTPS://u:p@evil.example:8443/team')).toBe('/team');
    expect(requestTarget('http://evil.example')).toBe('/');
  });
  it('names no page for * or another scheme', () => {
    expect(requestTarget('*')).toBeNull();
    expect(requestTarget('ftp://evil.example/home')).toBeNull();
    expect(requestTarget('javascript:alert(1)')).toBeNull();
  });
});
