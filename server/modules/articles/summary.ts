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

/**
 * A plain-text teaser of (already sanitised) rich text, at most `max` characters. Works on a
 * prefix of the HTML too, so lists can read only the head of long articles.
 */
export function plainSummary(html: string | null | undefined, max = 200): string {
  if (!html) return '';
  const text = decodeEntities(
    html
      .replace(/<[^>]*$/, '')
      .replace(/<\/?(p|div|br|hr|h[1-6]|li|ul|ol|tr|td|th|blockquote|figure|figcaption|pre)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** How much of the content a list reads to build the summary. */
export const SUMMARY_SOURCE_CHARS = 2000;
