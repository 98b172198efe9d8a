import { closest } from './dom';

/** Paths (after the base path) never prefetched: the back office, the API, vCard downloads. */
const EXCLUDED = /^\/(admin|api\/|team\/vcard\/)/;

/**
 * Browsers with Speculation Rules prefetch from the page's <script type="speculationrules">
 * (app/site/layout.tsx). Others get this: a same-origin page link is prefetched
 * (<link rel="prefetch">) when the pointer rests on it, a finger touches it or it gets focus,
 * with the same exclusions (data-no-prefetch marks a link or an area as excluded).
 */
export function prefetchOnIntent(base: string): void {
  if (typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules')) return;
  const done = new Set<string>([window.location.href.split('#')[0]]);
  const prefetch = (e: Event) => {
    const link = closest<HTMLAnchorElement>(e, 'a[href]');
    if (
      !link ||
      link.origin !== window.location.origin ||
      link.target ||
      link.hasAttribute('download') ||
      link.closest('[data-no-prefetch]')
    )
      return;
    if (!link.pathname.startsWith(`${base}/`) || EXCLUDED.test(link.pathname.slice(base.length))) return;
    const url = link.href.split('#')[0];
    if (done.has(url)) return;
    done.add(url);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url;
    document.head.append(hint);
  };
  for (const type of ['mouseover', 'touchstart', 'focusin'])
    document.addEventListener(type, prefetch, { passive: true, capture: true });
}
