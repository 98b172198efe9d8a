import type { I18n } from './i18n';

/**
 * Spec section 8: a script chunk that fails to load (a deploy replaced it, the network dropped)
 * or a stylesheet chunk that fails shows a clear message with a reload action, never a blank page.
 */
const CHUNK_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
  /ChunkLoadError/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return CHUNK_PATTERNS.some((re) => re.test(text));
}

export function isCssChunkError(error: unknown): boolean {
  return /CSS/i.test(error instanceof Error ? error.message : String(error ?? ''));
}

export function ChunkErrorNotice({ i18n, error }: { i18n: I18n; error?: unknown }) {
  return (
    <div role="alert" className="chunk-error">
      <h1>{i18n.t(isCssChunkError(error) ? 'error.css.title' : 'error.chunk.title')}</h1>
      <p>{i18n.t('error.chunk.text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {i18n.t('error.reload')}
      </button>
    </div>
  );
}
