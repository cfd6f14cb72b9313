import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { useIsOnline } from '../lib/online-status';

export const OFFLINE_TEXT = msg`You are offline. Check your internet connection; we will carry on when it is back.`;

/**
 * Fixed to the bottom so it never shifts the page; announced politely when it appears. While it
 * shows, the page gets as much room below as the banner takes, so the last link stays reachable
 * (issue 23: it covered the bottom link).
 */
export function OfflineBanner() {
  const { i18n } = useLingui();
  const isOnline = useIsOnline();
  const banner = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (isOnline || !element) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight + 16}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [isOnline]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50"
    >
      {isOnline ? null : (
        <p
          ref={banner}
          className="pointer-events-auto mx-auto flex max-w-xl items-center gap-2 bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg sm:mb-4 sm:rounded-xl"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0 text-accent-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
          </svg>
          {i18n._(OFFLINE_TEXT)}
        </p>
      )}
    </div>
  );
}
