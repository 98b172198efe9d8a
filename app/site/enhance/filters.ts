import { closest, fetchPage, swapRegions } from './dom';

const TYPING_PAUSE_MS = 350;
const REGIONS = ['count', 'results'];

/**
 * A filter form (form[data-filters], method GET: its state is the URL, and without script
 * submitting it loads the filtered page). With script a choice in a select, or a pause in
 * typing, shows the results in place: the server's page for the new URL is fetched and its
 * results put here, the URL follows (one history entry per choice or search), empty fields
 * stay out of it, and back/forward show that URL's results again.
 */
export function filterForms(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-filters]');
  if (!form) return;
  const fields = () =>
    Array.from(form.elements).filter(
      (el): el is HTMLInputElement | HTMLSelectElement =>
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && !!el.name,
    );
  const reset = form.querySelector<HTMLAnchorElement>('[data-filters-reset]');
  let typingTimer = 0;
  let typing = false;

  const urlOfForm = () => {
    const url = new URL(form.action);
    url.search = '';
    for (const el of fields()) if (el.value.trim()) url.searchParams.set(el.name, el.value.trim());
    return url;
  };
  const syncReset = () => {
    if (reset) reset.hidden = !fields().some((el) => el.type !== 'hidden' && el.value.trim());
  };
  const show = async (url: URL, history: 'push' | 'replace' | 'none') => {
    const results = document.querySelector('[data-swap="results"]');
    results?.setAttribute('aria-busy', 'true');
    try {
      const doc = await fetchPage(url.href);
      swapRegions(doc, REGIONS);
      if (history === 'push') window.history.pushState({ filters: true }, '', url.href);
      else if (history === 'replace') window.history.replaceState({ filters: true }, '', url.href);
      syncReset();
    } catch {
      window.location.assign(url.href); // the page itself still works
    } finally {
      results?.removeAttribute('aria-busy');
    }
  };
  const apply = (mode: 'push' | 'replace' = 'push') => {
    window.clearTimeout(typingTimer);
    const url = urlOfForm();
    if (url.href !== window.location.href) void show(url, mode);
  };

  form.addEventListener('change', (e) => {
    if (!closest(e, 'select')) return;
    typing = false;
    apply();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    typing = false;
    apply();
  });
  form.addEventListener('input', (e) => {
    if (!closest(e, 'input[type="search"]')) return;
    window.clearTimeout(typingTimer);
    typingTimer = window.setTimeout(() => {
      // One history entry per search, not per pause in typing.
      apply(typing ? 'replace' : 'push');
      typing = true;
    }, TYPING_PAUSE_MS);
  });
  reset?.addEventListener('click', (e) => {
    e.preventDefault();
    for (const el of fields()) if (el.type !== 'hidden') el.value = '';
    typing = false;
    apply();
  });
  window.addEventListener('popstate', () => {
    const url = new URL(window.location.href);
    for (const el of fields()) if (el.type !== 'hidden') el.value = url.searchParams.get(el.name) ?? '';
    typing = false;
    void show(url, 'none');
  });
}
