/**
 * Rich text to plain text, one rule for the server (article summaries), the site (descriptions)
 * and the back office (is a language filled in?): block tags become spaces, other tags vanish,
 * the common entities are decoded, whitespace is collapsed.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Works on a prefix of the HTML too (an unfinished tag at the end is dropped). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      .replace(/<[^>]*$/, '')
      .replace(/<\/?(p|div|br|hr|h[1-6]|li|ul|ol|tr|td|th|blockquote|figure|figcaption|pre)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a sentence ends: Latin punctuation before a space, CJK punctuation anywhere. */
const SENTENCE_END = /[.!?](?=\s)|[。！？]/g;

/**
 * Text cut to at most `max` characters (by code point, an ellipsis included): at the end of a
 * sentence when one ends in the second half (no ellipsis needed), else at a word boundary with an
 * ellipsis, never after a full stop or a comma.
 */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  let cut = chars.slice(0, max).join('');
  let sentence = -1;
  for (const m of cut.matchAll(SENTENCE_END)) sentence = m.index + m[0].length;
  if (sentence > cut.length * 0.5) return cut.slice(0, sentence);
  // Room for the ellipsis.
  cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const head = (space > cut.length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '');
  return /[.!?。！？]$/.test(head) ? head : `${head}…`;
}

/**
 * A teaser of rich text: its prose without the headings (a heading glued before the sentence
 * that follows it reads as nonsense), cut by cutText; the headings only when there is nothing else.
 */
export function excerpt(html: string | null | undefined, max: number): string {
  const prose = htmlToText(html?.replace(/<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]>/gi, ' '));
  return cutText(prose || htmlToText(html), max);
}

/** `text` made safe to put into HTML (an element's text or a quoted attribute). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Whether rich text holds anything a reader would see: text or a picture. */
export function hasText(html: string | null | undefined): boolean {
  return htmlToText(html) !== '' || /<img\b/i.test(html ?? '');
}
