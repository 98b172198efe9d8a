import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed, MIN_COMPRESS_BYTES, pickEncoding, type Compressible } from '#server/web/compress.ts';

// Text that compresses like a page: repeated markup with varying words.
const page = (bytes: number): Compressible => {
  const words = crypto.randomBytes(64).toString('hex').match(/.{4}/g)!;
  let html = '';
  for (let i = 0; html.length < bytes; i++)
    html += `<li class="item"><a href="/news/${i}">${words[i % words.length]} ${i}</a></li>\n`;
  return { body: Buffer.from(html.slice(0, bytes)) };
};

describe('page compression', () => {
  it('prefers brotli, then gzip, per Accept-Encoding', () => {
    const size = 5000;
    expect(pickEncoding(size, 'gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding(size, 'br')).toBe('br');
    expect(pickEncoding(size, 'gzip, deflate')).toBe('gzip');
    expect(pickEncoding(size, ['gzip', 'BR'])).toBe('br');
    expect(pickEncoding(size, 'deflate')).toBeNull();
    expect(pickEncoding(size, 'identity')).toBeNull();
    expect(pickEncoding(size, '')).toBeNull();
    // A coding refused with q=0 is never sent; a wildcard stands for the codings not named.
    expect(pickEncoding(size, 'gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding(size, 'br;q=0, gzip;q=0, identity;q=0')).toBeNull();
    expect(pickEncoding(size, 'br; q=0.0, gzip; q=0.5')).toBe('gzip');
    expect(pickEncoding(size, '*')).toBe('br');
    expect(pickEncoding(size, '*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(size, 'br;q=abc, gzip')).toBe('gzip');
    expect(pickEncoding(size, undefined)).toBeNull();
  });

  it('leaves bodies up to the threshold as they are', () => {
    expect(pickEncoding(0, 'br, gzip')).toBeNull();
    expect(pickEncoding(MIN_COMPRESS_BYTES, 'br, gzip')).toBeNull();
    expect(pickEncoding(MIN_COMPRESS_BYTES + 1, 'br, gzip')).toBe('br');
  });

  it('round-trips through brotli and gzip, and makes the page smaller', async () => {
    const item = page(50_000);
    const br = await compressed(item, 'br');
    const gz = await compressed(item, 'gzip');
    expect(zlib.brotliDecompressSync(br).equals(item.body)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(item.body)).toBe(true);
    expect(br.length).toBeLessThan(item.body.length / 2);
    expect(gz.length).toBeLessThan(item.body.length / 2);
  });

  it('compresses a page once, shared by concurrent and later requests', async () => {
    const item = page(200_000);
    const [brs, gzs] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => compressed(item, 'br'))),
      Promise.all(Array.from({ length: 20 }, () => compressed(item, 'gzip'))),
    ]);
    expect(new Set(brs).size).toBe(1);
    expect(new Set(gzs).size).toBe(1);
    expect(await compressed(item, 'br')).toBe(brs[0]);
    expect(brs[0]).not.toBe(gzs[0]);
    const other = page(200_000);
    expect(await compressed(other, 'br')).not.toBe(brs[0]);
  });

  it('does not block the event loop while compressing', async () => {
    const item = page(300_000);
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    await compressed(item, 'br');
    done = true;
    expect(turns).toBeGreaterThan(0);
  });
});
