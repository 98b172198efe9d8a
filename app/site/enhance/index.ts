/**
 * The public site's one script (docs/decisions/009). Every page is complete HTML that works
 * without it; this only enhances: the language choice is saved (spec §4), menus close on Escape
 * and outside clicks, the banner carousel rotates, the team filters apply as they change, "load
 * more" appends in place, the inquiry form is sent in place, and links are prefetched on hover where Speculation Rules are missing.
 * No React, no router, no imports at run time: it is built into one small classic script.
 */
import { languageChoice, mirrorLocale, openStorage } from './locale';
import { menus } from './menus';
import { carousels } from './carousel';
import { filterForms } from './filters';
import { loadMore } from './more';
import { inquiryForms } from './inquiry';
import { prefetchOnIntent } from './prefetch';
import { countPrefetchedView } from './views';
import { whenIdle } from './dom';

/** BASE_PATH, from the script element's data-base ('' at the root). */
const base = (document.currentScript as HTMLScriptElement | null)?.dataset.base ?? '';

/** One feature failing leaves the others (and the page, which works without any of them) intact. */
function run(enhance: (base: string) => void): void {
  try {
    enhance(base);
  } catch (error) {
    console.error(error);
  }
}

// The script loads async, so it never joins the task that ends the page's parsing (with the first
// style and layout, long enough on a phone): it waits for the document, then each feature sets itself
// up in a task of its own, and what reads the cookie, storage or the navigation entry waits for an
// idle moment (see whenIdle).
function start(): void {
  for (const enhance of [languageChoice, menus, carousels, filterForms, loadMore, inquiryForms, prefetchOnIntent])
    window.setTimeout(() => run(enhance), 0);
  for (const enhance of [openStorage, mirrorLocale, countPrefetchedView]) whenIdle(() => run(enhance));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
