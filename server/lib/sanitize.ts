import sanitizeHtml from 'sanitize-html';
import { badRequest } from './http';

/**
 * The allowlist for rich text written in the back office (TipTap's output: headings, lists,
 * links, quotes, tables, images). Scripts, event handlers, styles, javascript: URLs and
 * iframes never pass; links to other sites get rel="noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark',
    'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** How deep rich text may nest elements: far beyond any article (a table in a list in a quote is 8). */
export const MAX_RICH_TEXT_DEPTH = 64;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements that an opening tag of the same name closes (HTML's optional end tags: "<li>a<li>b"). */
const SELF_CLOSING_SIBLINGS = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/g;

/**
 * Refuses rich text nested deeper than MAX_RICH_TEXT_DEPTH (a 400 naming the limit). The HTML
 * parser behind sanitize-html takes time that grows with the square of the nesting depth: 50,000
 * nested <div>s (a 550 KB body) held the server for seconds and 180,000 for most of a minute. This
 * scan is linear and stops at the first element beyond the limit; its stack never holds more
 * than the limit.
 */
function assertShallow(html: string): void {
  const open: string[] = [];
  for (const [tag, closing, rawName] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (VOID.has(name) || tag.endsWith('/>')) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (SELF_CLOSING_SIBLINGS.has(name) && open[open.length - 1] === name) open.pop();
    open.push(name);
    if (open.length > MAX_RICH_TEXT_DEPTH) throw badRequest(`rich text nests elements more than ${MAX_RICH_TEXT_DEPTH} levels deep`);
  }
}

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  assertShallow(html);
  return sanitizeHtml(html, OPTIONS).trim();
}
