import { describe, expect, it } from 'vitest';
import { declaredCharset, invalidUtf8At } from '#server/plugins/json-body.ts';

describe('the bytes of a JSON body', () => {
  it('invalidUtf8At finds where TextDecoder would fail: -1 for UTF-8, else the start of the first broken sequence', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    const decodes = (b: Uint8Array) => {
      try {
        fatal.decode(b);
        return true;
      } catch {
        return false;
      }
    };
    // Bytes drawn mostly from the edges of the ranges that matter (leads, continuations, ASCII).
    const pool = [
      0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xee, 0xef, 0xf0,
      0xf1, 0xf4, 0xf5, 0xff,
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 50_000; n++) {
      const bytes = Uint8Array.from({ length: 1 + (next() % 8) }, () => pool[next() % pool.length]);
      const at = invalidUtf8At(bytes);
      expect(at === -1, Buffer.from(bytes).toString('hex')).toBe(decodes(bytes));
      if (at >= 0) {
        expect(decodes(bytes.subarray(0, at)), Buffer.from(bytes).toString('hex')).toBe(true);
        // The byte there begins no character on its own: the sequence from it is the broken one.
        expect(bytes[at]).toBeGreaterThanOrEqual(0x80);
      }
    }
    expect(invalidUtf8At(Buffer.from('Grüße 😀 漢字'))).toBe(-1);
    expect(invalidUtf8At(Buffer.from('ab\xfc', 'latin1'))).toBe(2);
  });

  it('declaredCharset reads the charset parameter, however it is spelled', () => {
    expect(declaredCharset(undefined)).toBeNull();
    expect(declaredCharset('application/json')).toBeNull();
    expect(declaredCharset('application/json; charset=UTF-8')).toBe('utf-8');
    expect(declaredCharset('application/json;CHARSET="iso-8859-1"; x=y')).toBe('iso-8859-1');
    expect(declaredCharset('application/json; foo=bar ; charset = utf8 ')).toBe('utf8');
  });
});
