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

/** Elements htmlparser2 never leaves open (a subset of its list: one it does not know counts as open). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/**
 * What a start tag closes while it is the innermost open element (HTML's optional end tags:
 * "<li>a<li>b", "<tr><td>x<tr>"), as htmlparser2 4–10 does it (its `openImpliesClose`).
 */
const P = ['p'];
const FORM = ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'];
const IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>(
  Object.entries({
    tr: ['tr', 'th', 'td'], th: ['th'], td: ['thead', 'th', 'td'], body: ['head', 'link', 'script'], li: ['li'],
    p: P, h1: P, h2: P, h3: P, h4: P, h5: P, h6: P,
    select: FORM, input: FORM, output: FORM, button: FORM, datalist: FORM, textarea: FORM,
    option: ['option'], optgroup: ['optgroup', 'option'], dd: ['dd', 'dt'], dt: ['dd', 'dt'],
    address: P, article: P, aside: P, blockquote: P, details: P, div: P, dl: P, fieldset: P, figcaption: P, figure: P, footer: P,
    form: P, header: P, hr: P, main: P, nav: P, ol: P, pre: P, section: P, table: P, ul: P,
    rt: ['rt', 'rp'], rp: ['rt', 'rp'], tbody: ['thead', 'tbody'], tfoot: ['thead', 'tbody'],
  }).map(([name, closes]) => [name, new Set(closes)]),
);
/** Elements whose content htmlparser2 reads as text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const isLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const tooDeep = () => badRequest(`rich text nests elements more than ${MAX_RICH_TEXT_DEPTH} levels deep`);

/** Where a start tag whose name ends at `from` ends (the index of its ">"), as htmlparser2 reads attributes; -1: it never ends. */
function startTagEnd(html: string, from: number): number {
  let state: 'beforeName' | 'name' | 'afterName' | 'beforeValue' | 'unquoted' = 'beforeName';
  for (let j = from; j < html.length; j++) {
    const c = html[j];
    if (state === 'beforeValue' && (c === '"' || c === "'")) {
      const close = html.indexOf(c, j + 1);
      if (close < 0) return -1;
      j = close;
      state = 'beforeName';
      continue;
    }
    if (c === '>') return j;
    if (state === 'beforeName') {
      if (c !== '/' && !isSpace(c)) state = 'name';
    } else if (state === 'name' || state === 'afterName') {
      if (c === '=') state = 'beforeValue';
      else if (c === '/') state = 'beforeName';
      else if (isSpace(c)) state = 'afterName';
      else state = 'name';
    } else if (state === 'beforeValue') {
      if (!isSpace(c)) state = 'unquoted';
    } else if (isSpace(c)) state = 'beforeName';
  }
  return -1;
}

/**
 * Refuses rich text nested deeper than MAX_RICH_TEXT_DEPTH (a 400 naming the limit). The HTML
 * parser behind sanitize-html (htmlparser2) takes time that grows with the square of the nesting
 * depth: 50,000 nested <div>s (a 550 KB body) held the server for seconds, 180,000 for most of a
 * minute. This scan reads the text once, front to back, with the parser's rules for where a tag,
 * a quoted attribute, a comment, a `<!…>`/`<?…>` declaration and the text of a <script>-like
 * element begin and end, and never counts less depth than the parser builds: every start tag
 * counts (`<div/>` too, which the parser leaves open), an end tag closes only where the parser
 * surely reads it as one. Its stack never holds more than the limit.
 */
function assertShallow(html: string): void {
  const open: string[] = [];
  const push = (name: string) => {
    const closes = IMPLIES_CLOSE.get(name);
    while (closes && open.length && closes.has(open[open.length - 1])) open.pop();
    if (VOID.has(name)) return;
    open.push(name);
    if (open.length > MAX_RICH_TEXT_DEPTH) throw tooDeep();
  };
  let i = html.indexOf('<');
  while (i >= 0) {
    const next = html[i + 1];
    if (next === '!' || next === '?') {
      // A comment ends at "-->" ("<!-->" is one), CDATA at "]]>", a processing instruction at ">", any
      // other declaration at the first ">" after the character the parser takes for its kind ("<!>"
      // and "<!->" do not end there: "<b><!></b>" leaves <b> open).
      let end: number;
      if (next === '?') end = html.indexOf('>', i + 2);
      else if (html.startsWith('<!--', i)) end = html.indexOf('-->', i + 2);
      else if (html.startsWith('<![CDATA[', i)) end = html.indexOf(']]>', i + 9);
      else end = html.indexOf('>', html[i + 2] === '-' ? i + 4 : i + 3);
      if (end < 0) return;
      i = html.indexOf('<', end + 1);
    } else if (next === '/') {
      // An end tag: nothing up to its ">" is a tag. The parser also reads "</ div>"; counting it open is on the safe side.
      const end = html.indexOf('>', i + 2);
      if (end < 0) return;
      if (isLetter(html[i + 2])) {
        let k = i + 2;
        while (k < end && !isSpace(html[k])) k++;
        const at = open.lastIndexOf(html.slice(i + 2, k).toLowerCase());
        if (at >= 0) open.length = at;
      }
      i = html.indexOf('<', end + 1);
    } else if (isLetter(next)) {
      let k = i + 1;
      while (k < html.length && html[k] !== '/' && html[k] !== '>' && !isSpace(html[k])) k++;
      const name = html.slice(i + 1, k).toLowerCase();
      push(name);
      const end = startTagEnd(html, k);
      if (end < 0) return;
      if (RAW_TEXT.has(name)) {
        // Up to "</name" and a space or ">", the parser reads text; a "<x" in it still counts as open.
        const close = new RegExp(`</${name}[ \\t\\n\\f\\r>]`, 'ig');
        close.lastIndex = end + 1;
        const found = close.exec(html);
        const stop = found ? found.index : html.length;
        for (let t = html.indexOf('<', end + 1); t >= 0 && t < stop; t = html.indexOf('<', t + 1)) if (isLetter(html[t + 1])) push('');
        if (!found) return;
        i = found.index;
      } else i = html.indexOf('<', end + 1);
    } else i = html.indexOf('<', i + 1);
  }
}

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  assertShallow(html);
  return sanitizeHtml(html, OPTIONS).trim();
}
