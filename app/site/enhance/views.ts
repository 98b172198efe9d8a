/**
 * The server counts a view of a news, case or honour page on every request for it (server/web/
 * views.ts) but not on a prefetch (Sec-Purpose: prefetch), which may never be seen. A page shown
 * from a Speculation Rules prefetch therefore reports its view itself, once (a POST to its own
 * path; never from a preview link).
 */
export function countPrefetchedView(): void {
  if (!document.querySelector('[data-count-view]') || new URLSearchParams(window.location.search).has('preview'))
    return;
  const [nav] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    deliveryType?: string;
  })[];
  if (nav?.deliveryType === 'navigational-prefetch') navigator.sendBeacon(window.location.pathname);
}
