import { closest, fetchPage, isPlainClick, swapRegions } from './dom';

/**
 * "Load more" (a[data-load-more]) is a link to the list's next page, which the server renders
 * with every item up to it (?page=N: pages 1 to N, at most the last 30 pages), so it works without
 * script and a reloaded page shows what was shown. With script the next page's new items are
 * appended in place (and items it no longer shows, far up a long archive, leave), focus moves to
 * the first of them and the URL becomes that page's (replaceState: reload and back/forward come
 * back to the same list and position).
 */
export function loadMore(): void {
  document.addEventListener('click', (e) => {
    const link = closest<HTMLAnchorElement>(e, 'a[data-load-more]');
    if (!link || !isPlainClick(e)) return;
    e.preventDefault();
    if (!link.hasAttribute('aria-busy')) void append(link);
  });
}

async function append(link: HTMLAnchorElement): Promise<void> {
  const list = document.querySelector<HTMLElement>('[data-list]');
  const failed = document.querySelector<HTMLElement>('[data-load-failed]');
  const label = link.textContent;
  if (!list) return;
  link.setAttribute('aria-busy', 'true');
  link.textContent = link.dataset.loadingLabel ?? label;
  if (failed) failed.hidden = true;
  const url = new URL(link.href);
  url.hash = '';
  try {
    const doc = await fetchPage(url.href);
    const next = Array.from(doc.querySelector('[data-list]')?.children ?? []);
    const shown = new Set(Array.from(list.children, (li) => li.getAttribute('data-key')));
    const kept = new Set(next.map((li) => li.getAttribute('data-key')));
    const added = next
      .filter((li) => !shown.has(li.getAttribute('data-key')))
      .map((li) => list.appendChild(document.importNode(li, true)));
    for (const li of Array.from(list.children)) if (!kept.has(li.getAttribute('data-key'))) li.remove();
    swapRegions(doc, ['count', 'pager']);
    window.history.replaceState(window.history.state, '', url.href);
    added[0]?.querySelector<HTMLElement>('a')?.focus();
  } catch {
    link.removeAttribute('aria-busy');
    link.textContent = label;
    if (failed) failed.hidden = false;
  }
}
