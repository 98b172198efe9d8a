/** A plain left click without modifier keys: anything else (new tab, download) is left to the browser. */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.defaultPrevented && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** The element of `selector` that an event happened in, if any. */
export function closest<T extends Element>(e: Event, selector: string): T | null {
  return e.target instanceof Element ? e.target.closest<T>(selector) : null;
}

/** Another rendering of a site page, as the server sends it to a visitor without script. */
export async function fetchPage(url: string): Promise<Document> {
  const res = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return new DOMParser().parseFromString(await res.text(), 'text/html');
}

/**
 * Puts the regions marked data-swap="<name>" of `doc` in place of this page's: a live region
 * (role=status) keeps its element and takes the new text, so screen readers announce it.
 */
export function swapRegions(doc: Document, names: string[]): void {
  for (const name of names) {
    const current = document.querySelector(`[data-swap="${name}"]`);
    const next = doc.querySelector(`[data-swap="${name}"]`);
    if (!current || !next) continue;
    if (current.getAttribute('role') === 'status') current.textContent = next.textContent;
    else current.replaceWith(document.importNode(next, true));
  }
}

/**
 * Runs `task` when the browser is idle after loading (at the latest after `timeout` ms). For work
 * that touches the cookie jar, storage or the performance timeline: their first access in a page
 * is a synchronous call to the browser process (tens of milliseconds on a phone), which must not
 * lengthen the task that shows the page.
 */
export function whenIdle(task: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 200);
}
