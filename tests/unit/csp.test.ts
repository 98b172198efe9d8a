import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withScriptHashes } from '#server/web/csp.ts';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('page CSP', () => {
  const html = [
    '<html><head><script type="application/ld+json">{"a":1}</script></head><body>',
    '<script nonce="MARK">window.__app = 1;</script>',
    '<div class="rich-text"><script>alert(document.cookie)</script></div>',
    '<script nonce="GUESS">alert(2)</script>',
    '<script type="module" async="" nonce="MARK">import "/assets/x.js";</script>',
    '<link rel="modulepreload" href="/assets/x.js" nonce="MARK"/>',
    '</body></html>',
  ].join('');

  it('allows only the inline scripts carrying this render’s mark, and removes the mark', () => {
    const { html: out, csp } = withScriptHashes(html, 'MARK', false);
    expect(csp).toContain(sha('window.__app = 1;'));
    expect(csp).toContain(sha('import "/assets/x.js";'));
    expect(csp).not.toContain(sha('alert(document.cookie)'));
    expect(csp).not.toContain(sha('alert(2)'));
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
    expect(out).not.toContain('MARK');
    expect(out).toContain('<script nonce="GUESS">alert(2)</script>');
  });

  it('public pages allow no inline styles; the back office (antd) does', () => {
    expect(withScriptHashes(html, 'MARK', false).csp).toContain("style-src 'self';");
    expect(withScriptHashes(html, 'MARK', true).csp).toContain("style-src 'self' 'unsafe-inline'");
    for (const admin of [false, true]) {
      const { csp } = withScriptHashes(html, 'MARK', admin);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });
});
