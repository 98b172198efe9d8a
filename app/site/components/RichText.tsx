/**
 * Rich text from the API. The server sanitises it on write (sanitize-html with an allowlist), so
 * it is rendered as HTML here; the `.prose` class gives it the site's typography.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
