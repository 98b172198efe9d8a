import { describe, expect, it } from 'vitest';
import { noneMatch } from '#server/web/send.ts';

describe('If-None-Match', () => {
  const etag = '"abc123"';
  it("matches the page's tag alone, in a list, weakly, or as *", () => {
    expect(noneMatch(etag, etag)).toBe(true);
    expect(noneMatch(`W/"zzz", ${etag}`, etag)).toBe(true);
    expect(noneMatch('W/"abc123"', etag)).toBe(true);
    expect(noneMatch('*', etag)).toBe(true);
    expect(noneMatch(['"x"', etag], etag)).toBe(true);
  });
  it('does not match another tag, a tag that only contains it, or nothing', () => {
    expect(noneMatch('"abc1234"', etag)).toBe(false);
    expect(noneMatch('"zzz", W/"yyy"', etag)).toBe(false);
    expect(noneMatch('', etag)).toBe(false);
    expect(noneMatch(undefined, etag)).toBe(false);
  });
});
