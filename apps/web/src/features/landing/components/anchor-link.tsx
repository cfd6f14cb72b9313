import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { scrollToAnchor } from '../lib/smooth-scroll';

type AnchorLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** In-page anchors scroll smoothly; any other href behaves as a normal link. */
export function AnchorLink({ href, onClick, ...props }: AnchorLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !href.startsWith('#')) return;
    event.preventDefault();
    scrollToAnchor(href);
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
