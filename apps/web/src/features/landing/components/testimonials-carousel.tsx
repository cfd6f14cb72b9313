import { useEffect, useState, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TIMINGS_MS } from '@dpts/contract/constants';
import type { Testimonial } from '../lib/content';

type CarouselProps = { items: readonly Testimonial[]; intervalMs?: number };

/** Next position, wrapping from the last to the first (spec section 4). */
export function nextPosition(current: number, count: number): number {
  return count === 0 ? 0 : (current + 1) % count;
}

/**
 * Advances every 2 s. Mobile shows one card (offset 100 % per position); desktop shows the
 * active card centred at half width with its neighbours beside it (offset 50 % per position).
 */
export function TestimonialsCarousel({
  items,
  intervalMs = TIMINGS_MS.testimonialCarousel,
}: CarouselProps) {
  const { t, i18n } = useLingui();
  const [position, setPosition] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHovered, setHovered] = useState(false);

  useEffect(() => {
    if (isPaused || isHovered || items.length < 2) return;
    const timer = setInterval(() => setPosition((p) => nextPosition(p, items.length)), intervalMs);
    return () => clearInterval(timer);
  }, [isPaused, isHovered, items.length, intervalMs]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t`Testimonials`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="overflow-hidden">
        <div
          className="flex transition-transform duration-700 ease-out [transform:translateX(calc(var(--p)*-100%))] md:[transform:translateX(calc(25%_-_var(--p)*50%))]"
          style={{ '--p': position } as CSSProperties}
          aria-live={isPaused ? 'polite' : 'off'}
          data-position={position}
        >
          {items.map((item, index) => {
            const isActive = index === position;
            return (
              <div
                key={item.name}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${index + 1} of ${items.length}`}
                aria-hidden={!isActive}
                className={`w-full shrink-0 px-2 transition-transform duration-500 md:w-1/2 md:px-4 ${
                  isActive ? '' : 'md:scale-95'
                }`}
              >
                <figure className="flex h-full flex-col justify-between gap-6 rounded-card border border-line bg-white p-6 shadow-sm sm:p-8">
                  <blockquote className="text-lg leading-relaxed text-ink">
                    “{i18n._(item.quote)}”
                  </blockquote>
                  <figcaption className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-100 font-bold text-[#8a5a00]"
                    >
                      {item.avatar}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{item.name}</span>
                      <span className="block text-sm text-muted">{i18n._(item.role)}</span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="rounded-full border border-line px-4 py-2 text-sm font-semibold text-body hover:border-brand-600"
        >
          {isPaused ? t`Play testimonials` : t`Pause testimonials`}
        </button>
        <div className="flex gap-1">
          {items.map((item, index) => (
            <button
              key={item.name}
              type="button"
              onClick={() => setPosition(index)}
              aria-label={t`Show testimonial ${index + 1}`}
              aria-current={index === position ? 'true' : undefined}
              className="flex h-11 w-8 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  index === position ? 'w-6 bg-brand-600' : 'w-2.5 bg-line'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
