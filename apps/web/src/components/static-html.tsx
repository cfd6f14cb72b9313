import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '../lib/i18n-runtime';

type StaticHtmlProps = {
  children: ReactNode;
  /** An in-page link (`#about`) inside; without it the browser jumps there itself. */
  onAnchor?: (hash: string) => void;
};

/**
 * A part of a prerendered page that has nothing to do until it is clicked (headings, text, images,
 * plain links): React keeps the built HTML as it is instead of hydrating it, which on a cheap
 * phone is most of the first page's script time (issue #23). The parts' own click handlers are
 * replaced by one here: a link within the app still moves without reloading the page.
 *
 * Only the HTML the build made is kept. The element is found by its `useId`, which matches between
 * the build and hydration only; drawn later (the officer comes back to the page), the children
 * render as usual, as they do in any language but the build's (English). Nothing inside may need
 * state or effects.
 */
export function StaticHtml({ children, onAnchor }: StaticHtmlProps) {
  const id = useId();
  const navigate = useNavigate();
  const [isBuilt] = useState(
    () => typeof document !== 'undefined' && document.getElementById(id) !== null,
  );
  // The build writes English: in another language the part renders (and follows the picker).
  const { i18n } = useLingui();

  if (!isBuilt || i18n.locale !== 'en') {
    // Keyed apart from the built one: a language chosen later replaces the built HTML entirely.
    return (
      <div key="rendered" id={id} className="contents">
        {children}
      </div>
    );
  }

  function followLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    if (url.pathname === window.location.pathname && url.hash && onAnchor) onAnchor(url.hash);
    else void navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  // An empty string React leaves alone while hydrating: the built HTML stays, never redrawn.
  return (
    <div
      key="built"
      id={id}
      className="contents"
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
