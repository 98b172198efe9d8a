import { closest } from './dom';

/**
 * The inquiry form (form[data-inquiry-form]) is a plain POST that works without script. With
 * script it is sent in place: what the server answers a visitor without script (the page with the
 * confirmation, after its 303, or the page with the form and each field's message) gives the
 * element that replaces the form; focus moves to it, and after a confirmation the address becomes
 * the confirmation's (a reload shows it again instead of sending twice).
 */
export function inquiryForms(): void {
  document.addEventListener('submit', (e) => {
    const form = closest<HTMLFormElement>(e, 'form[data-inquiry-form]');
    if (!form || e.defaultPrevented) return;
    e.preventDefault();
    if (!form.hasAttribute('aria-busy')) void send(form);
  });
}

async function send(form: HTMLFormElement): Promise<void> {
  form.setAttribute('aria-busy', 'true');
  let res: Response;
  try {
    const body = new URLSearchParams(new FormData(form) as unknown as string[][]);
    res = await fetch(form.action, {
      method: 'POST',
      body,
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
    });
  } catch {
    // Nothing reached the server: the browser's own submission says what is wrong.
    form.removeAttribute('aria-busy');
    form.submit();
    return;
  }
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const next = doc.querySelector('[data-inquiry-sent], form[data-inquiry-form]');
  // An answer without either (an error page): show it as the browser would have.
  if (!next) return void window.location.assign(res.url);
  const node = document.importNode(next, true) as HTMLElement;
  form.replaceWith(node);
  if (node.hasAttribute('data-inquiry-sent')) window.history.replaceState(window.history.state, '', res.url);
  const target = node.querySelector<HTMLElement>('[role="alert"]') ?? node;
  target.tabIndex = -1;
  target.focus();
}
