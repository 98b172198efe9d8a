/**
 * Rich text from the API. It is sanitised on write (server, allowlist), so it is rendered as is.
 * `lang` marks content that is not in the page's language (a missing translation).
 */
export function Prose({ html, lang, className }: { html: string | null | undefined; lang?: string; className?: string }) {
  if (!html) return null;
  return <div className={`pg-prose${className ? ` ${className}` : ''}`} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
