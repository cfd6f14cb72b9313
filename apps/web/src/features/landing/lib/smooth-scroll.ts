import { TIMINGS_MS } from '@dpts/contract/constants';

const HEADER_OFFSET = 72;

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls to an in-page anchor over 600 ms (spec section 9), then moves focus there. */
export function scrollToAnchor(hash: string, duration: number = TIMINGS_MS.landingScroll): void {
  const id = hash.replace(/^#/, '');
  const target = document.getElementById(id);
  if (!target) return;
  const start = window.scrollY;
  const end = Math.max(0, target.getBoundingClientRect().top + start - HEADER_OFFSET);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const finish = () => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    window.history.replaceState(null, '', `#${id}`);
  };
  if (reduceMotion || duration <= 0) {
    window.scrollTo(0, end);
    finish();
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, start + (end - start) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
    else finish();
  };
  requestAnimationFrame(step);
}
