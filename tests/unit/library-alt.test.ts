import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt } from '#app/admin/edit/usePublication.ts';
import { indexLibrary } from '#contract/media.ts';

/**
 * The publish check (issue 33): a picture in a text without its own alt text counts as described
 * when the media library has an alt text for it in the language of that text, and only then.
 */
describe('pictures without alt text, reading the library', () => {
  const src = '/api/upload/2026/11/AbCdEfGhIjKlMnOpQrSt_800x500.png';
  const values = {
    de_DE: { content: `<p><img src="${src}"></p>` },
    en_US: { content: `<p><img src="${src}" alt=""></p><img src="/api/upload/2026/11/other_10x10.png" alt="Own">` },
  };

  it('counts every picture without its own alt text when the library says nothing', () => {
    expect(imagesWithoutAlt(values)).toBe(2);
    expect(imagesWithoutAlt(values, {})).toBe(2);
  });

  it('a picture the library describes in that language is not counted; in another language it still is', () => {
    const described = indexLibrary([{ id: 'AbCdEfGhIjKlMnOpQrSt', path: '2026/11/AbCdEfGhIjKlMnOpQrSt_800x500.png' }]);
    const library = { de_DE: described };
    expect(imagesWithoutAlt(values, library)).toBe(1);
    const both = { ...library, en_US: described };
    expect(imagesWithoutAlt(values, both)).toBe(0);
  });
});
