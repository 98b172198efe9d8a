import { describe, expect, it } from 'vitest';
import { outlineHeadings } from '#app/site/components/RichText.tsx';
import { sanitizeRichText } from '#server/lib/sanitize.ts';
import { cutText, excerpt } from '#contract/html.ts';

const levels = (html: string) => [...html.matchAll(/<h(\d)/g)].map((m) => Number(m[1]));

describe('rich text headings fit the page outline', () => {
  it('a text that starts with H3 under the page title starts at H2, siblings stay siblings', () => {
    const out = outlineHeadings('<p>a</p><h3>One</h3><p>b</p><h3 id="x">Two</h3>', 2);
    expect(out).toBe('<p>a</p><h2>One</h2><p>b</p><h2 id="x">Two</h2>');
  });

  it('skipped levels are closed up, and returning to a higher level works', () => {
    expect(levels(outlineHeadings('<h2>a</h2><h4>b</h4><h4>c</h4><h2>d</h2><h3>e</h3>', 2))).toEqual([2, 3, 3, 2, 3]);
  });

  it('inside a section (top level 3) the headings of the text move below the H2 of the section', () => {
    expect(outlineHeadings('<h2>a</h2><h2>b</h2>', 3)).toBe('<h3>a</h3><h3>b</h3>');
    expect(outlineHeadings('<h1>a</h1><h2>b</h2>', 3)).toBe('<h3>a</h3><h4>b</h4>');
  });

  it('never goes past H6 and leaves text without headings alone', () => {
    expect(levels(outlineHeadings('<h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6>', 5))).toEqual([5, 6, 6, 6, 6]);
    expect(outlineHeadings('<p>header <b>hr</b></p><hr>', 2)).toBe('<p>header <b>hr</b></p><hr>');
  });
});

describe('rich text depth counts the elements the HTML parser builds, nothing else', () => {
  const refused = (html: string) => {
    try {
      sanitizeRichText(html);
    } catch (error) {
      return (error as Error).message;
    }
    return null;
  };

  it('text inside <style>, <script>, <title> and <textarea> is text, not elements (the issue: parser depth 1, refused before)', () => {
    const bold = '<b>x</b>'.repeat(70);
    expect(sanitizeRichText(`<p>Intro</p><style>p{color:red}${bold}</style>`)).toBe('<p>Intro</p>');
    for (const tag of ['script', 'title', 'textarea', 'xmp']) {
      expect(refused(`<p>Intro</p><${tag}>${'<i>'.repeat(70)}</${tag}><p>Ende</p>`), tag).toBeNull();
    }
  });

  it('self-closed SVG and MathML elements do not nest (the issue: an inline SVG with 70 <path/> children, depth 2)', () => {
    const svg = `<svg viewBox="0 0 10 10">${'<path d="M0 0h1"/>'.repeat(70)}</svg>`;
    expect(sanitizeRichText(`<p>Logo</p>${svg}<p>Text</p>`)).toBe('<p>Logo</p><p>Text</p>');
    expect(refused(`<math>${'<mspace width="1em"/>'.repeat(70)}</math><p>x</p>`)).toBeNull();
  });

  it('real nesting over 64 levels is still refused, wherever it is', () => {
    const nested = (open: string, close: string, depth: number) => `${open.repeat(depth)}x${close.repeat(depth)}`;
    expect(refused(nested('<div>', '</div>', 64))).toBeNull();
    expect(refused(nested('<div>', '</div>', 65))).toContain('64 levels');
    // In an SVG the elements that are not self-closed nest; outside SVG/MathML "<div/>" stays open, as the parser leaves it.
    expect(refused(`<svg>${nested('<g>', '</g>', 70)}</svg>`)).toContain('64 levels');
    expect(refused('<div/>'.repeat(70))).toContain('64 levels');
    // After </svg> the HTML rules hold again, and in <foreignObject> inside an SVG too.
    expect(refused(`<svg><path/></svg>${'<span/>'.repeat(70)}`)).toContain('64 levels');
    expect(refused(`<svg><foreignObject>${'<b/>'.repeat(70)}</foreignObject></svg>`)).toContain('64 levels');
  });
});

describe('teasers stay within their length, the ellipsis included', () => {
  const length = (s: string) => Array.from(s).length;

  it('a text without spaces or sentence ends is cut to 299 characters and the ellipsis', () => {
    const teaser = cutText('x'.repeat(400), 300);
    expect(teaser).toBe(`${'x'.repeat(299)}…`);
    expect(length(teaser)).toBe(300);
  });

  it('Chinese without full stops, and words, stay at or under the limit', () => {
    expect(length(cutText('法'.repeat(400), 300))).toBe(300);
    const words = cutText('word '.repeat(100), 300);
    expect(length(words)).toBeLessThanOrEqual(300);
    expect(words).toMatch(/word…$/);
  });

  it('a teaser from rich text counts its plain text, not its markup', () => {
    const teaser = excerpt(`<p>${'a&amp;b '.repeat(80)}</p>`, 300);
    expect(length(teaser)).toBeLessThanOrEqual(300);
    expect(teaser).toMatch(/^a&b a&b .*…$/);
  });

  it('a text that fits is left as it is', () => {
    expect(cutText('Kurz und gut.', 300)).toBe('Kurz und gut.');
  });
});
