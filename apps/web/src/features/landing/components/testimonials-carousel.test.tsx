import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { TestimonialsCarousel, nextPosition } from './testimonials-carousel';
import { testimonials } from '../lib/content';

describe('TestimonialsCarousel', () => {
  afterEach(() => vi.useRealTimers());

  it('has 4 positions, advances every 2 s and wraps from the last to the first', () => {
    vi.useFakeTimers();
    const { container } = render(<TestimonialsCarousel items={testimonials} />);
    const track = () => container.querySelector('[data-position]')!.getAttribute('data-position');
    expect(testimonials).toHaveLength(4);
    expect(track()).toBe('0');
    for (const expected of ['1', '2', '3', '0']) {
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(track()).toBe(expected);
    }
  });

  it('can be paused', () => {
    vi.useFakeTimers();
    const { container } = render(<TestimonialsCarousel items={testimonials} />);
    act(() => screen.getByRole('button', { name: 'Pause testimonials' }).click());
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(container.querySelector('[data-position]')!.getAttribute('data-position')).toBe('0');
  });

  it('nextPosition wraps', () => {
    expect(nextPosition(3, 4)).toBe(0);
    expect(nextPosition(1, 4)).toBe(2);
  });
});
