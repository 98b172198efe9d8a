import { createRequire } from 'node:module';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from './http';

/**
 * The allowlist for rich text written in the back office (TipTap's output: headings, lists,
 * links, quotes, tables, images). Scripts, event handlers, styles, javascript: URLs and
 * iframes never pass; links to other sites get rel="noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'span',
    'div',
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
  // sanitize-html's own default, written here because the depth check parses with the same options.
  parser: { decodeEntities: true },
};

/** How deep rich text may nest elements: far beyond any article (a table in a list in a quote is 8). */
export const MAX_RICH_TEXT_DEPTH = 64;

/**
 * The HTML parser sanitize-html parses with: its own copy of htmlparser2, loaded from where
 * sanitize-html loads it, so the depth below is the depth of the very parse that sanitising does
 * (which elements are void, which start tags close others, which elements hold raw text, where
 * SVG/MathML self-closing applies), whatever version sanitize-html brings.
 */
interface HtmlParser {
  end(html: string): void;
  isVoidElement(name: string): boolean;
}
type HtmlParserConstructor = new (
  handlers: {
    onparserinit?(parser: HtmlParser): void;
    onopentagname?(name: string): void;
    onclosetag?(name: string): void;
  },
  options: sanitizeHtml.IOptions['parser'],
) => HtmlParser;
const { Parser } = createRequire(createRequire(import.meta.url).resolve('sanitize-html'))('htmlparser2') as {
  Parser: HtmlParserConstructor;
};

/**
 * Refuses rich text nested deeper than MAX_RICH_TEXT_DEPTH (a 400 naming the limit). htmlparser2
 * takes time that grows with the square of the nesting depth (its stack of open elements is
 * searched and shifted at every tag): 50,000 nested <div>s (a 550 KB body) held the server for
 * seconds, 180,000 for most of a minute. So the same parser reads the text first and stops as soon
 * as more than the limit of elements are open: its stack never holds more than the limit, which
 * keeps this pass linear. Depth is what the parser builds, nothing else: text inside <style>,
 * <script>, <title> or <textarea> is no element, a self-closed SVG/MathML element (<path/>) does not
 * nest, "<div/>" in HTML stays open as the parser leaves it.
 */
function assertShallow(html: string): void {
  let parser: HtmlParser | undefined;
  let depth = 0;
  // Every element the parser opens is reported by onopentagname and closed by onclosetag, implied
  // closes included; void elements are reported both ways without ever being open.
  new Parser(
    {
      onparserinit: (p) => (parser = p),
      onopentagname: (name) => {
        if (parser?.isVoidElement(name)) return;
        if (++depth > MAX_RICH_TEXT_DEPTH)
          throw badRequest(`rich text nests elements more than ${MAX_RICH_TEXT_DEPTH} levels deep`);
      },
      onclosetag: (name) => {
        if (!parser?.isVoidElement(name)) depth--;
      },
    },
    OPTIONS.parser,
  ).end(html);
}

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  assertShallow(html);
  return sanitizeHtml(html, OPTIONS).trim();
}
