import { describe, expect, it } from 'vitest';
import { outlineHeadings } from '../../app/site/components/RichText';

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
