const INTERVAL_MS = 7000;

/**
 * The home banner carousel (WAI-ARIA APG carousel pattern). Without script the first slide is
 * shown and the controls stay hidden. With it: previous/next, a slide picker and a pause button;
 * rotation starts unless the visitor prefers reduced motion, and stops while the pointer is over
 * the carousel or focus is in it; the slides are a polite live region only while not rotating.
 */
export function carousels(): void {
  for (const root of Array.from(document.querySelectorAll<HTMLElement>('[data-carousel]'))) enhance(root);
}

function enhance(root: HTMLElement): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('.carousel__slide'));
  const controls = root.querySelector<HTMLElement>('.carousel__controls');
  const viewport = root.querySelector<HTMLElement>('.carousel__viewport');
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  if (slides.length < 2 || !controls || !viewport || !toggle) return;
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-carousel-to]'));
  let index = Math.max(
    0,
    slides.findIndex((s) => s.classList.contains('is-active')),
  );
  let playing = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hovered = false;
  let focused = false;
  let timer = 0;

  const render = () => {
    const rotating = playing && !hovered && !focused;
    viewport.setAttribute('aria-live', rotating ? 'off' : 'polite');
    root.toggleAttribute('data-playing', playing);
    toggle.setAttribute('aria-label', (playing ? toggle.dataset.pauseLabel : toggle.dataset.playLabel) ?? '');
    window.clearTimeout(timer);
    if (rotating) timer = window.setTimeout(() => show(index + 1), INTERVAL_MS);
  };
  const show = (to: number) => {
    index = (to + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.classList.toggle('is-active', active);
      slide.inert = !active;
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, i) =>
      i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
    render();
  };

  controls.hidden = false;
  toggle.addEventListener('click', () => {
    playing = !playing;
    render();
  });
  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => show(index - 1));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => show(index + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  root.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    show(index + (e.key === 'ArrowRight' ? 1 : -1));
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    render();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    render();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    render();
  });
  root.addEventListener('focusout', (e) => {
    if (e.relatedTarget instanceof Node && root.contains(e.relatedTarget)) return;
    focused = false;
    render();
  });
  show(index);
}
