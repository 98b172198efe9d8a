import { closest } from './dom';

/**
 * The header's disclosure menus (<details data-menu>: the language menu and the phone menu) open
 * and close without script; with it only one is open at a time, and a click outside, Escape or
 * leaving with Tab closes them. The arrow keys move through the language list.
 */
export function menus(): void {
  const all = Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-menu]'));
  if (!all.length) return;
  document.addEventListener('click', (e) => {
    for (const menu of all) if (menu.open && !(e.target instanceof Node && menu.contains(e.target))) menu.open = false;
  });
  for (const menu of all) {
    const summary = menu.querySelector('summary');
    menu.addEventListener('toggle', () => {
      if (menu.open) for (const other of all) if (other !== menu) other.open = false;
    });
    menu.addEventListener('focusout', (e) => {
      if (menu.open && e.relatedTarget instanceof Node && !menu.contains(e.relatedTarget)) menu.open = false;
    });
    menu.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && menu.open) {
        menu.open = false;
        summary?.focus();
        return;
      }
      if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || !closest(e, '[data-menu-list], summary')) return;
      const links = Array.from(menu.querySelectorAll<HTMLAnchorElement>('[data-menu-list] a'));
      if (!links.length) return;
      e.preventDefault();
      menu.open = true;
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === 'ArrowDown' ? at + 1 : at < 0 ? links.length - 1 : at - 1;
      links[(next + links.length) % links.length].focus();
    });
  }
}
