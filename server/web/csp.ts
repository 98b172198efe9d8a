import crypto from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
/** A picture's focal point (app/site/components/Picture.tsx): the one inline style the public pages have. */
const FOCAL_STYLE = /\sstyle="(object-position:\d{1,3}% \d{1,3}%)"/g;

/**
 * The CSP allows exactly the inline scripts the app emitted for this page, by hash (CSP level 2):
 * only those carrying this render's random mark (SiteContext.scriptNonce), which is then removed.
 * A script that reached the HTML another way is not allowed. Unlike a per-response nonce,
 * hashes let a rendered page be cached and compressed once.
 */
export function withScriptHashes(html: string, nonce: string, admin: boolean): { html: string; csp: string } {
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (!m[1].includes(mark)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[2]).digest('base64')}'`);
  }
  // Style attributes are allowed by hash too, and only these: a position, never anything else.
  const styles = new Set<string>();
  if (!admin)
    for (const m of html.matchAll(FOCAL_STYLE))
      styles.add(`'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`);
  return { html: html.split(mark).join(''), csp: csp([...hashes].join(' '), admin, [...styles].join(' ')) };
}

/** The page policy allowing the given script hashes (space-separated, may be empty). */
export function csp(scriptHashes: string, admin: boolean, styleAttrHashes = ''): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes}`.trim(),
    // antd's CSS-in-JS writes style elements at run time in the back office; the public site has only style sheets.
    admin ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    ...(styleAttrHashes ? [`style-src-attr 'unsafe-hashes' ${styleAttrHashes}`] : []),
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A page policy that lets the site's own pages frame the page (the back office's preview frame); no other site may. */
export const framedBySite = (policy: string): string =>
  policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
