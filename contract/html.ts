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

/** Text cut at a word boundary near `max` characters (by code point), with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Whether rich text holds anything a reader would see: text or a picture. */
export function hasText(html: string | null | undefined): boolean {
  return htmlToText(html) !== '' || /<img\b/i.test(html ?? '');
}
