import { useLibrary, withLibraryAlt } from './library';

const HEADING_TAG = /<(\/?)h([1-6])\b/gi;

/**
 * Renumbers the headings of a piece of rich text so that it fits the page's outline: its top
 * headings become `topLevel`, and each level goes at most one deeper than the heading it sits
 * under. Staff may start a text with H3 or skip from H2 to H4; the page still has no gaps in its
 * heading order (WCAG 1.3.1, and what screen-reader users navigate by).
 */
export function outlineHeadings(html: string, topLevel: number): string {
  const open: { from: number; to: number }[] = [];
  let current = 0;
  return html.replace(HEADING_TAG, (_tag, closing: string, digit: string) => {
    if (closing) return `</h${current || digit}`;
    const from = Number(digit);
    while (open.length && open[open.length - 1].from >= from) open.pop();
    const to = Math.min(6, open.length ? open[open.length - 1].to + 1 : topLevel);
    open.push({ from, to });
    current = to;
    return `<h${to}`;
  });
}

/**
 * Rich text from the API. The server sanitises it on write (sanitize-html with an allowlist), so
 * it is rendered as HTML here; the `.prose` class gives it the site's typography. `headingLevel`
 * is the level its top headings take on this page (2 below the page title, 3 inside a section).
 */
export function RichText({
  html,
  className,
  headingLevel = 2,
}: {
  html: string | null | undefined;
  className?: string;
  headingLevel?: number;
}) {
  const library = useLibrary();
  if (!html) return null;
  return (
    <div
      className={className ? `prose ${className}` : 'prose'}
      dangerouslySetInnerHTML={{ __html: withLibraryAlt(outlineHeadings(html, headingLevel), library) }}
    />
  );
}
